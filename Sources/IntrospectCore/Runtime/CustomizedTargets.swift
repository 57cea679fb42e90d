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
package struct CustomizedTargets<Target: AnyObject> {
    private struct WeakTarget {
        weak var object: Target?
    }

    private var targets: [WeakTarget] = []

    /// An empty record.
    package init() {}

    /// Claims `target` for one call of `customize`: `true` when it should run now — always at `.everyUpdate`,
    /// the first time for each object at `.oncePerInstance`, which then records the object.
    package mutating func claim(_ target: Target, frequency: IntrospectionFrequency) -> Bool {
        guard frequency == .oncePerInstance else { return true }
        targets.removeAll { $0.object == nil }
        if targets.contains(where: { $0.object === target }) { return false }
        targets.append(WeakTarget(object: target))
        return true
    }

    /// How many live targets are recorded.
    package var count: Int { targets.filter { $0.object != nil }.count }
}
