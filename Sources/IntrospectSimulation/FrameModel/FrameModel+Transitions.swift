@_spi(Tooling) import IntrospectCore

// View-controller transitions: their frames, their end, their coordinator's completions and `viewDidAppear`.
extension FrameModel {
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

    /// The display frames left before the transition covering `node` ends, if one runs (a device reads the
    /// coordinator's `transitionDuration` and `percentComplete`).
    package func transitionFramesLeft(around node: RecordedNode) -> Int? {
        transition(around: node)?.framesLeft
    }

    private func scheduleTransitionFrames(_ transition: Transition, left: Int) {
        // The animation's frames come from the display link, one per display frame; its end from Core Animation's
        // animation-did-stop callback on the main queue (`completeTransition:` ← `run_animation_callbacks` ←
        // `_dispatch_main_queue_callback_4CF`: github.com/keepassium/KeePassium/issues/188).
        transition.framesLeft = left
        guard left > 0 else {
            mainQueue.append((.app("transition end"), { [unowned self] in self.endTransition(transition) }))
            return
        }
        wake(.app("transition frame"), after: 1) { [unowned self] _ in
            self.trace.append(.animationFrame)
            self.layerChanged()
            self.scheduleTransitionFrames(transition, left: left - 1)
        }
    }

    private func endTransition(_ transition: Transition) {
        transitions.removeAll { $0 === transition }
        trace.append(.transitionEnded)
        let completions = transition.completions
        transition.completions = []
        within(.transitionCompletion) {
            for completion in completions {
                // A completion is a callback a modifier requested: faults may withhold, delay or repeat it.
                nextCompletionSerial += 1
                switch inject(.transitionCompletion(serial: nextCompletionSerial)) {
                case .none: completion(self)
                case .lose: break
                case let .delay(frames):
                    wake(.app("delayed completion"), after: frames) { model in
                        model.within(.transitionCompletion) { completion(model) }
                    }
                case .duplicate:
                    completion(self)
                    completion(self)
                }
            }
        }
        let appeared = transition.appeared
        if generation == .uiKitUpdateSequence, follows(.viewDidAppearWaitsForNextCommit) {
            afterCommitBlocks.append { [unowned self] in self.within(.viewDidAppear) { appeared(self) } }
            scheduleUpdate(cause: .app("transition end"))
        } else {
            within(.viewDidAppear) { appeared(self) }
        }
    }

    /// A view controller whose view entered the window outside a transition (a child added by SwiftUI, a window's
    /// first screen) gets `viewDidAppear`: from iOS 17 after the next commit of a UI update, as a transition's end
    /// defers it (``FrameModelRule/viewDidAppearWaitsForNextCommit``); before, and on macOS, once the commit in
    /// progress — the frame that shows it — is done ("Notifies the view controller that its view was added to a view
    /// hierarchy", https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
    package func afterAppearance(_ appeared: @escaping (FrameModel) -> Void) {
        let block = { [unowned self] in self.within(.viewDidAppear) { appeared(self) } }
        if generation == .uiKitUpdateSequence, follows(.viewDidAppearWaitsForNextCommit) {
            afterCommitBlocks.append(block)
            scheduleUpdate(cause: wakeCause)
        } else if isCommitting {
            commitEndBlocks.append(block)
        } else {
            block()
        }
    }

    /// Runs `block` once the commit in progress — or, outside one, the next commit — is done: what a frame showed.
    package func whenFrameCommitted(_ block: @escaping (FrameModel) -> Void) {
        commitEndBlocks.append { [unowned self] in block(self) }
    }

    final class Transition {
        let container: RecordedNode
        let appeared: (FrameModel) -> Void
        var completions: [(FrameModel) -> Void] = []
        var framesLeft = 0

        init(container: RecordedNode, appeared: @escaping (FrameModel) -> Void) {
            self.container = container
            self.appeared = appeared
        }
    }
}
