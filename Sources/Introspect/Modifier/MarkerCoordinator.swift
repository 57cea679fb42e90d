#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// What one `.introspect` modifier shares between its two markers: the markers (weakly; they hold the store),
/// the current request, the core's event loop that decides when to search, and the target found last (weakly).
/// The modifier keeps it in `@State` — there is no global store — so it lives exactly as long as the modified
/// view.
///
/// It decides nothing: the markers' callbacks go to ``IntrospectionEventLoop``, and the store carries out what the
/// loop asks of it (`IntrospectionEffects`), through `FrameRequests` for everything that touches the run loop or
/// layout. Its initializer has no side effects and allocates nothing: SwiftUI evaluates `State(wrappedValue:)` on
/// every init of the modifier and throws the extra instances away.
@MainActor
final class MarkerCoordinator {
    private(set) weak var anchor: PlatformView?
    private(set) weak var probe: PlatformView?
    private let policy: IntrospectionRuntime.Policy
    private var request: IntrospectionRequest?
    private var eventLoop: IntrospectionEventLoop<MarkerCoordinator>?
    private var found: RememberedAnswer?
    private weak var foundObject: AnyObject?

    /// A store whose searches are timed by `policy` (by default the typed API's on the running platform).
    nonisolated init(policy: IntrospectionRuntime.Policy = .typed(RunningPlatform.frameGeneration)) {
        self.policy = policy
    }

    private var loop: IntrospectionEventLoop<MarkerCoordinator> {
        if let eventLoop { return eventLoop }
        let created = IntrospectionEventLoop<MarkerCoordinator>(policy: policy, isEnabled: request?.isEnabled ?? true)
        created.effects = self
        eventLoop = created
        return created
    }

    /// Takes the request of a newly made probe, before any event.
    func prepare(_ request: IntrospectionRequest) {
        self.request = request
        loop.frequency = request.frequency
        if request.isEnabled != loop.runtime.isEnabled { loop.handle(.enabledChanged(request.isEnabled)) }
    }

    /// SwiftUI made `view` as the modifier's `role` marker: the token its events carry.
    func markerMade(_ role: MarkerRole, view: PlatformView) -> MarkerToken {
        switch role {
        case .anchor: anchor = view
        case .probe: probe = view
        }
        return loop.markerMade(role)
    }

    /// SwiftUI updated the modifier with `request`.
    func update(with request: IntrospectionRequest) {
        self.request = request
        loop.frequency = request.frequency
        if request.isEnabled != loop.runtime.isEnabled { loop.handle(.enabledChanged(request.isEnabled)) }
        loop.handle(.updated)
    }

    /// Forwards a marker's callback to the event loop.
    func handle(_ event: IntrospectionRuntime.Event) {
        loop.handle(event)
    }

    private func foundTargetHolds() -> Bool {
        guard let anchor, let probe, let request, let answer = found?.answer else { return false }
        return IntrospectionSearch(anchor: ViewNode(anchor), probe: ViewNode(probe)).stillHolds(
            answer, scope: request.scope)
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

    func scheduleTurn(generation: Int) {
        FrameRequests.onNextMainQueueTurn { [weak self] in self?.handle(.turnCame(generation: generation)) }
    }

    func wakeForPendingLayout() {
        FrameRequests.wakeMainRunLoop()
    }

    func followTransition(generation: Int) -> Bool {
        guard let probe else { return false }
        return FrameRequests.followTransition(around: probe) { [weak self] in
            self?.handle(.transitionEnded(generation: generation))
        }
    }

    func search(reusingFoundTarget: Bool) -> AnyObject? {
        if reusingFoundTarget, let foundObject, foundTargetHolds() { return foundObject }
        guard let probe, let request else { return nil }
        let result = request.search(anchor.map(ViewNode.init), ViewNode(probe))
        found = result?.answer.map(RememberedAnswer.init)
        foundObject = result?.object
        return result?.object
    }

    func customize(_ object: AnyObject) {
        request?.customize(object)
    }

    func targetChanged(_ change: IntrospectionTargetChange, target: AnyObject?) {
        request?.onChange?(change, target)
    }

    func reportNothingFound() {
        if let probe { request?.reportNothingFound(anchor.map(ViewNode.init), ViewNode(probe)) }
    }
}

/// What a modifier asks of its store.
@MainActor
struct IntrospectionRequest {
    /// The per-call switch and the global one, together.
    var isEnabled = true
    /// How often `customize` runs for a target.
    var frequency = IntrospectionFrequency.everyUpdate
    /// The scope searched, so that a target found before can be checked in place.
    var scope: IntrospectionScope = .receiver
    /// Runs the search between (or above) the markers; the answer found and the object it resolves to. The
    /// anchor is missing for the original library's representables, which place a probe only.
    var search: (_ anchor: ViewNode?, _ probe: ViewNode) -> FoundTarget? = { _, _ in nil }
    /// Hands the object over (the event loop has applied the frequency).
    var customize: (AnyObject) -> Void = { _ in }
    /// Told when an episode ends with a target that appeared or replaced another (with it), or without the target
    /// found before (with `nil`); after `customize`.
    var onChange: ((IntrospectionTargetChange, AnyObject?) -> Void)?
    /// Called when an episode's searches found nothing.
    var reportNothingFound: (_ anchor: ViewNode?, _ probe: ViewNode) -> Void = { _, _ in }
}

/// A search's hit: the UIKit or AppKit object handed over, and where it was found.
@MainActor
struct FoundTarget {
    /// Where the core found it; `nil` for a custom selector's target (which is then searched again on every
    /// update rather than checked in place).
    let answer: HierarchyTarget<ViewNode>?
    let object: AnyObject

    init(answer: HierarchyTarget<ViewNode>? = nil, object: AnyObject) {
        self.answer = answer
        self.object = object
    }
}

/// A found answer, held weakly: the store must not keep a view alive after SwiftUI removed it.
@MainActor
struct RememberedAnswer {
    private enum Kind {
        case view, controller, window
        case presentation(PresentationKind)
    }

    private let kind: Kind
    private weak var object: AnyObject?

    init(_ answer: HierarchyTarget<ViewNode>) {
        switch answer {
        case let .view(view): (kind, object) = (.view, view.view)
        case let .controller(controller): (kind, object) = (.controller, controller.controller)
        case let .window(view): (kind, object) = (.window, view.view)
        case let .presentation(controller, presentation):
            (kind, object) = (.presentation(presentation), controller.controller)
        }
    }

    /// The answer, while its objects are alive.
    var answer: HierarchyTarget<ViewNode>? {
        switch kind {
        case .view: (object as? PlatformView).map { .view(ViewNode($0)) }
        case .controller: (object as? PlatformViewController).map { .controller(ControllerNode($0)) }
        case .window: (object as? PlatformView).map { .window(containing: ViewNode($0)) }
        case let .presentation(presentation):
            (object as? PlatformViewController).map { .presentation(of: ControllerNode($0), presentation) }
        }
    }
}
#endif
