@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

// The modifier's runtime as of commit e1ce2cd, kept verbatim (renamed, internal) so that the event sources of that
// commit can be replayed through `FrameModel` after the library moved on: `LegacyModifier` drives it the way that
// commit's `MarkerCoordinator` and `CommitObserver` did.

/// The decisions of one `.introspect` modifier over its life: when to search, how often, when to stop, when to
/// hand over a target found before, and when to report that nothing was found.
///
/// The `Introspect` module forwards what UIKit and AppKit tell its marker views as ``Event``s and carries out
/// the ``Action``s this returns; it decides nothing itself. Tests drive the same machine with scripted events.
///
/// Every search belongs to an *episode*, started by the probe entering a window, by an update that finds no
/// cached target in place, or by the modifier being enabled. An episode runs at most
/// ``Policy/searchesPerEpisode`` searches, at most one per event, and ends with the first hit or with one
/// report. Each episode has a generation; a turn scheduled for an older generation is stale and does nothing,
/// so no retry can outlive the episode that scheduled it.
struct LegacyRuntime: Sendable {
    /// What happened to the modifier's markers, as UIKit and AppKit report it.
    enum Event: Hashable, Sendable {
        /// The probe was added to a window: `UIView.didMoveToWindow()` / `NSView.viewDidMoveToWindow()` with a
        /// non-nil `window` ("Tells the view that its window object changed", UIKit and AppKit docs).
        case probeEnteredWindow
        /// The probe was removed from its window: the same callbacks with `window == nil`.
        case probeLeftWindow
        /// SwiftUI updated the modifier: `updateUIView(_:context:)` / `updateNSView(_:context:)` of the probe's
        /// representable ("SwiftUI calls this method for any changes affecting the corresponding view"). It runs
        /// *before* SwiftUI inserts the view's sibling content, so a search it causes waits for the commit; only
        /// the check of the cached target is immediate: `cachedTargetInPlace` says whether the target found
        /// before is still in a window and still where the search found it.
        case updated(cachedTargetInPlace: Bool)
        /// A layout pass was committed: a main run-loop observer of `beforeWaiting` registered with the highest
        /// order runs after every other observer of that stage, so after Core Animation has committed the
        /// transaction of the turn (CATransaction: implicit transactions are committed when the run loop next
        /// iterates) and UIKit/AppKit have laid the views out. Delivered once per ``Action/observeNextCommit``.
        case layoutCommitted
        /// A main-queue turn requested by ``Action/scheduleTurn(episode:)`` came.
        case turnCame(episode: Int)
        /// The search requested by ``Action/search`` ran and found a target (or not).
        case searched(found: Bool)
        /// The per-call `isEnabled:` or the global switch changed; `true` when both are on.
        case enabledChanged(Bool)
    }

    /// What the modifier should do after an event.
    enum Action: Hashable, Sendable {
        /// Walk the hierarchy now and hand over what is found; then send ``Event/searched(found:)``.
        case search
        /// The target found before is still in place: hand it over again (as the frequency allows), no walk.
        case handOverCachedTarget
        /// Send ``Event/layoutCommitted`` after the next commit (once).
        case observeNextCommit
        /// Send ``Event/turnCame(episode:)`` with this generation on a later turn of the main queue.
        case scheduleTurn(episode: Int)
        /// The searches of this episode found nothing: report it (debug builds, once per call site).
        case reportNothingFound
    }

    /// When the searches of an episode run.
    struct Policy: Hashable, Sendable {
        /// When the first search after the probe enters a window runs.
        var firstSearch: Timing
        /// When the search caused by an update runs.
        var searchOnUpdate: Timing
        /// How many searches an episode may run, the first included.
        var searchesPerEpisode: Int
        /// Whether a target found before is handed over again without a walk while it is in place; when not, every
        /// update searches (the original library re-ran its selector on every update).
        var reusesFoundTarget: Bool

        /// When a search runs relative to the event that causes it.
        enum Timing: Hashable, Sendable {
            /// At once, inside the event.
            case immediately
            /// After the next layout commit, when SwiftUI has inserted the content.
            case afterCommit
            /// On a later turn of the main queue (`DispatchQueue.main.async`).
            case nextTurn
        }

        /// A policy.
        init(
            firstSearch: Timing, searchOnUpdate: Timing, searchesPerEpisode: Int, reusesFoundTarget: Bool = true
        ) {
            self.firstSearch = firstSearch
            self.searchOnUpdate = searchOnUpdate
            self.searchesPerEpisode = max(1, searchesPerEpisode)
            self.reusesFoundTarget = reusesFoundTarget
        }

