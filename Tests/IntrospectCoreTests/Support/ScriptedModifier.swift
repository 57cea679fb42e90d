@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// The core's event loop driven by scripted marker events, with the main queue reduced to a list of turns: enough
/// for the original library's timing, which knows only window entries, updates and main-queue hops. (The typed
/// API's timing is tested on `FrameModel`, which knows layout passes.)
final class ScriptedModifier: IntrospectionEffects {
    private(set) var loop: IntrospectionEventLoop<ScriptedModifier>
    private let probeToken: MarkerToken
    /// Whether the target can be found right now.
    var isFound: () -> Bool
    /// Runs with each hand-over (a classic scene records what it handed).
    var onSearch: () -> Void = {}
    private(set) var searches = 0
    private(set) var handOvers = 0
    private(set) var reports = 0
    /// The main-queue turns scheduled and not yet come, by episode.
    private(set) var turns: [Int] = []
    private let target = RecordedNode("Target")

    init(timing: ModifierTiming, isEnabled: Bool = true, isFound: @escaping () -> Bool) {
        loop = IntrospectionEventLoop(timing: timing, isEnabled: isEnabled)
        _ = loop.markerMade(.anchor)
        probeToken = loop.markerMade(.probe)
        self.isFound = isFound
        loop.effects = self
    }

    func enterWindow() { loop.handle(.windowChanged(probeToken, inWindow: true)) }
    func leaveWindow() { loop.handle(.windowChanged(probeToken, inWindow: false)) }
    func update() { loop.handle(.updated) }

    /// The main queue's turn: the turns scheduled so far come.
    func frame() {
        let due = turns
        turns = []
        for episode in due { loop.handle(.turnCame(episode: episode)) }
    }

    func frames(_ count: Int) {
        for _ in 0..<count { frame() }
    }

    func requestLayout(of marker: MarkerRole) {}
    func requestConstraintsUpdate(of marker: MarkerRole) {}
    func requestLayoutOfCommonAncestor() {}
    func scheduleTurn(episode: Int) { turns.append(episode) }
    func armTimer(episode: Int, after delay: TimerDelay) {}
    func cancelTimer() {}
    var foundTargetEnclosesMarkers: Bool { false }
    func wakeForPendingLayout() {}
    func followTransition(episode: Int) -> Bool { false }

    func search(reusingFoundTarget: Bool) -> RecordedNode? {
        searches += 1
        return isFound() ? target : nil
    }

    func customize(_ target: RecordedNode) {
        handOvers += 1
        onSearch()
    }

    func targetChanged(_ change: IntrospectionTargetChange, target: RecordedNode?) {}
    func reportNothingFound() { reports += 1 }
}
