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
    /// The search to run between the markers, and what to do when the retries are used up.
    var request: IntrospectionRequest?
    /// The targets `customize` has run for (for `.oncePerInstance`), weakly.
    var customized = CustomizedTargets()
    /// The last target, weakly, to report changes.
    var tracker = TargetTracker()
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
        // Nothing is searched (or reported) until the probe is in a window: content that is not mounted —
        // unselected tabs, off-screen rows, unpresented sheets — never produces a diagnostic.
        guard let anchor, let probe, probe.window != nil, let request else { return }
        if request.search(anchor, probe, self) {
            pendingAttempts = 0
            return
        }
        pendingAttempts -= 1
        if pendingAttempts == 0 {
            request.gaveUp(anchor, probe)
            return
        }
        guard !scheduled else { return }
        scheduled = true
        // A main-actor task runs on a later turn of the main run loop, after SwiftUI has mounted more content.
        Task { @MainActor [weak self] in
            self?.scheduled = false
            self?.attempt()
        }
    }
}
#endif
