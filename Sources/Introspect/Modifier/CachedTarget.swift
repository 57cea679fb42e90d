#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// When a target found by an earlier search may be handed over again without a new walk.
@MainActor
enum CachedTarget {
    /// A view (or a controller's view) is still in place while it is in a window and still where the search
    /// found it: below the markers' common ancestor (receiver) or above the probe (ancestor). Other objects
    /// (AppKit windows, presentation controllers) are searched again every time.
    static func isStillInPlace(_ target: AnyObject, anchor: PlatformView, probe: PlatformView) -> Bool {
        let view: PlatformView?
        if let targetView = target as? PlatformView {
            view = targetView
        } else if let controller = target as? PlatformViewController {
            view = controller.isViewLoaded ? controller.view : nil
        } else {
            view = nil
        }
        guard let view, view.window != nil else { return false }
        if probe.isDescendant(of: view) { return true }
        guard let commonAncestor = TreeNavigation.nearestCommonAncestor(anchor as PlatformView, probe as PlatformView) else { return false }
        return view.isDescendant(of: commonAncestor) && view !== commonAncestor
    }
}

#endif
