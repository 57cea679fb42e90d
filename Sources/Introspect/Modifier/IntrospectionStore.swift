#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Dispatch
import IntrospectCore

/// What one `.introspect` modifier shares between its two markers: the markers (weakly; they hold the store),
/// the current request, the core's runtime that decides when to search, and the target found last (weakly).
/// The modifier keeps it in `@State` — there is no global store — so it lives exactly as long as the modified
/// view.
///
/// It decides nothing: it forwards the markers' events to ``IntrospectionRuntime`` and carries out the
/// actions that returns. Its initializer has no side effects: SwiftUI evaluates `State(wrappedValue:)` on every
/// init of the modifier and throws the extra instances away.
@MainActor
final class IntrospectionStore {
    weak var anchor: PlatformView?
    weak var probe: PlatformView?
    private var request: IntrospectionRequest?
    private var runtime = IntrospectionRuntime()
    private var found: RememberedAnswer?
    private var customized = CustomizedTargets()
    private var tracker = TargetTracker()

    nonisolated init() {}

    /// Takes the request of a newly made probe, before any event.
    func prepare(_ request: IntrospectionRequest) {
        self.request = request
        runtime = IntrospectionRuntime(policy: request.policy, isEnabled: request.isEnabled)
    }

    /// SwiftUI updated the modifier with `request`.
    func update(with request: IntrospectionRequest) {
        self.request = request
        if request.isEnabled != runtime.isEnabled { handle(.enabledChanged(request.isEnabled)) }
        handle(.updated(cachedTargetInPlace: foundTargetHolds()))
    }

    /// Forwards `event` to the runtime and carries out what it decides, including the events that carrying it
    /// out produces (a search's outcome).
    func handle(_ event: IntrospectionRuntime.Event) {
        var events = [event]
        while !events.isEmpty {
            for action in runtime.handle(events.removeFirst()) {
                switch action {
                case .search:
                    events.append(.searched(found: search()))
                case .handOverCachedTarget:
                    handOverFoundTarget()
                case .observeNextCommit:
                    CommitObserver.notifyAfterNextCommit(self)
                case let .scheduleTurn(generation):
                    DispatchQueue.main.async { [weak self] in self?.handle(.turnCame(generation: generation)) }
                case .reportNothingFound:
                    if let probe { request?.reportNothingFound(anchor.map(ViewNode.init), ViewNode(probe)) }
                }
            }
        }
    }

    private func search() -> Bool {
        guard let probe, let request else { return false }
        let result = request.search(anchor.map(ViewNode.init), ViewNode(probe))
        if let change = tracker.record(result?.object) { request.onChange?(change) }
        found = result?.answer.map(RememberedAnswer.init)
        guard let result else { return false }
        if customized.claim(result.object, frequency: request.frequency) { request.customize(result.object) }
        return true
    }

    private func foundTargetHolds() -> Bool {
        guard let anchor, let probe, let request, let answer = found?.answer else { return false }
        return IntrospectionSearch(anchor: ViewNode(anchor), probe: ViewNode(probe)).stillHolds(
            answer, scope: request.scope)
    }

    private func handOverFoundTarget() {
        guard let request, let object = found?.answer?.platformObject else { return }
        if customized.claim(object, frequency: request.frequency) { request.customize(object) }
    }
}

/// What a modifier asks of its store.
@MainActor
struct IntrospectionRequest {
    /// The per-call switch and the global one, together.
    var isEnabled = true
    /// When searches run.
    var policy = IntrospectionRuntime.Policy.typed
    /// How often `customize` runs for a target.
    var frequency = IntrospectionFrequency.everyUpdate
    /// The scope searched, so that a target found before can be checked in place.
    var scope: IntrospectionScope = .receiver
    /// Runs the search between (or above) the markers; the answer found and the object it resolves to. The
    /// anchor is missing for the original library's representables, which place a probe only.
    var search: (_ anchor: ViewNode?, _ probe: ViewNode) -> FoundTarget? = { _, _ in nil }
    /// Hands the object over (the store has applied the frequency).
    var customize: (AnyObject) -> Void = { _ in }
    /// Told when the target appears, is replaced or goes away.
    var onChange: ((IntrospectionTargetChange) -> Void)?
    /// Called when an episode's searches found nothing.
    var reportNothingFound: (_ anchor: ViewNode?, _ probe: ViewNode) -> Void = { _, _ in }
}

/// A search's hit: the UIKit or AppKit object handed over, and where it was found.
@MainActor
struct FoundTarget {
    /// Where the core found it; `nil` for a custom selector's target (which is then searched again on every
    /// update rather than checked in place).
    let answer: SceneAnswer<ViewNode>?
    let object: AnyObject

    init(answer: SceneAnswer<ViewNode>? = nil, object: AnyObject) {
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

    init(_ answer: SceneAnswer<ViewNode>) {
        switch answer {
        case let .view(view): (kind, object) = (.view, view.view)
        case let .controller(controller): (kind, object) = (.controller, controller.controller)
        case let .window(view): (kind, object) = (.window, view.view)
        case let .presentation(controller, presentation):
            (kind, object) = (.presentation(presentation), controller.controller)
        }
    }

    /// The answer, while its objects are alive.
    var answer: SceneAnswer<ViewNode>? {
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
