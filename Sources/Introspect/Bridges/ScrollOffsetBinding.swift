#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
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
}

@MainActor
struct ScrollOffsetModifier: ViewModifier {
    @Binding var offset: ScrollOffset
    let animated: Bool
    @State private var coordinator = ScrollOffsetCoordinator()

    func body(content: Content) -> some View {
        let binding = $offset, animated = animated, coordinator = coordinator
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

/// Connects one scroll view to one binding through ``ScrollOffsetSync``; its observations end with it.
@MainActor
final class ScrollOffsetCoordinator {
    #if os(macOS)
    private weak var scrollView: NSScrollView?
    #else
    private weak var scrollView: UIScrollView?
    #endif
    private var sync = ScrollOffsetSync()
    private let observations = ObservationBag()
    private var publish: (ScrollOffset) -> Void = { _ in }

    nonisolated init() {}

    #if os(macOS)
    func attach(_ scrollView: NSScrollView, publish: @escaping (ScrollOffset) -> Void) {
        self.publish = publish
        guard self.scrollView !== scrollView else { return }
        observations.cancelAll()
        self.scrollView = scrollView
        let clipView = scrollView.contentView
        clipView.postsBoundsChangedNotifications = true
        let token = NotificationCenter.default.addObserver(forName: NSView.boundsDidChangeNotification, object: clipView, queue: .main) { [weak self] _ in
            Task { @MainActor in self?.viewChanged() }
        }
        observations.add { NotificationCenter.default.removeObserver(token) }
    }

    private var viewOffset: ScrollOffset {
        guard let scrollView else { return ScrollOffset() }
        let origin = scrollView.contentView.bounds.origin
        return .normalized(contentX: origin.x, contentY: origin.y, insetLeft: scrollView.contentInsets.left, insetTop: scrollView.contentInsets.top)
    }

    private func scroll(to offset: ScrollOffset, animated: Bool) {
        guard let scrollView else { return }
        let target = offset.contentOffset(insetLeft: scrollView.contentInsets.left, insetTop: scrollView.contentInsets.top)
        scrollView.contentView.scroll(to: NSPoint(x: target.x, y: target.y))
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }

    private var isUserScrolling: Bool { true }
    #else
    func attach(_ scrollView: UIScrollView, publish: @escaping (ScrollOffset) -> Void) {
        self.publish = publish
        guard self.scrollView !== scrollView else { return }
        observations.cancelAll()
        self.scrollView = scrollView
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
            Task { @MainActor in self?.viewChanged() }
        }
        observations.add { observation.invalidate() }
    }

    private var viewOffset: ScrollOffset {
        guard let scrollView else { return ScrollOffset() }
        let inset = scrollView.adjustedContentInset
        return .normalized(contentX: scrollView.contentOffset.x, contentY: scrollView.contentOffset.y, insetLeft: inset.left, insetTop: inset.top)
    }

    private func scroll(to offset: ScrollOffset, animated: Bool) {
        guard let scrollView else { return }
        let inset = scrollView.adjustedContentInset
        let target = offset.contentOffset(insetLeft: inset.left, insetTop: inset.top)
        scrollView.setContentOffset(CGPoint(x: target.x, y: target.y), animated: animated)
    }

    private var isUserScrolling: Bool {
        guard let scrollView else { return false }
        return scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
    }
    #endif

    func bindingChanged(to value: ScrollOffset, animated: Bool) {
        if case let .scroll(target, animated) = sync.bindingChanged(to: value, viewOffset: viewOffset, animated: animated) {
            scroll(to: target, animated: animated)
        }
    }

    private func viewChanged() {
        if case let .publish(offset) = sync.viewOffsetChanged(to: viewOffset, isUserScrolling: isUserScrolling) {
            publish(offset)
        }
    }
}
#endif
