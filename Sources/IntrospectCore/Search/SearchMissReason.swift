/// Why a search found nothing, in terms a developer can act on.
public enum SearchMissReason: Hashable, Sendable, CustomStringConvertible {
    /// The anchor and the probe are not in one tree: one of them is not mounted yet, or they were placed in
    /// different windows.
    case noCommonAncestor
    /// The probe lies inside the anchor's subtree, so nothing can be after the anchor and before the probe.
    case probeInsideAnchor
    /// The anchor lies inside the probe's subtree.
    case anchorInsideProbe
    /// The walk reached the end of the common ancestor's subtree without meeting the probe: the probe comes
    /// before the anchor (the markers are in the wrong order).
    case probeBeforeAnchor
    /// No node between the markers passed the class test. With none `examined`, nothing lies between the
    /// markers at all: SwiftUI drew the modified view without a view of its own (a `Text`, an `Image`, a stack;
    /// most content from iOS 26), and the message points to the window and the ancestor scope, which still
    /// answer.
    case noMatchBetweenMarkers(className: String, examined: Int)
    /// No ancestor of the probe passed the class test.
    case noMatchingAncestor(className: String, examined: Int)
    /// The scope was empty.
    case emptyScope
    /// A selector found its entry node, but mapping it to the target gave nothing (a controller without a
    /// navigation controller, a view without a window).
    case selectorMappedToNothing(entryClassName: String, targetName: String)

    /// No view at or above the probe is the root view of a controller (the hierarchy is not hosted by one).
    case noHostingController
    /// No controller around the probe is presented, so there is no presentation controller to hand over.
    case notPresented
    /// The probe is not in a window.
    case notInWindow
    /// Presentations are reached from inside the presented content (ancestor scope), never between markers.
    case onlyFromInsidePresentedContent

    public var description: String {
        switch self {
        case .noCommonAncestor:
            "the anchor and the probe have no common ancestor (one of them is not in the hierarchy yet)"
        case .probeInsideAnchor:
            "the probe is inside the anchor's subtree, so there is nothing between them"
        case .anchorInsideProbe:
            "the anchor is inside the probe's subtree, so there is nothing between them"
        case .probeBeforeAnchor:
            "the probe was not found after the anchor below their common ancestor (markers out of order)"
        case let .noMatchBetweenMarkers(className, 0):
            "no \(className) between the markers: nothing lies between them, as SwiftUI drew the modified view "
                + "without a view of its own (`.window` hands over its window, `scope: .ancestor` a view around it)"
        case let .noMatchBetweenMarkers(className, examined):
            "no \(className) between the markers (\(examined) \(examined == 1 ? "node" : "nodes") examined)"
        case let .noMatchingAncestor(className, examined):
            "no \(className) among the ancestors (\(examined) \(examined == 1 ? "node" : "nodes") examined)"
        case .emptyScope:
            "the search scope is empty"
        case let .selectorMappedToNothing(entryClassName, targetName):
            "found a \(entryClassName), but it has no \(targetName)"
        case .noHostingController:
            "no view above the probe is a view controller's root view"
        case .notPresented:
            "no view controller around the probe is presented (apply the modifier inside the presented content)"
        case .notInWindow:
            "the probe is not in a window"
        case .onlyFromInsidePresentedContent:
            "a presentation is found from inside the presented content (scope: .ancestor), not between markers"
        }
    }
}
