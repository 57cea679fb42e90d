#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// The original library's (0.x) search helpers, with its signatures, on this library's engine (`ClassicSearch`).
// They keep the original's semantics exactly: custom selectors written against them find what they found.
//
// Isolation: the original was Swift 5.5 code with no isolation at all, and its helpers were called from
// `extension View` functions that are not main-actor isolated in the SDKs of its time. These read UIKit and
// AppKit state, so they are `@MainActor`, and `@preconcurrency` keeps such callers compiling in the Swift 5
// language mode (as SwiftUI's own views are declared).

/// The original library's search helpers, for custom selectors (`introspect(selector:customize:)`,
/// ``UIKitIntrospectionView``): each walks the platform hierarchy around an entry view.
///
/// ```swift
/// .introspect(selector: { marker in
///     guard let host = Introspect.findViewHost(from: marker) else { return nil }
///     return Introspect.previousSibling(containing: UITextField.self, from: host)
/// }) { textField in … }
/// ```
///
/// Prefer `.introspect(_:on:scope:customize:)`: these look around a single marker and can return an object of
/// a neighbouring view.
@preconcurrency @MainActor
public enum Introspect {
    /// The first subview of `type` in `root`'s subtree, depth-first (a subview before its own subviews);
    /// `root` itself is never returned.
    public static func findChild<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, in root: PlatformView)
        -> AnyViewType?
    {
        var classic = ClassicSearch<ViewNode>()
        return classic.findChild(.views(of: type), in: ViewNode(root))
    }

    /// The first child controller of `type` in `root`'s children, depth-first (a child before its own children),
    /// else `root` itself when it is of `type`.
    public static func findChild<AnyViewControllerType: PlatformViewController>(
        ofType type: AnyViewControllerType.Type,
        in root: PlatformViewController
    ) -> AnyViewControllerType? {
        var classic = ClassicSearch<ControllerNode>()
        return classic.findChildOrSelf(.controllers(of: type), in: ControllerNode(root))
    }

    /// One candidate per subview of `root` — the subview if it is of `type`, else the first view of `type` in
    /// its subtree. With several, the first whose frame holds the centre of `originalEntry` (nil when none
    /// does); with one, that one.
    public static func findChildUsingFrame<AnyViewType: PlatformView>(
        ofType type: AnyViewType.Type,
        in root: PlatformView,
        from originalEntry: PlatformView
    ) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findChildUsingFrame(
            .views(of: type), in: ViewNode(root), choose: ClassicFrames.centreOf(originalEntry))
    }

    /// The first view of `type` in the subviews of the siblings before `entry`, nearest sibling first; the
    /// siblings themselves are not candidates.
    public static func previousSibling<AnyViewType: PlatformView>(
        containing type: AnyViewType.Type, from entry: PlatformView
    ) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.previousSibling(containing: .views(of: type), from: ViewNode(entry))
    }

    /// The nearest sibling before `entry` that is of `type`.
    public static func previousSibling<AnyViewType: PlatformView>(
        ofType type: AnyViewType.Type, from entry: PlatformView
    ) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.previousSibling(ofType: .views(of: type), from: ViewNode(entry))
    }

    /// The first controller of `type` among the children of `entry`'s parent added before `entry`, nearest
    /// first; each is searched as the controller form of `findChild(ofType:in:)` searches its root (its
    /// children, then itself).
    @available(macOS, unavailable)
    public static func previousSibling<AnyViewControllerType: PlatformViewController>(
        containing type: AnyViewControllerType.Type,
        from entry: PlatformViewController
    ) -> AnyViewControllerType? {
        var classic = ClassicSearch<ControllerNode>()
        return classic.previousSibling(containingOrBeing: .controllers(of: type), from: ControllerNode(entry))
    }

    /// The nearest child of `entry`'s parent added before `entry` that is of `type`.
    public static func previousSibling<AnyViewControllerType: PlatformViewController>(
        ofType type: AnyViewControllerType.Type,
        from entry: PlatformViewController
    ) -> AnyViewControllerType? {
        var classic = ClassicSearch<ControllerNode>()
        return classic.previousSibling(ofType: .controllers(of: type), from: ControllerNode(entry))
    }

    /// The first view of `type` in the subviews of `entry` and of the siblings after it, in order — `entry`'s
    /// own subviews first.
    public static func nextSibling<AnyViewType: PlatformView>(
        containing type: AnyViewType.Type, from entry: PlatformView
    ) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.nextSibling(containing: .views(of: type), from: ViewNode(entry))
    }

    /// The first of `entry` and the siblings after it that is of `type` — `entry` itself first.
    public static func nextSibling<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView)
        -> AnyViewType?
    {
        var classic = ClassicSearch<ViewNode>()
        return classic.nextSibling(ofType: .views(of: type), from: ViewNode(entry))
    }

    /// The nearest superview of `entry` that is of `type`.
    public static func findAncestor<AnyViewType: PlatformView>(ofType type: AnyViewType.Type, from entry: PlatformView)
        -> AnyViewType?
    {
        var classic = ClassicSearch<ViewNode>()
        return classic.findAncestor(.views(of: type), from: ViewNode(entry))
    }

    /// For each superview of `entry`, nearest first: the superview if it is of `type`, else
    /// `findChildUsingFrame(ofType:in:from:)` on it.
    public static func findAncestorOrAncestorChild<AnyViewType: PlatformView>(
        ofType type: AnyViewType.Type, from entry: PlatformView
    ) -> AnyViewType? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findAncestorOrAncestorChild(
            .views(of: type), from: ViewNode(entry), choose: ClassicFrames.centreOf(entry))
    }

    /// The hosting view around `entry`: the nearest superview whose class name contains `HostingView`.
    public static func findHostingView(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findHostingView(from: ViewNode(entry))?.view
    }

    /// The platform-view host around `entry`: the nearest superview whose class name contains `ViewHost` (SwiftUI
    /// wraps each representable's view in one).
    public static func findViewHost(from entry: PlatformView) -> PlatformView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.findViewHost(from: ViewNode(entry))?.view
    }
}

