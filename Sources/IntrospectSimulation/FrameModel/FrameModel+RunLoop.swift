@_spi(Tooling) import IntrospectCore

// The run loop: observers, the main queue, wakes, and from iOS 17 UIKit's update source (`FrameModelRule`'s
// observer, polling and wake rules).
extension FrameModel {
    /// A block on the main queue (`DispatchQueue.main.async`): it wakes the loop. A modifier's blocks (cause
    /// ``WakeCause/introspect``) are requested callbacks: the model's ``faults`` may withhold, delay or repeat them.
    package func mainQueueAsync(cause: WakeCause, _ block: @escaping () -> Void) {
        guard cause == .introspect else {
            mainQueue.append((cause, block))
            return
        }
        nextBlockSerial += 1
        switch inject(.mainQueueBlock(serial: nextBlockSerial)) {
        case .none: mainQueue.append((cause, block))
        case .lose: break
        case let .delay(passes): delayedBlocks.append((committedFrames + passes, cause, block))
        case .duplicate: mainQueue += [(cause, block), (cause, block)]
        }
    }

    /// Something the app does on a wake of its own (an input event, a timer of its own): `work` runs when the loop
    /// next sleeps and is woken by it, `frames` display frames from now (by default as soon as the loop sleeps).
    package func wake(_ cause: WakeCause, after frames: Int = 0, _ work: @escaping (FrameModel) -> Void = { _ in }) {
        pendingWakes.append(
            PendingWake(id: 0, at: now + frames, cause: cause) { [unowned self] in
                self.within(.source(cause.description)) { work(self) }
            })
    }

    /// Adds a timer to the main run loop in its common modes (`CFRunLoopAddTimer`) that fires once, `frames`
    /// display frames from now (0: as soon as the loop looks at its timers). Returns its identifier, for
    /// ``cancelTimer(_:)``. Timers are never faulted: they are the fallback the runtime relies on.
    @discardableResult
    package func addTimer(after frames: Int, cause: WakeCause = .introspect, _ block: @escaping () -> Void) -> Int {
        nextTimerID += 1
        timers.append(PendingWake(id: nextTimerID, at: now + frames, cause: cause, block: block))
        return nextTimerID
    }

    /// Invalidates a timer (`CFRunLoopTimerInvalidate`); one that fired or was cancelled already is ignored.
    package func cancelTimer(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// The timers fired so far, by who added them, in order.
    package var timersFired: [WakeCause] {
        trace.compactMap { if case let .timerFired(cause) = $0 { cause } else { nil } }
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
        // Observers run "in increasing order" of `order` (CFRunLoopObserverCreate documentation), equal orders in the
        // order they were added (CFRunLoopAddObserver, apple-oss-distributions/CF, CFRunLoop.c, lines 3050–3062):
        // kept sorted.
        let index = observers.lastIndex { $0.order <= order }.map { $0 + 1 } ?? 0
        observers.insert(observer, at: index)
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
        if handledSource, follows(.handledWorkSkipsBeforeWaiting) {
            // Polls: no `beforeWaiting`, no sleep; the ports are looked at without waiting, a due timer's too.
            fireDueTimers()
            return true
        }
        runObservers(.beforeWaiting)
        isAsleep = true
        return wakeUp()
    }

    /// Ends the sleep with the first wake pending, if any, and handles it: the main queue, UIKit's update, then
    /// timers and wakes of the app's own in the order of their frames (a timer first); when none is due, the loop
    /// sleeps until the first of them.
    private func wakeUp() -> Bool {
        let cause: WakeCause
        let work: () -> Void
        if !mainQueue.isEmpty {
            cause = mainQueue[0].cause
            work = { [unowned self] in self.drainMainQueue() }
        } else if let update = scheduledUpdate {
            cause = update  // UIKit signalled its source and woke the loop (`CFRunLoopWakeUp`)
            work = {}
        } else if let timer = takeTimer(dueBy: now) {
            cause = timer.cause
            work = { [unowned self] in self.fire(timer) }
        } else if let wake = takeWake(dueBy: now) {
            cause = wake.cause
            work = wake.block
        } else if isTransactionPending, !follows(.pendingTransactionWakesNothing) {
            cause = .app("pending transaction")
            work = { [unowned self] in if generation == .uiKitUpdateSequence { scheduleUpdate(cause: cause) } }
        } else if let next = (timers + pendingWakes).map(\.at).min() {
            now = next  // slept until then
            return wakeUp()
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

    private func takeTimer(dueBy frame: Int) -> PendingWake? {
        Self.takeEarliest(from: &timers, dueBy: frame)
    }

    private func takeWake(dueBy frame: Int) -> PendingWake? {
        Self.takeEarliest(from: &pendingWakes, dueBy: frame)
    }

    /// Removes and returns the earliest of `pending` due by `frame` (the first added among equals).
    private static func takeEarliest(from pending: inout [PendingWake], dueBy frame: Int) -> PendingWake? {
        var earliest: Int?
        for index in pending.indices where pending[index].at <= frame {
            if earliest.map({ pending[index].at < pending[$0].at }) ?? true { earliest = index }
        }
        return earliest.map { pending.remove(at: $0) }
    }

    private func fire(_ timer: PendingWake) {
        trace.append(.timerFired(timer.cause))
        within(.timer(timer.cause.description)) { timer.block() }
    }

    private func fireDueTimers() {
        while let timer = takeTimer(dueBy: now) { fire(timer) }
    }

    /// Queues the main-queue blocks whose fault delayed them past the commits that have happened.
    func releaseDelayedBlocks() {
        let due = delayedBlocks.filter { $0.afterCommit <= committedFrames }
        delayedBlocks.removeAll { $0.afterCommit <= committedFrames }
        mainQueue += due.map { ($0.cause, $0.block) }
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
        if generation == .uiKitUpdateSequence, isTransactionPending, !follows(.layerChangeSchedulesUpdate) {
            scheduleUpdate(cause: wakeCause)
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

    /// A wake of the app's own or a timer: what runs, and at which display frame.
    struct PendingWake {
        let id: Int
        let at: Int
        let cause: WakeCause
        let block: () -> Void
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
