#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// The markers are plain 0×0 views, not view controllers: two child controllers per modifier made the reference
// library slow with many modifiers and caused status-bar and animation side effects. Controllers are reached
// from views through the responder chain.

/// The marker behind the modified view (`.background`). Its class name is `IntrospectionMarkerClass.anchor`.
@objc(IntrospectionAnchorView)
final class IntrospectionAnchorView: PlatformView {
    var store: IntrospectionStore?

    convenience init(store: IntrospectionStore) {
        self.init(frame: .zero)
        self.store = store
        hideFromEverything(self)
        store.anchor = self
    }
}

/// The marker in front of the modified view (`.overlay`): once it is in a window, it runs the search.
@objc(IntrospectionProbeView)
final class IntrospectionProbeView: PlatformView {
    var store: IntrospectionStore?

    convenience init(store: IntrospectionStore) {
        self.init(frame: .zero)
        self.store = store
        hideFromEverything(self)
        store.probe = self
    }

    #if os(macOS)
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { store?.searchSoon() }
    }
    #else
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { store?.searchSoon() }
    }
    #endif
}

/// Hidden, not hit-testable, invisible to accessibility.
@MainActor
private func hideFromEverything(_ view: PlatformView) {
    #if os(macOS)
    view.setAccessibilityElement(false)
    view.setAccessibilityHidden(true)
    #else
    view.isUserInteractionEnabled = false
    view.isAccessibilityElement = false
    view.accessibilityElementsHidden = true
    #endif
}

/// One representable for both toolkits: each marker is written once. `@MainActor`, as SwiftUI's own
/// representable requirements are (a nonisolated refinement would cross into main-actor code).
@MainActor
protocol MarkerRepresentable: PlatformViewRepresentable {
    associatedtype Marker: PlatformView
    func makeMarker() -> Marker
    func updateMarker(_ marker: Marker)
}

#if os(macOS)
typealias PlatformViewRepresentable = NSViewRepresentable

extension MarkerRepresentable {
    func makeNSView(context: Context) -> Marker { makeMarker() }
    func updateNSView(_ marker: Marker, context: Context) { updateMarker(marker) }
}
#else
typealias PlatformViewRepresentable = UIViewRepresentable

extension MarkerRepresentable {
    func makeUIView(context: Context) -> Marker { makeMarker() }
    func updateUIView(_ marker: Marker, context: Context) { updateMarker(marker) }
}
#endif

struct AnchorMarker: MarkerRepresentable {
    let store: IntrospectionStore
    func makeMarker() -> IntrospectionAnchorView { IntrospectionAnchorView(store: store) }
    func updateMarker(_ marker: IntrospectionAnchorView) { store.anchor = marker }
}

struct ProbeMarker: MarkerRepresentable {
    let store: IntrospectionStore
    let request: IntrospectionRequest
    func makeMarker() -> IntrospectionProbeView { IntrospectionProbeView(store: store) }
    func updateMarker(_ marker: IntrospectionProbeView) {
        store.probe = marker
        store.request = request
        store.searchSoon()
    }
}
#endif
