/// The decisions of one `.introspect` modifier over its life: when to search, how often, when to stop, when to
/// hand over a target found before, and when to report that nothing was found.
///
/// The markers' callbacks come in as ``Event``s (through ``IntrospectionEventLoop``); what to do goes out as
/// ``Action``s. It decides from the events and from what ``FrameGeneration`` states about the platform, nothing
/// else, so the same decisions run on a device and in the simulation of each frame pipeline that tests drive.
///
/// **When.** Every search of the typed API runs at a *search point*: a marker's layout callback that the runtime
/// requested (`searchPoints`). The first is the anchor's `layoutSubviews` on UIKit — in the
/// layout pass that shows the content, after SwiftUI inserted it and before the content is laid out, so that what
/// `customize` changes is laid out and committed in that same frame; a miss there is searched again at the probe's
/// `layoutSubviews`, after the content, in the same pass. On AppKit it is the probe's `updateConstraints()`, which
/// the display cycle runs before it lays the window out again. A request is a layout request (`setNeedsLayout`,
/// `needsUpdateConstraints`): it adds nothing to the run loop and wakes nothing; the pass already under way, or the
/// one the change that caused the request brings, carries it out. No hand-over ever runs from a marker's
/// `make…`/`update…` or window callback.
///
/// **Episodes.** Every search belongs to an *episode*, started by the probe entering a window, by an update after
/// the last episode ended, or by the modifier being enabled. An episode searches in at most
/// `passesPerEpisode` layout passes and ends with the first hit or with one report. After a pass that
/// found nothing it waits for a pass that can show new content: the end of a view-controller transition, if one is
/// running (content is installed when it ends); a SwiftUI update of the modifier; else a pass it asks for itself —
/// one main-queue turn (an explicit wake), in which the markers' nearest common ancestor is laid out again. An
/// animation frame that lays none of this out is no pass of the episode. Each episode has a generation; a turn or a
/// transition end of an older generation does nothing.
public struct IntrospectionRuntime: Sendable {
    /// What happened to the modifier's markers, as UIKit and AppKit report it.
    public enum Event: Hashable, Sendable {
        /// A marker view was added to a window (`true`) or removed from it: `UIView.didMoveToWindow()` /
        /// `NSView.viewDidMoveToWindow()` ("Tells the view that its window object changed"). Events of a marker
        /// that is not the modifier's current one (SwiftUI replaced it) are ignored.
        case windowChanged(MarkerToken, inWindow: Bool)
        /// SwiftUI updated the modifier: `updateUIView(_:context:)` / `updateNSView(_:context:)` of the probe's
        /// representable ("SwiftUI calls this method for any changes affecting the corresponding view").
        case updated
        /// A marker's callback at a search point ran: `layoutSubviews` / `updateConstraints()`.
        case reached(SearchPoint, MarkerToken)
        /// The main-queue turn requested by ``Action/scheduleTurn(generation:)`` came.
        case turnCame(generation: Int)
        /// The transition followed by ``Action/followTransition(generation:)`` ended.
        case transitionEnded(generation: Int)
        /// The outcome of ``Action/search(reusingFoundTarget:)``: whether a target was found, and whether
        /// `customize` ran for it (the frequency may skip it).
        case searched(found: Bool, customized: Bool)
        /// The outcome of ``Action/followTransition(generation:)``: whether a transition is running.
        case transitionFollowed(running: Bool)
        /// The per-call `isEnabled:` or the global switch changed; `true` when both are on.
        case enabledChanged(Bool)
    }

    /// What the modifier should do after an event.
    public enum Action: Hashable, Sendable {
        /// Ask for a marker's `layoutSubviews` (`setNeedsLayout()`).
        case requestLayout(MarkerRole)
        /// Ask for a marker's `updateConstraints()` (`needsUpdateConstraints = true`).
        case requestConstraintsUpdate(MarkerRole)
        /// Ask for a layout of the markers' nearest common ancestor (`setNeedsLayout()` / `needsLayout = true`),
        /// so that the next pass lays out what can show new content. Only ever outside a layout pass.
        case requestLayoutOfCommonAncestor
        /// Send ``Event/turnCame(generation:)`` with this generation on a later turn of the main queue
        /// (`DispatchQueue.main.async`): an explicit wake.
        case scheduleTurn(generation: Int)
        /// An empty turn of the main queue: what `customize` marked for layout after the walk passed it is laid
        /// out in the next frame without waiting for an unrelated wake (`layoutRequestedLateWaitsForAWake`).
        case wakeForPendingLayout
        /// Find out whether a view-controller transition covers the markers (`transitionCoordinator`), and if so
        /// send ``Event/transitionEnded(generation:)`` when it ends; answer with ``Event/transitionFollowed(running:)``.
        case followTransition(generation: Int)
        /// Walk the hierarchy and hand over what is found — or, when `reusingFoundTarget` and the target found
        /// before is still in place, hand it over without a walk; then send ``Event/searched(found:customized:)``.
        case search(reusingFoundTarget: Bool)
        /// The searches of this episode found nothing: report it (debug builds, once per call site).
        case reportNothingFound
    }

