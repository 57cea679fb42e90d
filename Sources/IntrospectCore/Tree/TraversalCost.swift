/// What a walk or a search touched, counted by kind.
///
/// The benchmarks compare strategies by these counts as well as by time, and search traces report them, so that
/// a claim like "visits ten times fewer nodes" can be checked.
@_spi(Tooling) public struct TraversalCost: Hashable, Sendable, CustomStringConvertible {
    /// Nodes a search examined as candidates (class-tested or yielded by a walk).
    public var nodesVisited: Int = 0
    /// Steps from a node to its parent while climbing ancestor chains.
    public var ancestorSteps: Int = 0
    /// Identity comparisons made to find a node among its siblings (the only way to learn a child's index when
    /// a node exposes just `parent` and `children`, as `UIView` and `NSView` do).
    public var siblingComparisons: Int = 0

    /// A zero cost.
    @inlinable
    public init() {}

    /// All nodes touched, whatever the reason.
    @inlinable
    public var nodesTouched: Int { nodesVisited + ancestorSteps + siblingComparisons }

    public var description: String {
        "\(nodesVisited) visited, \(ancestorSteps) ancestor steps, \(siblingComparisons) sibling comparisons"
    }

    /// Adds the counts of `other` to these.
    @inlinable
    public static func += (lhs: inout TraversalCost, rhs: TraversalCost) {
        lhs.nodesVisited += rhs.nodesVisited
        lhs.ancestorSteps += rhs.ancestorSteps
        lhs.siblingComparisons += rhs.siblingComparisons
    }
}
