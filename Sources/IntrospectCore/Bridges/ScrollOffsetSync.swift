/// A content offset, in points, measured from the top-left of the content as SwiftUI sees it (the scroll view's
/// `contentOffset` plus its adjusted content inset, so that "at the top" is zero whatever the safe area).
public struct ScrollOffset: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    /// An offset of `x` and `y` points.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The normalised offset of a scroll view whose `contentOffset` is (`contentX`, `contentY`) and whose
    /// adjusted content inset has `insetLeft` and `insetTop`.
    package static func normalized(contentX: Double, contentY: Double, insetLeft: Double, insetTop: Double)
        -> ScrollOffset
    {
        ScrollOffset(x: contentX + insetLeft, y: contentY + insetTop)
    }

    /// The `contentOffset` that shows this normalised offset, given the adjusted content inset.
    package func contentOffset(insetLeft: Double, insetTop: Double) -> (x: Double, y: Double) {
        (x - insetLeft, y - insetTop)
    }

    /// Whether the two offsets differ by no more than `tolerance` on each axis (UIKit rounds offsets to pixels).
    package func isClose(to other: ScrollOffset, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }

    /// The larger of the distances on each axis.
    package func distance(to other: ScrollOffset) -> Double {
        max(abs(x - other.x), abs(y - other.y))
    }

    public var description: String { "(\(x), \(y))" }
}