/// The original library's selectors: compositions of the `Introspect` helpers, from the marker view. Pass one
/// to `introspect(selector:customize:)`; the target class comes from the `customize` closure:
///
/// ```swift
/// .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining) { (collectionView: UICollectionView) in … }
/// ```
@preconcurrency @MainActor
public enum TargetViewSelector {
    /// View host → the previous siblings' subviews, nearest first.
    public static func siblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingContaining(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingContaining(from:)``, else the nearest superview of the type.
    public static func siblingContainingOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingContainingOrAncestor(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingContaining(from:)``, else `Introspect.findAncestorOrAncestorChild(ofType:from:)`.
    public static func siblingContainingOrAncestorOrAncestorChild<TargetView: PlatformView>(from entry: PlatformView)
        -> TargetView?
    {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingContainingOrAncestorOrAncestorChild(
            .views(of: TargetView.self), from: ViewNode(entry), choose: ClassicFrames.centreOf(entry)
        )
    }

    /// View host → the nearest previous sibling of the type.
    public static func siblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingOfType(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingOfType(from:)``, else the nearest superview of the type.
    public static func siblingOfTypeOrAncestor<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingOfTypeOrAncestor(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// ``siblingOfType(from:)``, else the nearest superview of the type, else
    /// ``siblingContainingOrAncestorOrAncestorChild(from:)``: the scroll-view selector from iOS 14 and macOS 11.
    public static func siblingOrAncestorOrSiblingContainingOrAncestorChild<TargetView: PlatformView>(
        from entry: PlatformView
    ) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.siblingOrAncestorOrSiblingContainingOrAncestorChild(
            .views(of: TargetView.self), from: ViewNode(entry), choose: ClassicFrames.centreOf(entry)
        )
    }

    /// The nearest superview of the type, else ``siblingContaining(from:)``.
    public static func ancestorOrSiblingContaining<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.ancestorOrSiblingContaining(.views(of: TargetView.self), from: ViewNode(entry))
    }

    /// The nearest superview of the type, else ``siblingOfType(from:)``.
    public static func ancestorOrSiblingOfType<TargetView: PlatformView>(from entry: PlatformView) -> TargetView? {
        var classic = ClassicSearch<ViewNode>()
        return classic.ancestorOrSiblingOfType(.views(of: TargetView.self), from: ViewNode(entry))
    }
}

/// The original's geometric tie-break: measured here, decided by the core (`ClassicGeometry`).
@MainActor
enum ClassicFrames {
    /// Chooses the first candidate whose frame, placed at its own origin, holds the centre of `entry` (taken in
    /// `entry`'s frame size and converted into the candidate's coordinates) — the original's rule, which reads
    /// `frame.size`, not `bounds`.
    static func centreOf<Candidate: PlatformView>(_ entry: PlatformView) -> ([Candidate]) -> Candidate? {
        let centre = CGPoint(x: entry.frame.size.width / 2, y: entry.frame.size.height / 2)
        return { candidates in
            let measures = candidates.map { candidate in
                let point = candidate.convert(centre, from: entry)
                return ClassicGeometry.Measure(
                    width: Double(candidate.frame.size.width), height: Double(candidate.frame.size.height),
                    centreX: Double(point.x), centreY: Double(point.y))
            }
            return ClassicGeometry.firstHoldingCentre(measures).map { candidates[$0] }
        }
    }
}

extension NodeMatcher where Node == ViewNode {
    /// Accepts views of `type` (an `as?` cast of the wrapped view).
    @MainActor
    static func views(of type: Target.Type) -> NodeMatcher {
        NodeMatcher(name: String(describing: type)) { $0.view as? Target }
    }
}

extension NodeMatcher where Node == ControllerNode {
    /// Accepts controllers of `type` (an `as?` cast of the wrapped controller).
    @MainActor
    static func controllers(of type: Target.Type) -> NodeMatcher {
        NodeMatcher(name: String(describing: type)) { $0.controller as? Target }
    }
}
#endif
