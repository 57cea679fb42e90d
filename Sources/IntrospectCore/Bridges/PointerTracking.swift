/// A point in a view's coordinates, origin top-left as in SwiftUI.
public struct ViewPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The decisions of `.trackingMouse`: what to report when the pointer enters, moves in and leaves a view —
/// including when it is already inside as the view appears, which AppKit does not report: a tracking area
/// added under the pointer sends no `mouseEntered(with:)` (only `.assumeInside` changes that, and it would then
/// report an exit it never entered).
public struct PointerTracking: Sendable {
    /// What to tell the view's callbacks.
    public enum Report: Hashable, Sendable {
        /// The pointer entered.
        case entered
        /// The pointer moved to this point.
        case moved(ViewPoint)
        /// The pointer left.
        case exited
    }

    /// Whether the pointer is inside, as far as reported.
    public private(set) var isInside = false

    /// A tracker with the pointer outside.
    public init() {}

    /// The tracking area was installed (`updateTrackingAreas`, after the view entered a window); `pointer` is
    /// where the pointer is when it lies inside the view (`window.mouseLocationOutsideOfEventStream`), `nil`
    /// when it does not.
    public mutating func trackingStarted(pointerInside pointer: ViewPoint?) -> [Report] {
        guard let pointer, !isInside else { return [] }
        isInside = true
        return [.entered, .moved(pointer)]
    }

    /// `mouseEntered(with:)` at `point`.
    public mutating func entered(at point: ViewPoint) -> [Report] {
        guard !isInside else { return [.moved(point)] }
        isInside = true
        return [.entered, .moved(point)]
    }

    /// `mouseMoved(with:)` at `point`.
    public mutating func moved(to point: ViewPoint) -> [Report] {
        [.moved(point)]
    }

    /// `mouseExited(with:)`.
    public mutating func exited() -> [Report] {
        guard isInside else { return [] }
        isInside = false
        return [.exited]
    }

    /// The view left its window: the pointer is no longer over it.
    public mutating func trackingEnded() -> [Report] {
        exited()
    }
}
