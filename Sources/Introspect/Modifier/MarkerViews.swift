#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
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

/// What a marker view tells the coordinator of its modifier: its window changes and, when the runtime asked for
/// it, its layout callbacks. The marker holds the coordinator strongly (the coordinator holds the markers weakly).
@MainActor
struct MarkerLink {
    private(set) var listener: MarkerListener?
    private var token: MarkerToken?

    /// Makes `view` the `role` marker of `listener`'s modifier.
    mutating func attach(_ view: PlatformView, as role: MarkerRole, to listener: MarkerListener) {
        self.listener = listener
        token = listener.markerMade(role, view: view)
    }

    /// Stops every later event (SwiftUI dismantled the representable).
    mutating func detach() {
        listener = nil
    }

    /// `didMoveToWindow()` / `viewDidMoveToWindow()`.
    func windowChanged(isInWindow: Bool) {
        if let token { listener?.handle(.windowChanged(token, inWindow: isInWindow)) }
    }

    /// A layout callback at `point` ran.
    func reached(_ point: SearchPoint) {
        if MarkerCallbackFaults.withhold() { return }
        if let token { listener?.handle(.reached(point, token)) }
    }
}

/// Withholds markers' layout callbacks from their modifiers, for the behaviour checks that show a modifier still
/// customizes when the callback it asked for never comes (the runtime's timer searches instead). Off unless a check
/// sets it.
@_spi(Internals)
@MainActor
public enum MarkerCallbackFaults {
    /// How many of the next layout callbacks of any marker are withheld.
    public static var withheldCallbacks = 0

    /// Whether to withhold this callback (counting it).
    static func withhold() -> Bool {
        guard withheldCallbacks > 0 else { return false }
        withheldCallbacks -= 1
        return true
    }
}

/// The marker behind the modified view (`.background`): UIKit lays it out before the content. Its Objective-C
/// name is `IntrospectionMarkerClass.anchor`, prefixed as every name in the shared Objective-C namespace should be.
@objc(INTRAnchorMarkerView)
final class IntrospectionAnchorView: IntrospectionMarkerView {
    private(set) var link = MarkerLink()

    convenience init(listener: MarkerListener) {
        self.init(frame: .zero)
        hideFromEverything()
        link.attach(self, as: .anchor, to: listener)
    }

    #if os(macOS)
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        link.windowChanged(isInWindow: window != nil)
    }
    #else
    override func didMoveToWindow() {
        super.didMoveToWindow()
        link.windowChanged(isInWindow: window != nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        link.reached(.anchorLayout)
    }
    #endif
}

/// The marker in front of the modified view (`.overlay`): UIKit lays it out after the content; on macOS its
/// `layout()`, after the content's, asks for its `updateConstraints()`, the modifier's search point there.
@objc(INTRProbeMarkerView)
final class IntrospectionProbeView: IntrospectionMarkerView {
    private(set) var link = MarkerLink()

    convenience init(listener: MarkerListener) {
        self.init(frame: .zero)
        hideFromEverything()
        link.attach(self, as: .probe, to: listener)
    }

    /// A marker whose listener is attached later (``attach(to:)``).
    convenience init() {
        self.init(frame: .zero)
        hideFromEverything()
    }

    /// Makes this view the probe of `listener`'s modifier.
    func attach(to listener: MarkerListener) {
        link.attach(self, as: .probe, to: listener)
    }

    /// Stops every later search, a scheduled one included.
    func detach() {
        link.detach()
    }

    /// The coordinator this marker forwards to.
    var listener: MarkerListener? { link.listener }

    #if os(macOS)
    /// AppKit "engages [constraint-based layout] lazily when someone tries to use it … you might never even receive
    /// updateConstraints if no one makes a constraint" (`requiresConstraintBasedLayout`, NSLayoutConstraint.h): the
    /// probe's search point is its `updateConstraints()`, so it asks the window for constraint-based layout.
    override class var requiresConstraintBasedLayout: Bool { true }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        link.windowChanged(isInWindow: window != nil)
    }

    override func layout() {
        super.layout()
        link.reached(.probeLayout)
    }

    override func updateConstraints() {
        link.reached(.probeConstraintsUpdate)
        super.updateConstraints()
    }
    #else
    override func didMoveToWindow() {
        super.didMoveToWindow()
        link.windowChanged(isInWindow: window != nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        link.reached(.probeLayout)
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

struct AnchorMarker<Target: AnyObject>: MarkerRepresentable {
    let coordinator: MarkerCoordinator<Target>
    func makeMarker() -> IntrospectionAnchorView { IntrospectionAnchorView(listener: coordinator) }
    func updateMarker(_ marker: IntrospectionAnchorView) {}
}

struct ProbeMarker<Target: AnyObject>: MarkerRepresentable {
    let coordinator: MarkerCoordinator<Target>
    let request: IntrospectionRequest<Target>
    func makeMarker() -> IntrospectionProbeView {
        coordinator.prepare(request)
        return IntrospectionProbeView(listener: coordinator)
    }
    func updateMarker(_ marker: IntrospectionProbeView) {
        coordinator.update(with: request)
    }
}
#endif
