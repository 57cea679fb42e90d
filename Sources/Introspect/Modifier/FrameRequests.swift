#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Dispatch
import Foundation
@_spi(Tooling) import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// Every run-loop, dispatch and layout request the library's modifiers and bridges make, in one place. Each
/// function carries out one action the core decided (`ModifierAction`, `ScrollOffsetBridge.Action`, `PointerTracking`)
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
    /// it finishes ("The block of code to execute after the transition finishes") and returns the seconds the
    /// transition has left (`transitionDuration` less the part done, `percentComplete`). Returns `nil` when no
    /// transition is in progress (`transitionCoordinator` is `nil`) or the coordinator did not queue the completion
    /// (`animate(alongsideTransition:completion:)` returns "true if the animations were successfully queued to run or
    /// false if they were not"). AppKit has no transition coordinator: a sheet is a window of its own, laid out when
    /// it is shown.
    static func followTransition(around view: PlatformView, completion: @escaping @MainActor () -> Void) -> Double? {
        #if os(macOS)
        return nil
        #else
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let coordinator = (responder as? UIViewController)?.transitionCoordinator else { return nil }
        let queued = coordinator.animate(alongsideTransition: nil) { _ in
            MainThreadCallback.run { completion() }
        }
        guard queued else { return nil }
        return Double(coordinator.transitionDuration) * Double(1 - coordinator.percentComplete)
        #endif
    }
}

/// The one run-loop timer of a modifier: armed with each request the runtime makes, as its fallback, and for the
/// episode's retries. A `Timer` in the main run loop's common modes, so that it fires while the user scrolls too
/// ("A timer is not a real-time mechanism; it fires only when one of the run loop modes to which the timer has been
/// added is running", https://developer.apple.com/documentation/foundation/timer). It is made on the first request
/// and re-armed by moving its fire date ("You can set this property to adjust the firing time of a repeating
/// timer", `Timer.fireDate`): arming allocates nothing. Cancelled, it is parked at the distant future, where it
/// wakes nothing; it is invalidated when its owner is freed.
@MainActor
final class ModifierTimer {
    private var timer: Timer?
    private let fire: @MainActor () -> Void
    /// Invalidates the timer when the owner goes (the bag's `deinit` runs with this object's).
    private let invalidation = ObservationBag()

    /// A timer that calls `fire` each time it fires.
    init(fire: @escaping @MainActor () -> Void) {
        self.fire = fire
    }

    /// Fires once, `seconds` from now (0: at the run loop's next look at its timers), replacing any time armed.
    func arm(after seconds: Double) {
        let date = Date(timeIntervalSinceNow: seconds)
        if let timer {
            timer.fireDate = date
            return
        }
        // Repeating, with an interval no run reaches: after it fires, the next fire date is the distant future.
        let created = Timer(fire: date, interval: Date.distantFuture.timeIntervalSinceNow, repeats: true) {
            [weak self] _ in
            MainThreadCallback.run {
                guard let self else { return }
                self.timer?.fireDate = .distantFuture
                self.fire()
            }
        }
        RunLoop.main.add(created, forMode: .common)
        invalidation.add { created.invalidate() }
        timer = created
    }

    /// Parks the timer: it fires no more until armed again.
    func cancel() {
        timer?.fireDate = .distantFuture
    }

}
#if !os(macOS)
/// A display link that calls `tick` once per display frame while it runs (`CADisplayLink` in the main run loop's
/// common modes: "a timer object that allows your app to synchronize its drawing to the refresh rate of the
/// display"): `.scrollOffset` follows a deceleration with it, outside SwiftUI's update. It stops when `tick` says
/// so or ``stop()`` is called; the link holds this object only while it runs.
@MainActor
final class DisplayLinkFollower: NSObject {
    private var link: CADisplayLink?
    private let tick: @MainActor () -> Bool

    /// A follower that calls `tick` each frame; `tick` returns whether to go on.
    init(tick: @escaping @MainActor () -> Bool) {
        self.tick = tick
    }

    /// Starts following, if it is not already.
    func start() {
        guard link == nil else { return }
        let created = CADisplayLink(target: self, selector: #selector(frame))
        created.add(to: .main, forMode: .common)
        link = created
    }

    /// Stops following.
    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func frame() {
        if !tick() { stop() }
    }
}
#endif
#endif
