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
        var classic = ClassicSearch<PlatformView>()
        return classic.findChild(.instances(of: type), in: root)
    }

    /// The first child controller of `type` in `root`'s children, depth-first, or `root` itself.
    @MainActor
    public static func findChild<AnyViewControllerType: PlatformViewController>(
        ofType type: AnyViewControllerType.Type,
        in root: PlatformViewController
    ) -> AnyViewControllerType? {
        var classic = ClassicSearch<PlatformViewController>()
        return classic.findChild(.instances(of: type), in: root) ?? root as? AnyViewControllerType
    }

    /// The first view of `type` in the subtrees of the siblings before `entry`, nearest sibling first.
    @MainActor
    public static func previousSibling<AnyViewType: PlatformView>(containing type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        return classic.previousSibling(containing: .instances(of: type), from: entry)
    }

    /// The nearest sibling before `entry` that is of `type`.
    @MainActor
    public static func previousSibling<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        return classic.previousSibling(ofType: .instances(of: type), from: entry)
    }

    /// The first view of `type` in the subtrees of the siblings after `entry`, nearest sibling first.
    @MainActor
    public static func nextSibling<AnyViewType: PlatformView>(containing type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        return classic.nextSibling(containing: .instances(of: type), from: entry)
    }

    /// The nearest sibling after `entry` that is of `type`.
    @MainActor
    public static func nextSibling<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        return classic.nextSibling(ofType: .instances(of: type), from: entry)
    }

    /// The nearest ancestor of `entry` of `type`.
    @MainActor
    public static func findAncestor<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        return classic.findAncestor(.instances(of: type), from: entry)
    }

    /// The nearest ancestor of `entry` of `type`, or the view of `type` in an ancestor's subtree; several are
    /// settled by which one's frame holds the centre of `entry`.
    @MainActor
    public static func findAncestorOrAncestorChild<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView) -> AnyViewType? {
        var classic = ClassicSearch<PlatformView>()
        let centre = CGPoint(x: entry.bounds.midX, y: entry.bounds.midY)
        return classic.findAncestorOrAncestorChild(.instances(of: type), from: entry) { candidates in
            candidates.first { $0.bounds.contains($0.convert(centre, from: entry)) }
        }
    }

    /// The hosting view around `entry`: the nearest ancestor whose class name contains `HostingView`.
    @MainActor
    public static func findHostingView(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.findHostingView(from: entry)
    }

    /// The platform-view host around `entry`: the nearest ancestor whose class name contains `ViewHost`.
    @MainActor
    public static func findViewHost(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.findViewHost(from: entry)
    }
}

/// The original library's selectors: compositions of the ``Introspect`` strategies, from the marker view.
public enum TargetViewSelector {
    /// View host → previous siblings → their subtrees.
    @MainActor
    public static func siblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.siblingContaining(.instances(of: TargetView.self), from: entry)
    }

    /// ``siblingContaining(from:)``, else the nearest ancestor of the type.
    @MainActor
    public static func siblingContainingOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.siblingContainingOrAncestor(.instances(of: TargetView.self), from: entry)
    }

    /// ``siblingContaining(from:)``, else ``Introspect/findAncestorOrAncestorChild(ofType:from:)``.
    @MainActor
    public static func siblingContainingOrAncestorOrAncestorChild<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        siblingContaining(from: entry) ?? Introspect.findAncestorOrAncestorChild(ofType: TargetView.self, from: entry)
    }

    /// View host → the nearest previous sibling of the type.
    @MainActor
    public static func siblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.siblingOfType(.instances(of: TargetView.self), from: entry)
    }

    /// ``siblingOfType(from:)``, else the nearest ancestor of the type.
    @MainActor
    public static func siblingOfTypeOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.siblingOfTypeOrAncestor(.instances(of: TargetView.self), from: entry)
    }

    /// The nearest ancestor of the type, else ``siblingContaining(from:)``.
    @MainActor
    public static func ancestorOrSiblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.ancestorOrSiblingContaining(.instances(of: TargetView.self), from: entry)
    }

    /// The nearest ancestor of the type, else ``siblingOfType(from:)``.
    @MainActor
    public static func ancestorOrSiblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<PlatformView>()
        return classic.ancestorOrSiblingOfType(.instances(of: TargetView.self), from: entry)
    }
}
#endif
