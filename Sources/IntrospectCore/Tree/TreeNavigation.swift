/// Single steps through a hierarchy that need no walk from the root.
public enum TreeNavigation {
    /// The node after `node` in pre-order: its first child, or else the next sibling of the nearest node on its
    /// ancestor chain that has one.
    ///
    /// Only `node`'s ancestors and their sibling lists are read; nothing before `node` is scanned.
    ///
    /// - Parameter boundary: when given, the walk stays inside this node's subtree.
    /// - Returns: `nil` at the end of the tree (or of `boundary`'s subtree).
    /// - Complexity: O(depth + sibling positions along the path).
    public static func preorderSuccessor<Node: HierarchyNode>(
        of node: Node,
        within boundary: Node? = nil
    ) -> Node? where Node.HierarchyBase == Node {
        if let firstChild = node.hierarchyChildren.first { return firstChild }
        var cost = TraversalCost()
        return successorSkippingDescendants(of: node, within: boundary, cost: &cost)
    }

    /// The node after the whole subtree of `node` in pre-order: the next sibling of `node` or of the nearest
    /// ancestor that has one.
    ///
    /// - Complexity: O(depth + sibling positions along the path).
    public static func successorSkippingDescendants<Node: HierarchyNode>(
        of node: Node,
        within boundary: Node? = nil,
        cost: inout TraversalCost
    ) -> Node? where Node.HierarchyBase == Node {
        var current = node
        while current !== boundary, let parent = current.hierarchyParent {
            cost.ancestorSteps += 1
            let siblings = parent.hierarchyChildren
            if let index = siblings.identityIndex(of: current, cost: &cost), index + 1 < siblings.count {
                return siblings[index + 1]
            }
            current = parent
        }
        return nil
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
    public static func nearestCommonAncestor<Node: HierarchyNode>(
        _ first: Node,
        _ second: Node,
        cost: inout TraversalCost
    ) -> Node? where Node.HierarchyBase == Node {
        if first === second { return first }
        var seenFromFirst: Set<ObjectIdentifier> = [ObjectIdentifier(first)]
        var seenFromSecond: Set<ObjectIdentifier> = [ObjectIdentifier(second)]
        var firstCursor: Node? = first
        var secondCursor: Node? = second
        // Each object stays alive while the tree holds it, so identifiers cannot be reused during the climb.
        while firstCursor != nil || secondCursor != nil {
            if let node = firstCursor {
                if seenFromSecond.contains(ObjectIdentifier(node)) { return node }
                seenFromFirst.insert(ObjectIdentifier(node))
                firstCursor = node.hierarchyParent
                if firstCursor != nil { cost.ancestorSteps += 1 }
            }
            if let node = secondCursor {
                if seenFromFirst.contains(ObjectIdentifier(node)) { return node }
                seenFromSecond.insert(ObjectIdentifier(node))
                secondCursor = node.hierarchyParent
                if secondCursor != nil { cost.ancestorSteps += 1 }
            }
        }
        return nil
    }

    /// The nearest common ancestor of two nodes, without cost accounting.
    public static func nearestCommonAncestor<Node: HierarchyNode>(
        _ first: Node,
        _ second: Node
    ) -> Node? where Node.HierarchyBase == Node {
        var cost = TraversalCost()
        return nearestCommonAncestor(first, second, cost: &cost)
    }

    /// The path from `ancestor` down to `node`, both included, or `nil` when `ancestor` is not an ancestor of it.
    ///
    /// - Complexity: O(depth).
    public static func path<Node: HierarchyNode>(
        from ancestor: Node,
        to node: Node
    ) -> [Node]? where Node.HierarchyBase == Node {
        var path: [Node] = []
        for step in AncestorSequence(startingAt: node) {
            path.append(step)
            if step === ancestor { return path.reversed() }
        }
        return nil
    }
}
