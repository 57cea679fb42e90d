import IntrospectCore

/// Drives an ``IntrospectionRuntime`` the way the Apple layer's store does on a device: it carries out each
/// action (a search runs `search`, a commit observation waits for ``frame()``, a scheduled turn waits for the
/// main queue) and feeds back the events they produce. A frame is one run-loop turn: the main queue's blocks
/// first, then SwiftUI's layout (`layout`), then Core Animation's commit, then the commit observers.
final class RuntimeHarness {
    var runtime: IntrospectionRuntime
    /// Whether the target can be found right now (a scene search, in scenario tests).
    var search: () -> Bool
    /// What the next frame's layout pass changes in the scene, before the commit.
    var layout: [() -> Void] = []
    private(set) var searches = 0
    private(set) var handOvers = 0
    private(set) var reports = 0
    private(set) var actions: [IntrospectionRuntime.Action] = []
    private var waitsForCommit = false
    private var scheduledTurns: [Int] = []

    init(policy: IntrospectionRuntime.Policy = .typed, isEnabled: Bool = true, search: @escaping () -> Bool) {
        runtime = IntrospectionRuntime(policy: policy, isEnabled: isEnabled)
        self.search = search
    }

    /// Sends `event` and carries out what the runtime decides, as the store does.
    func send(_ event: IntrospectionRuntime.Event) {
        var events = [event]
        while !events.isEmpty {
            for action in runtime.handle(events.removeFirst()) {
                actions.append(action)
                switch action {
                case .search:
                    searches += 1
                    events.append(.searched(found: search()))
                case .handOverCachedTarget:
                    handOvers += 1
                case .observeNextCommit:
                    waitsForCommit = true
                case let .scheduleTurn(generation):
                    scheduledTurns.append(generation)
                case .reportNothingFound:
                    reports += 1
                }
            }
        }
    }

    /// One run-loop turn: scheduled turns, the layout pass, the commit.
    func frame() {
        let turns = scheduledTurns
        scheduledTurns = []
        for generation in turns { send(.turnCame(generation: generation)) }
        if !layout.isEmpty { layout.removeFirst()() }
        if waitsForCommit {
            waitsForCommit = false
            send(.layoutCommitted)
        }
    }

    /// `count` run-loop turns.
    func frames(_ count: Int) {
        for _ in 0..<count { frame() }
    }
}