/// The decisions of a two-way binding between SwiftUI state and a scroll view's offset: when a change of the
/// binding should scroll the view, when a change of the view should be published to the binding, and how to
/// tell the view's echo of a programmatic scroll from the user scrolling — so that neither side feeds back into
/// the other.
///
/// The Apple layer feeds it the binding's value in each SwiftUI update, the view's offset from KVO (UIKit) or
/// bounds notifications (AppKit), and on macOS the live-scroll notifications, and carries out the action it
/// returns. A change the user drives is published at once, in the callback: no task per change, no frame of lag.
/// Every other change — `ScrollViewReader.scrollTo`, keyboard avoidance, content that shrank, a scroll the binding
/// asked for that landed elsewhere — may be reported inside SwiftUI's own update (KVO calls its handler
/// synchronously, wherever the offset is set), where writing state is not allowed: it is published on the next
/// main-queue turn, after that update and before the next frame's, the latest value of a burst once.
package struct ScrollOffsetSync: Sendable {
    /// What to do after an event.
    package enum Action: Hashable, Sendable {
        /// Nothing: an echo, or no change.
        case none
        /// Scroll the view to this offset.
        case scroll(to: ScrollOffset, animated: Bool)
        /// Write this offset to the binding.
        case publish(ScrollOffset)
        /// Write the offset to the binding after the current SwiftUI update: on the next main-queue turn, call
        /// ``takeDeferredPublish()`` and write what it returns (the latest offset by then; this one, unless it
        /// changed again). Returned once per deferred write: changes before that turn only update its value.
        case publishAfterUpdate(ScrollOffset)
    }

    /// How far apart two offsets may be and still count as the same (rounding to pixels, float error).
    package var tolerance: Double
    /// Whether the binding holds only the vertical offset (`.scrollOffset(_: Binding<CGFloat>)`): its value never
    /// moves the view sideways, so a scroll keeps the view's horizontal offset.
    package var keepsHorizontalOffset = false
    /// Whether the view can animate a programmatic scroll. UIKit's `setContentOffset(_:animated:)` can; AppKit's
    /// `NSClipView.scroll(to:)` moves at once, so on macOS an "animated" binding change is an immediate scroll —
    /// and an immediate scroll that lands elsewhere (clamped to the content) is answered at once, not awaited as
    /// an animation frame.
    package var canAnimate = true
    /// The offset last written to the binding; the binding's next value equal to it is our own echo.
    private var lastPublished: ScrollOffset?
    /// Where a programmatic scroll is heading; view offsets on the way there are its echo, not the user.
    private var target: ScrollOffset?
    /// Whether that scroll is animated (its frames arrive one by one) or immediate.
    private var targetIsAnimated = false
    /// How far the last frame of an animated scroll was from its target: a frame farther away means the
    /// animation was interrupted.
    private var lastDistance: Double?
    /// Whether the user is scrolling (on macOS, between `willStartLiveScroll` and `didEndLiveScroll`).
    package private(set) var isLiveScrolling = false
    /// The offset to write on the next main-queue turn, if one is due.
    private var deferredPublish: ScrollOffset?

    /// A synchroniser treating offsets within `tolerance` points as equal.
    package init(tolerance: Double = 0.5) {
        self.tolerance = tolerance
    }

    /// The binding holds `value` (a SwiftUI update); the view shows `viewOffset`.
    package mutating func bindingChanged(to value: ScrollOffset, viewOffset: ScrollOffset, animated: Bool) -> Action {
        let value = keepsHorizontalOffset ? ScrollOffset(x: viewOffset.x, y: value.y) : value
        let animated = animated && canAnimate
        if let lastPublished, value.isClose(to: lastPublished, tolerance: tolerance) { return .none }
        if let target, value.isClose(to: target, tolerance: tolerance) { return .none }
        guard !value.isClose(to: viewOffset, tolerance: tolerance) else {
            lastPublished = value
            return .none
        }
        target = value
        targetIsAnimated = animated
        lastDistance = nil
        lastPublished = value
        // The app's value wins over a view offset not yet written back.
        deferredPublish = nil
        return .scroll(to: value, animated: animated)
    }

    /// The view's offset changed to `offset`; `isUserScrolling` when a finger, trackpad or wheel drives it
    /// (`isTracking || isDragging || isDecelerating` on UIKit; on macOS a scroll-wheel event being handled —
    /// a legacy mouse wheel scrolls an `NSScrollView` without the live-scroll notifications —, and between the
    /// live-scroll notifications, which the sync follows itself).
    package mutating func viewOffsetChanged(to offset: ScrollOffset, isUserScrolling: Bool) -> Action {
        if let target {
            if offset.isClose(to: target, tolerance: tolerance) {
                // Arrived: the binding already holds the target.
                clearTarget()
                return .none
            }
            if isUserScrolling || isLiveScrolling {
                // The user took over before the programmatic scroll arrived.
                clearTarget()
            } else if !targetIsAnimated {
                // An immediate scroll that landed elsewhere (clamped to the content): the view's offset is the
                // answer, and the binding should say so.
                clearTarget()
            } else {
                let distance = offset.distance(to: target)
                if let lastDistance, distance > lastDistance + tolerance {
                    // Moving away from the target: the animation was interrupted (another scroll, a layout).
                    clearTarget()
                } else {
                    lastDistance = distance
                    return .none  // a frame of our own animated scroll
                }
            }
        }
        if let lastPublished, offset.isClose(to: lastPublished, tolerance: tolerance) { return .none }
        lastPublished = offset
        if isUserScrolling || isLiveScrolling {
            deferredPublish = nil
            return .publish(offset)
        }
        guard deferredPublish == nil else {
            deferredPublish = offset
            return .none
        }
        deferredPublish = offset
        return .publishAfterUpdate(offset)
    }

    /// The offset to write now that the main-queue turn asked for by ``Action/publishAfterUpdate(_:)`` came, or
    /// `nil` when a later change made it moot (the user scrolled, the binding took a value of its own).
    package mutating func takeDeferredPublish() -> ScrollOffset? {
        defer { deferredPublish = nil }
        return deferredPublish
    }

    /// The user started scrolling (`NSScrollView.willStartLiveScrollNotification`).
    package mutating func liveScrollBegan() {
        isLiveScrolling = true
    }

    /// The user stopped scrolling (`NSScrollView.didEndLiveScrollNotification`).
    package mutating func liveScrollEnded() {
        isLiveScrolling = false
    }

    /// The binding now drives another scroll view: SwiftUI made a new one (a `ScrollView` behind an `if`, a
    /// recreated screen), handed to `.scrollOffset` by a later `customize`. What was remembered belongs to the old
    /// view — its last published offset would make the binding's current value look like an echo, and the new
    /// view, at its top, would never be scrolled to it — so the sync starts afresh: the next
    /// ``bindingChanged(to:viewOffset:animated:)`` scrolls the new view to the binding unless it is there already.
    package mutating func viewAttached() {
        lastPublished = nil
        clearTarget()
        targetIsAnimated = false
        isLiveScrolling = false
        deferredPublish = nil
    }

    /// Whether a programmatic scroll is still on its way.
    package var isScrollingProgrammatically: Bool { target != nil }

    private mutating func clearTarget() {
        target = nil
        lastDistance = nil
    }
}
