/// The observations a bridge sets up (KVO, notifications, tracking areas), ended together when the bridge goes
/// away — so that nothing outlives the view that asked for it, and nothing is ended twice.
package final class ObservationBag {
    private var cancellations: [() -> Void] = []

    /// An empty bag.
    package init() {}

    /// Keeps `cancel`, to be called when the bag is emptied or freed.
    package func add(_ cancel: @escaping () -> Void) {
        cancellations.append(cancel)
    }

    /// How many observations are held.
    package var count: Int { cancellations.count }

    /// Ends every observation now (in the reverse order they were added).
    package func cancelAll() {
        let pending = cancellations
        cancellations = []
        for cancel in pending.reversed() { cancel() }
    }

    deinit {
        cancelAll()
    }
}
