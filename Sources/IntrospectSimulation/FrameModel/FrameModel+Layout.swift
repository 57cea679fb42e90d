@_spi(Tooling) import IntrospectCore

// Frames: Core Animation's commit and its layout walk, UIKit's update from iOS 17, AppKit's display cycle
// (`FrameModelRule`'s layout rules).
extension FrameModel {
    /// A layer changed: Core Animation has a transaction to commit; from iOS 17 UIKit schedules an update for
    /// it; on macOS the display cycle will run.
    func layerChanged() {
        isTransactionPending = true
        // During a commit the walk may still reach the change; what it leaves is looked at when it ends.
        if generation == .uiKitUpdateSequence, !isCommitting, follows(.layerChangeSchedulesUpdate) {
            scheduleUpdate(cause: wakeCause)
        }
    }

    /// From iOS 17: one UI update — its phases run one after another without returning to the run loop
    /// (`UIUpdateActionPhase`): events, display links, SwiftUI's flush before the commit, the commit, and the
    /// blocks deferred to after it.
    func runUIUpdate(cause: WakeCause) {
        let flushesFirst = follows(.swiftUIFlushPrecedesCommit)
        if flushesFirst { flushSwiftUITransactions() }
        if isTransactionPending { commit() }
        if !flushesFirst { flushSwiftUITransactions() }
        let blocks = afterCommitBlocks
        afterCommitBlocks = []
        for block in blocks { block() }
    }

    /// Core Animation's commit: the layout walk (on macOS, AppKit's display cycle), then the frame is committed.
    func commit() {
        isTransactionPending = false
        isCommitting = true
        within(.commit(committedFrames + 1)) {
            if generation.toolkit == .appKit { runDisplayCycle() } else { layOutWindow() }
        }
        committedFrames += 1
        trace.append(.committed(frame: committedFrames))
        isCommitting = false
        releaseDelayedBlocks()
        let ended = commitEndBlocks
        commitEndBlocks = []
        for block in ended { block() }
        // What was marked after the walk passed it waits for the next commit: from iOS 17 that change schedules
        // an update of its own; before, it waits for the next `beforeWaiting`, after a wake.
        isTransactionPending = preorder(window).contains {
            state(of: $0).needsLayout || state(of: $0).needsUpdateConstraints
        }
        if isTransactionPending, generation == .uiKitUpdateSequence, follows(.layerChangeSchedulesUpdate) {
            scheduleUpdate(cause: wakeCause)
        }
    }

    /// The layout pass under way or next: each layout walk is one (AppKit runs several in one display cycle).
    package var layoutPass: Int { isWalking ? walksStarted : walksStarted + 1 }

    /// One layout walk, or — when ``FrameModelRule/lateMarkWaitsForNextPass`` is off — walks until nothing in the
    /// window needs layout.
    private func layOutWindow() {
        layoutWalk()
        guard !follows(.lateMarkWaitsForNextPass) else { return }
        var walks = 1
        while walks < 100, preorder(window).contains(where: { state(of: $0).needsLayout }) {
            walks += 1
            layoutWalk()
        }
    }

    private func layoutWalk() {
        tellDeferredWindowChanges()
        walksStarted += 1
        isWalking = true
        defer { isWalking = false }
        var pending = [window]
        while let node = pending.popLast() {
            guard node === window || node.isInWindow(of: window) else { continue }
            layOut(node)
            // Subviews are read after their superview was laid out: what its layout inserted is walked too.
            pending.append(contentsOf: node.children.reversed())
        }
    }

    private func layOut(_ node: RecordedNode) {
        let state = state(of: node)
        guard state.needsLayout else { return }
        var times = 1
        if let role = state.faultRole {
            // A marker's layout callback, which a modifier requested: faults may withhold, delay or repeat it.
            switch requestedCallbackFault(
                .layout(role, pass: walksStarted), delayedUntil: &state.layoutDelayedUntilPass, pass: walksStarted)
            {
            case .none: break
            case .lose:
                state.needsLayout = false
                return
            case .delay: return  // still marked: a later pass lays it out
            case .duplicate: times = 2
            }
        }
        state.needsLayout = false
        for _ in 0..<times {
            trace.append(.laidOut(state.name))
            viewsInLayout.insert(ObjectIdentifier(node))
            within(.layout(state.name)) {
                render(node)
                for hook in state.layoutHooks { hook(self) }
            }
            viewsInLayout.remove(ObjectIdentifier(node))
        }
    }

    /// The fault for a requested callback at `site` in `pass`, keeping a delay until its pass has come.
    private func requestedCallbackFault(_ site: FaultSite, delayedUntil: inout Int?, pass: Int) -> Fault {
        if let until = delayedUntil {
            guard pass >= until else { return .delay(passes: until - pass) }
            delayedUntil = nil
            return .none
        }
        let fault = inject(site)
        if case let .delay(passes) = fault { delayedUntil = pass + passes }
        return fault
    }

    private func runDisplayCycle() {
        // Update Constraints and Layout Window passes repeat while the window is marked again, up to the number
        // of its views.
        let limit = follows(.displayCycleRepeatsWhileMarked) ? preorder(window).count : 0
        var passes = 0
        while passes <= limit {
            let nodes = preorder(window)
            // Without constraint-based layout engaged, the window has no Update Constraints pass.
            let constraints =
                isConstraintBasedLayoutEngaged ? nodes.filter { state(of: $0).needsUpdateConstraints } : []
            let layout = nodes.contains { state(of: $0).needsLayout }
            guard !constraints.isEmpty || layout else { break }
            passes += 1
            // Constraints are updated from the leaves up.
            for node in constraints.reversed() where state(of: node).needsUpdateConstraints {
                updateConstraints(of: node)
            }
            layOutWindow()
        }
    }
}

extension FrameModel {
    fileprivate func updateConstraints(of node: RecordedNode) {
        let state = state(of: node)
        var times = 1
        if let role = state.faultRole {
            switch requestedCallbackFault(
                .constraintsUpdate(role, pass: walksStarted + 1), delayedUntil: &state.constraintsDelayedUntilPass,
                pass: walksStarted + 1)
            {
            case .none: break
            case .lose:
                state.needsUpdateConstraints = false
                return
            case .delay: return
            case .duplicate: times = 2
            }
        }
        state.needsUpdateConstraints = false
        for _ in 0..<times {
            trace.append(.constraintsUpdated(state.name))
            within(.updateConstraints(state.name)) {
                for hook in state.constraintsHooks { hook(self) }
            }
        }
    }
}

extension RecordedNode {
    /// Whether this node's root is `window`.
    fileprivate func isInWindow(of window: RecordedNode) -> Bool {
        var root = self
        while let parent = root.parent { root = parent }
        return root === window
    }
}
