@_spi(Tooling) import IntrospectCore

// The run loop: observers, the main queue, wakes, and from iOS 17 UIKit's update source (`FrameModelRule`'s
// observer, polling and wake rules).
extension FrameModel {
    /// A block on the main queue (`DispatchQueue.main.async`): it wakes the loop.
    package func mainQueueAsync(cause: WakeCause, _ block: @escaping () -> Void) {
        mainQueue.append((cause, block))
    }

    /// Something the app does on a wake of its own (an input event, a timer): `work` runs when the loop next
    /// sleeps and is woken by it.
    package func wake(_ cause: WakeCause, _ work: @escaping (FrameModel) -> Void = { _ in }) {
        pendingWakes.append((cause, { [unowned self] in self.within(.source(cause.description)) { work(self) } }))
    }

    /// Adds an observer of `stages` (`CFRunLoopAddObserver` in the common modes). It is not called by a pass of a
    /// stage that is already running. Returns its identifier, for ``removeObserver(_:)``.
    @discardableResult
    package func addObserver(
        _ name: String, order: Int, stages: Set<RunLoopStage>, repeats: Bool = true,
        _ callout: @escaping (FrameModel) -> Void
    ) -> Int {
        nextObserverID += 1
        let observer = Observer(id: nextObserverID, name: name, order: order, stages: stages, repeats: repeats, callout)
        if follows(.observersRunInOrder) {
            // Kept sorted by order; equal orders keep the order they were added in.
            let index = observers.lastIndex { $0.order <= order }.map { $0 + 1 } ?? 0
            observers.insert(observer, at: index)
        } else {
            observers.append(observer)
        }
        return observer.id
    }

    /// Invalidates an observer (`CFRunLoopObserverInvalidate`).
    package func removeObserver(_ id: Int) {
        observers.first { $0.id == id }?.isValid = false
        observers.removeAll { $0.id == id }
    }

    /// Runs the loop until it sleeps with nothing to wake it (at most `limit` iterations, so that a model of a
    /// loop that never rests still returns). Returns whether it went to sleep.
    @discardableResult
    package func runUntilIdle(limit: Int = 10_000) -> Bool {
        var iterations = 0
        while iterations < limit {
            guard iterate() else { return true }
            iterations += 1
        }
        return false
    }

    /// The wakes so far, in order.
    package var wakes: [WakeCause] {
        trace.compactMap { if case let .woke(cause) = $0 { cause } else { nil } }
    }

    /// The main-queue blocks run so far, by who asked for them, in order. A block wakes the loop when it sleeps;
    /// one queued while the loop is awake runs before the loop sleeps.
    package var mainQueueBlocks: [WakeCause] {
        trace.compactMap { if case let .ranMainQueueBlock(cause) = $0 { cause } else { nil } }
    }

    /// One pass of `__CFRunLoopRun`, or the wake that ends its sleep; `false` when the loop sleeps with nothing
    /// to wake it.
    private func iterate() -> Bool {
        if isAsleep { return wakeUp() }
        runObservers(.beforeTimers)
        runObservers(.beforeSources)
        // Version-0 sources: from iOS 17, UIKit's update.
        var handledSource = false
        if let cause = scheduledUpdate {
            scheduledUpdate = nil
            handledSource = true
            within(.source("UIKit update")) { runUIUpdate(cause: cause) }
        }
        if !mainQueue.isEmpty, !didDrainMainQueueLast {
            // The main queue's port is checked before sleeping: drained without a `beforeWaiting`.
            didDrainMainQueueLast = true
            drainMainQueue()
            if follows(.handledWorkSkipsBeforeWaiting) { return true }
        } else {
            didDrainMainQueueLast = false
        }
        if handledSource, follows(.handledWorkSkipsBeforeWaiting) { return true }  // polls: no sleep
        runObservers(.beforeWaiting)
        isAsleep = true
        return wakeUp()
    }

    /// Ends the sleep with the first wake pending, if any, and handles it.
    private func wakeUp() -> Bool {
        let cause: WakeCause
        let work: () -> Void
        if !mainQueue.isEmpty {
            cause = mainQueue[0].cause
            work = { [unowned self] in self.drainMainQueue() }
        } else if let update = scheduledUpdate {
            cause = update  // UIKit signalled its source and woke the loop (`CFRunLoopWakeUp`)
            work = {}
        } else if !pendingWakes.isEmpty {
            let wake = pendingWakes.removeFirst()
            cause = wake.cause
            work = wake.block
        } else if isTransactionPending, !follows(.pendingTransactionWakesNothing) {
            cause = .app("pending transaction")
            work = { [unowned self] in if generation == .uiKitUpdateSequence { scheduleUpdate(cause: cause) } }
        } else {
            return false
        }
        isAsleep = false
        trace.append(.woke(cause))
        runObservers(.afterWaiting)
        let previous = wakeCause
        wakeCause = cause
        work()
        // Without the layer-change rule, UIKit's update runs only when the app's own work wakes the loop.
        if generation == .uiKitUpdateSequence, isTransactionPending, !follows(.layerChangeSchedulesUpdate) {
            scheduleUpdate(cause: cause)
        }
        wakeCause = previous
        return true
    }

    private func drainMainQueue() {
        let blocks = mainQueue
        mainQueue = []
        for (cause, block) in blocks {
            trace.append(.ranMainQueueBlock(cause))
            let previous = wakeCause
            wakeCause = cause
            within(.mainQueue(cause.description)) { block() }
            wakeCause = previous
        }
    }

    private func runObservers(_ stage: RunLoopStage) {
        // Collected before the first is called.
        var collected = observers.filter { $0.stages.contains(stage) && $0.isValid }
        var index = 0
        while index < collected.count {
            let observer = collected[index]
            index += 1
            guard observer.isValid, !observer.isFiring else { continue }
            observer.isFiring = true
            within(.observer(observer.name)) { observer.callout(self) }
            observer.isFiring = false
            if !observer.repeats { removeObserver(observer.id) }
            if !follows(.observersCollectedBeforeCallout) {
                // Observers added by the callout join this stage.
                let queued = Set(collected.map(\.id))
                collected += observers.filter {
                    $0.stages.contains(stage) && $0.isValid && !queued.contains($0.id)
                }
            }
        }
    }

    /// From iOS 17: schedules UIKit's update (signals its source).
    func scheduleUpdate(cause: WakeCause) {
        if scheduledUpdate == nil { scheduledUpdate = cause }
    }

    final class Observer {
        let id: Int
        let name: String
        let order: Int
        let stages: Set<RunLoopStage>
        let repeats: Bool
        let callout: (FrameModel) -> Void
        var isValid = true
        var isFiring = false

        init(
            id: Int, name: String, order: Int, stages: Set<RunLoopStage>, repeats: Bool,
            _ callout: @escaping (FrameModel) -> Void
        ) {
            self.id = id
            self.name = name
            self.order = order
            self.stages = stages
            self.repeats = repeats
            self.callout = callout
        }
    }
}
