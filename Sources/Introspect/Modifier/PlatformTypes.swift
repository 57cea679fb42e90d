#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// `UIView` on UIKit platforms, `NSView` on macOS.
public typealias PlatformView = UIView
/// `UIViewController` on UIKit platforms, `NSViewController` on macOS.
public typealias PlatformViewController = UIViewController

extension UIView {
    /// The controller whose root view this is (the next responder, when it is that view's controller).
    var owningController: UIViewController? {
        guard let controller = next as? UIViewController, controller.viewIfLoaded === self else { return nil }
        return controller
    }
}
#elseif os(macOS)
import AppKit

/// `UIView` on UIKit platforms, `NSView` on macOS.
public typealias PlatformView = NSView
/// `UIViewController` on UIKit platforms, `NSViewController` on macOS.
public typealias PlatformViewController = NSViewController

extension NSView {
    /// The controller whose root view this is (AppKit puts it next in the responder chain).
    var owningController: NSViewController? {
        // `viewIfLoaded` needs macOS 14: ask `isViewLoaded` first, so `view` never loads one.
        guard let controller = nextResponder as? NSViewController, controller.isViewLoaded, controller.view === self else { return nil }
        return controller
    }
}
#endif
