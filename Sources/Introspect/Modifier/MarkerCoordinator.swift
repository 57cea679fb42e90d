#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// What a marker view forwards its callbacks to: the coordinator of its modifier, whatever the target's type.
@MainActor
protocol MarkerListener: AnyObject {
    /// SwiftUI made `view` as the modifier's `role` marker: the token its events carry.
    func markerMade(_ role: MarkerRole, view: PlatformView) -> MarkerToken
    /// A marker's callback.
    func handle(_ event: ModifierEvent)
}

/// What one modifier shares between its two markers: the markers (weakly; they hold the coordinator), the current
/// request, the core's event loop that decides when to search, and the target found last (weakly). The modifier
/// keeps it in `@State` — there is no global store — so it lives exactly as long as the modified view.
///
/// It decides nothing: the markers' callbacks go to ``IntrospectionEventLoop``, and the coordinator carries out
/// what the loop asks of it (`IntrospectionEffects`), through `FrameRequests` for everything that touches the run
/// loop or layout. The target keeps the type the call names from the search to `customize`. SwiftUI evaluates
/// `State(wrappedValue:)` on every init of the modifier and throws the extra instances away, so the initializer
/// only stores its timing: the event loop is made when the first marker is.
@MainActor
final class MarkerCoordinator<Target: AnyObject>: MarkerListener {
    private(set) weak var anchor: PlatformView?
    private(set) weak var probe: PlatformView?
    private let timing: ModifierTiming
    private var request: IntrospectionRequest<Target>?
    private var eventLoop: IntrospectionEventLoop<MarkerCoordinator>?
    private var foundLocation: RememberedLocation?
    private weak var foundTarget: Target?
    /// The seconds the transition the runtime follows has left, when one runs.
    private var transitionLeft: Double?
    private lazy var timer = ModifierTimer { [weak self] in
        guard let self, let episode = timerEpisode else { return }
        timerEpisode = nil
        handle(.timerFired(episode: episode))
    }
    private var timerEpisode: Int?

    /// A coordinator whose searches keep `timing` (by default the typed API's on the running platform).
    nonisolated init(timing: ModifierTiming = .typed(RunningPlatform.frameGeneration)) {
        self.timing = timing
    }

    private var loop: IntrospectionEventLoop<MarkerCoordinator> {
        if let eventLoop { return eventLoop }
        let created = IntrospectionEventLoop<MarkerCoordinator>(timing: timing, isEnabled: request?.isEnabled ?? true)
        created.effects = self
        eventLoop = created
        return created
    }

    /// Takes the request of a newly made probe, before any event.
    func prepare(_ request: IntrospectionRequest<Target>) {
        self.request = request
        loop.frequency = request.frequency
        if request.isEnabled != loop.isEnabled { loop.handle(.enabledChanged(request.isEnabled)) }
    }

    func markerMade(_ role: MarkerRole, view: PlatformView) -> MarkerToken {
        switch role {
        case .anchor: anchor = view
        case .probe: probe = view
        }
        return loop.markerMade(role)
    }

    /// SwiftUI updated the modifier with `request`.
    func update(with request: IntrospectionRequest<Target>) {
        prepare(request)
        loop.handle(.updated)
    }

    func handle(_ event: ModifierEvent) {
        loop.handle(event)
    }

    private func foundTargetHolds() -> Bool {
        guard let anchor, let probe, let request, let location = foundLocation?.location else { return false }
        return IntrospectionSearch(anchor: ViewNode(anchor), probe: ViewNode(probe)).stillHolds(
            location, scope: request.scope)
    }
}

extension MarkerCoordinator: @preconcurrency IntrospectionEffects {
    func requestLayout(of marker: MarkerRole) {
        if let view = marker == .anchor ? anchor : probe { FrameRequests.requestLayout(of: view) }
    }

    func requestConstraintsUpdate(of marker: MarkerRole) {
        if let view = marker == .anchor ? anchor : probe { FrameRequests.requestConstraintsUpdate(of: view) }
    }

    func requestLayoutOfCommonAncestor() {
        guard let anchor, let probe,
            let ancestor = TreeNavigation.nearestCommonAncestor(ViewNode(anchor), ViewNode(probe))
        else { return }
        FrameRequests.requestLayout(of: ancestor.view)
    }

    func scheduleTurn(episode: Int) {
        FrameRequests.onNextMainQueueTurn { [weak self] in self?.handle(.turnCame(episode: episode)) }
    }

