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
                    if left == 1, !self.follows(.transitionEndsOnMainQueue) {
                        self.endTransition(transition)
                    } else {
                        self.scheduleTransitionFrames(transition, left: left - 1)
                    }
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
        if generation == .uiKitUpdateSequence, follows(.viewDidAppearWaitsForNextCommit) {
            afterCommitBlocks.append { [unowned self] in self.within(.viewDidAppear) { appeared(self) } }
            scheduleUpdate(cause: .app("transition end"))
        } else {
            within(.viewDidAppear) { appeared(self) }
        }
    }

    final class Transition {
        let container: RecordedNode
        let appeared: (FrameModel) -> Void
        var completions: [(FrameModel) -> Void] = []

        init(container: RecordedNode, appeared: @escaping (FrameModel) -> Void) {
            self.container = container
            self.appeared = appeared
        }
    }
}
