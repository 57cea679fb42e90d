import Benchmark
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

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
    private(set) var loop = IntrospectionEventLoop<CachedModifier>(timing: .typed(.uiKitUpdateSequence))
    private let anchorToken: MarkerToken
    private let probeToken: MarkerToken
    private var found: HierarchyTarget<RecordedNode>?
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
    func scheduleTurn(episode: Int) {}
    func armTimer(episode: Int, after delay: TimerDelay) {}
    func cancelTimer() {}
    func wakeForPendingLayout() {}
    func followTransition(episode: Int) -> Bool { false }
    var foundTargetEnclosesMarkers: Bool { false }

    func search(reusingFoundTarget: Bool) -> RecordedNode? {
        let search = IntrospectionSearch(anchor: anchor, probe: probe)
        if reusingFoundTarget, let found, search.stillHolds(found, scope: .receiver) { return target }
        walks += 1
        found = search.find(RecordedQuery(route: .view, className: "UITextField"), scope: .receiver).target?.location
        return found == nil ? nil : target
    }

    func customize(_ target: RecordedNode) { handOvers += 1 }
    func targetChanged(_ change: IntrospectionTargetChange, target: RecordedNode?) {}
    func reportNothingFound() {}
}

/// A screen of `count` modifiers whose targets never appear: each appears, and then its host is laid out
/// `layouts` times, the modifiers' armed timers firing between two layouts. What an episode that finds nothing costs
/// — its walks are bounded by the episode's budget however many layouts and timers come.
final class AbsentScreen {
    let modifiers: [AbsentModifier]

    init(count: Int) {
        var modifiers: [AbsentModifier] = []
        let row = RecordedNode("_UIHostingView<Rows>", superclasses: ["UIView"])
        for _ in 0..<count {
            let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"])
            let probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"])
            row.append(RecordedNode("PlatformViewHost<AnchorMarker>", superclasses: ["UIView"], children: [anchor]))
            row.append(RecordedNode("UILabel", superclasses: ["UIView"]))
            row.append(RecordedNode("PlatformViewHost<ProbeMarker>", superclasses: ["UIView"], children: [probe]))
            modifiers.append(AbsentModifier(anchor: anchor, probe: probe))
        }
        _ = RecordedWindow("UIWindow", rootView: RecordedNode("UIWindow", superclasses: ["UIView"], children: [row]))
        self.modifiers = modifiers
    }

    /// The markers enter the window, then `layouts` layouts of the host with the timers between: the walks.
    func run(layouts: Int) -> Int {
        for modifier in modifiers { modifier.appear() }
        for _ in 0..<layouts {
            for modifier in modifiers { modifier.layOut() }
            for modifier in modifiers { modifier.fireTimer() }
        }
        return modifiers.reduce(0) { $0 + $1.walks }
    }
}

/// One modifier of ``AbsentScreen``: layout requests and the timer are noted and carried out when the screen says.
final class AbsentModifier: IntrospectionEffects {
    let anchor: RecordedNode
    let probe: RecordedNode
    private(set) var loop = IntrospectionEventLoop<AbsentModifier>(timing: .typed(.uiKitUpdateSequence))
    private let anchorToken: MarkerToken
    private let probeToken: MarkerToken
    private var requested: Set<MarkerRole> = []
    private var armed: Int?
    private(set) var walks = 0

    init(anchor: RecordedNode, probe: RecordedNode) {
        self.anchor = anchor
        self.probe = probe
        anchorToken = loop.markerMade(.anchor)
        probeToken = loop.markerMade(.probe)
        loop.effects = self
    }

    func appear() {
        loop.handle(.windowChanged(anchorToken, inWindow: true))
        loop.handle(.windowChanged(probeToken, inWindow: true))
    }

    /// A layout of the host: the markers requested are laid out, the anchor first.
    func layOut() {
        if requested.remove(.anchor) != nil { loop.handle(.reached(.anchorLayout, anchorToken)) }
        if requested.remove(.probe) != nil { loop.handle(.reached(.probeLayout, probeToken)) }
    }

    func fireTimer() {
        guard let episode = armed else { return }
        armed = nil
        loop.handle(.timerFired(episode: episode))
    }

    func requestLayout(of marker: MarkerRole) { requested.insert(marker) }
    func requestConstraintsUpdate(of marker: MarkerRole) {}
    func requestLayoutOfCommonAncestor() {}
    func scheduleTurn(episode: Int) {}
    func armTimer(episode: Int, after delay: TimerDelay) { armed = episode }
    func cancelTimer() { armed = nil }
    func wakeForPendingLayout() {}
    func followTransition(episode: Int) -> Bool { false }
    var foundTargetEnclosesMarkers: Bool { false }

