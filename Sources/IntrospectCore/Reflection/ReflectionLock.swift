#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock for the reflection caches (Swift's `Mutex` needs iOS 18; the core has no Foundation).
final class ReflectionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A dictionary keyed by type, safe to use from any thread; values are computed once per key.
final class TypeKeyedCache<Value>: @unchecked Sendable {
    private let lock = ReflectionLock()
    private var storage: [ObjectIdentifier: Value] = [:]

    func value(for type: Any.Type, compute: (Any.Type) -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ storage[key] }) { return cached }
        // Computed outside the lock (it may reflect other types, which takes the lock again).
        let computed = compute(type)
        return lock.withLock {
            if let raced = storage[key] { return raced }
            storage[key] = computed
            return computed
        }
    }

    /// The value computed for `type`, if any (no computing).
    func cachedValue(for type: Any.Type) -> Value? {
        let key = ObjectIdentifier(type)
        return lock.withLock { storage[key] }
    }

    var count: Int { lock.withLock { storage.count } }
}