    /// How a modifier's searches are timed.
    public struct Policy: Hashable, Sendable {
        /// Who decides the timing.
        public enum Kind: Hashable, Sendable {
            /// The typed API, on a platform generation: searches at the generation's search points.
            case typed(FrameGeneration)
            /// The original library (0.x) on UIKit: one search on a later main-queue turn after the marker enters a
            /// window (`DispatchQueue.main.async` in `didMoveToWindow`), and one synchronous search in every update
            /// (`updateUIView`); no retries, no reuse of a target found before. Code written for it expects exactly
            /// this: the first `customize` outside SwiftUI's update, the later ones inside it.
            case classicUIKit
            /// The original library (0.x) on AppKit: one search on a later main-queue turn after every update
            /// (`DispatchQueue.main.async` in `updateNSView`), never inside the update; no retries, no reuse.
            case classicAppKit
        }

        /// The kind.
        public var kind: Kind
        /// The layout passes an episode may search in (the typed API).
        package var passesPerEpisode: Int

        /// A policy.
        public init(_ kind: Kind, passesPerEpisode: Int = 5) {
            self.kind = kind
            self.passesPerEpisode = max(1, passesPerEpisode)
        }

        /// The typed API on `generation`: five layout passes per episode.
        public static func typed(_ generation: FrameGeneration) -> Policy { Policy(.typed(generation)) }

        /// The original library on UIKit.
        package static let classicUIKit = Policy(.classicUIKit, passesPerEpisode: 1)

        /// The original library on AppKit.
        package static let classicAppKit = Policy(.classicAppKit, passesPerEpisode: 1)

        /// Whether a target found before is handed over again without a walk while it is in place (the original
        /// library ran its selector on every update).
        package var reusesFoundTarget: Bool {
            if case .typed = kind { true } else { false }
        }
    }

    private enum Phase: Hashable, Sendable {
        /// No episode.
        case idle
        /// The search point at this index of the generation's points is requested.
        case awaitingPoint(Int)
        /// The layout that comes before the search point at this index is requested (AppKit: the probe's layout,
        /// after which its constraints update is requested).
        case preparingPoint(Int)
        /// A search at the point at this index runs.
        case searching(Int)
        /// Whether a transition runs is being asked.
        case askingForTransition
        /// The end of a transition is awaited.
        case awaitingTransition
        /// The requested main-queue turn is awaited.
        case awaitingTurn
    }

    /// The policy in force.
    public let policy: Policy
    /// Whether the modifier may search (its `isEnabled:` and the global switch).
    package private(set) var isEnabled: Bool
    /// The current episode; stale turns and transition ends carry an older one.
    public private(set) var generation = 0
    /// The layout passes the current episode may still search in.
    package private(set) var passesLeft = 0
    private var phase = Phase.idle
    /// Whether a search of the current pass ran (the pass counts against the episode).
    private var isInPass = false
    /// Whether the current episode may hand over the target found before without a walk.
    private var reusesFoundTarget = false
    private var anchor = MarkerState()
    private var probe = MarkerState()
    private var nextSerial = 0

    private struct MarkerState: Hashable, Sendable {
        var serial: Int?
        var isInWindow = false
    }

    /// A runtime for a modifier that starts enabled or not.
    public init(policy: Policy, isEnabled: Bool = true) {
        self.policy = policy
        self.isEnabled = isEnabled
    }

    /// Whether the probe is in a window.
    package var isProbeInWindow: Bool { probe.isInWindow }

    /// Whether an episode is under way.
    package var isInEpisode: Bool { phase != .idle }

    /// SwiftUI made a marker view: from now on it is the modifier's `role` marker, and events of the one it
    /// replaces are ignored.
    public mutating func markerMade(_ role: MarkerRole) -> MarkerToken {
        nextSerial += 1
        let token = MarkerToken(role: role, serial: nextSerial)
        switch role {
        case .anchor: anchor = MarkerState(serial: nextSerial)
        case .probe: probe = MarkerState(serial: nextSerial)
        }
        return token
    }

