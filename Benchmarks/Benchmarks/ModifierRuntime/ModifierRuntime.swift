import Benchmark
import IntrospectCore

/// A screen of `count` modifiers, each around a text field in a row, each with its target found: what one
/// SwiftUI update of the whole screen costs the runtime — the check of each cached target (a common-ancestor
/// climb) and the runtime's decision — and how many walks it causes (none while every target is in place).
struct CachedScreen {
    let root: RecordedNode
    var modifiers:
        [(search: IntrospectionSearch<RecordedNode>, answer: SceneAnswer<RecordedNode>, runtime: IntrospectionRuntime)]

    init(count: Int) {
        var rows: [RecordedNode] = []
        var modifiers: [(IntrospectionSearch<RecordedNode>, SceneAnswer<RecordedNode>, IntrospectionRuntime)] = []
        for index in 0..<count {
            let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"])
            let probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"])
            let field = RecordedNode("UITextField", superclasses: ["UIControl", "UIView"], note: "row \(index)")
            let row = RecordedNode(
                "_UIHostingView<Row>", superclasses: ["UIView"],
                children: [
                    RecordedNode("PlatformViewHost<AnchorMarker>", superclasses: ["UIView"], children: [anchor]),
                    RecordedNode("PlatformViewHost<TextField>", superclasses: ["UIView"], children: [field]),
                    RecordedNode("PlatformViewHost<ProbeMarker>", superclasses: ["UIView"], children: [probe]),
                ])
            rows.append(
                RecordedNode(
                    "ListCollectionViewCell", superclasses: ["UICollectionViewCell", "UIView"], children: [row]))
            var runtime = IntrospectionRuntime()
            _ = runtime.handle(.probeEnteredWindow)
            _ = runtime.handle(.layoutCommitted)
            _ = runtime.handle(.searched(found: true))
            modifiers.append((IntrospectionSearch(anchor: anchor, probe: probe), .view(field), runtime))
        }
        root = RecordedNode(
            "UIWindow", superclasses: ["UIView"],
            children: [
                RecordedNode(
                    "UpdateCoalescingCollectionView", superclasses: ["UICollectionView", "UIScrollView", "UIView"],
                    children: rows)
            ])
        _ = RecordedWindow("UIWindow", rootView: root)
        self.modifiers = modifiers
    }

    /// One SwiftUI update of every modifier: the actions decided, and the walks among them.
    mutating func update() -> (actions: Int, walks: Int) {
        var actions = 0
        var walks = 0
        for index in modifiers.indices {
            let inPlace = modifiers[index].search.stillHolds(modifiers[index].answer, scope: .receiver)
            for action in modifiers[index].runtime.handle(.updated(cachedTargetInPlace: inPlace)) {
                actions += 1
                if action == .search { walks += 1 }
            }
        }
        return (actions, walks)
    }
}

let walksPerUpdate = BenchmarkMetric.custom("walks per update", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, walksPerUpdate],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    for count in [100, 1_000] {
        var screen = CachedScreen(count: count)
        let (actions, walks) = screen.update()
        precondition(actions == count && walks == 0, "every cached target should be handed over without a walk")
        Benchmark("update of \(count) modifiers with cached targets") { benchmark in
            benchmark.measurement(walksPerUpdate, walks)
            for _ in benchmark.scaledIterations {
                blackHole(screen.update())
            }
        }
    }
}
