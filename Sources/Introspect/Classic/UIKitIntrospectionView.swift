#if os(iOS) || os(tvOS) || os(visionOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
import UIKit

/// The original library's representable for custom selectors: a hidden marker view, put in an overlay with
/// `inject(_:)`, whose `selector` finds the target from the marker and whose `customize` receives it.
///
/// ```swift
/// extension View {
///     func introspectHeader(customize: @escaping (UITableViewHeaderFooterView) -> Void) -> some View {
///         inject(UIKitIntrospectionView(selector: { marker in
///             guard let host = Introspect.findViewHost(from: marker) else { return nil }
///             return Introspect.previousSibling(containing: UITableViewHeaderFooterView.self, from: host)
///         }, customize: customize))
///     }
/// }
/// ```
///
/// It runs when the original did: once on a later turn of the main queue after the marker enters a window, and
/// synchronously in every SwiftUI update after that; the selector runs each time (nothing is cached). The core's
/// runtime schedules those turns (the `classicUIKit` policy); this type only forwards the marker's events.
public struct UIKitIntrospectionView<TargetViewType: UIView>: UIViewRepresentable {
    let selector: (IntrospectionUIView) -> TargetViewType?
    let customize: (TargetViewType) -> Void

    /// A marker whose `selector` finds the target from the marker view, and whose `customize` receives it.
    ///
    /// `nonisolated`: the original was built from `extension View` functions that are not main-actor isolated in
    /// the SDKs of its time; nothing happens here until SwiftUI makes the view.
    public nonisolated init(
        selector: @escaping (IntrospectionUIView) -> TargetViewType?,
        customize: @escaping (TargetViewType) -> Void
    ) {
        self.selector = selector
        self.customize = customize
    }

    /// Makes the hidden marker. It is not in a window yet, so nothing is searched here.
    public func makeUIView(context: UIViewRepresentableContext<UIKitIntrospectionView>) -> IntrospectionUIView {
        let coordinator = MarkerCoordinator<TargetViewType>(timing: .classicUIKit)
        coordinator.prepare(request)
        return IntrospectionProbeView(listener: coordinator)
    }

    /// Runs the selector, and `customize` with what it finds, at once (once the marker is in a window).
    public func updateUIView(_ view: IntrospectionUIView, context: UIViewRepresentableContext<UIKitIntrospectionView>) {
        ((view as? IntrospectionProbeView)?.listener as? MarkerCoordinator<TargetViewType>)?.update(with: request)
    }

    /// Stops every later search, a scheduled one included.
    public static func dismantleUIView(_ view: IntrospectionUIView, coordinator: ()) {
        (view as? IntrospectionProbeView)?.detach()
    }

    @MainActor
    private var request: IntrospectionRequest<TargetViewType> {
        let selector = selector
        return IntrospectionRequest(
            classicSearch: { _, probe in (probe.view as? IntrospectionUIView).flatMap(selector) }, customize: customize)
    }
}
#endif
