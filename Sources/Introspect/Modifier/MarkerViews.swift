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

#if os(macOS)
/// The marker view of the original library's API (its name is kept: its custom selectors receive one). Every
/// marker of this library is one, so that a search recognises the markers of any `.introspect` call with one cast.
public class IntrospectionNSView: NSView {
    /// Clicks go to the content.
    override public func hitTest(_ point: NSPoint) -> NSView? { nil }
}

typealias IntrospectionMarkerView = IntrospectionNSView
#else
/// The marker view of the original library's API (its name is kept: its custom selectors receive one). Every
/// marker of this library is one, so that a search recognises the markers of any `.introspect` call with one cast.
public class IntrospectionUIView: UIView {}

typealias IntrospectionMarkerView = IntrospectionUIView
#endif

extension IntrospectionMarkerView {
    /// Hidden, not hit-testable, invisible to accessibility.
    func hideFromEverything() {
        #if os(macOS)
        setAccessibilityElement(false)
        setAccessibilityHidden(true)
        #else
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        #endif
    }
}

/// The marker behind the modified view (`.background`). Its Objective-C name is
/// `IntrospectionMarkerClass.anchor`, prefixed as every name in the shared Objective-C namespace should be.
@objc(INTRAnchorMarkerView)
final class IntrospectionAnchorView: IntrospectionMarkerView {
    var store: IntrospectionStore?

    convenience init(store: IntrospectionStore) {
        self.init(frame: .zero)
        self.store = store
        hideFromEverything()
        store.anchor = self
    }
}

/// The marker in front of the modified view (`.overlay`): it tells the store when it enters or leaves a window.
@objc(INTRProbeMarkerView)
final class IntrospectionProbeView: IntrospectionMarkerView {
    var store: IntrospectionStore?

    convenience init(store: IntrospectionStore) {
        self.init(frame: .zero)
        self.store = store
        hideFromEverything()
        store.probe = self
    }

    #if os(macOS)
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        store?.handle(window == nil ? .probeLeftWindow : .probeEnteredWindow)
    }
    #else
    override func didMoveToWindow() {
        super.didMoveToWindow()
        store?.handle(window == nil ? .probeLeftWindow : .probeEnteredWindow)
    }
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
    func makeMarker() -> IntrospectionProbeView {
        store.prepare(request)
        return IntrospectionProbeView(store: store)
    }
    func updateMarker(_ marker: IntrospectionProbeView) {
        store.probe = marker
        store.update(with: request)
    }
}
#endif
