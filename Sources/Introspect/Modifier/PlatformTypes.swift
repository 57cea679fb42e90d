#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// `UIView` on UIKit platforms, `NSView` on macOS.
public typealias PlatformView = UIView
/// `UIViewController` on UIKit platforms, `NSViewController` on macOS.
public typealias PlatformViewController = UIViewController
#elseif os(macOS)
import AppKit

/// `UIView` on UIKit platforms, `NSView` on macOS.
public typealias PlatformView = NSView
/// `UIViewController` on UIKit platforms, `NSViewController` on macOS.
public typealias PlatformViewController = NSViewController
#endif
