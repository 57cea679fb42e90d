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
/// installed when it ends); a SwiftUI update of the modifier; else a retry after a delay that grows from pass to pass
/// (`retryDelays`: 1, 4, 16 and 64 display frames, about 1.4 s in all at 60 Hz), at which the markers' nearest common
/// ancestor is laid out again — content that arrives in the meantime, in a pass of the app's own, is found there.
/// An animation frame that lays none of this out is no pass of the episode. Episodes are numbered; a timer or a
/// transition end of an earlier one does nothing.
///
/// **Liveness.** No decision waits on one callback: every request (a marker's layout or constraints update, a
/// transition's completion, a retry) arms the modifier's run-loop timer with it. When the requested callback does
/// not come — a rule of `FrameGeneration` wrong on some device, a window that never engages constraint-based layout
/// — the timer searches instead, outside any layout pass and outside SwiftUI's update, after the pass it was armed
/// in: the first `customize` then comes at most one committed frame after the frame that first shows the target,
/// and the search counts as one of the episode's passes, so an episode never walks more than its budget and never
/// stays open. A SwiftUI update during any wait asks for its search point again.
@_spi(Tooling) public struct IntrospectionRuntime: Sendable {
    /// The layout passes an episode may search in.
    public static let passesPerEpisode = 5
    /// The display frames an episode waits, after each pass that found nothing and had no transition to wait for,
    /// before it searches again.
    package static let retryDelays = [1, 4, 16, 64]

    private enum Phase: Hashable, Sendable {
        /// No episode.
        case idle
        /// The search point at this index of the generation's points is requested.
        case awaitingPoint(Int)
        /// The layout that comes before the search point at this index is requested (AppKit: the probe's layout,
        /// after which its constraints update is requested).
        case preparingPoint(Int)
        /// A search runs: at the point at this index, or — `nil` — from the timer, outside a pass.
        case searching(Int?)
        /// Whether a transition runs is being asked.
        case askingForTransition
        /// The end of a transition is awaited.
        case awaitingTransition
        /// The retry's timer is awaited.
        case awaitingRetry
    }

    /// How the platform produces a frame: where the search points are.
    public let frames: FrameGeneration
    /// Whether the modifier may search (its `isEnabled:` and the global switch).
    package private(set) var isEnabled: Bool
    /// The current episode; timers and transition ends of an earlier one are stale.
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

