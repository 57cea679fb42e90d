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
    /// An empty main-queue turn.
    func wakeForPendingLayout()
    /// When a view-controller transition covers the markers, arranges for
    /// ``ModifierEvent/transitionEnded(episode:)`` to be sent when it ends, and says `true`.
    func followTransition(episode: Int) -> Bool
    /// The target: the one found before when `reusingFoundTarget` and it is still in place, else what a walk
    /// finds (remembered for the next time), or `nil`.
    func search(reusingFoundTarget: Bool) -> Target?
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
    /// The machine that decides.
    public enum Machine: Sendable {
        /// The typed API's.
        case typed(IntrospectionRuntime)
        /// The original library's.
        case classic(ClassicRuntime)
    }

    /// Carries the actions out. It owns the loop, so the loop never outlives it: the reference is `unowned`, which
    /// costs no weak-reference side table on every event (set it to `nil` before the effects go, if they can go
    /// first).
    @exclusivity(unchecked) public unowned var effects: Effects?
    // The state is touched on every event of every modifier: the loop's own run-to-completion (`isHandling`) is
    // what keeps accesses from overlapping, so the runtime's per-access exclusivity bookkeeping is turned off.
    /// The machine and its state.
    @exclusivity(unchecked) public private(set) var machine: Machine
    /// How often `customize` runs for a target.
    @exclusivity(unchecked) public var frequency = IntrospectionFrequency.everyUpdate
    @exclusivity(unchecked) private var customized = CustomizedTargets<Effects.Target>()
    @exclusivity(unchecked) private var tracker = TargetTracker<Effects.Target>()
    @exclusivity(unchecked) private var pending: [ModifierEvent] = []
    @exclusivity(unchecked) private var isHandling = false

    /// A loop whose machine keeps `timing`.
    public init(timing: ModifierTiming, isEnabled: Bool = true) {
        switch timing {
        case let .typed(frames): machine = .typed(IntrospectionRuntime(frames: frames, isEnabled: isEnabled))
        case .classicUIKit: machine = .classic(ClassicRuntime(toolkit: .uiKit, isEnabled: isEnabled))
        case .classicAppKit: machine = .classic(ClassicRuntime(toolkit: .appKit, isEnabled: isEnabled))
        }
    }

    /// Whether the machine lets the modifier search (its `isEnabled:` and the global switch).
    public var isEnabled: Bool {
        switch machine {
        case let .typed(runtime): runtime.isEnabled
        case let .classic(runtime): runtime.isEnabled
        }
    }

    /// The machine's current episode.
    public var episode: Int {
        switch machine {
        case let .typed(runtime): runtime.episode
        case let .classic(runtime): runtime.episode
        }
    }

    /// The typed machine, when it is the one that decides.
    package var typedRuntime: IntrospectionRuntime? {
        if case let .typed(runtime) = machine { runtime } else { nil }
    }

    /// SwiftUI made a marker view for `role`: the token it sends its events with.
    public func markerMade(_ role: MarkerRole) -> MarkerToken {
        switch machine {
        case var .typed(runtime):
            let token = runtime.markerMade(role)
            machine = .typed(runtime)
            return token
        case var .classic(runtime):
            let token = runtime.markerMade(role)
            machine = .classic(runtime)
            return token
        }
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
        switch machine {
        case var .typed(runtime):
            let actions = runtime.handle(event)
            machine = .typed(runtime)
            return actions
        case var .classic(runtime):
            let actions = runtime.handle(event)
            machine = .classic(runtime)
            return actions
        }
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
            return .searched(found: target != nil, customized: runsCustomize)
        case .reportNothingFound:
            // The episode ended empty: a target handed over before went away.
            if let change = tracker.record(nil) { effects.targetChanged(change, target: nil) }
            effects.reportNothingFound()
        }
        return nil
    }
}