    func search(reusingFoundTarget: Bool) -> RecordedNode? {
        walks += 1
        let found = IntrospectionSearch(anchor: anchor, probe: probe).find(
            RecordedQuery(route: .view, className: "UITextField"), scope: .receiver)
        guard case let .view(node)? = found.target?.location else { return nil }
        return node
    }

    func customize(_ target: RecordedNode) {}
    func targetChanged(_ change: IntrospectionTargetChange, target: RecordedNode?) {}
    func reportNothingFound() {}
}

/// What one body evaluation of an `.introspect` asks of the core, for a modifier whose target is in place: the call
/// site, which listed version matches, whether the markers are placed, and the runtime's decisions for the update
/// and for the layout pass it requests (the target handed over again without a walk).
final class BodyEvaluation: IntrospectionEffects {
    private(set) var loop = IntrospectionEventLoop<BodyEvaluation>(timing: .typed(.uiKitUpdateSequence))
    private let anchorToken: MarkerToken
    private let target = RecordedNode("UITextField")
    private var pointRequested = false
    private(set) var handOvers = 0
    /// `.iOS(.v15, .v16, .v17)` on iOS 17: where each listed constant stands.
    private let relations: [ReleaseRelation?] = [.past, .past, .current]

    init() {
        anchorToken = loop.markerMade(.anchor)
        let probeToken = loop.markerMade(.probe)
        loop.effects = self
        loop.handle(.windowChanged(anchorToken, inWindow: true))
        loop.handle(.windowChanged(probeToken, inWindow: true))
        evaluate()
    }

    /// One evaluation and its pass; the number of hand-overs so far.
    @discardableResult
    func evaluate() -> Int {
        let site = CallSite(fileID: #fileID, line: 42)
        let matched = VersionPredicate.firstActivating(count: relations.count, asOpenRange: false) { relations[$0] }
        blackHole((site, matched != nil))
        loop.handle(.updated)
        if pointRequested {
            pointRequested = false
            loop.handle(.reached(.anchorLayout, anchorToken))
        }
        return handOvers
    }

    func requestLayout(of marker: MarkerRole) { pointRequested = true }
    func requestConstraintsUpdate(of marker: MarkerRole) {}
    func requestLayoutOfCommonAncestor() {}
    func scheduleTurn(episode: Int) {}
    func armTimer(episode: Int, after delay: TimerDelay) {}
    func cancelTimer() {}
    func wakeForPendingLayout() {}
    func followTransition(episode: Int) -> Bool { false }
    var foundTargetEnclosesMarkers: Bool { false }
    func search(reusingFoundTarget: Bool) -> RecordedNode? { target }
    func customize(_ target: RecordedNode) { handOvers += 1 }
    func targetChanged(_ change: IntrospectionTargetChange, target: RecordedNode?) {}
    func reportNothingFound() {}
}

/// A failed episode's report in a debug build, for a call site that has reported before (a List whose rows never
/// have the target): the ledger is asked first, so nothing — no traced search, no capture of the scene — is built.
struct RepeatedReport {
    var ledger = DiagnosticLedger()
    let site = CallSite(fileID: #fileID, line: 7)
    let anchor: RecordedNode
    let probe: RecordedNode
    let root: RecordedNode

    init() {
        let screen = CachedScreen(count: 100)
        root = screen.root
        anchor = screen.modifiers[50].anchor
        probe = screen.modifiers[50].probe
        _ = report()
    }

    /// The report, if one is due.
    mutating func report() -> IntrospectionDiagnostic? {
        let (anchor, probe) = (anchor, probe)
        return ledger.report(at: site, when: true) {
            let traced = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(
                RecordedQuery(route: .view, className: "UISwitch"), scope: .receiver)
            return .nothingFound(
                viewType: ".toggle", className: "UISwitch", reasons: traced.missReasons,
                scene: HierarchyCapture.render(anchor: anchor, probe: probe, windowClassName: "UIWindow"))
        }
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
    let budget = IntrospectionRuntime.passesPerEpisode * FrameGeneration.uiKitUpdateSequence.searchPoints.count
    let absentWalks = AbsentScreen(count: 1_000).run(layouts: 100)
    precondition(absentWalks <= 1_000 * budget, "\(absentWalks) walks: more than the episodes' budget")
    Benchmark("1000 modifiers whose targets never appear, then 100 layouts of their host") { benchmark in
        benchmark.measurement(walksPerUpdate, absentWalks)
        for _ in benchmark.scaledIterations {
            blackHole(AbsentScreen(count: 1_000).run(layouts: 100))
        }
    }
    let evaluation = BodyEvaluation()
    Benchmark("one body evaluation's core work", configuration: .init(timeUnits: .nanoseconds)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(evaluation.evaluate())
        }
    }
    var repeated = RepeatedReport()
    precondition(repeated.report() == nil, "the site has reported")
    Benchmark("a failed episode's report after its call site reported", configuration: .init(timeUnits: .nanoseconds)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(repeated.report())
        }
    }
}
