/// Single steps through a hierarchy that need no walk from the root.
@_spi(Tooling) public enum TreeNavigation {
    /// The node after `node` in pre-order: its first child, or else the next sibling of the nearest node on its
    /// ancestor chain that has one.
    ///
    /// Only `node`'s ancestors and their sibling lists are read; nothing before `node` is scanned.
    ///
    /// - Parameters:
    ///   - node: where the walk is.
    ///   - boundary: when given, the walk stays inside this node's subtree.
    /// - Returns: `nil` at the end of the tree (or of `boundary`'s subtree).
    /// - Complexity: O(depth + sibling positions along the path).
    @inlinable
    @_spi(Tooling) public static func preorderSuccessor<Node: HierarchyNode>(
        of node: Node,
        within boundary: Node? = nil
    ) -> Node? {
        if let firstChild = node.hierarchyChildren.first { return firstChild }
        var cost = TraversalCost()
        return successorSkippingDescendants(of: node, within: boundary, cost: &cost)
    }

    /// The node after the whole subtree of `node` in pre-order: the next sibling of `node` or of the nearest
    /// ancestor that has one.
    ///
    /// - Complexity: O(depth + sibling positions along the path).
    @inlinable
    @_spi(Tooling) public static func successorSkippingDescendants<Node: HierarchyNode>(
        of node: Node,
        within boundary: Node? = nil,
        cost: inout TraversalCost
    ) -> Node? {
        var current = node
        while !current.isSameNode(as: boundary), let parent = current.hierarchyParent {
            cost.ancestorSteps += 1
            let siblings = parent.hierarchyChildren
            if let index = identityIndex(of: current, in: siblings, cost: &cost), index + 1 < siblings.count {
                return siblings[index + 1]
            }
            current = parent
        }
        return nil
    }

    /// The position of `node` among `siblings` by node identity, counting the comparisons made.
    @inlinable
    @_spi(Tooling) public static func identityIndex<Node: HierarchyNode>(
        of node: Node, in siblings: [Node], cost: inout TraversalCost
    ) -> Int? {
        guard let index = siblings.firstIndex(where: { $0.isSameNode(as: node) }) else {
            cost.siblingComparisons += siblings.count
            return nil
        }
        cost.siblingComparisons += index + 1
        return index
    }

    /// The nearest node that is an ancestor of both `first` and `second` (a node counts as its own ancestor).
    ///
    /// Both chains are climbed in alternation and each side remembers what it has seen, so the cost depends on
    /// the distance from each node to the answer, not on the depth of the tree: for two siblings deep in a large
    /// hierarchy it is a few steps.
    ///
    /// - Returns: `nil` when the nodes are in different trees.
    /// - Complexity: O(d₁ + d₂), where dᵢ is the distance from each node to the common ancestor (or to its root
    ///   when there is none).
    @inlinable
    @_spi(Tooling) public static func nearestCommonAncestor<Node: HierarchyNode>(
        _ first: Node,
        _ second: Node,
        cost: inout TraversalCost
    ) -> Node? {
        if first.isSameNode(as: second) { return first }
        var seenFromFirst = ClimbRecord(first.nodeIdentity)
        var seenFromSecond = ClimbRecord(second.nodeIdentity)
        var firstCursor: Node? = first
        var secondCursor: Node? = second
        // Each object stays alive while the tree holds it, so identifiers cannot be reused during the climb.
        while firstCursor != nil || secondCursor != nil {
            if let node = firstCursor {
                if seenFromSecond.contains(node.nodeIdentity) { return node }
                seenFromFirst.insert(node.nodeIdentity)
                firstCursor = node.hierarchyParent
                if firstCursor != nil { cost.ancestorSteps += 1 }
            }
            if let node = secondCursor {
                if seenFromFirst.contains(node.nodeIdentity) { return node }
                seenFromSecond.insert(node.nodeIdentity)
                secondCursor = node.hierarchyParent
                if secondCursor != nil { cost.ancestorSteps += 1 }
            }
        }
        return nil
    }

    /// The nearest common ancestor of two nodes, without cost accounting.
    @inlinable
    @_spi(Tooling) public static func nearestCommonAncestor<Node: HierarchyNode>(
        _ first: Node,
        _ second: Node
    ) -> Node? {
        var cost = TraversalCost()
        return nearestCommonAncestor(first, second, cost: &cost)
    }

    /// The path from `ancestor` down to `node`, both included, or `nil` when `ancestor` is not an ancestor of it.
    ///
    /// - Complexity: O(depth).
    @inlinable
    @_spi(Tooling) public static func path<Node: HierarchyNode>(
        from ancestor: Node,
        to node: Node
    ) -> [Node]? {
        var path: [Node] = []
        for step in AncestorSequence(startingAt: node) {
            path.append(step)
            if step.isSameNode(as: ancestor) {
                path.reverse()
                return path
            }
        }
        return nil
    }
}

/// The nodes one side of a common-ancestor climb has passed. Markers sit a few levels below their common
/// ancestor, so the first four are kept inline (no allocation) and searched linearly; then an array, and past
/// a few dozen nodes a set, so long climbs stay linear overall.
@usableFromInline
struct ClimbRecord {
    @usableFromInline var inline: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
    @usableFromInline var overflow: [ObjectIdentifier] = []
    @usableFromInline var all: Set<ObjectIdentifier>?

    @inlinable
    init(_ start: ObjectIdentifier) {
        inline = (start, nil, nil, nil)
    }

    @inlinable
    func contains(_ identifier: ObjectIdentifier) -> Bool {
        if inline.0 == identifier || inline.1 == identifier || inline.2 == identifier || inline.3 == identifier {
            return true
        }
        if let all { return all.contains(identifier) }
        return overflow.contains(identifier)
    }

    @inlinable
    mutating func insert(_ identifier: ObjectIdentifier) {
        if inline.1 == nil {
            inline.1 = identifier
        } else if inline.2 == nil {
            inline.2 = identifier
        } else if inline.3 == nil {
            inline.3 = identifier
        } else if all != nil {
            all?.insert(identifier)
        } else if overflow.count < 32 {
            overflow.append(identifier)
        } else {
            all = Set(overflow)
            all?.insert(identifier)
        }
    }
}

/// A short chain of nodes, nearest first, kept inline up to four (the depth of a marker below its common
/// ancestor is usually one or two), in an array beyond that.
@usableFromInline
struct NodeChain<Node> {
    @usableFromInline var inline: (Node?, Node?, Node?, Node?)
    @usableFromInline var overflow: [Node] = []
    @usableFromInline var count = 0

    @inlinable
    init() {
        inline = (nil, nil, nil, nil)
    }

    @inlinable
    mutating func append(_ node: Node) {
        switch count {
        case 0: inline.0 = node
        case 1: inline.1 = node
        case 2: inline.2 = node
        case 3: inline.3 = node
        default: overflow.append(node)
        }
        count += 1
    }

    @inlinable
    subscript(index: Int) -> Node? {
        switch index {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        case 3: inline.3
        default: overflow[index - 4]
        }
    }

    @inlinable
    var last: Node? { count == 0 ? nil : self[count - 1] }
}
