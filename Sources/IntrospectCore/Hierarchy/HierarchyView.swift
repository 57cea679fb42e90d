/// A view of a hierarchy: a node of the view tree that also knows what UIKit and AppKit attach to a view — the
/// controller that owns it as its root view, and whether it is in a window.
///
/// The `Introspect` module wraps `UIView`/`NSView` in such nodes; `RecordedNode` is one for recorded hierarchies
/// (tests, and the hierarchy captures `introspect explain` replays). Selectors that reach controllers, windows and
/// presentations are decided against this protocol, so a Linux test drives the same decisions a device makes.
@_spi(Tooling) public protocol HierarchyView: HierarchyNode {
    /// The controller type of the hierarchy.
    associatedtype Controller: HierarchyController where Controller.RootView == Self

    /// The controller whose root view this is (`UIViewController.view`, found through the responder chain), or
    /// `nil`. A controller that has not loaded its view owns none.
    var owningController: Controller? { get }

    /// Whether the view is in a window (`window != nil`).
    var isInWindow: Bool { get }

    /// The refresh control a scroll view holds (`UIScrollView.refreshControl`, which `.refreshable` sets), or `nil`:
    /// for any other view, and where the platform has none (tvOS, macOS).
    var refreshControl: Self? { get }

    /// The class of what the window this view is in holds as `object` (its toolbar, an item of it) and its
    /// superclasses, nearest first; `nil` when the view is in no window or the window holds none.
    func windowObjectClasses(_ object: HeldObject) -> [String]?

    /// The identifiers of the items of the toolbar of the window this view is in, in order; empty without one.
    var windowToolbarItemIdentifiers: [String] { get }
}

/// A view controller of a hierarchy: a node of the controller tree (`parent`, `children` in `addChild` order) that
/// knows its root view and its presentation.
@_spi(Tooling) public protocol HierarchyController: HierarchyNode {
    /// The view type of the hierarchy.
    associatedtype RootView: HierarchyView where RootView.Controller == Self

    /// The root view, if loaded (`viewIfLoaded`). Reading it never loads a view.
    var rootView: RootView? { get }

    /// The controller presenting this one (`presentingViewController`). UIKit answers it for the children of a
    /// presented controller too ("the view controller presenting the nearest ancestor"), so a presented
    /// controller is the root of its parent chain whose presenting controller is not `nil`.
    var presentingController: Self? { get }

    /// The class of what this controller holds as `object` (its navigation bar, its navigation item's search
    /// controller) and its superclasses, nearest first; `nil` when it holds none: a controller that is not a
    /// navigation controller has no navigation bar, a navigation item without a search controller has none.
    func heldObjectClasses(_ object: HeldObject) -> [String]?
}

extension HierarchyView {
    /// The nearest controller whose root view holds this view (this view's own, or an ancestor's): for
    /// SwiftUI content, the hosting controller.
    ///
    /// - Complexity: O(depth).
    @inlinable
    @_spi(Tooling) public var hostingController: Controller? {
        if let controller = owningController { return controller }
        for ancestor in ancestors {
            if let controller = ancestor.owningController { return controller }
        }
        return nil
    }
}

extension HierarchyController {
    /// The controller that is presented and holds this one: the root of the parent chain, when it has a
    /// presenting controller; `nil` when nothing around this controller is presented.
    ///
    /// - Complexity: O(depth of the controller tree).
    @inlinable
    @_spi(Tooling) public var presentedAncestor: Self? {
        var root = self
        while let parent = root.hierarchyParent { root = parent }
        return root.presentingController == nil ? nil : root
    }
}
