/// What carrying out the runtime's actions takes: the UIKit and AppKit calls of the Apple layer, or the
/// simulated views the tests drive. Each requirement does exactly one thing; none decides anything.
///
/// The requirements are nonisolated: the event loop is core code. The Apple layer's conformance is
/// `@preconcurrency`, which checks at run time that each call comes on the main actor — where every marker
/// callback arrives.
public protocol IntrospectionEffects: AnyObject {
    /// `setNeedsLayout()` on the marker view.
    func requestLayout(of marker: MarkerRole)
    /// `needsUpdateConstraints = true` on the marker view.
    func requestConstraintsUpdate(of marker: MarkerRole)
    /// `setNeedsLayout()` / `needsLayout = true` on the nearest common ancestor of the two markers.
    func requestLayoutOfCommonAncestor()
    /// On a later main-queue turn, sends ``IntrospectionRuntime/Event/turnCame(generation:)`` to the loop.
    func scheduleTurn(generation: Int)
    /// An empty main-queue turn.
    func wakeForPendingLayout()
    /// When a view-controller transition covers the markers, arranges for
    /// ``IntrospectionRuntime/Event/transitionEnded(generation:)`` to be sent when it ends, and says `true`.
    func followTransition(generation: Int) -> Bool
    /// The target: the one found before when `reusingFoundTarget` and it is still in place, else what a walk
    /// finds (remembered for the next time), or `nil`.
    func search(reusingFoundTarget: Bool) -> AnyObject?
    /// Hands `object` to the modifier's `customize`.
    func customize(_ object: AnyObject)
    /// Tells the modifier's `onChange` how the target changed, with the target (`nil` when it went away).
    func targetChanged(_ change: IntrospectionTargetChange, target: AnyObject?)
    /// Reports that the episode found nothing.
    func reportNothingFound()
}

/// The event loop of one `.introspect` modifier: the markers' callbacks go in, the runtime decides, the effects
/// carry its actions out, and their outcomes go back in — the same loop on a device and in the tests.
///
/// An event that arrives while one is handled (`customize` laying a view out synchronously, say, whose subtree
/// holds a marker) waits until the current one is done: each event is handled to the end before the next.
public final class IntrospectionEventLoop<Effects: IntrospectionEffects> {
    /// Carries the actions out. It owns the loop, so the loop never outlives it: the reference is `unowned`, which
    /// costs no weak-reference side table on every event (set it to `nil` before the effects go, if they can go
    /// first).
    @exclusivity(unchecked) public unowned var effects: Effects?
    // The state is touched on every event of every modifier: the loop's own run-to-completion (`isHandling`) is
    // what keeps accesses from overlapping, so the runtime's per-access exclusivity bookkeeping is turned off.
    /// The decisions.
    @exclusivity(unchecked) public private(set) var runtime: IntrospectionRuntime
    /// How often `customize` runs for a target.
    @exclusivity(unchecked) public var frequency = IntrospectionFrequency.everyUpdate
    @exclusivity(unchecked) private var customized = CustomizedTargets()
    @exclusivity(unchecked) private var tracker = TargetTracker()
    @exclusivity(unchecked) private var pending: [IntrospectionRuntime.Event] = []
    @exclusivity(unchecked) private var isHandling = false

    /// A loop whose runtime follows `policy`.
    public init(policy: IntrospectionRuntime.Policy, isEnabled: Bool = true) {
        runtime = IntrospectionRuntime(policy: policy, isEnabled: isEnabled)
    }

    /// SwiftUI made a marker view for `role`: the token it sends its events with.
    public func markerMade(_ role: MarkerRole) -> MarkerToken {
        runtime.markerMade(role)
    }

    /// Takes in `event` and carries out what follows from it.
    public func handle(_ event: IntrospectionRuntime.Event) {
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

    /// Handles `event` and the outcomes of the actions it leads to, each before the next.
    private func process(_ event: IntrospectionRuntime.Event, with effects: Effects) {
        var next: IntrospectionRuntime.Event? = event
        while let current = next {
            next = nil
            for action in runtime.handle(current) {
                // At most one action of an event has an outcome (a search, or a question about transitions).
                if let outcome = perform(action, with: effects) { next = outcome }
            }
        }
    }

    /// Carries `action` out; returns the event that reports its outcome, if it has one.
    private func perform(_ action: IntrospectionRuntime.Action, with effects: Effects) -> IntrospectionRuntime.Event? {
        switch action {
        case let .requestLayout(marker):
            effects.requestLayout(of: marker)
        case let .requestConstraintsUpdate(marker):
            effects.requestConstraintsUpdate(of: marker)
        case .requestLayoutOfCommonAncestor:
            effects.requestLayoutOfCommonAncestor()
        case let .scheduleTurn(generation):
            effects.scheduleTurn(generation: generation)
        case .wakeForPendingLayout:
            effects.wakeForPendingLayout()
        case let .followTransition(generation):
            return .transitionFollowed(running: effects.followTransition(generation: generation))
        case let .search(reusingFoundTarget):
            let object = effects.search(reusingFoundTarget: reusingFoundTarget)
            let runsCustomize = object.map { customized.claim($0, frequency: frequency) } ?? false
            if let object, runsCustomize { effects.customize(object) }
            // A hit ends the episode: what changed since the last episode is told after customize, with the object.
            if let object, let change = tracker.record(object) { effects.targetChanged(change, target: object) }
            return .searched(found: object != nil, customized: runsCustomize)
        case .reportNothingFound:
            // The episode ended empty: a target handed over before went away.
            if let change = tracker.record(nil) { effects.targetChanged(change, target: nil) }
            effects.reportNothingFound()
        }
        return nil
    }
}