    func armTimer(episode: Int, after delay: TimerDelay) {
        timerEpisode = episode
        switch delay {
        case .nextTurn: timer.arm(after: 0)
        // A display frame of a 60 Hz display; on faster displays the retries come sooner in frames, not in time.
        case let .frames(count): timer.arm(after: Double(count) / 60)
        case .transitionEnd: timer.arm(after: (transitionLeft ?? 0) + 1.0 / 60)
        }
    }

    func cancelTimer() {
        timerEpisode = nil
        timer.cancel()
    }

    func wakeForPendingLayout() {
        FrameRequests.wakeMainRunLoop()
    }

    func followTransition(episode: Int) -> Bool {
        guard let probe else { return false }
        transitionLeft = FrameRequests.followTransition(around: probe) { [weak self] in
            self?.handle(.transitionEnded(episode: episode))
        }
        return transitionLeft != nil
    }

    func search(reusingFoundTarget: Bool) -> Target? {
        if reusingFoundTarget, let foundTarget, foundTargetHolds() { return foundTarget }
        guard let probe, let request, let plan = request.plan() else { return nil }
        let found = plan.run(anchor: anchor.map(ViewNode.init), probe: ViewNode(probe), scope: request.scope)
        foundLocation = found?.location.map(RememberedLocation.init)
        foundTarget = found?.target
        return found?.target
    }

    var foundTargetEnclosesMarkers: Bool {
        guard let probe, let location = foundLocation?.location else { return false }
        return location.encloses(ViewNode(probe))
    }

    func customize(_ target: Target) {
        request?.customize(target)
    }

    func targetChanged(_ change: IntrospectionSettings.TargetChange, target: Target?) {
        request?.onChange?(change, target)
    }

    func reportNothingFound() {
        if let probe { request?.reportNothingFound(anchor.map(ViewNode.init), ViewNode(probe)) }
    }
}

/// What a modifier asks of its coordinator.
@MainActor
struct IntrospectionRequest<Target: AnyObject> {
    /// The per-call switch and the global one, together.
    var isEnabled = true
    /// How often `customize` runs for a target.
    var frequency = IntrospectionSettings.Frequency.everyUpdate
    /// The scope searched, so that a target found before can be checked in place.
    var scope: IntrospectionScope = .receiver
    /// How the target is found (the core carries it out), made when a search runs; `nil` when nothing can be (an
    /// entity the default selector does not find).
    var plan: () -> SearchPlan<ViewNode, Target>? = { nil }
    /// Hands the target over (the event loop has applied the frequency).
    var customize: (Target) -> Void = { _ in }
    /// Told when an episode ends with a target that appeared or replaced another (with it), or without the target
    /// found before (with `nil`); after `customize`.
    var onChange: ((IntrospectionSettings.TargetChange, Target?) -> Void)?
    /// Called when an episode's searches found nothing.
    var reportNothingFound: (_ anchor: ViewNode?, _ probe: ViewNode) -> Void = { _, _ in }
}

/// Where a target was found, held weakly: the coordinator must not keep a view alive after SwiftUI removed it.
@MainActor
private struct RememberedLocation {
    private enum Kind {
        case view, controller, window
        case presentation(PresentationKind)
        case held(HeldObject)
        case windowObject(HeldObject)
    }

    private let kind: Kind
    private weak var view: PlatformView?
    private weak var controller: PlatformViewController?

    init(_ location: HierarchyTarget<ViewNode>) {
        switch location {
        case let .view(node): (kind, view) = (.view, node.view)
        case let .controller(node): (kind, controller) = (.controller, node.controller)
        case let .window(node): (kind, view) = (.window, node.view)
        case let .presentation(node, presentation): (kind, controller) = (.presentation(presentation), node.controller)
        case let .held(object, node): (kind, controller) = (.held(object), node.controller)
        case let .windowObject(object, node): (kind, view) = (.windowObject(object), node.view)
        }
    }

    /// The location, while its objects are alive.
    var location: HierarchyTarget<ViewNode>? {
        switch kind {
        case .view: view.map { .view(ViewNode($0)) }
        case .controller: controller.map { .controller(ControllerNode($0)) }
        case .window: view.map { .window(containing: ViewNode($0)) }
        case let .presentation(presentation): controller.map { .presentation(of: ControllerNode($0), presentation) }
        case let .held(object): controller.map { .held(object, by: ControllerNode($0)) }
        case let .windowObject(object): view.map { .windowObject(object, containing: ViewNode($0)) }
        }
    }
}
#endif
