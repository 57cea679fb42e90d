#if os(iOS) || os(tvOS) || os(visionOS)
import IntrospectCore
import UIKit

// UIKit classes are main-actor isolated; the core's protocol is nonisolated so that it can be tested and
// benchmarked off the main actor. `@preconcurrency` conformances bridge the two: the core only ever walks
// UIKit trees from the modifier, on the main actor.

/// Views form the hierarchy receiver and ancestor searches walk: `superview` and `subviews` (z-order, back to
/// front).
extension UIView: @preconcurrency HierarchyNode {
    public typealias HierarchyBase = UIView

    public var hierarchyParent: UIView? { superview }
    public var hierarchyChildren: [UIView] { subviews }
    public var asHierarchyBase: UIView { self }
}

/// Controllers form a hierarchy of their own: `parent` and `children` in `addChild` order (not z-order), so
/// markers bracket views, and controllers are reached from the views found (or through a selector).
extension UIViewController: @preconcurrency HierarchyNode {
    public typealias HierarchyBase = UIViewController

    public var hierarchyParent: UIViewController? { parent }
    public var hierarchyChildren: [UIViewController] { children }
    public var asHierarchyBase: UIViewController { self }
}
#endif
