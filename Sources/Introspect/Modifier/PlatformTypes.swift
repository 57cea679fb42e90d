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

#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import SwiftUI

#if os(macOS)
/// The toolkit's controller-representable protocol: `NSViewControllerRepresentable` on macOS.
@_spi(Internals)
public typealias _PlatformViewControllerRepresentable = NSViewControllerRepresentable
#else
/// The toolkit's controller-representable protocol: `UIViewControllerRepresentable` on UIKit platforms.
@_spi(Internals)
public typealias _PlatformViewControllerRepresentable = UIViewControllerRepresentable
#endif

/// A view-controller representable written once for UIKit and AppKit: conformers implement the
/// `…PlatformViewController` requirements, and this protocol supplies the toolkit's own `make…`, `update…` and
/// `dismantle…` methods from them.
///
/// Kept under `@_spi(Internals)` with the shape swiftui-introspect's Showcase app uses, so that its code — which
/// builds test content from such a representable — compiles with `@_spi(Internals) import Introspect`.
@MainActor
@_spi(Internals)
public protocol PlatformViewControllerRepresentable: _PlatformViewControllerRepresentable {
    #if os(macOS)
    /// The controller this representable creates.
    typealias ViewController = NSViewControllerType
    #else
    /// The controller this representable creates.
    typealias ViewController = UIViewControllerType
    #endif

    /// Creates the controller, once per representable identity.
    func makePlatformViewController(context: Context) -> ViewController
    /// Brings the controller up to date with the representable's current values.
    func updatePlatformViewController(_ controller: ViewController, context: Context)
    /// Releases what the controller holds when SwiftUI removes it; nothing by default.
    static func dismantlePlatformViewController(_ controller: ViewController, coordinator: Coordinator)
}

@_spi(Internals)
extension PlatformViewControllerRepresentable {
    /// Does nothing: most representables have nothing to release.
    public static func dismantlePlatformViewController(_ controller: ViewController, coordinator: Coordinator) {}

    #if os(macOS)
    /// Forwards to ``makePlatformViewController(context:)``.
    public func makeNSViewController(context: Context) -> ViewController {
        makePlatformViewController(context: context)
    }

    /// Forwards to ``updatePlatformViewController(_:context:)``.
    public func updateNSViewController(_ controller: ViewController, context: Context) {
        updatePlatformViewController(controller, context: context)
    }

    /// Forwards to ``dismantlePlatformViewController(_:coordinator:)``.
    public static func dismantleNSViewController(_ controller: ViewController, coordinator: Coordinator) {
        dismantlePlatformViewController(controller, coordinator: coordinator)
    }
    #else
    /// Forwards to ``makePlatformViewController(context:)``.
    public func makeUIViewController(context: Context) -> ViewController {
        makePlatformViewController(context: context)
    }

    /// Forwards to ``updatePlatformViewController(_:context:)``.
    public func updateUIViewController(_ controller: ViewController, context: Context) {
        updatePlatformViewController(controller, context: context)
    }

    /// Forwards to ``dismantlePlatformViewController(_:coordinator:)``.
    public static func dismantleUIViewController(_ controller: ViewController, coordinator: Coordinator) {
        dismantlePlatformViewController(controller, coordinator: coordinator)
    }
    #endif
}
#endif
