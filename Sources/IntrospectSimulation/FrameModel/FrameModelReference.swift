@_spi(Tooling) import IntrospectCore

/// The reference library's modifier (swiftui-introspect 1.x) in a ``FrameModel``: where its hand-overs can come,
/// so that a test can hold this package's first `customize` to "no later than the reference's".
///
/// The reference places a view controller of its own in front of the modified view (and an anchor behind it) and
/// searches from that controller's callbacks until its first hit, then stops: on UIKit its `viewDidLoad`,
/// `didMove(toParent:)`, `viewDidLayoutSubviews` and `viewDidAppear`, and every `updateUIViewController`; on AppKit
/// its `viewDidLoad`, `viewDidAppear` and every `updateNSViewController`. These are the points apps have run it at
/// for years, inside SwiftUI's update for the representable's callbacks. It searches with this package's search
/// (the same answer: only *when* is compared).
///
/// Its controller's view is 0×0, like this package's markers, and its layout callback is subject to the model's
/// faults as the marker on the probe's side: a fault a scenario injects into "the probe-side marker's layout of pass
/// 3" hits this package's probe and the reference's `viewDidLayoutSubviews` together.
package final class FrameModelReference {
    /// The model it lives in.
    package unowned let model: FrameModel
    /// The anchor it places behind the content.
    package let anchor = RecordedNode(
        "IntrospectionAnchorView", superclasses: ["UIView", "NSView"], note: "reference anchor")
    /// Its controller's view, in front of the content.
    package let view = RecordedNode(
        "IntrospectionPlatformView", superclasses: ["UIView", "NSView"], note: "reference view")
    /// Every hand-over (at most one: it stops after its first hit).
    package private(set) var handOvers: [FrameHandOver] = []
    /// Whether what each hand-over handed over was in the window when the frame was committed: off screen (an
    /// unselected tab, a removed screen, content removed in the same update) the reference hands over too, and this
    /// package waits until it is shown.
    package private(set) var shown: [Bool] = []
    /// The callbacks it searched at, in order.
    package private(set) var callbacks: [String] = []

    private let query: RecordedQuery
    private let scope: IntrospectionScope

    /// The reference's modifier searching for `query` in `scope`.
    package init(in model: FrameModel, query: RecordedQuery, scope: IntrospectionScope = .receiver) {
        self.model = model
        self.query = query
        self.scope = scope
        model.markZeroSized(anchor)
        model.markZeroSized(view)
        model.markFaultable(view, as: .probe)
        model.onLayout(of: view) { [unowned self] model in
            if model.generation.toolkit == .uiKit { reached("viewDidLayoutSubviews") }
        }
    }

    /// SwiftUI makes the reference's two representables and puts their hosts first and last in `host` (around
    /// whatever is there: the content, this package's markers). Call it inside a render.
    package func mount(in host: RecordedNode) {
        // `make…` loads the controller's view (`viewDidLoad`), then SwiftUI updates it, both before the views are
        // added.
        reached("viewDidLoad")
        swiftUIUpdated()
        let anchorHost = RecordedNode(
            "PlatformViewHost<Anchor>", superclasses: ["UIView", "NSView"], note: "reference anchor host")
        let viewHost = RecordedNode(
            "PlatformViewHost<Reference>", superclasses: ["UIView", "NSView"], note: "reference host")
        anchorHost.append(anchor)
        viewHost.append(view)
        for node in [anchorHost, viewHost] { model.markZeroSized(node) }
        model.insert(anchorHost, into: host, at: 0)
        model.insert(viewHost, into: host)
        if model.generation.toolkit == .uiKit { reached("didMove(toParent:)") }
        model.afterAppearance { [unowned self] _ in reached("viewDidAppear") }
    }

    /// SwiftUI updates the reference's representable (`updateUIViewController` / `updateNSViewController`).
    package func swiftUIUpdated() {
        model.within(.representableUpdate("reference")) {
            reached(model.generation.toolkit == .uiKit ? "updateUIViewController" : "updateNSViewController")
        }
    }

    private func reached(_ callback: String) {
        guard handOvers.isEmpty else { return }
        callbacks.append(callback)
        model.within(.controllerCallback(callback)) {
            let search = IntrospectionSearch(anchor: anchor, probe: view)
            guard let object = search.find(query, scope: scope).target?.location.recordedObject else { return }
            handOvers.append(FrameHandOver(object, in: model))
            let index = handOvers.count - 1
            shown.append(false)
            let target = object as? RecordedNode
            model.whenFrameCommitted { [unowned self] _ in shown[index] = target?.isInWindow ?? true }
            model.record(.handedOver("reference: \(callback)"))
        }
    }
}
