#if os(macOS)
import AppKit
@_spi(Tooling) import IntrospectCore
import SwiftUI

extension View {
    /// Reports the mouse over this view: where it moves (in the view's coordinates, origin top-left as in
    /// SwiftUI), and when it enters and leaves — whether or not the window is key, also when the pointer is
    /// already over the view as it appears or the view moves under a still pointer (a scroll, a resize).
    ///
    /// A plain background `NSView` owns an `NSTrackingArea` (`.mouseMoved`, `.mouseEnteredAndExited`,
    /// `.activeAlways`, `.inVisibleRect`) and lets clicks through. Each tracked view has its own area, so two side
    /// by side do not report each other's moves. On macOS 13+, SwiftUI's `onContinuousHover` covers the moves
    /// and entering; prefer it where it is enough.
    @MainActor
    public func trackingMouse(
        onMove: @escaping (CGPoint) -> Void,
        onEnter: (() -> Void)? = nil,
        onExit: (() -> Void)? = nil
    ) -> some View {
        background(MouseTrackingView(onMove: onMove, onEnter: onEnter, onExit: onExit))
    }
}

@MainActor
struct MouseTrackingView: NSViewRepresentable {
    let onMove: (CGPoint) -> Void
    let onEnter: (() -> Void)?
    let onExit: (() -> Void)?

    func makeNSView(context: Context) -> MouseTrackingNSView {
        let view = MouseTrackingNSView()
        update(view)
        return view
    }

    func updateNSView(_ view: MouseTrackingNSView, context: Context) {
        update(view)
    }

    private func update(_ view: MouseTrackingNSView) {
        view.onMove = onMove
        view.onEnter = onEnter
        view.onExit = onExit
    }
}

/// The background view that owns the tracking area; what it reports is decided by `PointerTracking`.
final class MouseTrackingNSView: NSView {
    var onMove: (CGPoint) -> Void = { _ in }
    var onEnter: (() -> Void)?
    var onExit: (() -> Void)?
    private var tracking = PointerTracking()

    override var isFlipped: Bool { true }

    override func updateTrackingAreas() {
        super.updateTrackingAreas()
        // An `.inVisibleRect` area "is automatically synchronized with changes in the view's visible area"
        // (https://developer.apple.com/documentation/appkit/nstrackingarea/options-swift.struct/invisiblerect): it is
        // added once and never out of date. Replacing it here would drop an area the pointer is in without an exit.
        if !trackingAreas.contains(where: { $0.owner === self }) {
            addTrackingArea(
                NSTrackingArea(
                    rect: .zero, options: [.mouseMoved, .mouseEnteredAndExited, .activeAlways, .inVisibleRect],
                    owner: self, userInfo: nil))
        }
        // The view's geometry changed (or it entered a window) and no mouse event says what that did to the
        // pointer: ask where it is — on the next main-queue turn, since this runs during layout.
        if tracking.trackingAreasUpdated() { checkOnNextTurn() }
    }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        // SwiftUI removes the view inside its update: the exit is told on the next turn.
        if window == nil, tracking.leftWindow() { checkOnNextTurn() }
    }

    private func checkOnNextTurn() {
        FrameRequests.onNextMainQueueTurn { [weak self] in
            guard let self else { return }
            var inside: ViewPoint?
            if let window {
                let point = convert(window.mouseLocationOutsideOfEventStream, from: nil)
                if visibleRect.contains(point) { inside = ViewPoint(x: point.x, y: point.y) }
            }
            deliver(tracking.turnCame(pointerInside: inside, isInWindow: window != nil))
        }
    }

    override func mouseMoved(with event: NSEvent) {
        deliver(tracking.moved(to: location(of: event)))
    }

    override func mouseEntered(with event: NSEvent) {
        deliver(tracking.entered(at: location(of: event)))
    }

    override func mouseExited(with event: NSEvent) {
        deliver(tracking.exited())
    }

    /// Clicks go to the content in front.
    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    private func location(of event: NSEvent) -> ViewPoint {
        let point = convert(event.locationInWindow, from: nil)
        return ViewPoint(x: point.x, y: point.y)
    }

    private func deliver(_ reports: [PointerTracking.Report]) {
        for report in reports {
            switch report {
            case .entered: onEnter?()
            case let .moved(point): onMove(CGPoint(x: point.x, y: point.y))
            case .exited: onExit?()
            }
        }
    }
}
#endif
