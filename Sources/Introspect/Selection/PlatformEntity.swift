#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// A kind of object `.introspect` can hand over: views, view controllers, presentation controllers and navigation
/// items (UIKit), windows, toolbars and toolbar items (AppKit; a `UIWindow` is a view).
///
/// The conformances add no member an app sees: the hierarchy members are `@_spi(Internals)`, and this
/// library's searches walk its own node types, not these.
@MainActor
public protocol PlatformEntity: AnyObject {
    /// The base class of the entity's hierarchy (`UIView` for views).
    associatedtype Base: PlatformEntity

    /// The parent in the hierarchy (`superview`, `parent`).
    @_spi(Internals) var ancestor: Base? { get }
    /// The children, in order (`subviews`, `children`).
    @_spi(Internals) var descendants: [Base] { get }
    /// Whether `other` is this entity or one of its ancestors.
    @_spi(Internals) func isDescendant(of other: Base) -> Bool
}

extension PlatformEntity {
    @_spi(Internals) public var ancestor: Base? { nil }
    @_spi(Internals) public var descendants: [Base] { [] }
    @_spi(Internals) public func isDescendant(of other: Base) -> Bool { false }
}

extension PlatformEntity where Base.Base == Base {
    /// The ancestors, nearest first, not including this entity.
    @_spi(Internals) public var ancestors: some Sequence<Base> {
        sequence(state: ancestor) { (next: inout Base?) -> Base? in
            defer { next = next?.ancestor }
            return next
        }
    }

    /// The descendants in pre-order, not including this entity (iteratively).
    @_spi(Internals) public var allDescendants: some Sequence<Base> {
        sequence(state: Array(descendants.reversed())) { (stack: inout [Base]) -> Base? in
            guard let next = stack.popLast() else { return nil }
            stack.append(contentsOf: next.descendants.reversed())
            return next
        }
    }
}

extension PlatformEntity {
    /// The query of `.first(Self.self)`, and the reference library's default selector: the first view (or view
    /// controller) of this class between the markers, or the nearest one above them; the window the probe is in
    /// for a window class. `nil` for other kinds of entity, which it never found. The core decides the kind from
    /// the runtime class's chain, not from the name.
    static func defaultQuery() -> TargetQuery<ViewNode, Self>? {
        TargetQuery(firstOfClass: String(describing: Self.self), classChain: runtimeClassChain) {
            $0.object(as: Self.self)
        }
    }

    /// The class and its superclasses, nearest first, as the Objective-C runtime names them (`UIButton`, `UIControl`,
    /// `UIView`, `UIResponder`, `NSObject`).
    static var runtimeClassChain: [String] {
        sequence(first: Self.self as AnyClass) { class_getSuperclass($0) }.map { NSStringFromClass($0) }
    }
}

extension PlatformView: PlatformEntity {
    @_spi(Internals) public var ancestor: PlatformView? { superview }
    @_spi(Internals) public var descendants: [PlatformView] { subviews }
}

extension PlatformViewController: PlatformEntity {
    @_spi(Internals) public var ancestor: PlatformViewController? { parent }
    @_spi(Internals) public var descendants: [PlatformViewController] { children }

    @_spi(Internals) public func isDescendant(of other: PlatformViewController) -> Bool {
        sequence(first: self) { $0.parent }.contains { $0 === other }
    }
}

#if os(macOS)
extension NSWindow: PlatformEntity {
    public typealias Base = NSWindow
}

extension NSToolbar: PlatformEntity {
    public typealias Base = NSToolbar
}

extension NSToolbarItem: PlatformEntity {
    public typealias Base = NSToolbarItem
}
#else
extension UIPresentationController: PlatformEntity {
    public typealias Base = UIPresentationController
}

extension UINavigationItem: PlatformEntity {
    public typealias Base = UINavigationItem
}
#endif
#endif
