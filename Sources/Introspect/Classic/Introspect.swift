#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// The original library's search utilities, on this library's engine (`ClassicSearch`), for code written
/// against it. Prefer `.introspect(_:on:scope:customize:)`: these look around a single marker and can return an
/// object of a neighbouring view.
public enum Introspect {
    /// The first subview of `type` in `root`'s subtree (not `root` itself), depth-first.
    @MainActor
    public static func findChild<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, in root: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findChild(.views(of: type), in: ViewNode(root))
    }

    /// The first child controller of `type` in `root`'s children, depth-first, or `root` itself.
    @MainActor
    public static func findChild<AnyViewControllerType: PlatformViewController>(
        ofType type: AnyViewControllerType.Type,
        in root: PlatformViewController
    ) -> AnyViewControllerType? {
        var classic = ClassicSearch<ControllerNode>()
        return classic.findChild(.controllers(of: type), in: ControllerNode(root)) ?? root as? AnyViewControllerType
    }

    /// The first view of `type` in the subtrees of the siblings before `entry`, nearest sibling first.
    @MainActor
    public static func previousSibling<AnyViewType: PlatformView>(containing type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.previousSibling(containing: .views(of: type), from: ViewNode(entry))
    }

    /// The nearest sibling before `entry` that is of `type`.
    @MainActor
    public static func previousSibling<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.previousSibling(ofType: .views(of: type), from: ViewNode(entry))
    }

    /// The first view of `type` in the subtrees of the siblings after `entry`, nearest sibling first.
    @MainActor
    public static func nextSibling<AnyViewType: PlatformView>(containing type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.nextSibling(containing: .views(of: type), from: ViewNode(entry))
    }

    /// The nearest sibling after `entry` that is of `type`.
    @MainActor
    public static func nextSibling<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.nextSibling(ofType: .views(of: type), from: ViewNode(entry))
    }

    /// The nearest ancestor of `entry` of `type`.
    @MainActor
    public static func findAncestor<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findAncestor(.views(of: type), from: ViewNode(entry))
    }

    /// The nearest ancestor of `entry` of `type`, or the view of `type` in an ancestor's subtree; several are
    /// settled by which one's frame holds the centre of `entry`.
    @MainActor
    public static func findAncestorOrAncestorChild<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        let centre = CGPoint(x: entry.bounds.midX, y: entry.bounds.midY)
        return classic.findAncestorOrAncestorChild(.views(of: type), from: ViewNode(entry)) { candidates in
            candidates.first { $0.bounds.contains($0.convert(centre, from: entry)) }
        }
    }

    /// The hosting view around `entry`: the nearest ancestor whose class name contains `HostingView`.
    @MainActor
    public static func findHostingView(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findHostingView(from: ViewNode(entry))?.view
    }

    /// The platform-view host around `entry`: the nearest ancestor whose class name contains `ViewHost`.
    @MainActor
    public static func findViewHost(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findViewHost(from: ViewNode(entry))?.view
    }
}

/// The original library's selectors: compositions of the ``Introspect`` strategies, from the marker view.
public enum TargetViewSelector {
    /// View host → previous siblings → their subtrees.
    @MainActor
    public static func siblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingContaining(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingContaining(from:)``, else the nearest ancestor of the type.
    @MainActor
    public static func siblingContainingOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingContainingOrAncestor(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingContaining(from:)``, else ``Introspect/findAncestorOrAncestorChild(ofType:from:)``.
    @MainActor
    public static func siblingContainingOrAncestorOrAncestorChild<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        siblingContaining(from: entry) ?? Introspect.findAncestorOrAncestorChild(ofType: TargetView.self, from: entry)
    }

    /// View host → the nearest previous sibling of the type.
    @MainActor
    public static func siblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingOfType(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingOfType(from:)``, else the nearest ancestor of the type.
    @MainActor
    public static func siblingOfTypeOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingOfTypeOrAncestor(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// The nearest ancestor of the type, else ``siblingContaining(from:)``.
    @MainActor
    public static func ancestorOrSiblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.ancestorOrSiblingContaining(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// The nearest ancestor of the type, else ``siblingOfType(from:)``.
    @MainActor
    public static func ancestorOrSiblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.ancestorOrSiblingOfType(.views(of: TargetView.self), from: ViewNode(entry))
    }
}
extension NodeClassTest where Node == ViewNode {
    /// Accepts views of `type` (an `as?` cast of the wrapped view).
    @MainActor
    static func views(of type: Target.Type) -> NodeClassTest {
        NodeClassTest(name: String(describing: type)) { $0.view as? Target }
    }
}

extension NodeClassTest where Node == ControllerNode {
    /// Accepts controllers of `type` (an `as?` cast of the wrapped controller).
    @MainActor
    static func controllers(of type: Target.Type) -> NodeClassTest {
        NodeClassTest(name: String(describing: type)) { $0.controller as? Target }
    }
}
#endif
