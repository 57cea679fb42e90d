/// The search of one modifier: the two markers it placed around a view, and the lookups that run between and
/// above them.
///
/// The modifier puts a hidden *anchor* behind the view (`.background`) and a hidden *probe* in front of it
/// (`.overlay`). In the platform hierarchy the view's objects then lie after the anchor and before the probe in
/// pre-order, below the two markers' nearest common ancestor.
///
/// <!-- example: platforms linux -->
/// ```swift
/// @_spi(Tooling) import IntrospectCore
///
/// func scrollView<Node: HierarchyView>(between anchor: Node, and probe: Node) -> HierarchyTarget<Node>? {
///     let search = IntrospectionSearch(anchor: anchor, probe: probe)
///     let query = TargetQuery<Node, HierarchyTarget<Node>>(route: .view, className: "UIScrollView")
///     return search.find(query, scope: .receiver).target?.location
/// }
/// ```
@_spi(Tooling) public struct IntrospectionSearch<Node: HierarchyNode> {
    /// The marker placed behind the view.
    public let anchor: Node
    /// The marker placed in front of the view.
    public let probe: Node
    /// Whether results carry a trace: every node examined (``SearchResult/visited``) and the path to the hit
    /// (``SearchResult/path``). Off by default: the trace holds strong references to the nodes, and building it
    /// costs allocations on every update of every modifier.
    public var recordsTrace: Bool

    /// A search between `anchor` and `probe`.
    @inlinable
    public init(anchor: Node, probe: Node, recordsTrace: Bool = false) {
        self.anchor = anchor
        self.probe = probe
        self.recordsTrace = recordsTrace
    }

    /// Looks for the target in `scope`: the receiver first, then the ancestors.
    @inlinable
    public func find<Target>(_ test: NodeMatcher<Node, Target>, scope: IntrospectionScope) -> SearchResult<
        Node, Target
    > {
        SearchResult.first(in: scope) { $0 == .receiver ? receiver(test) : ancestor(test) }
    }

    /// Receiver search: the first node that passes `test` after the anchor's subtree and before the probe, in
    /// pre-order, below the markers' nearest common ancestor.
    ///
    /// The walk starts right after the anchor's subtree (nothing before the anchor is read) and ends at the
    /// probe. Nodes that contain the probe — the platform-view host SwiftUI wraps it in, and any container it
    /// shares with the view's content — precede it in pre-order but are not between the markers: they are never
    /// candidates (else a search for plain `UIView` would return the probe's own host), though the walk looks
    /// inside them for content that precedes the probe. The markers of other modifiers (stacked `.introspect`
    /// calls, or calls inside the content) and their own platform-view hosts (whose one child is the marker) are
    /// never candidates either, and the walk does not look inside them. A view whose content is such a host and
    /// nothing else — a scroll view holding a hosting view that holds only another call's marker — is a view of
    /// its own, and a candidate like any other.
    ///
    /// - Complexity: O(d + s + k): d, the distances from the markers to their common ancestor; s, the sibling
    ///   positions along the anchor's path; k, the nodes between the markers up to the hit.
    @inlinable
    public func receiver<Target>(_ test: NodeMatcher<Node, Target>) -> SearchResult<Node, Target> {
        var result = SearchResult<Node, Target>(scope: .receiver)
        guard let commonAncestor = TreeNavigation.nearestCommonAncestor(anchor, probe, cost: &result.cost) else {
            result.missReasons = [.noCommonAncestor]
            return result
        }
        result.commonAncestor = commonAncestor
        if commonAncestor.isSameNode(as: anchor) {
            result.missReasons = [.probeInsideAnchor]
            return result
        }
        if commonAncestor.isSameNode(as: probe) {
            result.missReasons = [.anchorInsideProbe]
            return result
        }
        // The probe's containers below the common ancestor precede it in pre-order but hold it: never
        // candidates. The walk meets them top-down, in the order of this chain.
        var probeContainers = NodeChain<Node>()
        for container in probe.ancestors {
            if container.isSameNode(as: commonAncestor) { break }
            probeContainers.append(container)
        }
        let probeBranch = probeContainers.last ?? probe
        var nextContainer = probeContainers.count - 1
        guard
            var walk = PreorderSequence<Node>.Iterator(
                resumingAfter: anchor, within: commonAncestor, cost: &result.cost)
        else {
            result.missReasons = [.noCommonAncestor]
            return result
        }
        // The probe's branch must come after the anchor's among the common ancestor's children; checked up
        // front, so a probe placed before the anchor cannot yield a node that merely follows the anchor.
        guard walk.outermostRemainingSiblingsContain(probeBranch, cost: &result.cost) else {
            result.missReasons = [.probeBeforeAnchor]
            return result
        }
        while let node = walk.next() {
            if node.isSameNode(as: probe) {
                result.missReasons = [
                    .noMatchBetweenMarkers(className: test.description, examined: result.cost.nodesVisited)
                ]
                return result
            }
            if nextContainer >= 0, node.isSameNode(as: probeContainers[nextContainer]) {
                nextContainer -= 1
                continue
            }
            if node.isIntrospectionMarker || node.isMarkersOwnHost {
                walk.skipDescendants()
                continue
            }
            result.cost.nodesVisited += 1
            if recordsTrace { result.visited.append(node) }
            if test.excludes(node) {
                walk.skipDescendants()
            } else if let target = test.target(of: node) {
                result.target = target
                result.node = node
                if recordsTrace { result.path = TreeNavigation.path(from: commonAncestor, to: node) ?? [node] }
                return result
            }
        }
        // Unreachable when the probe's branch follows the anchor's: the walk meets the probe first.
        result.missReasons = [.probeBeforeAnchor]
        return result
    }

