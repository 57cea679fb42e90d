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

#if os(macOS)
struct AnchorMarker: NSViewRepresentable {
    let store: IntrospectionStore
    func makeNSView(context: Context) -> IntrospectionAnchorView { IntrospectionAnchorView(store: store) }
    func updateNSView(_ view: IntrospectionAnchorView, context: Context) { store.anchor = view }
}

struct ProbeMarker: NSViewRepresentable {
    let store: IntrospectionStore
    let request: IntrospectionRequest
    func makeNSView(context: Context) -> IntrospectionProbeView { IntrospectionProbeView(store: store) }
    func updateNSView(_ view: IntrospectionProbeView, context: Context) {
        store.probe = view
        store.request = request
        store.searchSoon()
    }
}
#else
struct AnchorMarker: UIViewRepresentable {
    let store: IntrospectionStore
    func makeUIView(context: Context) -> IntrospectionAnchorView { IntrospectionAnchorView(store: store) }
    func updateUIView(_ view: IntrospectionAnchorView, context: Context) { store.anchor = view }
}

struct ProbeMarker: UIViewRepresentable {
    let store: IntrospectionStore
    let request: IntrospectionRequest
    func makeUIView(context: Context) -> IntrospectionProbeView { IntrospectionProbeView(store: store) }
    func updateUIView(_ view: IntrospectionProbeView, context: Context) {
        store.probe = view
        store.request = request
        store.searchSoon()
    }
}
#endif
#endif
