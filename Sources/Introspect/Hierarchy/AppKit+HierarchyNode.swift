#if os(macOS)
import AppKit
import IntrospectCore

// AppKit classes are main-actor isolated; the core's protocol is nonisolated so that it can be tested and
// benchmarked off the main actor. `@preconcurrency` conformances bridge the two: the core only ever walks
// AppKit trees from the modifier, on the main actor.

/// Views form the hierarchy receiver and ancestor searches walk: `superview` and `subviews` (z-order, back to
/// front).
extension NSView: @preconcurrency HierarchyNode {
    public typealias HierarchyBase = NSView

    public var hierarchyParent: NSView? { superview }
    public var hierarchyChildren: [NSView] { subviews }
    public var asHierarchyBase: NSView { self }
}

/// Controllers form a hierarchy of their own: `parent` and `children` in `addChild` order (not z-order), so
/// markers bracket views, and controllers are reached from the views found (or through a selector).
extension NSViewController: @preconcurrency HierarchyNode {
    public typealias HierarchyBase = NSViewController

    public var hierarchyParent: NSViewController? { parent }
    public var hierarchyChildren: [NSViewController] { children }
    public var asHierarchyBase: NSViewController { self }
}
#endif