    /// Ancestor search: the nearest ancestor of the probe that passes `test`.
    ///
    /// The probe and its platform-view host (its parent, when the parent holds nothing else) are skipped: they
    /// are the marker, not the content around it. So are other modifiers' markers.
    ///
    /// - Complexity: O(depth).
    @inlinable
    public func ancestor<Target>(_ test: NodeMatcher<Node, Target>) -> SearchResult<Node, Target> {
        var result = SearchResult<Node, Target>(scope: .ancestor)
        var ancestors = probe.ancestors.makeIterator()
        if let host = probe.hierarchyParent, host.hierarchyChildren.count == 1 {
            _ = ancestors.next()
            result.cost.ancestorSteps += 1
        }
        while let node = ancestors.next() {
            result.cost.ancestorSteps += 1
            result.cost.nodesVisited += 1
            if recordsTrace { result.visited.append(node) }
            if node.isIntrospectionMarker { continue }
            if let target = test.target(of: node) {
                result.target = target
                result.node = node
                if recordsTrace {
                    result.path =
                        Array(AncestorSequence(startingAt: probe).prefix { !$0.isSameNode(as: node) }) + [node]
                }
                return result
            }
        }
        result.missReasons = [.noMatchingAncestor(className: test.description, examined: result.cost.nodesVisited)]
        return result
    }
}

extension SearchResult {
    /// Every search's order: `attempt` for each member of `scope`, the receiver first, until one finds the
    /// target; the attempts folded into one result (a hit, the miss reasons in the order tried, the costs added).
    @inlinable
    @_spi(Tooling) public static func first(
        in scope: IntrospectionScope, _ attempt: (IntrospectionScope) -> SearchResult
    )
        -> SearchResult
    {
        var result = SearchResult(scope: scope)
        if scope.isEmpty {
            result.missReasons = [.emptyScope]
            return result
        }
        for member in scope.searchOrder {
            let outcome = attempt(member)
            result.merge(outcome)
            if outcome.isHit { break }
        }
        return result
    }

    /// Folds a later attempt into this result: its hit (if any), its miss reasons after these, its cost added.
    @inlinable
    mutating func merge(_ attempt: SearchResult) {
        cost += attempt.cost
        visited += attempt.visited
        missReasons += attempt.missReasons
        commonAncestor = commonAncestor ?? attempt.commonAncestor
        if attempt.isHit {
            target = attempt.target
            node = attempt.node
            path = attempt.path
            scope = attempt.scope
        }
    }
}
