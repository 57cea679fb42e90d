/// The nodes of a subtree in pre-order (a node, then each of its children's subtrees in order).
///
/// Lazy and iterative: an explicit stack of sibling lists replaces recursion, so a tree 100,000 levels deep is
/// walked without growing the call stack, and a subtree is never copied. Children are read when the walk
/// descends into a node, not before: `skipDescendants()` prunes a subtree without reading it.
@_spi(Tooling) public struct PreorderSequence<Node: HierarchyNode>: Sequence {
    @usableFromInline let start: Iterator

    /// The subtree of `root`, starting with `root` itself.
    @inlinable
    public init(root: Node) {
        start = Iterator(frames: [Iterator.Frame(siblings: [root], nextIndex: 0)])
    }

    /// The rest of the pre-order of `boundary`'s subtree after the subtree of `node`: the nodes that come after
    /// `node` and all its descendants, up to the end of `boundary`'s subtree.
    ///
    /// This resumes a walk in the middle of a tree without scanning the nodes before `node`: it reads `node`'s
    /// ancestors up to `boundary` and finds each one among its siblings.
    ///
    /// - Returns: `nil` when `boundary` is not an ancestor of `node`.
    /// - Complexity: O(depth + sibling positions along the path) to create.
    @inlinable
    public init?(after node: Node, within boundary: Node, cost: inout TraversalCost) {
        guard let frames = Iterator.frames(resumingAfter: node, within: boundary, cost: &cost) else { return nil }
        start = Iterator(frames: frames)
    }

    /// A pre-order walk that can prune the subtree of the node it yielded last.
    public struct Iterator: IteratorProtocol {
        @usableFromInline
        struct Frame {
            @usableFromInline var siblings: [Node]
            @usableFromInline var nextIndex: Int

            @inlinable
            init(siblings: [Node], nextIndex: Int) {
                self.siblings = siblings
                self.nextIndex = nextIndex
            }
        }

        /// Sibling lists still being walked, outermost first.
        @usableFromInline var frames: [Frame]
        /// The node yielded last, whose children come next unless pruned.
        @usableFromInline var pendingParent: Node?

        @inlinable
        init(frames: [Frame]) {
            self.frames = frames
        }

        /// A walk of `boundary`'s subtree that resumes right after the subtree of `node`.
        ///
        /// - Returns: `nil` when `boundary` is not an ancestor of `node`.
        @inlinable
        public init?(resumingAfter node: Node, within boundary: Node, cost: inout TraversalCost) {
            guard let frames = Iterator.frames(resumingAfter: node, within: boundary, cost: &cost) else { return nil }
            self.frames = frames
        }

        @inlinable
        public mutating func next() -> Node? {
            if let parent = pendingParent {
                pendingParent = nil
                let children = parent.hierarchyChildren
                if !children.isEmpty { frames.append(Frame(siblings: children, nextIndex: 0)) }
            }
            while let last = frames.indices.last {
                let index = frames[last].nextIndex
                if index < frames[last].siblings.count {
                    frames[last].nextIndex = index + 1
                    let node = frames[last].siblings[index]
                    pendingParent = node
                    return node
                }
                frames.removeLast()
            }
            return nil
        }

        /// Whether `node` is among the siblings still to come at the outermost level of the walk (for a walk that
        /// resumed after a node, the boundary's children after that node's branch). Scans only those siblings.
        @inlinable
        func outermostRemainingSiblingsContain(_ node: Node, cost: inout TraversalCost) -> Bool {
            guard let outermost = frames.first else { return false }
            let remaining = outermost.siblings[outermost.nextIndex...]
            guard let index = remaining.firstIndex(where: { $0.isSameNode(as: node) }) else {
                cost.siblingComparisons += remaining.count
                return false
            }
            cost.siblingComparisons += index - outermost.nextIndex + 1
            return true
        }

        /// Skips the descendants of the node returned by the last call to `next()`.
        @inlinable
        @_spi(Tooling) public mutating func skipDescendants() {
            pendingParent = nil
        }

        /// The frames that continue a walk of `boundary`'s subtree right after `node`'s subtree.
        @inlinable
        static func frames(resumingAfter node: Node, within boundary: Node, cost: inout TraversalCost) -> [Frame]? {
            var frames: [Frame] = []
            var current = node
            while !current.isSameNode(as: boundary) {
                guard let parent = current.hierarchyParent else { return nil }
                cost.ancestorSteps += 1
                let siblings = parent.hierarchyChildren
                guard let index = TreeNavigation.identityIndex(of: current, in: siblings, cost: &cost) else {
                    return nil
                }
                frames.append(Frame(siblings: siblings, nextIndex: index + 1))
                current = parent
            }
            frames.reverse()
            return frames
        }
    }

    @inlinable
    public func makeIterator() -> Iterator { start }
}

extension HierarchyNode {
    /// This node and its descendants in pre-order.
    ///
    /// - Complexity: O(1) to create; the walk reads each node's children once.
    @inlinable
    public var preorder: PreorderSequence<Self> { PreorderSequence(root: self) }
}
