/// A point in a view's coordinates, origin top-left as in SwiftUI.
package struct ViewPoint: Hashable, Sendable {
    package var x: Double
    package var y: Double

    /// The point (`x`, `y`).
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The decisions of `.trackingMouse`: what to report when the pointer enters, moves in and leaves a view —
/// including when it is already inside as the view appears, which AppKit does not report: a tracking area
/// added under the pointer sends no `mouseEntered(with:)` (only `.assumeInside` changes that, and it would then
/// report an exit it never entered).
///
/// Nor does AppKit report a view moving under a still pointer (a scroll, a resize): it recomputes the view's
/// tracking areas (`updateTrackingAreas`, "invoked automatically when the view's geometry changes",
/// https://developer.apple.com/documentation/appkit/nsview/updatetrackingareas()) and sends no mouse event. So
/// the pointer's place is asked for at each update (`NSWindow.mouseLocationOutsideOfEventStream`, "regardless of
/// the current event being handled or of any events pending",
/// https://developer.apple.com/documentation/appkit/nswindow/mouselocationoutsideofeventstream) and compared with
/// what was reported: an exit when it no longer lies over the view, an entry when it now does, its new place when
/// it stayed over the view.
///
/// Those two callbacks come inside other work: AppKit runs `updateTrackingAreas` during layout, and SwiftUI
/// removes the view — `viewDidMoveToWindow` with no window — inside its update. An `onEnter: { hovering = true }`
/// there writes state during the update. So they only ask for the next main-queue turn
/// (``trackingAreasUpdated()``, ``leftWindow()``), where the check runs (``turnCame(pointerInside:isInWindow:)``);
/// mouse events, which come in event handling, report at once.
package struct PointerTracking: Sendable {
    /// What to tell the view's callbacks.
    package enum Report: Hashable, Sendable {
        /// The pointer entered.
        case entered
        /// The pointer moved to this point.
        case moved(ViewPoint)
        /// The pointer left.
        case exited
    }

    /// Whether the pointer is inside, as far as reported.
    package private(set) var isInside = false
    /// The last place reported, while the pointer is inside.
    private var lastPoint: ViewPoint?
    /// Whether a main-queue turn is asked for and has not come.
    package private(set) var isTurnPending = false

    /// A tracker with the pointer outside.
    package init() {}

    /// The tracking areas were computed (`updateTrackingAreas`: after the view entered a window, and whenever its
    /// geometry changed), during layout. Returns whether to ask for the next main-queue turn (one is not pending).
    package mutating func trackingAreasUpdated() -> Bool {
        askForTurn()
    }

    /// The view left its window (`viewDidMoveToWindow` with no window), possibly inside SwiftUI's update. Returns
    /// whether to ask for the next main-queue turn.
    package mutating func leftWindow() -> Bool {
        askForTurn()
    }

    /// The turn asked for came: `pointer` is where the pointer is when it lies inside the view
    /// (`window.mouseLocationOutsideOfEventStream`), `nil` when it does not; `isInWindow` whether the view is in a
    /// window now. Reports the entry, the exit or the new place that no mouse event will: nothing when the pointer
    /// is where it was last reported.
    package mutating func turnCame(pointerInside pointer: ViewPoint?, isInWindow: Bool) -> [Report] {
        isTurnPending = false
        guard isInWindow, let pointer else { return exited() }
        guard isInside else { return entered(at: pointer) }
        return pointer == lastPoint ? [] : moved(to: pointer)
    }

    private mutating func askForTurn() -> Bool {
        defer { isTurnPending = true }
        return !isTurnPending
    }

    /// `mouseEntered(with:)` at `point`.
    package mutating func entered(at point: ViewPoint) -> [Report] {
        guard !isInside else { return moved(to: point) }
        isInside = true
        lastPoint = point
        return [.entered, .moved(point)]
    }

    /// `mouseMoved(with:)` at `point`.
    package mutating func moved(to point: ViewPoint) -> [Report] {
        if isInside { lastPoint = point }
        return [.moved(point)]
    }

    /// `mouseExited(with:)`.
    package mutating func exited() -> [Report] {
        guard isInside else { return [] }
        isInside = false
        lastPoint = nil
        return [.exited]
    }

}
