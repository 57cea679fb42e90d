@_spi(Tooling) import IntrospectCore

// The typed API's runtime as released in 0.1.0 (commit eeccf17), kept (renamed, internal, with its own event and
// action types) so that the liveness properties can be run against it: `ReleasedModifier` drives it on a
// `FrameModel` the way that release's `MarkerCoordinator` did. Its decisions are unchanged.

struct ReleasedRuntime: Sendable {
    /// What happened to the modifier's markers (0.1.0's `IntrospectionRuntime.Event`, typed cases).
    enum Event: Hashable, Sendable {
        case windowChanged(MarkerToken, inWindow: Bool)
        case updated
        case reached(SearchPoint, MarkerToken)
        case turnCame(episode: Int)
        case transitionEnded(episode: Int)
        case searched(found: Bool, customized: Bool)
        case transitionFollowed(running: Bool)
        case enabledChanged(Bool)
    }

    /// What the modifier should do (0.1.0's `IntrospectionRuntime.Action`, typed cases).
    enum Action: Hashable, Sendable {
        case requestLayout(MarkerRole)
        case requestConstraintsUpdate(MarkerRole)
        case requestLayoutOfCommonAncestor
        case scheduleTurn(episode: Int)
        case wakeForPendingLayout
        case followTransition(episode: Int)
        case search(reusingFoundTarget: Bool)
        case reportNothingFound
    }

    /// The actions of one event, in order.
    typealias Actions = [Action]

    /// The current marker of each role and whether it is in a window.
    struct Markers: Hashable, Sendable {
        private var serials: [MarkerRole: Int] = [:]
        private var inWindow: Set<MarkerRole> = []
        private var next = 0

        mutating func made(_ role: MarkerRole) -> MarkerToken {
            next += 1
            serials[role] = next
            inWindow.remove(role)
            return MarkerToken(role: role, serial: next)
        }

        func isCurrent(_ token: MarkerToken) -> Bool { serials[token.role] == token.serial }
        func isInWindow(_ role: MarkerRole) -> Bool { inWindow.contains(role) }

        mutating func setInWindow(_ role: MarkerRole, _ value: Bool) {
            if value { inWindow.insert(role) } else { inWindow.remove(role) }
        }
    }

    /// The layout passes an episode may search in.
    static let passesPerEpisode = 5

    private enum Phase: Hashable, Sendable {
        /// No episode.
        case idle
        /// The search point at this index of the generation's points is requested.
        case awaitingPoint(Int)
        /// The layout that comes before the search point at this index is requested (AppKit: the probe's layout,
        /// after which its constraints update is requested).
        case preparingPoint(Int)
        /// A search at the point at this index runs.
        case searching(Int)
        /// Whether a transition runs is being asked.
        case askingForTransition
        /// The end of a transition is awaited.
        case awaitingTransition
        /// The requested main-queue turn is awaited.
        case awaitingTurn
    }

    /// How the platform produces a frame: where the search points are.
    let frames: FrameGeneration
    /// Whether the modifier may search (its `isEnabled:` and the global switch).
    private(set) var isEnabled: Bool
    /// The current episode; turns and transition ends of an earlier one are stale.
    private(set) var episode = 0
    /// The layout passes the current episode may still search in.
    private(set) var passesLeft = 0
    private var phase = Phase.idle
    /// Whether a search of the current pass ran (the pass counts against the episode).
    private var isInPass = false
    /// Whether the current episode may hand over the target found before without a walk.
    private var reusesFoundTarget = false
    private var markers = Markers()

    /// A runtime on `frames` for a modifier that starts enabled or not.
    init(frames: FrameGeneration, isEnabled: Bool = true) {
        self.frames = frames
        self.isEnabled = isEnabled
    }

    /// Whether the probe is in a window.
    var isProbeInWindow: Bool { markers.isInWindow(.probe) }

    /// Whether an episode is under way.
    var isInEpisode: Bool { phase != .idle }

    /// SwiftUI made a marker view: from now on it is the modifier's `role` marker, and events of the one it
    /// replaces are ignored.
    mutating func markerMade(_ role: MarkerRole) -> MarkerToken {
        markers.made(role)
    }

