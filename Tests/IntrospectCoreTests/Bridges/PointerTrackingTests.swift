@_spi(Tooling) import IntrospectCore
import Testing

/// The view moves while the pointer stays still (a scroll, a resize, a window's layout): AppKit recomputes the
/// view's tracking areas (`updateTrackingAreas`) and sends no mouse event, so the pointer's place is asked for and
/// handed to ``PointerTracking/turnCame(pointerInside:isInWindow:)`` on the next main-queue turn.
@Suite("Pointer tracking while the view moves")
struct PointerTrackingAreaUpdateTests {
    @Test func aViewMovingOutFromUnderAStillPointerReportsTheExit() {
        var tracking = PointerTracking()
        let point = ViewPoint(x: 5, y: 7)
        #expect(tracking.entered(at: point) == [.entered, .moved(point)])
        // Scrolled away: the pointer is no longer over the view, and no mouseExited(with:) comes.
        #expect(tracking.turnCame(pointerInside: nil, isInWindow: true) == [.exited])
        #expect(!tracking.isInside)
        // Should AppKit send its own exit after all, it is not a second one.
        #expect(tracking.exited() == [])
        #expect(tracking.turnCame(pointerInside: nil, isInWindow: true) == [])
        // Scrolled back under the pointer: entered again, where the pointer now is in the view.
        let back = ViewPoint(x: 5, y: 40)
        #expect(tracking.turnCame(pointerInside: back, isInWindow: true) == [.entered, .moved(back)])
        #expect(tracking.isInside)
    }

    @Test func aViewMovingUnderAStillPointerReportsItsNewPlaceOnce() {
        var tracking = PointerTracking()
        let start = ViewPoint(x: 20, y: 10)
        #expect(tracking.turnCame(pointerInside: start, isInWindow: true) == [.entered, .moved(start)])
        // The view moved up by 30 points under the pointer: the pointer is 30 points lower in the view.
        let scrolled = ViewPoint(x: 20, y: 40)
        #expect(tracking.turnCame(pointerInside: scrolled, isInWindow: true) == [.moved(scrolled)])
        // A resize that leaves the pointer where it was in the view: nothing to report.
        #expect(tracking.turnCame(pointerInside: scrolled, isInWindow: true) == [])
        #expect(tracking.isInside)
    }
}
