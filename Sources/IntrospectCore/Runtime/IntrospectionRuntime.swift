/// The decisions of one `.introspect` modifier of the typed API over its life: when to search, how often, when to
/// stop, when to hand over a target found before, and when to report that nothing was found.
///
/// The markers' callbacks come in as ``ModifierEvent``s (through ``IntrospectionEventLoop``); what to do goes out
/// as ``ModifierAction``s. It decides from the events and from what ``FrameGeneration`` states about the platform,
/// nothing else, so the same decisions run on a device and in the simulation of each frame pipeline that tests
/// drive. The original library's API has a machine of its own, ``ClassicRuntime``.
///
/// **When.** Every search runs at a *search point*: a marker's layout callback that the runtime requested
/// (`FrameGeneration.searchPoints`). The first is the anchor's `layoutSubviews` on UIKit — in the layout pass
/// that shows the content, after SwiftUI inserted it and before the content is laid out, so that what `customize`
/// changes is laid out and committed in that same frame; a miss there is searched again at the probe's
/// `layoutSubviews`, after the content, in the same pass. On AppKit it is the probe's `updateConstraints()`, which
/// the display cycle runs before it lays the window out again. A request is a layout request (`setNeedsLayout`,
/// `needsUpdateConstraints`): it adds nothing to the run loop and wakes nothing; the pass already under way, or the
/// one the change that caused the request brings, carries it out. No hand-over ever runs from a marker's
/// `make…`/`update…` or window callback.
///
/// **Episodes.** Every search belongs to an *episode*, started by the probe entering a window, by an update after
/// the last episode ended, or by the modifier being enabled. An episode searches in at most `passesPerEpisode` (five)
/// layout passes and ends with the first hit or with one report. After a pass that found nothing it waits for a
/// pass that can show new content: the end of a view-controller transition, if one is running (content is
/// installed when it ends); a SwiftUI update of the modifier; else a pass it asks for itself — one main-queue turn
/// (an explicit wake), in which the markers' nearest common ancestor is laid out again. An animation frame that
/// lays none of this out is no pass of the episode. Episodes are numbered; a turn or a transition end of an
/// earlier episode does nothing.
@_spi(Tooling) public struct IntrospectionRuntime: Sendable {
    /// The layout passes an episode may search in.
    package static let passesPerEpisode = 5

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
    public let frames: FrameGeneration
    /// Whether the modifier may search (its `isEnabled:` and the global switch).
    package private(set) var isEnabled: Bool
    /// The current episode; turns and transition ends of an earlier one are stale.
    public private(set) var episode = 0
    /// The layout passes the current episode may still search in.
    package private(set) var passesLeft = 0
    private var phase = Phase.idle
    /// Whether a search of the current pass ran (the pass counts against the episode).
    private var isInPass = false
    /// Whether the current episode may hand over the target found before without a walk.
    private var reusesFoundTarget = false
    private var markers = CurrentMarkers()

    /// A runtime on `frames` for a modifier that starts enabled or not.
    public init(frames: FrameGeneration, isEnabled: Bool = true) {
        self.frames = frames
        self.isEnabled = isEnabled
    }

    /// Whether the probe is in a window.
    package var isProbeInWindow: Bool { markers.isInWindow(.probe) }

    /// Whether an episode is under way.
    package var isInEpisode: Bool { phase != .idle }

    /// SwiftUI made a marker view: from now on it is the modifier's `role` marker, and events of the one it
    /// replaces are ignored.
    public mutating func markerMade(_ role: MarkerRole) -> MarkerToken {
        markers.made(role)
    }

