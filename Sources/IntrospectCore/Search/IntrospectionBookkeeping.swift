/// How often `customize` runs for a target.
public enum IntrospectionFrequency: Hashable, Sendable {
    /// After every search that finds the target (on appearance and on every update).
    case everyUpdate
    /// Once per target object: a later search that finds the same object skips `customize`, a new object gets
    /// it again.
    case oncePerInstance
}

/// The targets `customize` has already run for, held weakly and compared by identity (`===`): an
/// `ObjectIdentifier` set would be fooled when a freed target's address is reused by a new object.
package struct CustomizedTargets {
    private struct WeakTarget {
        weak var object: AnyObject?
    }

    private var targets: [WeakTarget] = []

    /// An empty record.
    package init() {}

    /// Claims `target` for one call of `customize`: `true` when it should run now — always at `.everyUpdate`,
    /// the first time for each object at `.oncePerInstance`, which then records the object.
    package mutating func claim(_ target: AnyObject, frequency: IntrospectionFrequency) -> Bool {
        guard frequency == .oncePerInstance else { return true }
        targets.removeAll { $0.object == nil }
        if targets.contains(where: { $0.object === target }) { return false }
        targets.append(WeakTarget(object: target))
        return true
    }

    /// How many live targets are recorded.
    package var count: Int { targets.filter { $0.object != nil }.count }
}

/// What happened to a modifier's target since the last episode of searches ended (`onChange:` of `.introspect`):
/// told once per episode, when it ends, after `customize`.
public enum IntrospectionTargetChange: Hashable, Sendable {
    /// A target was found where there was none.
    case appeared
    /// An episode found a different object than the one before (also when the one before was freed).
    case replaced
    /// An episode ended without a target, after one had been found.
    case wentAway
}

/// Follows the object a modifier hands over, weakly, to report when it changes or goes away. Fed the outcome of
/// each episode of searches (its target, or `nil`), not of each search: a miss in a pass that a later pass of the
/// same episode makes good is no change.
package struct TargetTracker {
    /// What happened to the target since the last search.
    package typealias Change = IntrospectionTargetChange

    private weak var current: AnyObject?
    private var hadTarget = false

    /// A tracker with no target.
    package init() {}

    /// Records the outcome of an episode and says what changed, if anything.
    package mutating func record(_ found: AnyObject?) -> Change? {
        defer {
            // A weak reference is written only when the target changes: a target handed over again costs no store.
            if current !== found { current = found }
            hadTarget = found != nil
        }
        switch (hadTarget, current, found) {
        case (false, _, .some): return .appeared
        case (true, nil, .some): return .replaced
        case let (true, previous?, found?): return previous === found ? nil : .replaced
        case (true, _, nil): return .wentAway
        default: return nil
        }
    }

    /// The target, while it is alive.
    package var target: AnyObject? { current }
}
