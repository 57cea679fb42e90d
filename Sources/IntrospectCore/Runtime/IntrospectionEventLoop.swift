/// What carrying out a modifier's actions takes: the UIKit and AppKit calls of the Apple layer, or the simulated
/// views the tests drive. Each requirement does exactly one thing; none decides anything.
///
/// The requirements are nonisolated: the event loop is core code. The Apple layer's conformance is
/// `@preconcurrency`, which checks at run time that each call comes on the main actor — where every marker
/// callback arrives.
@_spi(Tooling) public protocol IntrospectionEffects: AnyObject {
    /// What the modifier hands to `customize`: the platform class the call names (`UIScrollView`), so that the
    /// target travels from the search to `customize` with its type.
    associatedtype Target: AnyObject

    /// `setNeedsLayout()` on the marker view.
    func requestLayout(of marker: MarkerRole)
    /// `needsUpdateConstraints = true` on the marker view.
    func requestConstraintsUpdate(of marker: MarkerRole)
    /// `setNeedsLayout()` / `needsLayout = true` on the nearest common ancestor of the two markers.
    func requestLayoutOfCommonAncestor()
    /// On a later main-queue turn, sends ``ModifierEvent/turnCame(episode:)`` to the loop.
    func scheduleTurn(episode: Int)
    /// Arms the modifier's one run-loop timer, replacing any armed one, to send
    /// ``ModifierEvent/timerFired(episode:)`` to the loop after `delay`.
    func armTimer(episode: Int, after delay: TimerDelay)
    /// Cancels the modifier's timer, if armed.
    func cancelTimer()
    /// An empty main-queue turn.
    func wakeForPendingLayout()
    /// When a view-controller transition covers the markers, arranges for
    /// ``ModifierEvent/transitionEnded(episode:)`` to be sent when it ends, and says `true`.
    func followTransition(episode: Int) -> Bool
    /// The target: the one found before when `reusingFoundTarget` and it is still in place, else what a walk
    /// finds (remembered for the next time), or `nil`.
    func search(reusingFoundTarget: Bool) -> Target?
    /// Whether the target the last search returned lies around the markers (a view or a controller's view above
    /// them, their window, their presentation).
    var foundTargetEnclosesMarkers: Bool { get }
    /// Hands `target` to the modifier's `customize`.
    func customize(_ target: Target)
    /// Tells the modifier's `onChange` how the target changed, with the target (`nil` when it went away).
    func targetChanged(_ change: IntrospectionTargetChange, target: Target?)
    /// Reports that the episode found nothing.
    func reportNothingFound()
}

/// The event loop of one modifier: the markers' callbacks go in, its machine decides (``IntrospectionRuntime`` or
/// ``ClassicRuntime``), the effects carry the actions out, and their outcomes go back in — the same loop on a
/// device and in the tests.
///
/// An event that arrives while one is handled (`customize` laying a view out synchronously, say, whose subtree
/// holds a marker) waits until the current one is done: each event is handled to the end before the next.
@_spi(Tooling) public final class IntrospectionEventLoop<Effects: IntrospectionEffects> {
    /// Carries the actions out. It owns the loop, so the loop never outlives it: the reference is `unowned`, which
    /// costs no weak-reference side table on every event (set it to `nil` before the effects go, if they can go
    /// first).
    @exclusivity(unchecked) public unowned var effects: Effects?
    // The state is touched on every event of every modifier: the loop's own run-to-completion (`isHandling`) is
    // what keeps accesses from overlapping, so the runtime's per-access exclusivity bookkeeping is turned off.
    // The machine that decides: one of the two, kept as optionals so that each event mutates it in place.
    @exclusivity(unchecked) private var typed: IntrospectionRuntime?
    @exclusivity(unchecked) private var classic: ClassicRuntime?
    /// How often `customize` runs for a target.
    @exclusivity(unchecked) public var frequency = IntrospectionFrequency.everyUpdate
    @exclusivity(unchecked) private var customized = CustomizedTargets<Effects.Target>()
    @exclusivity(unchecked) private var tracker = TargetTracker<Effects.Target>()
    @exclusivity(unchecked) private var pending: [ModifierEvent] = []
    @exclusivity(unchecked) private var isHandling = false

