@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@Suite("Tree walks")
struct TreeWalkTests {
    /// root → [a → [a1, a2], b → [b1 → [b11]], c]
    struct Sample {
        let a1 = node("a1"), a2 = node("a2"), b11 = node("b11"), c = node("c")
        let a: RecordedNode, b1: RecordedNode, b: RecordedNode, root: RecordedNode
        init() {
            a = node("a", ["UIView"], a1, a2)
            b1 = node("b1", ["UIView"], b11)
            b = node("b", ["UIView"], b1)
            root = node("root", ["UIView"], a, b, c)
        }
    }

    @Test func preorderVisitsParentsBeforeChildrenInChildOrder() {
        let tree = Sample()
        #expect(tree.root.preorder.map(\.className) == ["root", "a", "a1", "a2", "b", "b1", "b11", "c"])
        #expect(tree.b.preorder.map(\.className) == ["b", "b1", "b11"])
    }

    @Test func skippingDescendantsPrunesOnlyTheLastYieldedNode() {
        let tree = Sample()
        var walk = tree.root.preorder.makeIterator()
        var seen: [String] = []
        while let next = walk.next() {
            seen.append(next.className)
            if next === tree.a { walk.skipDescendants() }
        }
        #expect(seen == ["root", "a", "b", "b1", "b11", "c"])
    }

    @Test func ancestorsAreNearestFirstAndExcludeTheNode() {
        let tree = Sample()
        #expect(tree.b11.ancestors.map(\.className) == ["b1", "b", "root"])
        #expect(tree.root.ancestors.map(\.className).isEmpty)
        #expect(tree.b11.isDescendant(of: tree.b))
        #expect(tree.b11.isDescendant(of: tree.b11))
        #expect(!tree.b.isDescendant(of: tree.b11))
    }

    @Test func preorderSuccessorMatchesTheFullWalk() {
        let tree = Sample()
        let order = Array(tree.root.preorder)
        for (index, current) in order.enumerated() {
            let successor = TreeNavigation.preorderSuccessor(of: current)
            #expect(successor === (index + 1 < order.count ? order[index + 1] : nil), "after \(current.className)")
        }
    }

    @Test func preorderSuccessorStaysInsideTheBoundary() {
        let tree = Sample()
        #expect(TreeNavigation.preorderSuccessor(of: tree.a2, within: tree.a) == nil)
        #expect(TreeNavigation.preorderSuccessor(of: tree.b11, within: tree.b) == nil)
        #expect(TreeNavigation.preorderSuccessor(of: tree.a2, within: tree.root) === tree.b)
    }

    @Test func resumingAfterASubtreeContinuesThePreorder() throws {
        let tree = Sample()
        var cost = TraversalCost()
        let rest = try #require(PreorderSequence(after: tree.a, within: tree.root, cost: &cost))
        #expect(rest.map(\.className) == ["b", "b1", "b11", "c"])
        let insideB = try #require(PreorderSequence(after: tree.b1, within: tree.b, cost: &cost))
        #expect(insideB.map(\.className).isEmpty)
        #expect(PreorderSequence(after: tree.a1, within: tree.b, cost: &cost) == nil)
    }

    @Test func nearestCommonAncestorOfSiblingsCousinsAndLineages() {
        let tree = Sample()
        #expect(TreeNavigation.nearestCommonAncestor(tree.a1, tree.a2) === tree.a)
        #expect(TreeNavigation.nearestCommonAncestor(tree.a1, tree.b11) === tree.root)
        #expect(TreeNavigation.nearestCommonAncestor(tree.b11, tree.b) === tree.b)
        #expect(TreeNavigation.nearestCommonAncestor(tree.b, tree.b11) === tree.b)
        #expect(TreeNavigation.nearestCommonAncestor(tree.c, tree.c) === tree.c)
        #expect(TreeNavigation.nearestCommonAncestor(tree.c, node("elsewhere")) == nil)
    }

    @Test func nearestCommonAncestorCostDependsOnDistanceNotDepth() {
        // Two siblings at the bottom of a chain 10,000 deep: the answer is one step up from each.
        let chain = DeepChain(depth: 10_000)
        let left = node("left")
        let right = node("right")
        chain.deepest.append(left)
        chain.deepest.append(right)
        var cost = TraversalCost()
        #expect(TreeNavigation.nearestCommonAncestor(left, right, cost: &cost) === chain.deepest)
        #expect(cost.ancestorSteps <= 4)
    }

    @Test func pathRunsFromTheAncestorDownToTheNode() {
        let tree = Sample()
        #expect(TreeNavigation.path(from: tree.root, to: tree.b11)?.map(\.className) == ["root", "b", "b1", "b11"])
        #expect(TreeNavigation.path(from: tree.a, to: tree.b11) == nil)
    }

    @Test func appendingMovesANodeBetweenParents() {
        let tree = Sample()
        tree.c.append(tree.a1)
        #expect(tree.a.children.map(\.className) == ["a2"])
        #expect(tree.a1.parent === tree.c)
        tree.root.insert(tree.a1, at: 0)
        #expect(tree.root.children.map(\.className) == ["a1", "a", "b", "c"])
        #expect(tree.c.children.isEmpty)
    }

    @Test func classTestHookUsesTheRecordedSuperclasses() {
        let list = RecordedNode(
            "SwiftUI.UpdateCoalescingCollectionView", superclasses: ["UICollectionView", "UIScrollView", "UIView"])
        #expect(list.isInstance(ofClassNamed: "SwiftUI.UpdateCoalescingCollectionView"))
        #expect(list.isInstance(ofClassNamed: "UIScrollView"))
        #expect(!list.isInstance(ofClassNamed: "UITableView"))
    }
}

/// A chain of nodes `depth` levels deep under `root`, built iteratively.
struct DeepChain {
    let root: RecordedNode
    private(set) weak var weakDeepest: RecordedNode?
    let deepest: RecordedNode

    init(depth: Int) {
        root = node("level0")
        var current = root
        for level in 1..<depth {
            let next = RecordedNode("level\(level)", superclasses: ["UIView"])
            current.append(next)
            current = next
        }
        deepest = current
        weakDeepest = current
    }
}
