#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension View {
    /// Binds the offset of this `ScrollView` both ways: setting `offset` scrolls, scrolling updates `offset`.
    ///
    /// It works on SwiftUI's *own* scroll view, found by introspection — hosting the content in a scroll view of
    /// ours would break lazy stacks, `ScrollViewReader` and safe areas — and observes it (KVO on `contentOffset`,
    /// bounds notifications of the `NSClipView` on macOS) without touching its delegate. Offsets are measured
    /// from the top of the content (the adjusted content inset is added), so the top is zero under a
    /// navigation bar too. Where the OS has them, prefer `scrollPosition(id:)` (iOS 17, macOS 14) and
    /// `onScrollGeometryChange` (iOS 18, macOS 15).
    ///
    /// - Parameters:
    ///   - offset: the offset, read and written.
    ///   - animated: whether changes of `offset` scroll with animation (on macOS, scrolls are not animated).
    @MainActor
    public func scrollOffset(_ offset: Binding<ScrollOffset>, animated: Bool = false) -> some View {
        modifier(ScrollOffsetModifier(offset: offset, animated: animated))
    }

    /// Binds the *vertical* offset of this `ScrollView` (or `List`) both ways, in points from the top of the
    /// content: the form of the well-known "scrollOffset($position)" recipe, kept so its call sites compile
    /// unchanged. See ``scrollOffset(_:animated:)-(Binding<ScrollOffset>,_)`` for how it works.
    @MainActor
    @_disfavoredOverload
    public func scrollOffset(_ verticalOffset: Binding<CGFloat>, animated: Bool = false) -> some View {
        let offset = Binding<ScrollOffset>(
            get: { ScrollOffset(x: 0, y: Double(verticalOffset.wrappedValue)) },
            set: { verticalOffset.wrappedValue = CGFloat($0.y) }
        )
        return modifier(ScrollOffsetModifier(offset: offset, animated: animated, keepsHorizontalOffset: true))
    }
}

@MainActor
struct ScrollOffsetModifier: ViewModifier {
    @Binding var offset: ScrollOffset
    let animated: Bool
    /// For the vertical-only binding: a change of the binding keeps the view's horizontal offset.
    var keepsHorizontalOffset = false
    @State private var coordinator = ScrollOffsetCoordinator()

    func body(content: Content) -> some View {
        // Reading the value here, not only inside `customize`, makes SwiftUI evaluate this body again when the
        // binding changes: that update hands the scroll view to `customize` again, which scrolls it.
        _ = offset
        coordinator.keepsHorizontalOffset = keepsHorizontalOffset
        let binding = $offset
        let animated = animated
        let coordinator = coordinator
        #if os(macOS)
        return content.introspect(.scrollView, on: .macOS(.v10_15...)) { scrollView in
            coordinator.attach(scrollView) { binding.wrappedValue = $0 }
            coordinator.bindingChanged(to: binding.wrappedValue, animated: animated)
        }
        #else
        return content.introspect(.scrollView, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...)) { scrollView in
            coordinator.attach(scrollView) { binding.wrappedValue = $0 }
            coordinator.bindingChanged(to: binding.wrappedValue, animated: animated)
        }
        #endif
    }
}

/// Connects one scroll view to one binding: forwards each callback to ``ScrollOffsetBridge`` — which decides by the
/// callback's cause when the binding is written — and carries out what it returns. Its observations end with it.
@MainActor
final class ScrollOffsetCoordinator {
    #if os(macOS)
    private weak var scrollView: NSScrollView?
    /// `NSClipView.scroll(to:)` is immediate: the bridge must not await animation frames.
    private var bridge: ScrollOffsetBridge = {
        var bridge = ScrollOffsetBridge()
        bridge.canAnimate = false
        return bridge
    }()
    #else
    private weak var scrollView: UIScrollView?
    private var bridge = ScrollOffsetBridge()
    private lazy var panTarget = ActionTarget { [weak self] in self?.offsetChanged(by: .userGesture) }
    private lazy var deceleration = DisplayLinkFollower { [weak self] in
        guard let self else { return false }
        offsetChanged(by: .decelerationFrame)
        return bridge.isFollowingDeceleration
    }
    #endif
    private let observations = ObservationBag()
    private var publish: (ScrollOffset) -> Void = { _ in }
    /// The vertical-only binding: the core's bridge keeps the view's horizontal offset.
    var keepsHorizontalOffset: Bool {
        get { bridge.keepsHorizontalOffset }
        set { bridge.keepsHorizontalOffset = newValue }
    }

    nonisolated init() {}

