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
package struct TargetTracker<Target: AnyObject> {
    private weak var current: Target?
    private var hadTarget = false

    /// A tracker with no target.
    package init() {}

    /// Records the outcome of an episode and says what changed, if anything.
    package mutating func record(_ found: Target?) -> IntrospectionTargetChange? {
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
    package var target: Target? { current }
}
