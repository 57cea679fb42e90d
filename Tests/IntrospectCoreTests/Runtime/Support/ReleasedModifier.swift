@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A modifier of release 0.1.0 on a `FrameModel`: its runtime (`ReleasedRuntime`) and the effects that release's
/// `MarkerCoordinator` carried out — a layout request per search point, a main-queue turn after a pass that found
/// nothing, a transition's completion, an empty main-queue block after every hand-over on the generations whose late
/// layout waits for a wake. Its probe did not require constraint-based layout.
final class ReleasedModifier: ModelModifier {
    let model: FrameModel
    let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView", "NSView"], note: "anchor")
    private(set) var probe = RecordedNode(
        IntrospectionMarkerClass.probe, superclasses: ["UIView", "NSView"], note: "probe")
    private(set) var handOvers: [HandOver] = []
    private(set) var frameSearches: [(frame: Int, point: String)] = []
    private(set) var reports = 0

    private var runtime: ReleasedRuntime
    private let query: RecordedQuery
    private var anchorToken: MarkerToken
    private var probeToken: MarkerToken
    private var found: HierarchyTarget<RecordedNode>?
    private var point = ""
    private var pending: [ReleasedRuntime.Event] = []
    private var isHandling = false

    init(in model: FrameModel, query: RecordedQuery) {
        self.model = model
        self.query = query
        runtime = ReleasedRuntime(frames: model.generation)
        anchorToken = runtime.markerMade(.anchor)
        probeToken = runtime.markerMade(.probe)
        listen(to: anchor, as: anchorToken)
        listen(to: probe, as: probeToken)
    }

    /// Places modifiers of release 0.1.0.
    static func sources() -> PlaceModifier {
        { model, query in ReleasedModifier(in: model, query: query) }
    }

    /// Whether an episode is under way.
    var isInEpisode: Bool { runtime.isInEpisode }

    func mount(around content: [RecordedNode], in host: RecordedNode, at index: Int, model: FrameModel) {
        let (anchorHost, probeHost) = markerHosts(model, anchor: anchor, probe: probe)
        swiftUIUpdated(model)
        for (offset, node) in ([anchorHost] + content + [probeHost]).enumerated() {
            model.insert(node, into: host, at: index + offset)
        }
    }

    func swiftUIUpdated(_ model: FrameModel) {
        model.within(.representableUpdate("probe")) { handle(.updated) }
    }

    func replaceProbe(in host: RecordedNode, model: FrameModel) {
        let old = probe.parent
        probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView", "NSView"], note: "new probe")
        probeToken = runtime.markerMade(.probe)
        let probeHost = RecordedNode("PlatformViewHost<ProbeMarker>", superclasses: ["UIView"], note: "new probe host")
        probeHost.append(probe)
        model.markZeroSized(probeHost)
        model.markZeroSized(probe)
        listen(to: probe, as: probeToken)
        swiftUIUpdated(model)
        model.insert(probeHost, into: host)
        if let old { model.remove(old) }
    }

    /// The per-call switch changed.
    func setEnabled(_ enabled: Bool) {
        handle(.enabledChanged(enabled))
    }

    private func listen(to marker: RecordedNode, as token: MarkerToken) {
        model.markFaultable(marker, as: token.role)
        model.onWindowChange(of: marker) { [unowned self] _, inWindow in
            handle(.windowChanged(token, inWindow: inWindow))
        }
        let points: [SearchPoint] = token.role == .anchor ? [.anchorLayout] : [.probeLayout, .probeConstraintsUpdate]
        for searchPoint in points {
            let reached = { [unowned self] (_: FrameModel) in
                point = searchPoint.description
                handle(.reached(searchPoint, token))
            }
            if searchPoint == .probeConstraintsUpdate {
                model.onUpdateConstraints(of: marker, reached)
            } else {
                model.onLayout(of: marker, reached)
            }
        }
    }

    private func handle(_ event: ReleasedRuntime.Event) {
        pending.append(event)
        guard !isHandling else { return }
        isHandling = true
        defer { isHandling = false }
        while !pending.isEmpty {
            for action in runtime.handle(pending.removeFirst()) { perform(action) }
        }
    }

    private func perform(_ action: ReleasedRuntime.Action) {
        switch action {
        case let .requestLayout(role):
            model.setNeedsLayout(role == .anchor ? anchor : probe)
        case let .requestConstraintsUpdate(role):
            model.setNeedsUpdateConstraints(role == .anchor ? anchor : probe)
        case .requestLayoutOfCommonAncestor:
            if let ancestor = TreeNavigation.nearestCommonAncestor(anchor, probe) { model.setNeedsLayout(ancestor) }
        case let .scheduleTurn(episode):
            model.mainQueueAsync(cause: .introspect) { [unowned self] in
                point = "main-queue turn"
                handle(.turnCame(episode: episode))
            }
        case .wakeForPendingLayout:
            model.mainQueueAsync(cause: .introspect) {}
        case let .followTransition(episode):
            let running = model.addTransitionCompletion(around: probe) { [unowned self] _ in
                handle(.transitionEnded(episode: episode))
            }
            pending.append(.transitionFollowed(running: running))
        case let .search(reusingFoundTarget):
            let search = IntrospectionSearch(anchor: anchor, probe: probe)
            var object: AnyObject?
            if reusingFoundTarget, let found, search.stillHolds(found, scope: .receiver) {
                object = found.recordedObject
            } else {
                frameSearches.append((model.committedFrames + 1, point))
                model.record(.searched(point))
                found = search.find(query, scope: .receiver).target?.location
                object = found?.recordedObject
            }
            if let object {
                handOvers.append(HandOver(object, in: model))
                model.record(.handedOver(point))
            }
            pending.append(.searched(found: object != nil, customized: object != nil))
        case .reportNothingFound:
            reports += 1
            model.record(.reported(point))
        }
    }
}
