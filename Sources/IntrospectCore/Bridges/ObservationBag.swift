/// The observations a bridge sets up (KVO, notifications, tracking areas), ended together when the bridge goes
/// away — so that nothing outlives the view that asked for it, and nothing is ended twice.
public final class ObservationBag {
    private var cancellations: [() -> Void] = []

    /// An empty bag.
    public init() {}

    /// Keeps `cancel`, to be called when the bag is emptied or freed.
    public func add(_ cancel: @escaping () -> Void) {
        cancellations.append(cancel)
    }

    /// How many observations are held.
    public var count: Int { cancellations.count }

    /// Ends every observation now (in the reverse order they were added).
    public func cancelAll() {
        let pending = cancellations
        cancellations = []
        for cancel in pending.reversed() { cancel() }
    }

    deinit {
        cancelAll()
    }
}
