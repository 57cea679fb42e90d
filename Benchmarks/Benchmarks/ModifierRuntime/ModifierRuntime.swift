import Benchmark
import IntrospectCore

/// A screen of `count` modifiers, each around a text field in a row, each with its target found: what one
/// SwiftUI update of the whole screen costs the modifiers — the event loop's decisions for the update and for the
/// layout pass it requests, and the check of each cached target (a common-ancestor climb) — and how many walks it
/// causes (none while every target is in place).
final class CachedScreen {
    let root: RecordedNode
    var modifiers: [CachedModifier] = []

    init(count: Int) {
        var rows: [RecordedNode] = []
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
            modifiers.append(CachedModifier(anchor: anchor, probe: probe, target: field))
        }
        root = RecordedNode(
            "UIWindow", superclasses: ["UIView"],
            children: [
                RecordedNode(
                    "UpdateCoalescingCollectionView", superclasses: ["UICollectionView", "UIScrollView", "UIView"],
                    children: rows)
            ])
        _ = RecordedWindow("UIWindow", rootView: root)
        for modifier in modifiers { modifier.appear() }
    }

    /// One SwiftUI update of every modifier, and the layout pass it asks for: the hand-overs, and the walks among
    /// them.
    func update() -> (handOvers: Int, walks: Int) {
        var handOvers = 0
        var walks = 0
        for modifier in modifiers {
            let before = (modifier.handOvers, modifier.walks)
            modifier.updateAndLayOut()
            handOvers += modifier.handOvers - before.0
            walks += modifier.walks - before.1
        }
        return (handOvers, walks)
    }
}

/// One modifier of the screen: the core's event loop, with the effects a device carries out reduced to what an
/// update costs (layout requests are noted, the cached target is checked in place).
final class CachedModifier: IntrospectionEffects {
    let anchor: RecordedNode
    let probe: RecordedNode
    let target: RecordedNode
    private(set) var loop = IntrospectionEventLoop<CachedModifier>(policy: .typed(.uiKitUpdateSequence))
    private let anchorToken: MarkerToken
    private let probeToken: MarkerToken
    private var found: SceneAnswer<RecordedNode>?
    private var anchorRequested = false
    private(set) var handOvers = 0
    private(set) var walks = 0

    init(anchor: RecordedNode, probe: RecordedNode, target: RecordedNode) {
        self.anchor = anchor
        self.probe = probe
        self.target = target
        anchorToken = loop.markerMade(.anchor)
        probeToken = loop.markerMade(.probe)
        loop.effects = self
    }

    /// The markers enter the window and the first pass finds the field.
    func appear() {
        loop.handle(.windowChanged(anchorToken, inWindow: true))
        loop.handle(.windowChanged(probeToken, inWindow: true))
        layOut()
    }

    /// SwiftUI updates the modifier; the anchor is laid out in that update's pass.
    func updateAndLayOut() {
        loop.handle(.updated)
        layOut()
    }

    private func layOut() {
        guard anchorRequested else { return }
        anchorRequested = false
        loop.handle(.reached(.anchorLayout, anchorToken))
    }

    func requestLayout(of marker: MarkerRole) { anchorRequested = anchorRequested || marker == .anchor }
    func requestConstraintsUpdate(of marker: MarkerRole) {}
    func requestLayoutOfCommonAncestor() {}
    func scheduleTurn(generation: Int) {}
    func wakeForPendingLayout() {}
    func followTransition(generation: Int) -> Bool { false }

    func search(reusingFoundTarget: Bool) -> AnyObject? {
        let search = IntrospectionSearch(anchor: anchor, probe: probe)
        if reusingFoundTarget, let found, search.stillHolds(found, scope: .receiver) { return target }
        walks += 1
        found = search.find(SceneQuery(route: .view, className: "UITextField"), scope: .receiver).target
        return found == nil ? nil : target
    }

    func customize(_ object: AnyObject) { handOvers += 1 }
    func targetChanged(_ change: IntrospectionTargetChange, target: AnyObject?) {}
    func reportNothingFound() {}
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
        let screen = CachedScreen(count: count)
        let (handOvers, walks) = screen.update()
        precondition(handOvers == count && walks == 0, "every cached target should be handed over without a walk")
        Benchmark("update of \(count) modifiers with cached targets") { benchmark in
            benchmark.measurement(walksPerUpdate, walks)
            for _ in benchmark.scaledIterations {
                blackHole(screen.update())
            }
        }
    }
}
