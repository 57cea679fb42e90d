#if os(macOS)
import AppKit
@_spi(Tooling) import IntrospectCore
import SwiftUI

/// The original library's representable for custom selectors on macOS: a hidden marker view, put in an overlay
/// with `inject(_:)`, whose `selector` finds the target from the marker and whose `customize` receives it.
///
/// ```swift
/// extension View {
///     func introspectSearchField(customize: @escaping (NSTextField) -> Void) -> some View {
///         inject(AppKitIntrospectionView(selector: { marker in
///             guard let host = Introspect.findViewHost(from: marker) else { return nil }
///             return Introspect.previousSibling(containing: NSTextField.self, from: host)
///         }, customize: customize))
///     }
/// }
/// ```
///
/// It runs when the original did: on a later turn of the main queue after every SwiftUI update, never inside
/// one; the selector runs each time (nothing is cached). The core's runtime schedules those turns (the
/// `classicAppKit` timing). Like the original, it has no `dismantleNSView`: a removed marker's coordinator goes with it.
public struct AppKitIntrospectionView<TargetViewType: NSView>: NSViewRepresentable {
    let selector: (IntrospectionNSView) -> TargetViewType?
    let customize: (TargetViewType) -> Void

    /// A marker whose `selector` finds the target from the marker view, and whose `customize` receives it.
    ///
    /// `nonisolated`: the original was built from `extension View` functions that are not main-actor isolated in
    /// the SDKs of its time; nothing happens here until SwiftUI makes the view.
    public nonisolated init(
        selector: @escaping (IntrospectionNSView) -> TargetViewType?,
        customize: @escaping (TargetViewType) -> Void
    ) {
        self.selector = selector
        self.customize = customize
    }

    /// Makes the hidden marker (it lets clicks through).
    public func makeNSView(context: NSViewRepresentableContext<AppKitIntrospectionView>) -> IntrospectionNSView {
        let coordinator = MarkerCoordinator<TargetViewType>(timing: .classicAppKit)
        coordinator.prepare(request)
        return IntrospectionProbeView(listener: coordinator)
    }

    /// Schedules the selector, and `customize` with what it finds, for a later turn of the main queue.
    public func updateNSView(
        _ nsView: IntrospectionNSView, context: NSViewRepresentableContext<AppKitIntrospectionView>
    ) {
        ((nsView as? IntrospectionProbeView)?.listener as? MarkerCoordinator<TargetViewType>)?.update(with: request)
    }

    @MainActor
    private var request: IntrospectionRequest<TargetViewType> {
        let selector = selector
        return IntrospectionRequest(
            classicSearch: { _, probe in (probe.view as? IntrospectionNSView).flatMap(selector) }, customize: customize)
    }
}
#endif
