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
    /// No node between the markers passed the class test.
    case noMatchBetweenMarkers(className: String, examined: Int)
    /// No ancestor of the probe passed the class test.
    case noMatchingAncestor(className: String, examined: Int)
    /// The scope was empty.
    case emptyScope
    /// A selector found its entry node, but mapping it to the target gave nothing (a controller without a
    /// navigation controller, a view without a window).
    case selectorMappedToNothing(entryClassName: String, targetName: String)

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
        case let .noMatchBetweenMarkers(className, examined):
            "no \(className) between the markers (\(examined) \(examined == 1 ? "node" : "nodes") examined)"
        case let .noMatchingAncestor(className, examined):
            "no \(className) among the ancestors (\(examined) \(examined == 1 ? "node" : "nodes") examined)"
        case .emptyScope:
            "the search scope is empty"
        case let .selectorMappedToNothing(entryClassName, targetName):
            "found a \(entryClassName), but it has no \(targetName)"
        }
    }
}