    /// Takes in one event and returns what to do, in order (at most two actions, kept without an allocation).
    public mutating func handle(_ event: Event) -> Actions {
        guard case .typed = policy.kind else { return handleClassic(event) }
        switch event {
        case let .windowChanged(token, inWindow):
            return windowChanged(token, inWindow: inWindow)
        case .updated:
            guard isEnabled, probe.isInWindow else { return Actions() }
            return updated()
        case let .reached(point, token):
            guard isCurrent(token), case let .typed(frames) = policy.kind else { return Actions() }
            if case let .preparingPoint(index) = phase, point == .probeLayout {
                // AppKit: the window's layout has reached the probe, after its superview's; the constraints update
                // it asks for now comes in another Update Constraints pass of the same display cycle.
                phase = .awaitingPoint(index)
                return Actions(.requestConstraintsUpdate(.probe))
            }
            guard case let .awaitingPoint(index) = phase, let position = frames.searchPoints.firstIndex(of: point),
                position >= index
            else { return Actions() }
            return search(at: position)
        case let .turnCame(turnGeneration):
            guard turnGeneration == generation, phase == .awaitingTurn else { return Actions() }
            // A pass that can show new content: the markers' common ancestor is laid out again.
            return Actions(.requestLayoutOfCommonAncestor) + requestPoint(from: 0)
        case let .transitionEnded(transitionGeneration):
            guard transitionGeneration == generation, phase == .awaitingTransition else { return Actions() }
            return Actions(.requestLayoutOfCommonAncestor) + requestPoint(from: 0)
        case let .searched(found, customized):
            return searched(found: found, customized: customized)
        case let .transitionFollowed(running):
            guard phase == .askingForTransition else { return Actions() }
            if running {
                phase = .awaitingTransition
                return Actions()
            }
            phase = .awaitingTurn
            return Actions(.scheduleTurn(generation: generation))
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return Actions() }
            isEnabled = enabled
            guard enabled else {
                endEpisode()
                return Actions()
            }
            return probe.isInWindow ? startEpisode() : []
        }
    }

    private func isCurrent(_ token: MarkerToken) -> Bool {
        switch token.role {
        case .anchor: anchor.serial == token.serial
        case .probe: probe.serial == token.serial
        }
    }

    private mutating func windowChanged(_ token: MarkerToken, inWindow: Bool) -> Actions {
        guard isCurrent(token) else { return Actions() }
        switch token.role {
        case .anchor:
            anchor.isInWindow = inWindow
            // A pass awaited at the anchor's point now comes at the next point.
            if !inWindow, case .awaitingPoint(0) = phase { return requestPoint(from: 0) }
            return Actions()
        case .probe:
            probe.isInWindow = inWindow
            guard inWindow else {
                endEpisode()
                return Actions()
            }
            return isEnabled ? startEpisode() : []
        }
    }

    private mutating func updated() -> Actions {
        switch phase {
        case .idle:
            return startEpisode()
        case .awaitingTurn, .awaitingTransition, .askingForTransition:
            // SwiftUI updated the modifier: its layout pass can show new content.
            return requestPoint(from: 0)
        case .awaitingPoint, .preparingPoint, .searching:
            return Actions()  // the pass is coming
        }
    }

    private mutating func startEpisode() -> Actions {
        generation += 1
        passesLeft = policy.passesPerEpisode
        isInPass = false
        reusesFoundTarget = policy.reusesFoundTarget
        return requestPoint(from: 0)
    }

    private mutating func endEpisode() {
        generation += 1
        phase = .idle
        isInPass = false
        passesLeft = 0
    }

    /// Requests the first search point from `index` whose marker is in a window.
    private mutating func requestPoint(from index: Int) -> Actions {
        guard case let .typed(frames) = policy.kind else { return Actions() }
        let points = frames.searchPoints
        guard
            let next = points.indices.dropFirst(index).first(where: {
                (points[$0].marker == .anchor ? anchor : probe).isInWindow
            })
        else {
            endEpisode()
            return Actions()
        }
        phase = .awaitingPoint(next)
        switch points[next] {
        case .anchorLayout: return Actions(.requestLayout(.anchor))
        case .probeLayout: return Actions(.requestLayout(.probe))
        case .probeConstraintsUpdate:
            // Requested from the probe's layout, so that it comes after the window's layout of this cycle: an
            // Update Constraints pass that precedes it would search a tree that layout is about to change.
            phase = .preparingPoint(next)
            return Actions(.requestLayout(.probe))
        }
    }

    private mutating func search(at position: Int) -> Actions {
        guard isEnabled, probe.isInWindow else { return Actions() }
        if !isInPass {
            guard passesLeft > 0 else { return Actions() }
            isInPass = true
            passesLeft -= 1
        }
        phase = .searching(position)
        return Actions(.search(reusingFoundTarget: reusesFoundTarget))
    }

    private mutating func searched(found: Bool, customized: Bool) -> Actions {
        guard case let .searching(position) = phase else { return Actions() }
        reusesFoundTarget = false
        guard !found else {
            endEpisode()
            guard customized, case let .typed(frames) = policy.kind, frames.layoutRequestedLateWaitsForAWake else {
                return Actions()
            }
            return Actions(.wakeForPendingLayout)
        }
        guard case let .typed(frames) = policy.kind else { return Actions() }
        if position + 1 < frames.searchPoints.count {
            return requestPoint(from: position + 1)
        }
        isInPass = false
        guard passesLeft > 0 else {
            endEpisode()
            return Actions(.reportNothingFound)
        }
        phase = .askingForTransition
        return Actions(.followTransition(generation: generation))
    }

    // MARK: The original library's timing

    /// The turn a classic policy awaits; a later turn of the same modifier does not replace it (the original's hop
    /// after entering the window still ran after a synchronous search in an update).
    private var classicAwaitedTurn: Int?
    /// The searches a classic episode may still run (one per event).
    private var classicSearchesLeft = 0

    private mutating func handleClassic(_ event: Event) -> Actions {
        switch event {
        case let .windowChanged(token, inWindow):
            guard isCurrent(token), token.role == .probe else { return Actions() }
            probe.isInWindow = inWindow
            guard inWindow else {
                generation += 1
                classicSearchesLeft = 0
                classicAwaitedTurn = nil
                return Actions()
            }
            return isEnabled ? scheduleClassicTurn() : []
        case .updated:
            guard isEnabled, probe.isInWindow else { return Actions() }
            if policy.kind == .classicAppKit { return scheduleClassicTurn() }
            // Inside the update, as the original did; a turn already scheduled stays awaited.
            generation += 1
            classicSearchesLeft = 1
            return classicSearch()
        case let .turnCame(turnGeneration):
            guard classicAwaitedTurn == turnGeneration else { return Actions() }
            classicAwaitedTurn = nil
            // The turn is its own attempt, also when a synchronous search of a later update used the allowance.
            classicSearchesLeft = max(classicSearchesLeft, 1)
            return classicSearch()
        case let .searched(found, _):
            if found {
                classicSearchesLeft = 0
                return Actions()
            }
            return classicSearchesLeft > 0 ? Actions() : Actions(.reportNothingFound)
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return Actions() }
            isEnabled = enabled
            guard enabled else {
                generation += 1
                classicSearchesLeft = 0
                classicAwaitedTurn = nil
                return Actions()
            }
            return probe.isInWindow ? scheduleClassicTurn() : []
        case .reached, .transitionEnded, .transitionFollowed:
            return Actions()
        }
    }

    private mutating func scheduleClassicTurn() -> Actions {
        generation += 1
        classicSearchesLeft = 1
        classicAwaitedTurn = generation
        return Actions(.scheduleTurn(generation: generation))
    }

    private mutating func classicSearch() -> Actions {
        guard isEnabled, probe.isInWindow, classicSearchesLeft > 0 else { return Actions() }
        classicSearchesLeft -= 1
        return Actions(.search(reusingFoundTarget: false))
    }
}

