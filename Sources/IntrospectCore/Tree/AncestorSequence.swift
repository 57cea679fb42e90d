/// The ancestors of a node, nearest first: its parent, its parent's parent, up to the root.
///
/// Lazy and iterative: each step reads one parent, so chains of any depth are safe.
@_spi(Tooling) public struct AncestorSequence<Node: HierarchyNode>: Sequence {
    /// The first node the sequence yields (the parent of the node it was made for).
    public let first: Node?

    /// The ancestors of `node`, not including `node`.
    @inlinable
    public init(of node: Node) {
        first = node.hierarchyParent
    }

    /// `node` followed by its ancestors.
    @inlinable
    public init(startingAt node: Node) {
        first = node
    }

    /// Climbs one parent per call to `next()`.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var upcoming: Node?

        @inlinable
        init(upcoming: Node?) {
            self.upcoming = upcoming
        }

        @inlinable
        public mutating func next() -> Node? {
            guard let current = upcoming else { return nil }
            upcoming = current.hierarchyParent
            return current
        }
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(upcoming: first) }
}

extension HierarchyNode {
    /// The ancestors of this node, nearest first, not including the node itself.
    ///
    /// - Complexity: O(1) to create; each step reads one parent.
    @inlinable
    public var ancestors: AncestorSequence<Self> { AncestorSequence(of: self) }

    /// Whether `other` is this node or one of its ancestors.
    ///
    /// - Complexity: O(depth).
    @inlinable
    @_spi(Tooling) public func isDescendant(of other: Self) -> Bool {
        AncestorSequence(startingAt: self).contains { $0.isSameNode(as: other) }
    }
}
