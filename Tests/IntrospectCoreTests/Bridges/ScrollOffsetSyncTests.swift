@_spi(Tooling) import IntrospectCore
import Testing

@Suite("Scroll offset synchronisation")
struct ScrollOffsetSyncTests {
    let top = ScrollOffset(x: 0, y: 0)

    @Test func userScrollingIsPublishedOncePerChange() {
        var sync = ScrollOffsetSync()
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 10), isUserScrolling: true) == .publish(ScrollOffset(y: 10)))
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 10.2), isUserScrolling: true) == .none)  // within rounding
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 40), isUserScrolling: true) == .publish(ScrollOffset(y: 40)))
        // SwiftUI then updates the binding to what was published: an echo, not a request to scroll.
        #expect(sync.bindingChanged(to: ScrollOffset(y: 40), viewOffset: ScrollOffset(y: 40), animated: false) == .none)
    }

    @Test func programmaticScrollsAreCarriedOutAndTheirEchoesSuppressed() {
        var sync = ScrollOffsetSync()
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 300), viewOffset: top, animated: true)
                == .scroll(to: ScrollOffset(y: 300), animated: true))
        #expect(sync.isScrollingProgrammatically)
        // Animation frames reported by KVO are not published.
        for frame in [50.0, 150, 260] {
            #expect(sync.viewOffsetChanged(to: ScrollOffset(y: frame), isUserScrolling: false) == .none)
        }
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 299.8), isUserScrolling: false) == .none)
        #expect(!sync.isScrollingProgrammatically)
        // The same binding value again (another SwiftUI update) does not scroll again.
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 300), viewOffset: ScrollOffset(y: 300), animated: true) == .none)
    }

    /// The user scrolls view A to 300 (published, the binding follows); SwiftUI replaces the scroll view with B, at
    /// its top. Without `viewAttached`, the binding's 300 is the last published value — an "echo" — and B stays at
    /// the top while the binding says 300.
    @Test func aNewScrollViewIsScrolledToTheBinding() {
        var sync = ScrollOffsetSync()
        let scrolled = ScrollOffset(y: 300)
        #expect(sync.viewOffsetChanged(to: scrolled, isUserScrolling: true) == .publish(scrolled))
        var stale = sync
        #expect(stale.bindingChanged(to: scrolled, viewOffset: top, animated: false) == .none)

        sync.viewAttached()
        #expect(
            sync.bindingChanged(to: scrolled, viewOffset: top, animated: false)
                == .scroll(to: scrolled, animated: false))
        #expect(sync.viewOffsetChanged(to: scrolled, isUserScrolling: false) == .none)
        // A new view already where the binding says: nothing to do.
        sync.viewAttached()
        #expect(sync.bindingChanged(to: scrolled, viewOffset: scrolled, animated: false) == .none)
        #expect(!sync.isScrollingProgrammatically)
    }

    /// `.scrollOffset($y)` with a `CGFloat`: the binding says nothing about x, so a scroll keeps the view's.
    @Test func aVerticalBindingKeepsTheHorizontalOffset() {
        var sync = ScrollOffsetSync()
        sync.keepsHorizontalOffset = true
        let view = ScrollOffset(x: 50, y: 0)
        #expect(
            sync.bindingChanged(to: ScrollOffset(x: 0, y: 300), viewOffset: view, animated: false)
                == .scroll(to: ScrollOffset(x: 50, y: 300), animated: false))
        // Only x differs: nothing to do.
        var level = ScrollOffsetSync()
        level.keepsHorizontalOffset = true
        #expect(
            level.bindingChanged(to: ScrollOffset(x: 0, y: 20), viewOffset: ScrollOffset(x: 80, y: 20), animated: false)
                == .none)
    }

    /// macOS: the clip view scrolls at once even when the binding asks for an animation. Asked for 900 in content
    /// that ends at 600, the view lands at 600 in one step: that is published at once (the binding must say 600),
    /// not taken for the first frame of an animation — which would swallow the next changes.
    @Test func aViewThatCannotAnimateAnswersAClampedScrollAtOnce() {
        var sync = ScrollOffsetSync()
        sync.canAnimate = false
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 900), viewOffset: top, animated: true)
                == .scroll(to: ScrollOffset(y: 900), animated: false))
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 600), isUserScrolling: false)
                == .publishAfterUpdate(ScrollOffset(y: 600)))
        #expect(!sync.isScrollingProgrammatically)
        // Before the deferred write's turn comes, the view moves again: the write carries the latest offset, once.
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 550), isUserScrolling: false) == .none)
        #expect(sync.takeDeferredPublish() == ScrollOffset(y: 550))
        #expect(sync.takeDeferredPublish() == nil)

        // Where animation is possible, the same step is awaited as a frame.
        var animating = ScrollOffsetSync()
        _ = animating.bindingChanged(to: ScrollOffset(y: 900), viewOffset: top, animated: true)
        #expect(animating.viewOffsetChanged(to: ScrollOffset(y: 600), isUserScrolling: false) == .none)
        #expect(animating.isScrollingProgrammatically)
    }

    @Test func aBindingAlreadyMatchingTheViewDoesNothing() {
        var sync = ScrollOffsetSync()
        #expect(sync.bindingChanged(to: ScrollOffset(y: 0.3), viewOffset: top, animated: false) == .none)
        #expect(!sync.isScrollingProgrammatically)
    }

    @Test func theUserTakingOverAProgrammaticScrollIsPublished() {
        var sync = ScrollOffsetSync()
        _ = sync.bindingChanged(to: ScrollOffset(y: 500), viewOffset: top, animated: true)
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 120), isUserScrolling: false) == .none)
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 90), isUserScrolling: true) == .publish(ScrollOffset(y: 90)))
        #expect(!sync.isScrollingProgrammatically)
    }

    @Test func rapidAlternationNeverLoops() {
        var sync = ScrollOffsetSync()
        var scrolls = 0
        var publishes = 0
        var view = top
        // Binding and user alternate every event; each side's change must produce at most one action, and echoes none.
        for step in 1...50 {
            if step.isMultiple(of: 2) {
                let wanted = ScrollOffset(y: Double(step * 10))
                if case let .scroll(to, _) = sync.bindingChanged(to: wanted, viewOffset: view, animated: false) {
                    scrolls += 1
                    view = to
                    #expect(sync.viewOffsetChanged(to: view, isUserScrolling: false) == .none)  // the view's echo
                }
            } else {
                view = ScrollOffset(y: view.y + 3)
                if case let .publish(offset) = sync.viewOffsetChanged(to: view, isUserScrolling: true) {
                    publishes += 1
                    // The binding's echo.
                    #expect(sync.bindingChanged(to: offset, viewOffset: view, animated: false) == .none)
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

@Suite("Scroll offset synchronisation: interruptions and AppKit")
struct ScrollOffsetInterruptionTests {
    @Test func anInterruptedAnimationReleasesItsTarget() {
        var sync = ScrollOffsetSync()
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 400), viewOffset: ScrollOffset(), animated: true)
                == .scroll(to: ScrollOffset(y: 400), animated: true))
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 100), isUserScrolling: false) == .none)
        #expect(sync.viewOffsetChanged(to: ScrollOffset(y: 200), isUserScrolling: false) == .none)
        // Something else moved the view (a layout, another scroll): away from the target, not toward it. Nobody
        // drives it, so the binding is written after the update that may be running.
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 40), isUserScrolling: false)
                == .publishAfterUpdate(ScrollOffset(y: 40)))
        #expect(!sync.isScrollingProgrammatically)
        // The next programmatic scroll to the old target is carried out, not swallowed.
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 400), viewOffset: ScrollOffset(y: 40), animated: true)
                == .scroll(to: ScrollOffset(y: 400), animated: true))
    }

    @Test func anImmediateScrollThatLandsElsewhereIsPublished() {
        var sync = ScrollOffsetSync()
        _ = sync.bindingChanged(to: ScrollOffset(y: 10_000), viewOffset: ScrollOffset(), animated: false)
        // Clamped to the end of the content while being applied, inside SwiftUI's update.
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 800), isUserScrolling: false)
                == .publishAfterUpdate(ScrollOffset(y: 800)))
        #expect(!sync.isScrollingProgrammatically)
        #expect(
            sync.bindingChanged(to: ScrollOffset(y: 800), viewOffset: ScrollOffset(y: 800), animated: false) == .none)
    }

    @Test func appKitLiveScrollsAndLegacyWheelsAreTheUsers() {
        var sync = ScrollOffsetSync()
        // A live scroll (trackpad): between willStartLiveScroll and didEndLiveScroll every change is the user's,
        // even while a programmatic scroll was on its way.
        _ = sync.bindingChanged(to: ScrollOffset(y: 300), viewOffset: ScrollOffset(), animated: true)
        sync.liveScrollBegan()
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 30), isUserScrolling: false) == .publish(ScrollOffset(y: 30)))
        sync.liveScrollEnded()
        // A legacy mouse wheel posts no live-scroll notifications: the Apple layer says a scroll-wheel event drives it.
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 90), isUserScrolling: true) == .publish(ScrollOffset(y: 90)))
        // A change nobody drives (the content shrank) waits for the update to end.
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 60), isUserScrolling: false)
                == .publishAfterUpdate(ScrollOffset(y: 60)))
        // The user scrolls before that turn: published at once, and the deferred write is dropped.
        #expect(
            sync.viewOffsetChanged(to: ScrollOffset(y: 20), isUserScrolling: true) == .publish(ScrollOffset(y: 20)))
        #expect(sync.takeDeferredPublish() == nil)
    }
}

@Suite("Pointer tracking")
struct PointerTrackingTests {
    @Test func aPointerAlreadyInsideIsReportedWhenTrackingStarts() {
        var tracking = PointerTracking()
        let point = ViewPoint(x: 5, y: 7)
        #expect(tracking.trackingStarted(pointerInside: point) == [.entered, .moved(point)])
        // AppKit may still send mouseEntered later (a tracking-area update): no second entry.
        #expect(tracking.entered(at: point) == [.moved(point)])
        #expect(tracking.exited() == [.exited])
        #expect(tracking.exited() == [])
    }

    @Test func aPointerOutsideIsReportedWhenItEnters() {
        var tracking = PointerTracking()
        #expect(tracking.trackingStarted(pointerInside: nil) == [])
        #expect(tracking.moved(to: ViewPoint(x: 1, y: 1)) == [.moved(ViewPoint(x: 1, y: 1))])
        #expect(tracking.entered(at: ViewPoint(x: 2, y: 2)) == [.entered, .moved(ViewPoint(x: 2, y: 2))])
        #expect(tracking.trackingEnded() == [.exited])
    }
}
