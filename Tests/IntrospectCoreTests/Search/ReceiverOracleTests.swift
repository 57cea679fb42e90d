@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Receiver search agrees with a brute-force oracle on random trees: the full pre-order list, sliced from just
/// after the anchor's subtree to the probe, less the nodes that contain the probe (its wrapper host among them),
/// then the first node of the class.
@Suite("Receiver search against an oracle")
struct ReceiverOracleTests {
    /// A random tree with the two marker hosts inserted at random places.
    struct RandomScene {
        let root: RecordedNode
        let anchor = RecordedNode("Marker", superclasses: ["View"], note: "anchor")
        let probe = RecordedNode("Marker", superclasses: ["View"], note: "probe")

        init(shape: [Int], placement: [Int]) {
            let classes = ["A", "B", "C"]
            var nodes = [RecordedNode("Root", superclasses: ["View"])]
            for (offset, choice) in shape.enumerated() {
                let child = RecordedNode(
                    classes[(choice / 7) % classes.count], superclasses: ["View"], note: "\(offset + 1)")
                nodes[choice % nodes.count].append(child)
                nodes.append(child)
            }
            root = nodes[0]
            for (marker, picks) in [(anchor, placement[0...1]), (probe, placement[2...3])] {
                let host = RecordedNode("MarkerHost", superclasses: ["View"], children: [marker])
                let parent = nodes[picks[picks.startIndex] % nodes.count]
                parent.insert(host, at: picks[picks.startIndex + 1] % (parent.children.count + 1))
            }
        }

        func oracle(_ className: String) -> RecordedNode? {
            let order = Array(root.preorder)
            guard let anchorIndex = order.firstIndex(where: { $0 === anchor }),
                let probeIndex = order.firstIndex(where: { $0 === probe }),
                probeIndex > anchorIndex + 1
            else { return nil }
            let probeContainers = Set(probe.ancestors.map(ObjectIdentifier.init))
            return order[(anchorIndex + 1)..<probeIndex].first {
                !probeContainers.contains(ObjectIdentifier($0)) && $0.isInstance(ofClassNamed: className)
            }
        }
    }

    @Test func receiverSearchMatchesTheOracle() {
        // 500 random scenes: up to 40 nodes, the markers' hosts at random places; the seed names a failing one.
        for seed in UInt64(1)...500 {
            var random = SplitMix64(seed: seed)
            let shape = (0..<(1 + random.below(40))).map { _ in random.below(10_000) }
            let placement = (0..<4).map { _ in random.below(10_000) }
            let scene = RandomScene(shape: shape, placement: placement)
            let search = IntrospectionSearch(anchor: scene.anchor, probe: scene.probe)
            for className in ["B", "View"] {
                let expected = scene.oracle(className)
                let found = search.find(.named(className), scope: .receiver)
                #expect(
                    found.target === expected,
                    "seed \(seed), class \(className), shape \(shape), placement \(placement)")
                if expected == nil { #expect(!found.missReasons.isEmpty) }
            }
        }
    }

    @Test func theOracleSeesTheProbeWrapperThatTheSearchMustSkip() {
        // Marker hosts as siblings with nothing between them: the slice holds only the probe's host.
        let scene = RandomScene(shape: [], placement: [0, 0, 0, 1])
        let order = Array(scene.root.preorder)
        #expect(order.map(\.className) == ["Root", "MarkerHost", "Marker", "MarkerHost", "Marker"])
        #expect(scene.oracle("View") == nil)
        #expect(
            IntrospectionSearch(anchor: scene.anchor, probe: scene.probe).find(.named("View"), scope: .receiver).target
                == nil)
    }
}
