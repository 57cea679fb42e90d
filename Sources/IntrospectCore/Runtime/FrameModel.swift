/// The main thread of an app on one ``FrameGeneration``, as a simulation: a run loop with observers, sources and
/// wakes; a view tree laid out top-down inside Core Animation's commit (or UIKit's update, or AppKit's display
/// cycle); SwiftUI hosting views that update their content inside their own layout; view-controller transitions.
///
/// It exists so that *when* things happen can be tested on Linux: a test builds a hierarchy, places modifiers
/// (``FrameModelModifier``), scripts the app's own work (SwiftUI updates, inputs, transitions), runs the loop
/// until it sleeps, and reads what happened in ``trace``. Wakes are explicit and counted with their cause, so a
/// test can say that something happened "with no wake it did not cause".
///
/// The rules, each with the documentation or public trace it rests on (see also ``FrameGeneration``):
/// - **Observers.** A stage's observers are collected before the first is called, so an observer added during
///   a callout of that stage is not called until the stage comes again (`__CFRunLoopDoObservers` copies the
///   matching observers into `collectedObservers` first: apple-oss-distributions/CF, CFRunLoop.c, CF-1153.18,
///   lines 1667–1707). They run "in increasing order" of `order` (CFRunLoopObserverCreate documentation), equal
///   orders in the order they were added (CFRunLoopAddObserver, lines 3050–3062). Adding one wakes nothing.
/// - **Wakes.** The loop sleeps after `beforeWaiting` until a port-based source, a timer, the main queue or an
///   explicit `CFRunLoopWakeUp` wakes it; `beforeWaiting` is skipped in an iteration that handled a version-0
///   source or drained the main queue first (CFRunLoop.c, `__CFRunLoopRun`, lines 2398–2615: `poll`,
///   `goto handle_msg`). Main-queue blocks, timers, display links and input wake the loop.
/// - **Layout.** A layout pass walks the tree top-down, laying a view out and then its subviews in order, read
///   after it was laid out (`CALayer.layoutIfNeeded`). A view marked as needing layout before the walk reaches
///   it is laid out in that walk; one marked after the walk passed it in the next pass (`setNeedsLayout`:
///   "triggers a layout update during the next update cycle"). Adding a subview marks its superview (CALayer
///   `setNeedsLayout`: "The system typically calls this method automatically … when sublayers are added or
///   removed") unless the superview's own layout adds it; a view whose size changes is marked too, a 0×0 marker
///   never is.
/// - **Window entry.** Adding a subtree to a view in a window tells each of its views, in pre-order, at once
///   (`-[UIView _didMoveFromWindow:toWindow:]` inside `_addSubview:positioned:relativeTo:`, in a SwiftUI
///   hosting view's display-list update; `NSView.viewDidMoveToWindow()` likewise).
/// - **SwiftUI.** A hosting view updates its content — inserts and removes platform views, calls the
///   representables' `make`/`update` — inside its own `layoutSubviews` / `layout()` (`ViewRendererHost.render`
///   → `ViewGraph.updateOutputs` → `PlatformViewChild.update`: github.com/devraj/PassCodeInput/issues/24;
///   `NSHostingView.layout()`: github.com/losnoco/Cog/issues/480). A state change made outside an update is
///   flushed by SwiftUI's own observer of `beforeWaiting | exit`, order 0 — before Core Animation's — or, from
///   iOS 17, in UIKit's update before its commit (OpenSwiftUIProject/OpenSwiftUI, `RunLoopUtils.swift`,
///   `UIHostingView+Extension.swift` `beginTransaction`), which marks the hosting view for layout.
/// - **Transitions.** A push or a presentation starts inside a layout pass (`UINavigationController
///   __viewWillLayoutSubviews` → `_startCustomTransition:` → `animateTransition:` → `addSubview:` inside
///   `CA::Transaction::commit`: github.com/lionheart/openradar-mirror/issues/19207), so the new content enters
///   the window in the first frame of the transition. It ends when Core Animation's animation-did-stop callback
///   arrives through the main queue (`completeTransition:` ← `run_animation_callbacks` ←
///   `_dispatch_main_queue_callback_4CF`: github.com/keepassium/KeePassium/issues/188), where the transition
///   coordinator's completion blocks run ("the block of code to execute after the transition finishes"). From
///   iOS 17, `viewDidAppear` is deferred to after the next commit of a UI update (`_runAfterCACommitDeferredBlocks`
///   in `_UIApplicationFlushCATransaction`).
package final class FrameModel {
    /// The generation simulated.
    package let generation: FrameGeneration
    /// The window's root view (the `UIWindow`, or the `NSWindow`'s frame view).
    package let window: RecordedNode
    /// What happened, in order.
    package private(set) var trace: [FrameEvent] = []
    /// The frames committed so far.
    package private(set) var committedFrames = 0
    /// The callbacks on the main thread's stack, outermost first.
    package private(set) var stack: [FrameContext] = []

    private var states: [ObjectIdentifier: ViewState] = [:]
    private var observers: [Observer] = []
    private var mainQueue: [(cause: WakeCause, block: () -> Void)] = []
    private var pendingWakes: [(cause: WakeCause, block: () -> Void)] = []
    private var didDrainMainQueueLast = false
    private var isTransactionPending = false
    private var isCommitting = false
    /// From iOS 17: a UI update is scheduled (UIKit's version-0 source is signalled), and what caused it.
    private var scheduledUpdate: WakeCause?
    private var swiftUIPendingHosts: [RecordedNode] = []
    private var transitions: [Transition] = []
    private var afterCommitBlocks: [() -> Void] = []
    private var nextObserverID = 0

    /// A model of `generation` with an empty window.
    package init(_ generation: FrameGeneration) {
        self.generation = generation
        window = RecordedNode(
            generation.toolkit == .uiKit ? "UIWindow" : "NSThemeFrame", superclasses: ["UIView", "NSView"])
        _ = RecordedWindow(generation.toolkit == .uiKit ? "UIWindow" : "NSWindow", rootView: window)
        state(of: window).name = "window"
        // The observers the frameworks have installed by the time an app's first view appears.
        if generation != .uiKitUpdateSequence {
            addObserver("SwiftUI transaction flush", order: 0, stages: [.beforeWaiting, .exit]) { model in
                model.flushSwiftUITransactions()
            }
            addObserver("Core Animation commit", order: 2_000_000, stages: [.beforeWaiting, .exit]) { model in
                if model.isTransactionPending { model.commit() }
            }
        }
    }

    // MARK: - Views

    /// Gives `node` a name in the trace.
    package func name(_ node: RecordedNode, _ name: String) {
        state(of: node).name = name
    }

    /// Marks `node` as a 0×0 view: adding it to a superview does not mark it as needing layout.
    package func markZeroSized(_ node: RecordedNode) {
        state(of: node).isZeroSized = true
    }

    /// What `node`'s `layoutSubviews` (`layout()`) does besides laying its subviews out: runs each time it is laid
    /// out, with the node on the stack.
    package func onLayout(of node: RecordedNode, _ body: @escaping (FrameModel) -> Void) {
        state(of: node).layoutHooks.append(body)
    }

    /// What `node`'s `updateConstraints()` does (AppKit).
    package func onUpdateConstraints(of node: RecordedNode, _ body: @escaping (FrameModel) -> Void) {
        state(of: node).constraintsHooks.append(body)
    }

    /// What `node`'s `didMoveToWindow()` does; the argument says whether it is now in a window.
    package func onWindowChange(of node: RecordedNode, _ body: @escaping (FrameModel, Bool) -> Void) {
        state(of: node).windowHooks.append(body)
    }

    /// Makes `host` a SwiftUI hosting view: `render` runs inside its layout whenever SwiftUI has an update for
    /// it (see ``changeSwiftUIState(of:_:)``), on the stack as a SwiftUI update.
    package func makeSwiftUIHost(_ host: RecordedNode) {
        state(of: host).isSwiftUIHost = true
    }

    /// What `node`'s `pass`-th layout does (1 is its first): content that arrives late, as a List's rows or a
    /// pushed screen's children do.
    package func onLayout(of node: RecordedNode, number pass: Int, _ body: @escaping (FrameModel) -> Void) {
        var layouts = 0
        onLayout(of: node) { model in
            layouts += 1
            if layouts == pass { body(model) }
        }
    }

    /// Adds `node` to `parent` (at `index`, else last). When `parent` is in a window, each view of `node`'s
    /// subtree is told it entered the window, in pre-order.
    package func insert(_ node: RecordedNode, into parent: RecordedNode, at index: Int? = nil) {
        if let index { parent.insert(node, at: index) } else { parent.append(node) }
        markSuperviewOfChangedSubviews(parent)
        for descendant in preorder(node) where !state(of: descendant).isZeroSized {
            state(of: descendant).needsLayout = true
        }
        layerChanged()
        if parent.isInWindow { tellWindowChange(node, inWindow: true) }
    }

    /// Removes `node` from its superview, telling each view of its subtree that it left the window.
    package func remove(_ node: RecordedNode) {
        guard let parent = node.parent else { return }
        let wasInWindow = node.isInWindow
        node.removeFromParent()
        markSuperviewOfChangedSubviews(parent)
        if wasInWindow { tellWindowChange(node, inWindow: false) }
    }

    /// A superview whose subviews changed needs layout, unless the change is its own layout's doing: it is
    /// laying them out.
    private func markSuperviewOfChangedSubviews(_ parent: RecordedNode) {
        if viewsInLayout.contains(ObjectIdentifier(parent)) {
            layerChanged()
        } else {
            setNeedsLayout(parent)
        }
    }

    /// The views whose layout is on the stack.
    private var viewsInLayout: Set<ObjectIdentifier> = []

    /// `setNeedsLayout()` / `needsLayout = true`.
    package func setNeedsLayout(_ node: RecordedNode) {
        state(of: node).needsLayout = true
        layerChanged()
    }

    /// `needsUpdateConstraints = true` (AppKit).
    package func setNeedsUpdateConstraints(_ node: RecordedNode) {
        state(of: node).needsUpdateConstraints = true
        layerChanged()
    }

    /// Whether `node` waits for a layout pass.
    package func needsLayout(_ node: RecordedNode) -> Bool {
        state(of: node).needsLayout
    }

    // MARK: - SwiftUI

    /// A SwiftUI state change that updates `host`'s content: `render` runs in the host's next layout. SwiftUI
    /// flushes the change in its own observer (from iOS 17 in UIKit's update), which marks the host.
    package func changeSwiftUIState(of host: RecordedNode, _ render: @escaping (FrameModel) -> Void) {
        state(of: host).pendingRenders.append(render)
        if !swiftUIPendingHosts.contains(where: { $0 === host }) { swiftUIPendingHosts.append(host) }
        if generation == .uiKitUpdateSequence { scheduleUpdate(cause: currentCause) }
    }

    private func flushSwiftUITransactions() {
        let hosts = swiftUIPendingHosts
        swiftUIPendingHosts = []
        for host in hosts { setNeedsLayout(host) }
    }

    // MARK: - Transitions

    /// Starts a transition that ends after `frames` display-link frames: `install` runs now (call it from a layout
    /// hook: UIKit starts transitions in a layout pass) and adds the new content; `appeared` runs when the view
    /// controller appears (`viewDidAppear`), after the coordinator's completion blocks.
    package func beginTransition(
        frames: Int, covering container: RecordedNode, install: (FrameModel) -> Void,
        appeared: @escaping (FrameModel) -> Void = { _ in }
    ) {
        let transition = Transition(container: container, appeared: appeared)
        transitions.append(transition)
        trace.append(.transitionBegan)
        install(self)
        scheduleTransitionFrames(transition, left: frames)
    }

    /// Whether a transition covering `node` is running (`UIViewController.transitionCoordinator != nil`: "If
    /// there is no in-progress transition associated with the current view controller, UIKit checks the view
    /// controller's ancestors").
    package func isTransitionRunning(around node: RecordedNode) -> Bool {
        transition(around: node) != nil
    }

    /// Adds `completion` to the coordinator of the transition covering `node`; `false` when none runs.
    package func addTransitionCompletion(around node: RecordedNode, _ completion: @escaping (FrameModel) -> Void)
        -> Bool
    {
        guard let transition = transition(around: node) else { return false }
        transition.completions.append(completion)
        return true
    }

    private func transition(around node: RecordedNode) -> Transition? {
        transitions.last { transition in
            node === transition.container || node.ancestors.contains { $0 === transition.container }
        }
    }

    private func scheduleTransitionFrames(_ transition: Transition, left: Int) {
        // The animation's frames come from the display link; its end from Core Animation's callback on the main
        // queue.
        guard left > 0 else {
            mainQueue.append((.app("transition end"), { [unowned self] in self.endTransition(transition) }))
            return
        }
        pendingWakes.append(
            (
                .app("transition frame"),
                { [unowned self] in
                    self.trace.append(.animationFrame)
                    self.layerChanged()
                    self.scheduleTransitionFrames(transition, left: left - 1)
                }
            ))
    }

    private func endTransition(_ transition: Transition) {
        transitions.removeAll { $0 === transition }
        trace.append(.transitionEnded)
        let completions = transition.completions
        transition.completions = []
        within(.transitionCompletion) {
            for completion in completions { completion(self) }
        }
        let appeared = transition.appeared
        if generation == .uiKitUpdateSequence {
            afterCommitBlocks.append { [unowned self] in self.within(.viewDidAppear) { appeared(self) } }
            scheduleUpdate(cause: .app("transition end"))
        } else {
            within(.viewDidAppear) { appeared(self) }
        }
    }

    // MARK: - Run loop

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
        // Kept sorted by order; equal orders keep the order they were added in.
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

    /// Whether the loop sleeps, waiting for a wake.
    private var isAsleep = false

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
            return true
        }
        didDrainMainQueueLast = false
        if handledSource { return true }  // polls: no `beforeWaiting`, no sleep
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
        } else {
            return false
        }
        isAsleep = false
        trace.append(.woke(cause))
        runObservers(.afterWaiting)
        let previous = wakeCause
        wakeCause = cause
        work()
        wakeCause = previous
        return true
    }

    /// The cause of the wake being handled, to which changes made now are attributed.
    private var wakeCause: WakeCause = .app("launch")
    private var currentCause: WakeCause { wakeCause }

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
        let collected = observers.filter { $0.stages.contains(stage) && $0.isValid }
        for observer in collected where observer.isValid && !observer.isFiring {
            observer.isFiring = true
            within(.observer(observer.name)) { observer.callout(self) }
            observer.isFiring = false
            if !observer.repeats { removeObserver(observer.id) }
        }
    }

    // MARK: - Frames

    /// A layer changed: Core Animation has a transaction to commit; from iOS 17 UIKit schedules an update for
    /// it; on macOS the display cycle will run.
    private func layerChanged() {
        isTransactionPending = true
        // During a commit the walk may still reach the change; what it leaves is looked at when it ends.
        if generation == .uiKitUpdateSequence, !isCommitting { scheduleUpdate(cause: currentCause) }
    }

    private func scheduleUpdate(cause: WakeCause) {
        if scheduledUpdate == nil { scheduledUpdate = cause }
    }

    /// From iOS 17: one UI update — its phases run one after another without returning to the run loop
    /// (`UIUpdateActionPhase`): events, display links, SwiftUI's flush before the commit, the commit, and the
    /// blocks deferred to after it.
    private func runUIUpdate(cause: WakeCause) {
        flushSwiftUITransactions()
        if isTransactionPending { commit() }
        let blocks = afterCommitBlocks
        afterCommitBlocks = []
        for block in blocks { block() }
    }

    /// Core Animation's commit: the layout walk (on macOS, AppKit's display cycle), then the frame is committed.
    private func commit() {
        isTransactionPending = false
        isCommitting = true
        within(.commit(committedFrames + 1)) {
            if generation.toolkit == .appKit { runDisplayCycle() } else { layoutWalk() }
        }
        committedFrames += 1
        trace.append(.committed(frame: committedFrames))
        isCommitting = false
        // What was marked after the walk passed it waits for the next commit: from iOS 17 that change schedules
        // an update of its own; before, it waits for the next `beforeWaiting`, after a wake.
        isTransactionPending = preorder(window).contains {
            state(of: $0).needsLayout || state(of: $0).needsUpdateConstraints
        }
        if isTransactionPending, generation == .uiKitUpdateSequence { scheduleUpdate(cause: currentCause) }
    }

    /// The layout pass under way or next: each layout walk is one (AppKit runs several in one display cycle).
    package var layoutPass: Int { isWalking ? walksStarted : walksStarted + 1 }
    private var walksStarted = 0
    private var isWalking = false

    private func layoutWalk() {
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
        state.needsLayout = false
        trace.append(.laidOut(state.name))
        viewsInLayout.insert(ObjectIdentifier(node))
        defer { viewsInLayout.remove(ObjectIdentifier(node)) }
        within(.layout(state.name)) {
            if state.isSwiftUIHost, !state.pendingRenders.isEmpty {
                let renders = state.pendingRenders
                state.pendingRenders = []
                within(.swiftUIUpdate(state.name)) {
                    for render in renders { render(self) }
                }
            }
            for hook in state.layoutHooks { hook(self) }
        }
    }

    private func runDisplayCycle() {
        // Update Constraints and Layout Window passes repeat while the window is marked again, up to the number
        // of its views.
        let limit = preorder(window).count
        var passes = 0
        while passes <= limit {
            let nodes = preorder(window)
            let constraints = nodes.filter { state(of: $0).needsUpdateConstraints }
            let layout = nodes.contains { state(of: $0).needsLayout }
            guard !constraints.isEmpty || layout else { break }
            passes += 1
            // Constraints are updated from the leaves up.
            for node in constraints.reversed() where state(of: node).needsUpdateConstraints {
                let state = state(of: node)
                state.needsUpdateConstraints = false
                trace.append(.constraintsUpdated(state.name))
                within(.updateConstraints(state.name)) {
                    for hook in state.constraintsHooks { hook(self) }
                }
            }
            layoutWalk()
        }
    }

    // MARK: - Bookkeeping

    /// Runs `body` with `context` on the stack.
    package func within(_ context: FrameContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }

    /// Records a custom event (a modifier's search, a hand-over).
    package func record(_ event: FrameEvent) {
        trace.append(event)
    }

    /// Whether a commit is in progress.
    package var isCommitInProgress: Bool { isCommitting }

    private func tellWindowChange(_ node: RecordedNode, inWindow: Bool) {
        for descendant in preorder(node) {
            let state = state(of: descendant)
            guard !state.windowHooks.isEmpty else { continue }
            trace.append(inWindow ? .enteredWindow(state.name) : .leftWindow(state.name))
            within(.windowCallback(state.name)) {
                for hook in state.windowHooks { hook(self, inWindow) }
            }
        }
    }

    private func preorder(_ root: RecordedNode) -> [RecordedNode] {
        var result: [RecordedNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private func state(of node: RecordedNode) -> ViewState {
        if let state = states[ObjectIdentifier(node)] { return state }
        let state = ViewState(node: node)
        states[ObjectIdentifier(node)] = state
        return state
    }

    private final class ViewState {
        let node: RecordedNode
        var name: String
        var needsLayout = false
        var needsUpdateConstraints = false
        var isZeroSized = false
        var isSwiftUIHost = false
        var pendingRenders: [(FrameModel) -> Void] = []
        var layoutHooks: [(FrameModel) -> Void] = []
        var constraintsHooks: [(FrameModel) -> Void] = []
        var windowHooks: [(FrameModel, Bool) -> Void] = []

        init(node: RecordedNode) {
            self.node = node
            name = node.note ?? node.className
        }
    }

    private final class Observer {
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

    private final class Transition {
        let container: RecordedNode
        let appeared: (FrameModel) -> Void
        var completions: [(FrameModel) -> Void] = []

        init(container: RecordedNode, appeared: @escaping (FrameModel) -> Void) {
            self.container = container
            self.appeared = appeared
        }
    }
}

/// A stage of a run-loop iteration at which observers are called (`CFRunLoopActivity`).
package enum RunLoopStage: Hashable, Sendable {
    case beforeTimers
    case beforeSources
    case beforeWaiting
    case afterWaiting
    case exit
}

/// Why the run loop woke.
package enum WakeCause: Hashable, Sendable, CustomStringConvertible {
    /// The app's own work, scripted by the scenario: a launch, an input event, a timer, an animation frame.
    case app(String)
    /// A main-queue block an `.introspect` modifier asked for.
    case introspect

    package var description: String {
        switch self {
        case let .app(label): label
        case .introspect: "introspect"
        }
    }
}

/// A callback on the main thread's stack in a ``FrameModel``.
package enum FrameContext: Hashable, Sendable {
    case observer(String)
    case source(String)
    case mainQueue(String)
    case commit(Int)
    case layout(String)
    case updateConstraints(String)
    case swiftUIUpdate(String)
    /// SwiftUI calling a representable's `make…` or `update…`.
    case representableUpdate(String)
    case windowCallback(String)
    case transitionCompletion
    case viewDidAppear
}

/// Something that happened in a ``FrameModel``.
package enum FrameEvent: Hashable, Sendable {
    case woke(WakeCause)
    case ranMainQueueBlock(WakeCause)
    case committed(frame: Int)
    case laidOut(String)
    case constraintsUpdated(String)
    case enteredWindow(String)
    case leftWindow(String)
    case animationFrame
    case transitionBegan
    case transitionEnded
    /// A modifier searched (at a point named by the string).
    case searched(String)
    /// A modifier handed an object over to `customize`.
    case handedOver(String)
    /// A modifier reported that it found nothing.
    case reported(String)
    /// A modifier's `onChange` was told.
    case changed(String)
}

extension RecordedNode {
    /// Whether this node's root is `window`.
    fileprivate func isInWindow(of window: RecordedNode) -> Bool {
        var root = self
        while let parent = root.parent { root = parent }
        return root === window
    }
}
