@_spi(Tooling) import IntrospectCore

/// The main thread of an app on one ``FrameGeneration``, as a simulation: a run loop with observers, sources and
/// wakes; a view tree laid out top-down inside Core Animation's commit (or UIKit's update, or AppKit's display
/// cycle); SwiftUI hosting views that update their content inside their own layout; view-controller transitions.
///
/// It exists so that *when* things happen can be tested on Linux: a test builds a hierarchy, places modifiers
/// (``FrameModelModifier``), scripts the app's own work (SwiftUI updates, inputs, transitions), runs the loop
/// until it sleeps, and reads what happened in ``trace``. Wakes are explicit and counted with their cause, so a
/// test can say that something happened "with no wake it did not cause".
///
/// It follows the rules of ``FrameModelRule``, each with the documentation or public trace it rests on, and each
/// can be switched off (``rules``). Scenarios script what the rules do not decide: a push or a presentation starts
/// inside a layout pass (`UINavigationController __viewWillLayoutSubviews` → `_startCustomTransition:` →
/// `animateTransition:` → `addSubview:` inside `CA::Transaction::commit`:
/// github.com/lionheart/openradar-mirror/issues/19207), so a scenario begins one from a layout hook.
package final class FrameModel {
    /// The generation simulated.
    package let generation: FrameGeneration
    /// The rules the model follows (by default every rule the environment does not switch off).
    package let rules: Set<FrameModelRule>
    /// The window's root view (the `UIWindow`, or the `NSWindow`'s frame view).
    package let window: RecordedNode
    /// What happened, in order.
    package internal(set) var trace: [FrameEvent] = []
    /// The frames committed so far.
    package internal(set) var committedFrames = 0
    /// The callbacks on the main thread's stack, outermost first.
    package private(set) var stack: [FrameContext] = []

    private var states: [ObjectIdentifier: ViewState] = [:]
    var observers: [Observer] = []
    var mainQueue: [(cause: WakeCause, block: () -> Void)] = []
    /// The app's own wakes to come, each at a display frame (``now`` when it was asked for, or later).
    var pendingWakes: [PendingWake] = []
    /// Run-loop timers (`CFRunLoopTimer`), each firing at a display frame.
    var timers: [PendingWake] = []
    var nextTimerID = 0
    /// Display frames elapsed: virtual time, one display-link frame (1/60 s) each. An animation frame advances it;
    /// when the loop would sleep until a timer or a wake of the app's own later on, it advances to that frame.
    package internal(set) var now = 0
    /// The faults injected into the callbacks a modifier requests (see ``FaultSite``): none by default.
    package var faults: (FaultSite) -> Fault = { _ in .none }
    /// Callbacks withheld so far, by site.
    package internal(set) var faultsInjected: [FaultSite: Fault] = [:]
    /// Main-queue blocks of modifiers delayed by a fault, with the commit after which they are queued.
    var delayedBlocks: [(afterCommit: Int, cause: WakeCause, block: () -> Void)] = []
    var nextBlockSerial = 0
    var nextCompletionSerial = 0
    /// macOS: whether the window runs Update Constraints passes. Constraint-based layout "engages lazily when
    /// someone tries to use it" (see ``FrameModelRule/constraintBasedLayoutEngagesLazily``): a scenario says whether
    /// anything in the window made a constraint, and a view whose class requires constraint-based layout engages
    /// it when it enters the window.
    package internal(set) var isConstraintBasedLayoutEngaged: Bool
    var didDrainMainQueueLast = false
    var isTransactionPending = false
    var isCommitting = false
    /// Whether the loop sleeps, waiting for a wake.
    var isAsleep = false
    /// The cause of the wake being handled, to which changes made now are attributed.
    var wakeCause: WakeCause = .app("launch")
    /// From iOS 17: a UI update is scheduled (UIKit's version-0 source is signalled), and what caused it.
    var scheduledUpdate: WakeCause?
    private var swiftUIPendingHosts: [RecordedNode] = []
    var transitions: [Transition] = []
    var afterCommitBlocks: [() -> Void] = []
    /// Blocks run once the commit in progress is done (before iOS 17, and on macOS).
    var commitEndBlocks: [() -> Void] = []
    var nextObserverID = 0
    /// The views whose layout is on the stack.
    var viewsInLayout: Set<ObjectIdentifier> = []
    /// Views that entered or left the window while ``FrameModelRule/windowEntryIsToldAtInsertion`` is off: told
    /// when the next layout pass begins.
    var deferredWindowChanges: [(node: RecordedNode, inWindow: Bool)] = []
    var walksStarted = 0
    var isWalking = false

    /// A model of `generation` with an empty window, following `rules`. On macOS, `windowMadeConstraints` says
    /// whether something in the window made a layout constraint (a SwiftUI window sized by its hosting view does).
    package init(
        _ generation: FrameGeneration, rules: Set<FrameModelRule> = FrameModelRule.inForce,
        windowMadeConstraints: Bool = true
    ) {
        self.generation = generation
        self.rules = rules
        isConstraintBasedLayoutEngaged = windowMadeConstraints || !rules.contains(.constraintBasedLayoutEngagesLazily)
        window = RecordedNode(
            generation.toolkit == .uiKit ? "UIWindow" : "NSThemeFrame", superclasses: ["UIView", "NSView"])
        _ = RecordedWindow(generation.toolkit == .uiKit ? "UIWindow" : "NSWindow", rootView: window)
        state(of: window).name = "window"
        // The observers the frameworks have installed by the time an app's first view appears.
        if generation != .uiKitUpdateSequence {
            let flushOrder = follows(.swiftUIFlushPrecedesCommit) ? 0 : 2_001_000
            addObserver("SwiftUI transaction flush", order: flushOrder, stages: [.beforeWaiting, .exit]) { model in
                model.flushSwiftUITransactions()
            }
            addObserver("Core Animation commit", order: 2_000_000, stages: [.beforeWaiting, .exit]) { model in
                if model.isTransactionPending { model.commit() }
            }
        }
    }

    /// Whether the model follows `rule`.
    func follows(_ rule: FrameModelRule) -> Bool {
        rules.contains(rule)
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

    /// Marks `node` as a view whose class requires constraint-based layout (`requiresConstraintBasedLayout`
    /// returns `true`): on macOS it engages the window's constraint-based layout when it enters the window.
    package func requireConstraintBasedLayout(_ node: RecordedNode) {
        state(of: node).requiresConstraintBasedLayout = true
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
        // A view whose size changes is marked as needing layout when it is added; a 0×0 marker's never changes.
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

    /// A superview whose subviews changed needs layout (CALayer `setNeedsLayout`: "The system typically calls this
    /// method automatically … when sublayers are added or removed"), unless the change is its own layout's doing: it
    /// is laying them out.
    private func markSuperviewOfChangedSubviews(_ parent: RecordedNode) {
        if viewsInLayout.contains(ObjectIdentifier(parent)) {
            layerChanged()
        } else {
            setNeedsLayout(parent)
        }
    }

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

    private func tellWindowChange(_ node: RecordedNode, inWindow: Bool) {
        if follows(.windowEntryIsToldAtInsertion) {
            announceWindowChange(node, inWindow: inWindow)
        } else {
            deferredWindowChanges.append((node, inWindow))
        }
    }

    /// Tells the window changes deferred while ``FrameModelRule/windowEntryIsToldAtInsertion`` is off.
    func tellDeferredWindowChanges() {
        let changes = deferredWindowChanges
        deferredWindowChanges = []
        for (node, inWindow) in changes { announceWindowChange(node, inWindow: inWindow) }
    }

    /// Calls `didMoveToWindow()` on each view of `node`'s subtree, in pre-order.
    private func announceWindowChange(_ node: RecordedNode, inWindow: Bool) {
        for descendant in preorder(node) {
            let state = state(of: descendant)
            if inWindow, state.requiresConstraintBasedLayout { isConstraintBasedLayoutEngaged = true }
            guard !state.windowHooks.isEmpty else { continue }
            trace.append(inWindow ? .enteredWindow(state.name) : .leftWindow(state.name))
            within(.windowCallback(state.name)) {
                for hook in state.windowHooks { hook(self, inWindow) }
            }
        }
    }

    // MARK: - SwiftUI

    /// A SwiftUI state change that updates `host`'s content: `render` runs in the host's next layout. SwiftUI
    /// flushes the change in its own observer (from iOS 17 in UIKit's update), which marks the host.
    package func changeSwiftUIState(of host: RecordedNode, _ render: @escaping (FrameModel) -> Void) {
        state(of: host).pendingRenders.append(render)
        if !swiftUIPendingHosts.contains(where: { $0 === host }) { swiftUIPendingHosts.append(host) }
        if generation == .uiKitUpdateSequence { scheduleUpdate(cause: wakeCause) }
    }

    func flushSwiftUITransactions() {
        let hosts = swiftUIPendingHosts
        swiftUIPendingHosts = []
        for host in hosts {
            if follows(.swiftUIRendersInHostLayout) {
                setNeedsLayout(host)
            } else {
                render(host)
            }
        }
    }

    /// SwiftUI's update of `host`'s content: its pending renders, on the stack as a SwiftUI update.
    func render(_ host: RecordedNode) {
        let state = state(of: host)
        guard state.isSwiftUIHost, !state.pendingRenders.isEmpty else { return }
        let renders = state.pendingRenders
        state.pendingRenders = []
        within(.swiftUIUpdate(state.name)) {
            for render in renders { render(self) }
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

    /// `root`'s subtree in pre-order, iteratively.
    func preorder(_ root: RecordedNode) -> [RecordedNode] {
        var result: [RecordedNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    func state(of node: RecordedNode) -> ViewState {
        if let state = states[ObjectIdentifier(node)] { return state }
        let state = ViewState(node: node)
        states[ObjectIdentifier(node)] = state
        return state
    }

    final class ViewState {
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
        var requiresConstraintBasedLayout = false
        /// The marker role under which faults hit this view's requested callbacks, if any.
        var faultRole: MarkerRole?
        /// The layout pass before which a delayed layout callback does not come.
        var layoutDelayedUntilPass: Int?
        /// The display cycle before which a delayed constraints update does not come.
        var constraintsDelayedUntilPass: Int?

        init(node: RecordedNode) {
            self.node = node
            name = node.note ?? node.className
        }
    }
}
