/// The decisions of one modifier of the original library's API (0.x), with that library's timing: when to search
/// and when to report that nothing was found. No retries, no reuse of a target found before; the selector runs
/// on every search.
///
/// - ``ModifierTiming/classicUIKit``: one search on a later main-queue turn after the marker enters a window (the
///   original hopped with `DispatchQueue.main.async` in `didMoveToWindow`), and one synchronous search in every
///   update (`updateUIView`).
/// - ``ModifierTiming/classicAppKit``: one search on a later main-queue turn after every update (the original
///   hopped in `updateNSView`), never inside the update.
///
/// It takes the same events and returns the same actions as the typed API's ``IntrospectionRuntime``, and ignores
/// the layout callbacks and transitions that machine follows.
@_spi(Tooling) public struct ClassicRuntime: Sendable {
    /// Whose timing is kept: on UIKit a hop after entering a window, then a synchronous search in each update; on
    /// AppKit a hop after each update.
    public let toolkit: Toolkit
    /// Whether the modifier may search (the global switch).
    package private(set) var isEnabled: Bool
    /// The current episode: one window entry or update; a turn of an earlier one is stale.
    public private(set) var episode = 0
    /// The turn awaited; a later turn of the same modifier does not replace it (the original's hop after entering
    /// the window still ran after a synchronous search in an update).
    private var awaitedTurn: Int?
    /// The searches the current episode may still run (one per event).
    private var searchesLeft = 0
    private var markers = CurrentMarkers()

    /// A machine with `toolkit`'s timing, for a modifier that starts enabled or not.
    public init(toolkit: Toolkit, isEnabled: Bool = true) {
        self.toolkit = toolkit
        self.isEnabled = isEnabled
    }

    /// SwiftUI made a marker view for `role` (the original's representables place a probe only).
    public mutating func markerMade(_ role: MarkerRole) -> MarkerToken {
        markers.made(role)
    }

    /// Takes in one event and returns what to do.
    public mutating func handle(_ event: ModifierEvent) -> ModifierActions {
        switch event {
        case let .windowChanged(token, inWindow):
            guard markers.isCurrent(token), token.role == .probe else { return ModifierActions() }
            markers.setInWindow(.probe, inWindow)
            guard inWindow else {
                stop()
                return ModifierActions()
            }
            return isEnabled ? scheduleTurn() : []
        case .updated:
            guard isEnabled, markers.isInWindow(.probe) else { return ModifierActions() }
            if toolkit == .appKit { return scheduleTurn() }
            // Inside the update, as the original did; a turn already scheduled stays awaited.
            episode += 1
            searchesLeft = 1
            return search()
        case let .turnCame(turnEpisode):
            guard awaitedTurn == turnEpisode else { return ModifierActions() }
            awaitedTurn = nil
            // The turn is its own attempt, also when a synchronous search of a later update used the allowance.
            searchesLeft = max(searchesLeft, 1)
            return search()
        case let .searched(found, _, _):
            if found {
                searchesLeft = 0
                return ModifierActions()
            }
            return searchesLeft > 0 ? ModifierActions() : ModifierActions(.reportNothingFound)
        case let .enabledChanged(enabled):
            guard enabled != isEnabled else { return ModifierActions() }
            isEnabled = enabled
            guard enabled else {
                stop()
                return ModifierActions()
            }
            return markers.isInWindow(.probe) ? scheduleTurn() : []
        case .reached, .transitionEnded, .transitionFollowed, .timerFired:
            return ModifierActions()
        }
    }

    private mutating func stop() {
        episode += 1
        searchesLeft = 0
        awaitedTurn = nil
    }

    private mutating func scheduleTurn() -> ModifierActions {
        episode += 1
        searchesLeft = 1
        awaitedTurn = episode
        return ModifierActions(.scheduleTurn(episode: episode))
    }

    private mutating func search() -> ModifierActions {
        guard isEnabled, markers.isInWindow(.probe), searchesLeft > 0 else { return ModifierActions() }
        searchesLeft -= 1
        return ModifierActions(.search(reusingFoundTarget: false))
    }
}
