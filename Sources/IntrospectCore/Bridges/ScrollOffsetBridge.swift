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

/// The decisions of `.scrollOffset`, a two-way binding between SwiftUI state and a scroll view's offset: when a
/// change of the binding scrolls the view, and when and where a change of the view is written to the binding — so
/// that neither side feeds back into the other and no write happens inside SwiftUI's update.
///
/// It decides by what *caused* a change, as the callback that reports it says, never by what the user seems to be
/// doing. Each entry point is one callback of the Apple layer:
/// - ``offsetChanged(to:cause:isDecelerating:)`` with ``Cause/observation``: KVO of `contentOffset` (UIKit) or the
///   clip view's bounds notification (AppKit), called synchronously wherever the offset was set — inside SwiftUI's
///   update (`ScrollViewReader.scrollTo`, a lazy stack re-anchoring as row heights resolve, rows inserted above,
///   keyboard avoidance), in a layout pass, or in the scroll view's own gesture. It never writes the binding: it asks
///   for the next main-queue turn (``Action/publishOnNextTurn``), after the update that may be running;
/// - with ``Cause/userGesture``: the scroll view's own pan gesture sent its action (UIKit), or AppKit posted
///   `didLiveScrollNotification` or handles a scroll-wheel event — event handling, outside SwiftUI's update: the
///   offset is written at once;
/// - with ``Cause/decelerationFrame``: the bridge's display link, which runs while the view decelerates, ticked —
///   outside SwiftUI's update: written at once;
/// - ``mainQueueTurnCame(viewOffset:)``: the turn asked for; the view's offset then is written, the latest of a burst;
/// - ``bindingApplied(_:viewOffset:animated:)``: `customize` ran with the binding's value. A value the binding
///   already held is never a request — an update may re-apply the binding's old value before a deferred write lands,
///   and that must not scroll the view back — only a new value scrolls the view.
package struct ScrollOffsetBridge: Sendable {
    /// What reported a change of the view's offset.
    package enum Cause: Hashable, Sendable {
        /// An observation of the offset (KVO, a bounds notification), made wherever the offset was set.
        case observation
        /// The scroll view's own gesture or the user's scroll event, in event handling.
        case userGesture
        /// The bridge's display link, while the view decelerates.
        case decelerationFrame
    }

    /// What to do after an entry point.
    package enum Action: Hashable, Sendable {
        /// Scroll the view to this offset.
        case scroll(to: ScrollOffset, animated: Bool)
        /// Write this offset to the binding now.
        case publish(ScrollOffset)
        /// On the next main-queue turn, call ``mainQueueTurnCame(viewOffset:)`` with the view's offset.
        case publishOnNextTurn
        /// Start the display link that calls ``offsetChanged(to:cause:isDecelerating:)`` with
        /// ``Cause/decelerationFrame`` each frame.
        case followDeceleration
        /// Stop that display link.
        case stopFollowingDeceleration
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
    /// The offset last written to the binding.
    private var lastPublished: ScrollOffset?
    /// The binding's value as last applied or written: the same value again is no request.
    private var bindingValue: ScrollOffset?
    /// Where a programmatic scroll is heading; view offsets on the way there are its echo, not the user.
    private var target: ScrollOffset?
    /// Whether that scroll is animated (its frames arrive one by one) or immediate.
    private var targetIsAnimated = false
    /// How far the last frame of an animated scroll was from its target: a frame farther away means the
    /// animation was interrupted.
    private var lastDistance: Double?
    /// Whether the user is scrolling (on macOS, between `willStartLiveScroll` and `didEndLiveScroll`).
    package private(set) var isLiveScrolling = false
    /// Whether a main-queue turn is asked for and has not come.
    package private(set) var isTurnPending = false
    /// Whether the display link follows a deceleration.
    package private(set) var isFollowingDeceleration = false

    /// A bridge treating offsets within `tolerance` points as equal.
    package init(tolerance: Double = 0.5) {
        self.tolerance = tolerance
    }

    /// `customize` ran with the binding's current `value`; the view shows `viewOffset`.
    package mutating func bindingApplied(_ value: ScrollOffset, viewOffset: ScrollOffset, animated: Bool) -> [Action] {
        let value = keepsHorizontalOffset ? ScrollOffset(x: viewOffset.x, y: value.y) : value
        defer { bindingValue = value }
        if let bindingValue, value.isClose(to: bindingValue, tolerance: tolerance) { return [] }
        if let target, value.isClose(to: target, tolerance: tolerance) { return [] }
        guard !value.isClose(to: viewOffset, tolerance: tolerance) else {
            lastPublished = value
            return []
        }
        target = value
        targetIsAnimated = animated && canAnimate
        lastDistance = nil
        lastPublished = value
        return [.scroll(to: value, animated: targetIsAnimated)]
    }

    /// The view's offset changed to `offset`, reported by `cause`; `isDecelerating` says whether the view
    /// decelerates after a fling (UIKit's `isDecelerating`; never on AppKit, whose momentum is a live scroll).
    package mutating func offsetChanged(to offset: ScrollOffset, cause: Cause, isDecelerating: Bool) -> [Action] {
        var actions: [Action] = []
        if isDecelerating, !isFollowingDeceleration {
            isFollowingDeceleration = true
            actions.append(.followDeceleration)
        } else if !isDecelerating, isFollowingDeceleration, cause == .decelerationFrame {
            isFollowingDeceleration = false
            actions.append(.stopFollowingDeceleration)
        }
        let byUser = cause != .observation || isLiveScrolling
        if let target {
            if offset.isClose(to: target, tolerance: tolerance) {
                // Arrived: the binding already holds the target.
                clearTarget()
                return actions
            }
            if byUser || !targetIsAnimated {
                // The user took over, or an immediate scroll landed elsewhere (clamped to the content): the view's
                // offset is the answer.
                clearTarget()
            } else {
                let distance = offset.distance(to: target)
                if let lastDistance, distance > lastDistance + tolerance {
                    clearTarget()  // moving away from the target: the animation was interrupted
                } else {
                    lastDistance = distance
                    return actions  // a frame of our own animated scroll
                }
            }
        }
        if let lastPublished, offset.isClose(to: lastPublished, tolerance: tolerance) { return actions }
        if cause == .observation {
            // Possibly inside SwiftUI's update or a layout pass: written on the next turn.
            if !isTurnPending {
                isTurnPending = true
                actions.append(.publishOnNextTurn)
            }
            return actions
        }
        actions.append(publish(offset))
        return actions
    }

    /// The main-queue turn asked for by ``Action/publishOnNextTurn`` came; the view shows `viewOffset`. Writes it
    /// unless it is what the binding was last given or a programmatic scroll is still on its way.
    package mutating func mainQueueTurnCame(viewOffset: ScrollOffset) -> [Action] {
        isTurnPending = false
        guard target == nil else { return [] }
        if let lastPublished, viewOffset.isClose(to: lastPublished, tolerance: tolerance) { return [] }
        return [publish(viewOffset)]
    }

    private mutating func publish(_ offset: ScrollOffset) -> Action {
        lastPublished = offset
        bindingValue = offset
        return .publish(offset)
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
    /// view, at its top, would never be scrolled to it — so the bridge starts afresh: the next
    /// ``bindingApplied(_:viewOffset:animated:)`` scrolls the new view to the binding unless it is there already.
    /// Returns the actions that end the old view's following.
    package mutating func viewAttached() -> [Action] {
        lastPublished = nil
        bindingValue = nil
        clearTarget()
        targetIsAnimated = false
        isLiveScrolling = false
        isTurnPending = false
        defer { isFollowingDeceleration = false }
        return isFollowingDeceleration ? [.stopFollowingDeceleration] : []
    }

    /// Whether a programmatic scroll is still on its way.
    package var isScrollingProgrammatically: Bool { target != nil }

    private mutating func clearTarget() {
        target = nil
        lastDistance = nil
    }
}