    /// Takes in one event and returns what to do, in order.
    mutating func handle(_ event: Event) -> Actions {
        switch event {
        case let .windowChanged(token, inWindow):
            return windowChanged(token, inWindow: inWindow)
        case .updated:
            guard isEnabled, isProbeInWindow else { return [] }
            return updated()
        case let .reached(point, token):
            guard markers.isCurrent(token) else { return [] }
            if case let .preparingPoint(index) = phase, point == .probeLayout {
                // AppKit: the window's layout has reached the probe, after its superview's; the constraints update
                // it asks for now comes in another Update Constraints pass of the same display cycle.
                phase = .awaitingPoint(index)
                return [.requestConstraintsUpdate(.probe)]
            }
            guard case let .awaitingPoint(index) = phase, let position = frames.searchPoints.firstIndex(of: point),
                position >= index
            else { return [] }
            return search(at: position)
        case let .turnCame(turnEpisode):
            guard turnEpisode == episode, phase == .awaitingTurn else { return [] }
            // A pass that can show new content: the markers' common ancestor is laid out again.
            return [.requestLayoutOfCommonAncestor] + requestPoint(from: 0)
        case let .transitionEnded(transitionEpisode):
            guard transitionEpisode == episode, phase == .awaitingTransition else { return [] }
            return [.requestLayoutOfCommonAncestor] + requestPoint(from: 0)
        case let .searched(found, customized):
            return searched(found: found, customized: customized)
        case let .transitionFollowed(running):
            guard phase == .askingForTransition else { return [] }
            if running {
                phase = .awaitingTransition
                return []
            }
            phase = .awaitingTurn
            return [.scheduleTurn(episode: episode)]
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return [] }
            isEnabled = enabled
            guard enabled else {
                endEpisode()
                return []
            }
            return isProbeInWindow ? startEpisode() : []
        }
    }

    private mutating func windowChanged(_ token: MarkerToken, inWindow: Bool) -> Actions {
        guard markers.isCurrent(token) else { return [] }
        markers.setInWindow(token.role, inWindow)
        switch token.role {
        case .anchor:
            // A pass awaited at the anchor's point now comes at the next point.
            if !inWindow, case .awaitingPoint(0) = phase { return requestPoint(from: 0) }
            return []
        case .probe:
            guard inWindow else {
                endEpisode()
                return []
            }
            return isEnabled ? startEpisode() : []
        }
    }

    private mutating func updated() -> Actions {
        switch phase {
        case .idle:
            return startEpisode()
        case .awaitingTurn, .awaitingTransition, .askingForTransition:
            // SwiftUI updated the modifier: its layout pass can show new content.
            return requestPoint(from: 0)
        case .awaitingPoint, .preparingPoint, .searching:
            return []  // the pass is coming
        }
    }

    private mutating func startEpisode() -> Actions {
        episode += 1
        passesLeft = Self.passesPerEpisode
        isInPass = false
        reusesFoundTarget = true
        return requestPoint(from: 0)
    }

    private mutating func endEpisode() {
        episode += 1
        phase = .idle
        isInPass = false
        passesLeft = 0
    }

    /// Requests the first search point from `index` whose marker is in a window.
    private mutating func requestPoint(from index: Int) -> Actions {
        let points = frames.searchPoints
        guard let next = points.indices.dropFirst(index).first(where: { markers.isInWindow(points[$0].marker) })
        else {
            endEpisode()
            return []
        }
        phase = .awaitingPoint(next)
        switch points[next] {
        case .anchorLayout: return [.requestLayout(.anchor)]
        case .probeLayout: return [.requestLayout(.probe)]
        case .probeConstraintsUpdate:
            // Requested from the probe's layout, so that it comes after the window's layout of this cycle: an
            // Update Constraints pass that precedes it would search a tree that layout is about to change.
            phase = .preparingPoint(next)
            return [.requestLayout(.probe)]
        }
    }

    private mutating func search(at position: Int) -> Actions {
        guard isEnabled, isProbeInWindow else { return [] }
        if !isInPass {
            guard passesLeft > 0 else { return [] }
            isInPass = true
            passesLeft -= 1
        }
        phase = .searching(position)
        return [.search(reusingFoundTarget: reusesFoundTarget)]
    }

    private mutating func searched(found: Bool, customized: Bool) -> Actions {
        guard case let .searching(position) = phase else { return [] }
        reusesFoundTarget = false
        guard !found else {
            endEpisode()
            guard customized, frames.layoutRequestedLateWaitsForAWake else { return [] }
            return [.wakeForPendingLayout]
        }
        if position + 1 < frames.searchPoints.count {
            return requestPoint(from: position + 1)
        }
        isInPass = false
        guard passesLeft > 0 else {
            endEpisode()
            return [.reportNothingFound]
        }
        phase = .askingForTransition
        return [.followTransition(episode: episode)]
    }
}
