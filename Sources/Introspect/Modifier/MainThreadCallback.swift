#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Dispatch

/// Runs main-actor code from a callback that UIKit, AppKit or Core Foundation make on the main thread but that
/// is not typed as main-actor isolated (KVO change handlers, notification blocks on `.main`, main run-loop
/// observers). It is what `MainActor.assumeIsolated` does; that API is missing from the macOS 13 SDK this
/// package is checked against, and a `Task` hop would deliver the callback a turn late.
package enum MainThreadCallback {
    /// Calls `body` synchronously; the caller is on the main thread (checked in debug builds).
    package static func run(_ body: @MainActor () -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            // Isolation to the main actor is a static property of the function type, not a different
            // representation: on the main thread, calling it as a nonisolated function is what the actor would do.
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
}
#endif
