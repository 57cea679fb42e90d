/// Counts the live objects made with it, so that a test can prove that something retains nothing: each test
/// makes its own counter, so tests running in parallel cannot disturb each other's counts.
final class LiveInstances: @unchecked Sendable {
    private(set) var count = 0

    /// An object counted while alive.
    final class Object {
        private let counter: LiveInstances
        init(_ counter: LiveInstances) {
            self.counter = counter
            counter.count += 1
        }
        deinit { counter.count -= 1 }
    }

    /// A new counted object.
    func make() -> Object { Object(self) }
}