        /// The typed API: every search waits for the commit that shows the content; a miss retries on the next
        /// layout passes (lazy content — List rows, a `.searchable` bar, a navigation controller's children —
        /// appears one or a few passes late), five searches at most.
        static let typed = Policy(firstSearch: .afterCommit, searchOnUpdate: .afterCommit, searchesPerEpisode: 5)

        /// The original library (0.x) on UIKit: one search on a later main-queue turn after the marker enters a
        /// window (`DispatchQueue.main.async` in `didMoveToWindow`), and one synchronous search in every update
        /// (`updateUIView`); no retries, no reuse of a target found before. Code written for it expects exactly
        /// this: the first `customize` outside SwiftUI's update, the later ones inside it.
        static let classicUIKit = Policy(
            firstSearch: .nextTurn, searchOnUpdate: .immediately, searchesPerEpisode: 1, reusesFoundTarget: false
        )

        /// The original library (0.x) on AppKit: one search on a later main-queue turn after every update
        /// (`DispatchQueue.main.async` in `updateNSView`), never inside the update; no retries, no reuse.
        static let classicAppKit = Policy(
            firstSearch: .nextTurn, searchOnUpdate: .nextTurn, searchesPerEpisode: 1, reusesFoundTarget: false
        )
    }

    /// The policy in force.
    let policy: Policy
    /// Whether the modifier may search (its `isEnabled:` and the global switch).
    private(set) var isEnabled: Bool
    /// Whether the probe is in a window.
    private(set) var isProbeInWindow = false
    /// The current episode; stale turns carry an older one.
    private(set) var generation = 0
    /// The searches the current episode may still run.
    private(set) var searchesLeft = 0
    /// Whether the current episode waits for a commit.
    private(set) var isWaitingForCommit = false
    /// The generation of the scheduled turn still awaited, if any.
    private var awaitedTurn: Int?
    /// Whether a scheduled turn is awaited.
    var isWaitingForTurn: Bool { awaitedTurn != nil }

    /// A runtime for a modifier that starts enabled or not.
    init(policy: Policy = .typed, isEnabled: Bool = true) {
        self.policy = policy
        self.isEnabled = isEnabled
    }

    /// Takes in one event and returns what to do, in order.
    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .probeEnteredWindow:
            isProbeInWindow = true
            return isEnabled ? startEpisode(policy.firstSearch) : []
        case .probeLeftWindow:
            isProbeInWindow = false
            endEpisode()
            return []
        case let .updated(cachedTargetInPlace):
            guard isEnabled, isProbeInWindow else { return [] }
            if cachedTargetInPlace, policy.reusesFoundTarget { return [.handOverCachedTarget] }
            return startEpisode(policy.searchOnUpdate)
        case .layoutCommitted:
            guard isWaitingForCommit else { return [] }
            isWaitingForCommit = false
            return searchIfAllowed()
        case let .turnCame(turnGeneration):
            guard let awaited = awaitedTurn, turnGeneration == awaited else { return [] }
            awaitedTurn = nil
            // The turn is its own attempt, also when a synchronous search of a later update used the episode's
            // allowance (the original library ran both): still one search per event.
            searchesLeft = max(searchesLeft, 1)
            return searchIfAllowed()
        case let .searched(found):
            if found {
                searchesLeft = 0
                return []
            }
            guard searchesLeft > 0 else { return [.reportNothingFound] }
            // Late content: look again after the next layout pass.
            return waitForCommit()
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return [] }
            isEnabled = enabled
            guard enabled else {
                endEpisode()
                return []
            }
            return isProbeInWindow ? startEpisode(.afterCommit) : []
        }
    }

    private mutating func startEpisode(_ timing: Policy.Timing) -> [Action] {
        generation += 1
        searchesLeft = policy.searchesPerEpisode
        switch timing {
        case .immediately:
            // A turn already scheduled stays awaited: the update may come before SwiftUI has inserted the content,
            // and the original library's hop after entering the window still ran then.
            isWaitingForCommit = false
            return searchIfAllowed()
        case .afterCommit:
            awaitedTurn = nil
            return waitForCommit()
        case .nextTurn:
            isWaitingForCommit = false
            awaitedTurn = generation
            return [.scheduleTurn(episode: generation)]
        }
    }

    private mutating func endEpisode() {
        generation += 1
        searchesLeft = 0
        isWaitingForCommit = false
        awaitedTurn = nil
    }

    private mutating func waitForCommit() -> [Action] {
        // One observation serves however many events ask for it before the commit comes.
        guard !isWaitingForCommit else { return [] }
        isWaitingForCommit = true
        return [.observeNextCommit]
    }

    private mutating func searchIfAllowed() -> [Action] {
        guard isEnabled, isProbeInWindow, searchesLeft > 0 else { return [] }
        searchesLeft -= 1
        return [.search]
    }
}
