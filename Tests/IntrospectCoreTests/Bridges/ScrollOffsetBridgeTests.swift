@_spi(Tooling) import IntrospectCore
import Testing

extension ScrollOffsetBridge {
    /// `offsetChanged` for a vertical offset.
    mutating func moved(to y: Double, by cause: Cause, decelerating: Bool = false) -> [Action] {
        offsetChanged(to: ScrollOffset(y: y), cause: cause, isDecelerating: decelerating)
    }

    /// `bindingApplied` for vertical offsets.
    mutating func applied(_ y: Double, view: Double, animated: Bool = false) -> [Action] {
        bindingApplied(ScrollOffset(y: y), viewOffset: ScrollOffset(y: view), animated: animated)
    }
}

@Suite("Scroll offset bridge")
struct ScrollOffsetBridgeTests {
    let top = ScrollOffset(x: 0, y: 0)

    @Test func theUsersGestureIsPublishedOncePerChange() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.moved(to: 10, by: .userGesture) == [.publish(ScrollOffset(y: 10))])
        #expect(bridge.moved(to: 10.2, by: .userGesture) == [])  // within rounding
        #expect(bridge.moved(to: 40, by: .userGesture) == [.publish(ScrollOffset(y: 40))])
        // SwiftUI then applies the binding it was given: an echo, not a request to scroll.
        #expect(bridge.applied(40, view: 40) == [])
    }

    @Test func anObservationAsksForOneTurnAndTheTurnWritesTheLatestOffset() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.moved(to: 480, by: .observation) == [.publishOnNextTurn])
        #expect(bridge.moved(to: 500, by: .observation) == [], "one turn for a burst")
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 510)) == [.publish(ScrollOffset(y: 510))])
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 510)) == [])
    }

    @Test func programmaticScrollsAreCarriedOutAndTheirEchoesSuppressed() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.applied(300, view: 0, animated: true) == [.scroll(to: ScrollOffset(y: 300), animated: true)])
        #expect(bridge.isScrollingProgrammatically)
        // Animation frames reported by KVO are not published.
        for frame in [50.0, 150, 260, 299.8] { #expect(bridge.moved(to: frame, by: .observation) == []) }
        #expect(!bridge.isScrollingProgrammatically)
        // The same binding value again (another SwiftUI update) does not scroll again.
        #expect(bridge.applied(300, view: 300, animated: true) == [])
    }

    /// The user scrolls view A to 300 (published, the binding follows); SwiftUI replaces the scroll view with B, at
    /// its top. Without `viewAttached`, the binding's 300 is the value already applied and B stays at the top.
    @Test func aNewScrollViewIsScrolledToTheBinding() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.moved(to: 300, by: .userGesture) == [.publish(ScrollOffset(y: 300))])
        var stale = bridge
        #expect(stale.applied(300, view: 0) == [])
        #expect(bridge.viewAttached() == [])
        #expect(bridge.applied(300, view: 0) == [.scroll(to: ScrollOffset(y: 300), animated: false)])
        #expect(bridge.moved(to: 300, by: .observation) == [])
        // A new view already where the binding says: nothing to do.
        _ = bridge.viewAttached()
        #expect(bridge.applied(300, view: 300) == [])
        #expect(!bridge.isScrollingProgrammatically)
    }

    /// `.scrollOffset($y)` with a `CGFloat`: the binding says nothing about x, so a scroll keeps the view's.
    @Test func aVerticalBindingKeepsTheHorizontalOffset() {
        var bridge = ScrollOffsetBridge()
        bridge.keepsHorizontalOffset = true
        let view = ScrollOffset(x: 50, y: 0)
        #expect(
            bridge.bindingApplied(ScrollOffset(x: 0, y: 300), viewOffset: view, animated: false)
                == [.scroll(to: ScrollOffset(x: 50, y: 300), animated: false)])
        var level = ScrollOffsetBridge()
        level.keepsHorizontalOffset = true
        #expect(
            level.bindingApplied(ScrollOffset(x: 0, y: 20), viewOffset: ScrollOffset(x: 80, y: 20), animated: false)
                .isEmpty)
    }

    /// macOS: the clip view scrolls at once even when the binding asks for an animation. Asked for 900 in content
    /// that ends at 600, the view lands at 600 in one step: that is written (the binding must say 600), not taken
    /// for the first frame of an animation — which would swallow the next changes.
    @Test func aViewThatCannotAnimateAnswersAClampedScroll() {
        var bridge = ScrollOffsetBridge()
        bridge.canAnimate = false
        #expect(bridge.applied(900, view: 0, animated: true) == [.scroll(to: ScrollOffset(y: 900), animated: false)])
        #expect(bridge.moved(to: 600, by: .observation) == [.publishOnNextTurn])
        #expect(!bridge.isScrollingProgrammatically)
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 600)) == [.publish(ScrollOffset(y: 600))])
        // Where animation is possible, the same step is awaited as a frame.
        var animating = ScrollOffsetBridge()
        _ = animating.applied(900, view: 0, animated: true)
        #expect(animating.moved(to: 600, by: .observation) == [])
        #expect(animating.isScrollingProgrammatically)
    }

    @Test func aBindingAlreadyMatchingTheViewDoesNothing() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.applied(0.3, view: 0) == [])
        #expect(!bridge.isScrollingProgrammatically)
    }

    @Test func theUserTakingOverAProgrammaticScrollIsPublished() {
        var bridge = ScrollOffsetBridge()
        _ = bridge.applied(500, view: 0, animated: true)
        #expect(bridge.moved(to: 120, by: .observation) == [])
        #expect(bridge.moved(to: 90, by: .userGesture) == [.publish(ScrollOffset(y: 90))])
        #expect(!bridge.isScrollingProgrammatically)
    }

    @Test func anInterruptedAnimationReleasesItsTarget() {
        var bridge = ScrollOffsetBridge()
        _ = bridge.applied(400, view: 0, animated: true)
        #expect(bridge.moved(to: 100, by: .observation) == [])
        #expect(bridge.moved(to: 200, by: .observation) == [])
        // Something else moved the view (a layout, another scroll): away from the target. Written after the update
        // that may be running.
        #expect(bridge.moved(to: 40, by: .observation) == [.publishOnNextTurn])
        #expect(!bridge.isScrollingProgrammatically)
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 40)) == [.publish(ScrollOffset(y: 40))])
        // The next programmatic scroll to the old target is carried out, not swallowed.
        #expect(bridge.applied(400, view: 40, animated: true) == [.scroll(to: ScrollOffset(y: 400), animated: true)])
    }

    @Test func appKitLiveScrollsAndLegacyWheelsAreTheUsers() {
        var bridge = ScrollOffsetBridge()
        // A live scroll (trackpad) takes over a programmatic scroll; its bounds changes are observations, its
        // `didLiveScroll` notifications the user's.
        _ = bridge.applied(300, view: 0, animated: true)
        bridge.liveScrollBegan()
        #expect(bridge.moved(to: 30, by: .observation) == [.publishOnNextTurn])
        #expect(!bridge.isScrollingProgrammatically)
        #expect(bridge.moved(to: 30, by: .userGesture) == [.publish(ScrollOffset(y: 30))])
        bridge.liveScrollEnded()
        // The turn finds nothing new.
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 30)) == [])
        // A legacy mouse wheel: the Apple layer says a scroll-wheel event drives it.
        #expect(bridge.moved(to: 90, by: .userGesture) == [.publish(ScrollOffset(y: 90))])
    }

    @Test func aDecelerationIsFollowedByTheDisplayLinkUntilItEnds() {
        var bridge = ScrollOffsetBridge()
        #expect(bridge.moved(to: 100, by: .userGesture) == [.publish(ScrollOffset(y: 100))])
        // The finger lifts with velocity: UIKit decelerates, and KVO reports its first step.
        #expect(
            bridge.moved(to: 140, by: .observation, decelerating: true) == [.followDeceleration, .publishOnNextTurn])
        #expect(bridge.moved(to: 140, by: .decelerationFrame, decelerating: true) == [.publish(ScrollOffset(y: 140))])
        #expect(bridge.moved(to: 170, by: .decelerationFrame, decelerating: true) == [.publish(ScrollOffset(y: 170))])
        #expect(bridge.moved(to: 170, by: .decelerationFrame, decelerating: false) == [.stopFollowingDeceleration])
        #expect(!bridge.isFollowingDeceleration)
        #expect(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: 170)) == [])
    }

    @Test func rapidAlternationNeverLoops() {
        var bridge = ScrollOffsetBridge()
        var scrolls = 0
        var publishes = 0
        var view = top
        // Binding and user alternate every event; each side's change must produce at most one action, and echoes none.
        for step in 1...50 {
            if step.isMultiple(of: 2) {
                let wanted = ScrollOffset(y: Double(step * 10))
                if case let .scroll(to, _)? = bridge.bindingApplied(wanted, viewOffset: view, animated: false).first {
                    scrolls += 1
                    view = to
                    #expect(bridge.offsetChanged(to: view, cause: .observation, isDecelerating: false) == [])
                }
            } else {
                view = ScrollOffset(y: view.y + 3)
                if case let .publish(offset)? = bridge.offsetChanged(
                    to: view, cause: .userGesture, isDecelerating: false
                )
                .first {
                    publishes += 1
                    #expect(bridge.bindingApplied(offset, viewOffset: view, animated: false) == [])  // its echo
                }
            }
        }
        #expect(scrolls == 25)
        #expect(publishes == 25)
    }

    @Test func offsetsAreNormalisedByTheAdjustedInset() {
        // A navigation bar inset of 91 points: UIKit's contentOffset.y is -91 at the top.
        let normalized = ScrollOffset.normalized(contentX: 0, contentY: -91, insetLeft: 0, insetTop: 91)
        #expect(normalized == top)
        let back = ScrollOffset(y: 200).contentOffset(insetLeft: 0, insetTop: 91)
        #expect(back.x == 0 && back.y == 109)
    }
}

