@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// The event sources of commit e1ce2cd, replayed on a `FrameModel`: its `MarkerCoordinator` forwarding the probe's
/// `didMoveToWindow` and `updateUIView` to the runtime of that commit (`LegacyRuntime`), and its `CommitObserver`,
/// which added a main run-loop observer of `beforeWaiting` with the highest order when a store waited for a commit
/// and removed it when none did.
final class LegacyModifier: ModelModifier {
    let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"], note: "anchor")
    private(set) var probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"], note: "probe")
    private(set) var handOvers: [HandOver] = []
    private(set) var frameSearches: [(frame: Int, point: String)] = []
    private(set) var reports = 0

    private var runtime = LegacyRuntime()
    private let search: (RecordedNode, RecordedNode) -> AnyObject?
    private let commits: LegacyCommitObserver
    private weak var found: AnyObject?
    private var customized = CustomizedTargets<AnyObject>()

    init(commits: LegacyCommitObserver, search: @escaping (RecordedNode, RecordedNode) -> AnyObject?) {
        self.commits = commits
        self.search = search
    }

    /// Places modifiers that share one commit observer, as the app's stores shared the static one.
    static func sources() -> PlaceModifier {
        let commits = LegacyCommitObserver()
        return { _, query in
            LegacyModifier(commits: commits) { anchor, probe in
                IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: .receiver).target?.location
                    .recordedObject
            }
        }
    }

    func mount(around content: [RecordedNode], in host: RecordedNode, at index: Int, model: FrameModel) {
        let (anchorHost, probeHost) = markerHosts(model, anchor: anchor, probe: probe)
        forwardWindowChanges(of: probe, model)
        swiftUIUpdated(model)
        for (offset, node) in ([anchorHost] + content + [probeHost]).enumerated() {
            model.insert(node, into: host, at: index + offset)
        }
    }

    private func forwardWindowChanges(of probe: RecordedNode, _ model: FrameModel) {
        // e1ce2cd's probe view forwarded to its store whatever it was told, current or not.
        model.onWindowChange(of: probe) { [unowned self] model, inWindow in
            self.handle(inWindow ? .probeEnteredWindow : .probeLeftWindow, model)
        }
    }

    func replaceProbe(in host: RecordedNode, model: FrameModel) {
        let old = probe.parent
        probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"], note: "new probe")
        let probeHost = RecordedNode("PlatformViewHost<ProbeMarker>", superclasses: ["UIView"], note: "new probe host")
        probeHost.append(probe)
        model.markZeroSized(probeHost)
        model.markZeroSized(probe)
        forwardWindowChanges(of: probe, model)
        swiftUIUpdated(model)
        model.insert(probeHost, into: host)
        if let old { model.remove(old) }
    }

    func swiftUIUpdated(_ model: FrameModel) {
        model.within(.representableUpdate("probe")) {
            handle(.updated(cachedTargetInPlace: foundTargetHolds()), model)
        }
    }

    private func foundTargetHolds() -> Bool {
        guard let found = found as? RecordedNode else { return false }
        return found.isInWindow && search(anchor, probe) === found
    }

    fileprivate func handle(_ event: LegacyRuntime.Event, _ model: FrameModel) {
        var events = [event]
        while !events.isEmpty {
            for action in runtime.handle(events.removeFirst()) {
                switch action {
                case .search:
                    frameSearches.append((model.committedFrames + 1, "commit observer"))
                    model.record(.searched("legacy"))
                    let object = search(anchor, probe)
                    found = object
                    if let object, customized.claim(object, frequency: .everyUpdate) {
                        model.record(.handedOver("legacy"))
                        handOvers.append(HandOver(object, in: model))
                    }
                    events.append(.searched(found: object != nil))
                case .handOverCachedTarget:
                    if let object = found {
                        model.record(.handedOver("legacy"))
                        handOvers.append(HandOver(object, in: model))
                    }
                case .observeNextCommit:
                    commits.notifyAfterNextCommit(self, model)
                case let .scheduleTurn(generation):
                    model.mainQueueAsync(cause: .introspect) { [unowned self] in
                        self.handle(.turnCame(episode: generation), model)
                    }
                case .reportNothingFound:
                    reports += 1
                    model.record(.reported("legacy"))
                }
            }
        }
    }
}

/// e1ce2cd's `CommitObserver`: one observer of `beforeWaiting`, order `CFIndex.max`, created when a store waits
/// and invalidated when none does.
final class LegacyCommitObserver {
    private var waiting: [LegacyModifier] = []
    private var observer: Int?

    func notifyAfterNextCommit(_ modifier: LegacyModifier, _ model: FrameModel) {
        waiting.append(modifier)
        guard observer == nil else { return }
        observer = model.addObserver("Introspect commit observer", order: Int.max, stages: [.beforeWaiting]) {
            [unowned self] model in
            let modifiers = waiting
            waiting = []
            for modifier in modifiers { modifier.handle(.layoutCommitted, model) }
            if waiting.isEmpty, let observer {
                model.removeObserver(observer)
                self.observer = nil
            }
        }
    }
}
