#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Dispatch
@_spi(Tooling) import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// Every run-loop, dispatch and layout request the library's modifiers and bridges make, in one place. Each
/// function carries out one action the core decided (`IntrospectionRuntime.Action`, `ScrollOffsetSync.Action`)
/// and decides nothing; what each call achieves is stated by the core (`FrameGeneration`).
@MainActor
enum FrameRequests {
    /// Marks `view` as needing layout: "Invalidates the current layout of the receiver and triggers a layout
    /// update during the next update cycle" (`UIView.setNeedsLayout()`); on macOS "lets the system know that the
    /// view's layout needs to be updated before it is drawn" (`NSView.needsLayout`). A layout walk that has not
    /// reached the view yet lays it out in this pass.
    static func requestLayout(of view: PlatformView) {
        #if os(macOS)
        view.needsLayout = true
        #else
        view.setNeedsLayout()
        #endif
    }

    /// Marks `view` as needing its constraints updated: "The system then calls your implementation of
    /// updateConstraints() before the layout occurs" (`NSView.updateConstraints()`, `UIView.updateConstraints()`).
    static func requestConstraintsUpdate(of view: PlatformView) {
        #if os(macOS)
        view.needsUpdateConstraints = true
        #else
        view.setNeedsUpdateConstraints()
        #endif
    }

    /// Runs `body` on a later turn of the main queue (`DispatchQueue.main.async`): the block wakes the main run
    /// loop if it sleeps, and runs before it sleeps again.
    static func onNextMainQueueTurn(_ body: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { body() }
    }

    /// An empty turn of the main queue: the main run loop iterates once more, so what was marked for layout after
    /// the last layout walk passed it is laid out and committed without waiting for an unrelated wake.
    static func wakeMainRunLoop() {
        DispatchQueue.main.async {}
    }

    /// When a view-controller transition covers `view` — the transition coordinator of the nearest view
    /// controller on its responder chain, which "checks the view controller's ancestors" — runs `completion` when
    /// it finishes ("The block of code to execute after the transition finishes") and returns `true`; returns
    /// `false` when no transition is in progress (`transitionCoordinator` is `nil`). AppKit has no transition
    /// coordinator: a sheet is a window of its own, laid out when it is shown.
    static func followTransition(around view: PlatformView, completion: @escaping @MainActor () -> Void) -> Bool {
        #if os(macOS)
        return false
        #else
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let coordinator = (responder as? UIViewController)?.transitionCoordinator else { return false }
        _ = coordinator.animate(alongsideTransition: nil) { _ in
            MainThreadCallback.run { completion() }
        }
        return true
        #endif
    }
}
#endif
