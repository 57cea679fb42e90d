@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Walks are iterative and so is freeing: these trees would overflow the stack of a recursive walk, and of a
/// recursive release of class nodes.
@Suite("Deep and large trees")
struct DeepTreeTests {
    @Test func aChain100kDeepIsWalkedAndFreed() {
        weak var deepest: RecordedNode?
        weak var root: RecordedNode?
        do {
            let chain = DeepChain(depth: 100_000)
            deepest = chain.deepest
            root = chain.root
            #expect(chain.root.preorder.reduce(0) { count, _ in count + 1 } == 100_000)
            #expect(chain.deepest.ancestors.reduce(0) { count, _ in count + 1 } == 99_999)
            #expect(TreeNavigation.preorderSuccessor(of: chain.deepest) == nil)

            let markers = Markers()
            chain.root.insert(markers.anchorHost, at: 0)
            chain.deepest.append(markers.probeHost)
            let result = markers.search(recordsTrace: false).find(.named("level99999"), scope: .receiver)
            // Every level contains the probe, so none is between the markers: the walk descends to the probe.
            #expect(result.target == nil)
            #expect(result.missReasons == [.noMatchBetweenMarkers(className: "level99999", examined: 0)])
            let ancestor = markers.search(recordsTrace: false).find(.named("level0"), scope: .ancestor)
            #expect(ancestor.target === chain.root)
        }
        #expect(deepest == nil)
        #expect(root == nil)
    }

    @Test func aMillionNodeTreeIsWalkedAndFreed() throws {
        weak var lastLeaf: RecordedNode?
        do {
            let root = node("root")
            for branchIndex in 0..<1_000 {
                let branch = RecordedNode("branch", superclasses: ["UIView"])
                for _ in 0..<999 { branch.append(RecordedNode("leaf", superclasses: ["UIView"])) }
                root.append(branch)
                if branchIndex == 999 { lastLeaf = branch.children.last }
            }
            var count = 0
            for _ in root.preorder { count += 1 }
            #expect(count == 1_000_001)
            let leaf = try #require(lastLeaf)
            #expect(TreeNavigation.preorderSuccessor(of: leaf) == nil)
        }
        #expect(lastLeaf == nil)
    }
}
