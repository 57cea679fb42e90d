/// The outcome of one search: the target if found, and the trace that explains it.
@_spi(Tooling) public struct SearchResult<Node: HierarchyNode, Target> {
    /// The target handed to `customize`, or `nil`.
    public var target: Target?
    /// The node the target was found at (for a selector, the entry node it was mapped from).
    public var node: Node?
    /// The scope that produced the hit; for a miss, the scopes tried.
    public var scope: IntrospectionScope
    /// The common ancestor of the anchor and the probe, when receiver search computed it.
    public var commonAncestor: Node?
    /// For a hit, the path to it: from the common ancestor down (receiver), or from the probe up (ancestor).
    public var path: [Node] = []
    /// Every node examined as a candidate, in order. Recorded only when the search was asked to trace, as it
    /// holds strong references to the nodes.
    public var visited: [Node] = []
    /// Why each scope tried found nothing, in the order tried. Empty for a hit by the first scope.
    public var missReasons: [SearchMissReason] = []
    /// What the search touched.
    public var cost = TraversalCost()

    @inlinable
    init(scope: IntrospectionScope) {
        self.scope = scope
    }

    /// Whether a target was found.
    @inlinable
    public var isHit: Bool { target != nil }
}

extension SearchResult: CustomStringConvertible {
    /// A short report: the hit and its path, or the reasons for the miss, and the cost.
    public var description: String {
        var lines: [String] = []
        if let node {
            lines.append("found \(node.hierarchyTypeName) (scope: \(scope))")
            if !path.isEmpty {
                lines.append("path: " + path.map(\.hierarchyTypeName).joined(separator: " > "))
            }
        } else {
            lines.append("nothing found (scope: \(scope))")
        }
        lines += missReasons.map { "- \($0)" }
        lines.append("cost: \(cost)")
        return lines.joined(separator: "\n")
    }
}
