#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreFoundation
import IntrospectCore

/// Delivers ``IntrospectionRuntime/Event/layoutCommitted`` to the stores waiting for it, once per run-loop turn.
///
/// A marker is a 0×0 view: it gets no `layoutSubviews` when its siblings are laid out, so "a layout pass
/// happened" must come from something that really fires. Core Animation commits the implicit transaction of a
/// turn (and UIKit/AppKit lay views out in it) when the run loop next iterates (CATransaction documentation),
/// from an observer of the main run loop's `beforeWaiting` stage. Observers of one stage run "in increasing
/// order" of their `order` argument (CFRunLoopObserverCreate documentation), so an observer of that stage with
/// the highest order runs after the commit. One observer serves every waiting store; it is removed when none
/// waits, so an idle app pays nothing.
@MainActor
enum CommitObserver {
    private static var waiting: [WeakStore] = []
    private static var observer: CFRunLoopObserver?

    /// Sends `store` one `layoutCommitted` event after the next commit.
    static func notifyAfterNextCommit(_ store: IntrospectionStore) {
        waiting.append(WeakStore(store: store))
        guard observer == nil else { return }
        let activity = CFRunLoopActivity.beforeWaiting.rawValue
        let created = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activity, true, CFIndex.max) { _, _ in
            // The main run loop calls its observers on the main thread.
            MainThreadCallback.run { CommitObserver.deliver() }
        }
        // Common modes: a layout pass during scrolling (the tracking mode) counts too.
        CFRunLoopAddObserver(CFRunLoopGetMain(), created, .commonModes)
        observer = created
    }

    private static func deliver() {
        let stores = waiting
        waiting = []
        for entry in stores { entry.store?.handle(.layoutCommitted) }
        if waiting.isEmpty, let observer {
            CFRunLoopObserverInvalidate(observer)
            self.observer = nil
        }
    }

    private struct WeakStore {
        weak var store: IntrospectionStore?
    }
}
#endif