    /// Takes in one event and returns what to do, in order (at most two actions, kept without an allocation).
    public mutating func handle(_ event: ModifierEvent) -> ModifierActions {
        switch event {
        case let .windowChanged(token, inWindow):
            return windowChanged(token, inWindow: inWindow)
        case .updated:
            guard isEnabled, isProbeInWindow else { return ModifierActions() }
            return updated()
        case let .reached(point, token):
            guard markers.isCurrent(token) else { return ModifierActions() }
            if case let .preparingPoint(index) = phase, point == .probeLayout {
                // AppKit: the window's layout has reached the probe, after its superview's; the constraints update
                // it asks for now comes in another Update Constraints pass of the same display cycle.
                phase = .awaitingPoint(index)
                return ModifierActions(.requestConstraintsUpdate(.probe))
            }
            guard case let .awaitingPoint(index) = phase, let position = frames.searchPoints.firstIndex(of: point),
                position >= index
            else { return ModifierActions() }
            return search(at: position)
        case let .turnCame(turnEpisode):
            guard turnEpisode == episode, phase == .awaitingTurn else { return ModifierActions() }
            // A pass that can show new content: the markers' common ancestor is laid out again.
            return ModifierActions(.requestLayoutOfCommonAncestor) + requestPoint(from: 0)
        case let .transitionEnded(transitionEpisode):
            guard transitionEpisode == episode, phase == .awaitingTransition else { return ModifierActions() }
            return ModifierActions(.requestLayoutOfCommonAncestor) + requestPoint(from: 0)
        case let .searched(found, customized):
            return searched(found: found, customized: customized)
        case let .transitionFollowed(running):
            guard phase == .askingForTransition else { return ModifierActions() }
            if running {
                phase = .awaitingTransition
                return ModifierActions()
            }
            phase = .awaitingTurn
            return ModifierActions(.scheduleTurn(episode: episode))
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return ModifierActions() }
            isEnabled = enabled
            guard enabled else {
                endEpisode()
                return ModifierActions()
            }
            return isProbeInWindow ? startEpisode() : []
        }
    }

    private mutating func windowChanged(_ token: MarkerToken, inWindow: Bool) -> ModifierActions {
        guard markers.isCurrent(token) else { return ModifierActions() }
        markers.setInWindow(token.role, inWindow)
        switch token.role {
        case .anchor:
            // A pass awaited at the anchor's point now comes at the next point.
            if !inWindow, case .awaitingPoint(0) = phase { return requestPoint(from: 0) }
            return ModifierActions()
        case .probe:
            guard inWindow else {
                endEpisode()
                return ModifierActions()
            }
            return isEnabled ? startEpisode() : []
        }
    }

    private mutating func updated() -> ModifierActions {
        switch phase {
        case .idle:
            return startEpisode()
        case .awaitingTurn, .awaitingTransition, .askingForTransition:
            // SwiftUI updated the modifier: its layout pass can show new content.
            return requestPoint(from: 0)
        case .awaitingPoint, .preparingPoint, .searching:
            return ModifierActions()  // the pass is coming
        }
    }

    private mutating func startEpisode() -> ModifierActions {
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
    private mutating func requestPoint(from index: Int) -> ModifierActions {
        let points = frames.searchPoints
        guard let next = points.indices.dropFirst(index).first(where: { markers.isInWindow(points[$0].marker) })
        else {
            endEpisode()
            return ModifierActions()
        }
        phase = .awaitingPoint(next)
        switch points[next] {
        case .anchorLayout: return ModifierActions(.requestLayout(.anchor))
        case .probeLayout: return ModifierActions(.requestLayout(.probe))
        case .probeConstraintsUpdate:
            // Requested from the probe's layout, so that it comes after the window's layout of this cycle: an
            // Update Constraints pass that precedes it would search a tree that layout is about to change.
            phase = .preparingPoint(next)
            return ModifierActions(.requestLayout(.probe))
        }
    }

    private mutating func search(at position: Int) -> ModifierActions {
        guard isEnabled, isProbeInWindow else { return ModifierActions() }
        if !isInPass {
            guard passesLeft > 0 else { return ModifierActions() }
            isInPass = true
            passesLeft -= 1
        }
        phase = .searching(position)
        return ModifierActions(.search(reusingFoundTarget: reusesFoundTarget))
    }

    private mutating func searched(found: Bool, customized: Bool) -> ModifierActions {
        guard case let .searching(position) = phase else { return ModifierActions() }
        reusesFoundTarget = false
        guard !found else {
            endEpisode()
            guard customized, frames.layoutRequestedLateWaitsForAWake else { return ModifierActions() }
            return ModifierActions(.wakeForPendingLayout)
        }
        if position + 1 < frames.searchPoints.count {
            return requestPoint(from: position + 1)
        }
        isInPass = false
        guard passesLeft > 0 else {
            endEpisode()
            return ModifierActions(.reportNothingFound)
        }
        phase = .askingForTransition
        return ModifierActions(.followTransition(episode: episode))
    }
}