    /// Takes in one event and returns what to do, in order (at most three actions, kept without an allocation).
    public mutating func handle(_ event: ModifierEvent) -> ModifierActions {
        switch event {
        case let .windowChanged(token, inWindow):
            return windowChanged(token, inWindow: inWindow)
        case .updated:
            guard isEnabled, isProbeInWindow else { return ModifierActions() }
            if case .searching = phase { return ModifierActions() }  // the loop hands events in after the search
            // SwiftUI updated the modifier: its layout pass can show new content. A wait of any kind asks for the
            // search point again, so that no update is dropped however the wait ends.
            return phase == .idle ? startEpisode() : requestPoint(from: 0)
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
        case let .timerFired(timerEpisode):
            guard timerEpisode == episode else { return ModifierActions() }
            switch phase {
            case .awaitingPoint, .preparingPoint:
                // The requested callback did not come in the pass it was asked for: search now, outside the pass.
                return search(at: nil)
            case .awaitingTransition, .awaitingRetry:
                return retry()
            case .idle, .searching, .askingForTransition:
                return ModifierActions()
            }
        case let .transitionEnded(transitionEpisode):
            guard transitionEpisode == episode, phase == .awaitingTransition else { return ModifierActions() }
            return retry()
        case .turnCame:
            return ModifierActions()  // the original library's turns; this machine arms its timer instead
        case let .searched(found, customized, enclosesMarkers):
            return searched(found: found, customized: customized, enclosesMarkers: enclosesMarkers)
        case let .transitionFollowed(running):
            guard phase == .askingForTransition else { return ModifierActions() }
            if running {
                phase = .awaitingTransition
                return ModifierActions(.armTimer(episode: episode, after: .transitionEnd))
            }
            phase = .awaitingRetry
            let passesDone = Self.passesPerEpisode - passesLeft
            let delay = Self.retryDelays[min(max(passesDone - 1, 0), Self.retryDelays.count - 1)]
            return ModifierActions(.armTimer(episode: episode, after: .frames(delay)))
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return ModifierActions() }
            isEnabled = enabled
            guard enabled else { return endEpisode() }
            return isProbeInWindow ? startEpisode() : []
        }
    }

    private mutating func windowChanged(_ token: MarkerToken, inWindow: Bool) -> ModifierActions {
        guard markers.isCurrent(token) else { return ModifierActions() }
        markers.setInWindow(token.role, inWindow)
        switch token.role {
        case .anchor:
            // A new anchor was not asked for its layout, and a pass awaited at an anchor that left comes at the next
            // point: either way the awaited point is asked for again.
            let points = frames.searchPoints
            guard case let .awaitingPoint(index) = phase, points[index].marker == .anchor else {
                return ModifierActions()
            }
            return requestPoint(from: index)
        case .probe:
            guard inWindow else { return endEpisode() }
            return isEnabled ? startEpisode() : []
        }
    }

    private mutating func startEpisode() -> ModifierActions {
        episode += 1
        passesLeft = Self.passesPerEpisode
        isInPass = false
        reusesFoundTarget = true
        return requestPoint(from: 0)
    }

    /// Ends the episode; its timer, if armed, is cancelled.
    private mutating func endEpisode() -> ModifierActions {
        let wasInEpisode = phase != .idle
        episode += 1
        phase = .idle
        isInPass = false
        passesLeft = 0
        return wasInEpisode ? ModifierActions(.cancelTimer) : []
    }

    /// A pass that can show new content: the markers' common ancestor is laid out again, and the first point asked
    /// for.
    private mutating func retry() -> ModifierActions {
        ModifierActions(.requestLayoutOfCommonAncestor) + requestPoint(from: 0)
    }

    /// Requests the first search point from `index` whose marker is in a window, and arms the timer that searches
    /// if it does not come.
    private mutating func requestPoint(from index: Int) -> ModifierActions {
        let points = frames.searchPoints
        guard let next = points.indices.dropFirst(index).first(where: { markers.isInWindow(points[$0].marker) })
        else { return endEpisode() }
        let fallback = ModifierAction.armTimer(episode: episode, after: .nextTurn)
        switch points[next] {
        case .anchorLayout:
            phase = .awaitingPoint(next)
            return [.requestLayout(.anchor), fallback]
        case .probeLayout:
            phase = .awaitingPoint(next)
            return [.requestLayout(.probe), fallback]
        case .probeConstraintsUpdate:
            // Requested from the probe's layout, so that it comes after the window's layout of this cycle: an
            // Update Constraints pass that precedes it would search a tree that layout is about to change.
            phase = .preparingPoint(next)
            return [.requestLayout(.probe), fallback]
        }
    }

    /// A search at the point at `position`, or from the timer (`nil`).
    private mutating func search(at position: Int?) -> ModifierActions {
        guard isEnabled, isProbeInWindow else { return ModifierActions() }
        if !isInPass {
            guard passesLeft > 0 else { return endEpisode() + ModifierActions(.reportNothingFound) }
            isInPass = true
            passesLeft -= 1
        }
        phase = .searching(position)
        return ModifierActions(.search(reusingFoundTarget: reusesFoundTarget))
    }

    private mutating func searched(found: Bool, customized: Bool, enclosesMarkers: Bool) -> ModifierActions {
        guard case let .searching(position) = phase else { return ModifierActions() }
        reusesFoundTarget = false
        guard !found else {
            let ended = endEpisode()
            guard customized, let position,
                waitsForAWake(afterHandOverAt: frames.searchPoints[position], enclosesMarkers)
            else { return ended }
            return ended + ModifierActions(.wakeForPendingLayout)
        }
        if let position, position + 1 < frames.searchPoints.count {
            return requestPoint(from: position + 1)
        }
        isInPass = false
        guard passesLeft > 0 else { return endEpisode() + ModifierActions(.reportNothingFound) }
        phase = .askingForTransition
        return ModifierActions(.followTransition(episode: episode))
    }

    /// Whether what `customize` marked for layout at `point` may wait for a wake nothing provides: on UIKit, when
    /// the layout walk has passed the target already — the content at the probe, a target around the markers at
    /// either point. Before iOS 17 such a mark waits for the next wake
    /// (`FrameGeneration.layoutRequestedLateWaitsForAWake`); from iOS 17 it schedules an update of its own by one
    /// documented sentence, which this does not rely on. On AppKit the search point precedes the window's next
    /// layout pass in the same display cycle. A hand-over from the timer runs outside the pass: the loop goes on to
    /// commit what it marked.
    private func waitsForAWake(afterHandOverAt point: SearchPoint, _ enclosesMarkers: Bool) -> Bool {
        frames.toolkit == .uiKit && (!point.precedesContentLayout || enclosesMarkers)
    }
}
