#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// What one `.introspect` modifier shares between its two markers: the markers (weakly; they hold the store),
/// the current search request, and the retry state. The modifier keeps it in `@State` — there is no global
/// store — so it lives exactly as long as the modified view.
///
/// Its initializer has no side effects: SwiftUI evaluates `State(wrappedValue:)` on every init of the modifier
/// and throws the extra instances away.
@MainActor
final class IntrospectionStore {
    weak var anchor: PlatformView?
    weak var probe: PlatformView?
    /// Runs the search between the markers; returns whether it found (and handed over) a target.
    var request: ((_ anchor: PlatformView, _ probe: PlatformView) -> Bool)?
    private var pendingAttempts = 0
    private var scheduled = false

    nonisolated init() {}

    /// Lazy content (List rows, navigation stacks) may not be mounted on the first pass: retry on the next
    /// run-loop turns, a bounded number of times, and stop after a hit.
    static let maximumAttempts = 3

    /// Searches now if both markers are in a window, else as soon as they are; retries a few turns for content
    /// that is mounted late.
    func searchSoon() {
        pendingAttempts = Self.maximumAttempts
        attempt()
    }

    private func attempt() {
        guard let anchor, let probe, probe.window != nil, let request else { return }
        if request(anchor, probe) {
            pendingAttempts = 0
            return
        }
        pendingAttempts -= 1
        guard pendingAttempts > 0, !scheduled else { return }
        scheduled = true
        // A main-actor task runs on a later turn of the main run loop, after SwiftUI has mounted more content.
        Task { @MainActor [weak self] in
            self?.scheduled = false
            self?.attempt()
        }
    }
}
#endif