extension IntrospectionRuntime {
    /// The actions one event asks for, in order: none, one or two, stored inline, so that handling an event — on
    /// every SwiftUI update of every modifier — allocates nothing.
    public struct Actions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
        CustomStringConvertible
    {
        private var first: Action?
        private var second: Action?

        /// No action.
        public init() {}

        /// One action.
        public init(_ action: Action) {
            first = action
        }

        /// The actions of a literal (tests); at most two are kept.
        public init(arrayLiteral actions: Action...) {
            first = actions.first
            second = actions.dropFirst().first
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { second != nil ? 2 : first != nil ? 1 : 0 }

        /// The action at `position` (0 or 1).
        public subscript(position: Int) -> Action {
            guard let action = position == 0 ? first : second else {
                preconditionFailure("index \(position) out of range of \(count) actions")
            }
            return action
        }

        /// `lhs`'s actions, then `rhs`'s; the two together are never more than two.
        public static func + (lhs: Actions, rhs: Actions) -> Actions {
            var result = lhs
            for action in rhs {
                if result.first == nil {
                    result.first = action
                } else {
                    result.second = action
                }
            }
            return result
        }

        public var description: String { "\(Array(self))" }
    }
}

/// Identifies one marker view of a modifier: SwiftUI may replace a marker (a new view for the same modifier), and
/// the runtime listens to the current one only.
public struct MarkerToken: Hashable, Sendable {
    /// Which marker it is.
    public let role: MarkerRole
    /// Which of the views made for that role, in the order they were made.
    package let serial: Int
}