@Suite("Bridge bookkeeping", .serialized)
struct ObservationBagTests {
    @Test func freeingTheBagEndsEveryObservationAndReleasesTheObserved() {
        let live = LiveInstances()
        var ended: [String] = []
        do {
            let bag = ObservationBag()
            let target = live.make()
            bag.add { [weak target] in ended.append("kvo \(target == nil ? "gone" : "alive")") }
            bag.add { ended.append("notification") }
            #expect(bag.count == 2)
            withExtendedLifetime(target) {}
        }
        #expect(ended == ["notification", "kvo gone"])
        #expect(live.count == 0)
    }

    @Test func cancellingTwiceEndsOnce() {
        var ends = 0
        let bag = ObservationBag()
        bag.add { ends += 1 }
        bag.cancelAll()
        bag.cancelAll()
        #expect(ends == 1)
        #expect(bag.count == 0)
    }
}

@Suite("Pointer tracking")
struct PointerTrackingTests {
    @Test func aPointerAlreadyInsideIsReportedWhenTrackingStarts() {
        var tracking = PointerTracking()
        let point = ViewPoint(x: 5, y: 7)
        #expect(tracking.trackingAreasUpdated() == true)
        #expect(tracking.turnCame(pointerInside: point, isInWindow: true) == [.entered, .moved(point)])
        // AppKit may still send mouseEntered later (a tracking-area update): no second entry.
        #expect(tracking.entered(at: point) == [.moved(point)])
        #expect(tracking.exited() == [.exited])
        #expect(tracking.exited() == [])
    }

    @Test func aPointerOutsideIsReportedWhenItEnters() {
        var tracking = PointerTracking()
        #expect(tracking.turnCame(pointerInside: nil, isInWindow: true) == [])
        #expect(tracking.moved(to: ViewPoint(x: 1, y: 1)) == [.moved(ViewPoint(x: 1, y: 1))])
        #expect(tracking.entered(at: ViewPoint(x: 2, y: 2)) == [.entered, .moved(ViewPoint(x: 2, y: 2))])
        #expect(tracking.leftWindow() == true)
        #expect(tracking.turnCame(pointerInside: nil, isInWindow: false) == [.exited])
    }
}