    #if os(macOS)
    func attach(_ scrollView: NSScrollView, publish: @escaping (ScrollOffset) -> Void) {
        self.publish = publish
        guard self.scrollView !== scrollView else { return }
        observations.cancelAll()
        self.scrollView = scrollView
        carryOut(bridge.viewAttached())
        let clipView = scrollView.contentView
        clipView.postsBoundsChangedNotifications = true
        let center = NotificationCenter.default
        // Posted on the main thread as the clip view's bounds change (wherever they are set), during a user's live
        // scroll (`didLiveScroll`, in event handling), and around it; `.main` runs the block at once when posted
        // there.
        let tokens = [
            center.addObserver(forName: NSView.boundsDidChangeNotification, object: clipView, queue: .main) {
                [weak self] _ in
                MainThreadCallback.run {
                    // A legacy mouse wheel posts no live-scroll notifications: a scroll-wheel event being handled is
                    // the user's, in event handling.
                    let cause: ScrollOffsetBridge.Cause =
                        NSApp.currentEvent?.type == .scrollWheel ? .userGesture : .observation
                    self?.offsetChanged(by: cause)
                }
            },
            center.addObserver(forName: NSScrollView.didLiveScrollNotification, object: scrollView, queue: .main) {
                [weak self] _ in
                MainThreadCallback.run { self?.offsetChanged(by: .userGesture) }
            },
            center.addObserver(forName: NSScrollView.willStartLiveScrollNotification, object: scrollView, queue: .main)
            { [weak self] _ in
                MainThreadCallback.run { self?.bridge.liveScrollBegan() }
            },
            center.addObserver(forName: NSScrollView.didEndLiveScrollNotification, object: scrollView, queue: .main) {
                [weak self] _ in
                MainThreadCallback.run { self?.bridge.liveScrollEnded() }
            },
        ]
        observations.add { for token in tokens { center.removeObserver(token) } }
    }

    private var viewOffset: ScrollOffset {
        guard let scrollView else { return ScrollOffset() }
        let origin = scrollView.contentView.bounds.origin
        return .normalized(
            contentX: origin.x, contentY: origin.y, insetLeft: scrollView.contentInsets.left,
            insetTop: scrollView.contentInsets.top)
    }

    private func scroll(to offset: ScrollOffset, animated: Bool) {
        guard let scrollView else { return }
        let target = offset.contentOffset(
            insetLeft: scrollView.contentInsets.left, insetTop: scrollView.contentInsets.top)
        scrollView.contentView.scroll(to: NSPoint(x: target.x, y: target.y))
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }

    /// AppKit's momentum is part of the live scroll; nothing decelerates on its own.
    private var isDecelerating: Bool { false }
    #else
    func attach(_ scrollView: UIScrollView, publish: @escaping (ScrollOffset) -> Void) {
        self.publish = publish
        guard self.scrollView !== scrollView else { return }
        observations.cancelAll()
        self.scrollView = scrollView
        carryOut(bridge.viewAttached())
        // UIKit changes `contentOffset` on the main thread, and KVO calls the handler synchronously there, wherever
        // the offset was set.
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
            MainThreadCallback.run { self?.offsetChanged(by: .observation) }
        }
        // The scroll view's own pan gesture: its action comes in event handling, after the scroll view's own
        // target moved the view.
        let pan = scrollView.panGestureRecognizer
        let target = panTarget
        pan.addTarget(target, action: #selector(ActionTarget.act))
        observations.add {
            observation.invalidate()
            pan.removeTarget(target, action: #selector(ActionTarget.act))
        }
    }

    private var viewOffset: ScrollOffset {
        guard let scrollView else { return ScrollOffset() }
        let inset = scrollView.adjustedContentInset
        return .normalized(
            contentX: scrollView.contentOffset.x, contentY: scrollView.contentOffset.y, insetLeft: inset.left,
            insetTop: inset.top)
    }

    private func scroll(to offset: ScrollOffset, animated: Bool) {
        guard let scrollView else { return }
        let inset = scrollView.adjustedContentInset
        let target = offset.contentOffset(insetLeft: inset.left, insetTop: inset.top)
        scrollView.setContentOffset(CGPoint(x: target.x, y: target.y), animated: animated)
    }

    private var isDecelerating: Bool { scrollView?.isDecelerating ?? false }
    #endif

    func bindingChanged(to value: ScrollOffset, animated: Bool) {
        carryOut(bridge.bindingApplied(value, viewOffset: viewOffset, animated: animated))
    }

    private func offsetChanged(by cause: ScrollOffsetBridge.Cause) {
        carryOut(bridge.offsetChanged(to: viewOffset, cause: cause, isDecelerating: isDecelerating))
    }

    private func carryOut(_ actions: [ScrollOffsetBridge.Action]) {
        for action in actions {
            switch action {
            case let .scroll(target, animated):
                scroll(to: target, animated: animated)
            case let .publish(offset):
                publish(offset)
            case .publishOnNextTurn:
                FrameRequests.onNextMainQueueTurn { [weak self] in
                    guard let self else { return }
                    carryOut(bridge.mainQueueTurnCame(viewOffset: viewOffset))
                }
            case .followDeceleration:
                #if !os(macOS)
                deceleration.start()
                #endif
            case .stopFollowingDeceleration:
                #if !os(macOS)
                deceleration.stop()
                #endif
            }
        }
    }
}
#if !os(macOS)
/// The target of a gesture recognizer's action (`addTarget(_:action:)` takes an Objective-C object and selector),
/// forwarding to a closure. The recognizer does not keep it: its owner does.
@MainActor
final class ActionTarget: NSObject {
    private let action: @MainActor () -> Void

    init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    @objc func act() {
        action()
    }
}
#endif
#endif