    /// A loop whose machine keeps `timing`.
    public init(timing: ModifierTiming, isEnabled: Bool = true) {
        switch timing {
        case let .typed(frames): typed = IntrospectionRuntime(frames: frames, isEnabled: isEnabled)
        case .classicUIKit: classic = ClassicRuntime(toolkit: .uiKit, isEnabled: isEnabled)
        case .classicAppKit: classic = ClassicRuntime(toolkit: .appKit, isEnabled: isEnabled)
        }
    }

    /// Whether the machine lets the modifier search (its `isEnabled:` and the global switch).
    public var isEnabled: Bool {
        typed?.isEnabled ?? classic?.isEnabled ?? false
    }

    /// The machine's current episode.
    public var episode: Int {
        typed?.episode ?? classic?.episode ?? 0
    }

    /// The typed machine, when it is the one that decides.
    package var typedRuntime: IntrospectionRuntime? { typed }

    /// SwiftUI made a marker view for `role`: the token it sends its events with.
    public func markerMade(_ role: MarkerRole) -> MarkerToken {
        // Exactly one machine is set (the initializer's timing chose it).
        typed?.markerMade(role) ?? classic?.markerMade(role) ?? MarkerToken(role: role, serial: 0)
    }

    /// Takes in `event` and carries out what follows from it.
    public func handle(_ event: ModifierEvent) {
        guard !isHandling else {
            // Arrived while an event is handled (`customize` laid a marker out, say): handled after it.
            pending.append(event)
            return
        }
        guard let effects else { return }
        isHandling = true
        defer { isHandling = false }
        process(event, with: effects)
        while !pending.isEmpty { process(pending.removeFirst(), with: effects) }
    }

    /// The machine's actions for `event`.
    private func decide(_ event: ModifierEvent) -> ModifierActions {
        typed?.handle(event) ?? classic?.handle(event) ?? ModifierActions()
    }

    /// Handles `event` and the outcomes of the actions it leads to, each before the next.
    private func process(_ event: ModifierEvent, with effects: Effects) {
        var next: ModifierEvent? = event
        while let current = next {
            next = nil
            for action in decide(current) {
                // At most one action of an event has an outcome (a search, or a question about transitions).
                if let outcome = perform(action, with: effects) { next = outcome }
            }
        }
    }

    /// Carries `action` out; returns the event that reports its outcome, if it has one.
    private func perform(_ action: ModifierAction, with effects: Effects) -> ModifierEvent? {
        switch action {
        case let .requestLayout(marker):
            effects.requestLayout(of: marker)
        case let .requestConstraintsUpdate(marker):
            effects.requestConstraintsUpdate(of: marker)
        case .requestLayoutOfCommonAncestor:
            effects.requestLayoutOfCommonAncestor()
        case let .scheduleTurn(episode):
            effects.scheduleTurn(episode: episode)
        case let .armTimer(episode, delay):
            effects.armTimer(episode: episode, after: delay)
        case .cancelTimer:
            effects.cancelTimer()
        case .wakeForPendingLayout:
            effects.wakeForPendingLayout()
        case let .followTransition(episode):
            return .transitionFollowed(running: effects.followTransition(episode: episode))
        case let .search(reusingFoundTarget):
            let target = effects.search(reusingFoundTarget: reusingFoundTarget)
            let runsCustomize = target.map { customized.claim($0, frequency: frequency) } ?? false
            if let target, runsCustomize { effects.customize(target) }
            // A hit ends the episode: what changed since the last episode is told after customize, with the target.
            if let target, let change = tracker.record(target) { effects.targetChanged(change, target: target) }
            return .searched(
                found: target != nil, customized: runsCustomize,
                enclosesMarkers: target != nil && effects.foundTargetEnclosesMarkers)
        case .reportNothingFound:
            // The episode ended empty: a target handed over before went away.
            if let change = tracker.record(nil) { effects.targetChanged(change, target: nil) }
            effects.reportNothingFound()
        }
        return nil
    }
}
