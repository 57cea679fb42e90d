@_spi(Tooling) import IntrospectCore
import Testing

/// The bridges decide by what caused a change, not by what the user seems to be doing: a change reported from
/// inside SwiftUI's update or a layout pass never writes state there.
@Suite("Bridges decide by cause")
struct BridgeCauseTests {
    @Test func anOffsetSwiftUISetsInsideItsUpdateDuringADragIsNotPublishedThere() {
        // A lazy stack re-anchors as row heights resolve while the finger is down: SwiftUI sets `contentOffset` in
        // its update, and KVO reports it there. The drag's own gesture publishes at once; the observation waits.
        var bridge = ScrollOffsetBridge()
        #expect(bridge.moved(to: 100, by: .userGesture) == [.publish(ScrollOffset(y: 100))])
        #expect(bridge.moved(to: 130, by: .observation) == [.publishOnNextTurn])
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 130)) == [.publish(ScrollOffset(y: 130))])
    }

    @Test func aValueTheBindingAlreadyHeldIsNotARequest() {
        // SwiftUI moved the view (`scrollTo`); its write waits for the next main-queue turn. Before that turn an
        // update of the modifier applies the binding's old value, which the app never wrote again.
        var bridge = ScrollOffsetBridge()
        #expect(bridge.applied(0, view: 0) == [])
        #expect(bridge.moved(to: 480, by: .observation) == [.publishOnNextTurn])
        #expect(bridge.applied(0, view: 480) == [], "the old value does not scroll the view back")
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 480)) == [.publish(ScrollOffset(y: 480))])
        // A new value the app writes is a request.
        #expect(bridge.applied(0, view: 480) == [.scroll(to: ScrollOffset(y: 0), animated: false)])
    }

    @Test func trackingAreasUpdatedDuringLayoutReportOnTheNextTurn() {
        // AppKit runs `updateTrackingAreas` during layout: an `onEnter` that sets state must not run there.
        var tracking = PointerTracking()
        #expect(tracking.trackingAreasUpdated() == true, "asks for a turn")
        #expect(tracking.trackingAreasUpdated() == false, "one turn for several updates")
        let point = ViewPoint(x: 4, y: 4)
        #expect(tracking.turnCame(pointerInside: point, isInWindow: true) == [.entered, .moved(point)])
    }

    @Test func aViewRemovedWhileHoveredReportsTheExitOnTheNextTurn() {
        // SwiftUI removes the view in its update: `viewDidMoveToWindow` runs there, and only asks for a turn.
        var tracking = PointerTracking()
        _ = tracking.entered(at: ViewPoint(x: 1, y: 1))
        #expect(tracking.leftWindow() == true)
        #expect(tracking.isInside, "nothing reported inside the update")
        #expect(tracking.turnCame(pointerInside: nil, isInWindow: false) == [.exited])
        // Moved to another window before the turn (SwiftUI re-parented it): the pointer decides.
        var moved = PointerTracking()
        _ = moved.entered(at: ViewPoint(x: 1, y: 1))
        _ = moved.leftWindow()
        #expect(moved.turnCame(pointerInside: ViewPoint(x: 1, y: 1), isInWindow: true) == [])
    }
}
