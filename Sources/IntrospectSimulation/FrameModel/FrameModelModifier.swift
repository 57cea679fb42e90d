@_spi(Tooling) import IntrospectCore

/// An `.introspect` modifier in a ``FrameModel``: two 0×0 marker views in platform-view hosts around the content,
/// whose callbacks go to an ``IntrospectionEventLoop`` — the loop the Apple layer's modifier runs — and whose
/// effects are carried out on the model's views, run loop and transitions, as the Apple layer carries them out
/// on UIKit's and AppKit's.
package final class FrameModelModifier: IntrospectionEffects {
    /// The model the modifier lives in.
    package unowned let model: FrameModel
    /// The anchor marker, behind the content; SwiftUI may replace it (``replaceAnchor(in:)``).
    package private(set) var anchor: RecordedNode
    /// The probe marker, in front of the content; SwiftUI may replace it (``replaceProbe(in:)``).
    package private(set) var probe: RecordedNode
    /// The event loop.
    package private(set) var loop: IntrospectionEventLoop<FrameModelModifier>
    /// What the app's `customize` does besides being recorded (change a property that needs layout, say).
    package var onCustomize: (AnyObject, FrameModel) -> Void = { _, _ in }
    /// Every call of `customize`.
    package private(set) var handOvers: [FrameHandOver] = []
    /// Every walk: the frame it ran in, the search point (or turn) it ran at, and the runtime's episode.
    package private(set) var searchLog: [(frame: Int, point: String, episode: Int)] = []
    /// Every report of an episode that found nothing.
    package private(set) var reports = 0
    /// What `onChange` was told, in order.
    package private(set) var changes: [IntrospectionTargetChange] = []
    /// The targets `onChange` was told of, in order (`nil` when one went away).
    package private(set) var changedTargets: [AnyObject?] = []

    private let query: RecordedQuery
    private let scope: IntrospectionScope
    private var anchorToken: MarkerToken
    private var probeToken: MarkerToken
    private var found: HierarchyTarget<RecordedNode>?
    private var point = ""
    private var timer: Int?
    private let probeRequiresConstraintBasedLayout: Bool

    /// A modifier searching for `query` in `scope`, timed by `policy` (by default the typed API's on the model's
    /// generation). `probeRequiresConstraintBasedLayout` is what the Apple layer's probe class declares (`true`);
    /// `false` models a probe that did not.
    package convenience init(
        in model: FrameModel, query: RecordedQuery, scope: IntrospectionScope = .receiver,
        timing: ModifierTiming? = nil, probeRequiresConstraintBasedLayout: Bool = true
    ) {
        self.init(
            in: model, anchor: RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"], note: "anchor"),
            probe: RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"], note: "probe"), query: query,
            scope: scope, timing: timing, probeRequiresConstraintBasedLayout: probeRequiresConstraintBasedLayout)
    }

    /// A modifier whose markers are `anchor` and `probe`, already placed in a hierarchy that is not yet in the
    /// model's window: each is a 0×0 view, as are their hosts.
    package init(
        in model: FrameModel, anchor: RecordedNode, probe: RecordedNode, query: RecordedQuery,
        scope: IntrospectionScope = .receiver, timing: ModifierTiming? = nil,
        probeRequiresConstraintBasedLayout: Bool = true
    ) {
        self.model = model
        self.probeRequiresConstraintBasedLayout = probeRequiresConstraintBasedLayout
        self.query = query
        self.scope = scope
        self.anchor = anchor
        self.probe = probe
        for marker in [anchor, probe] {
            model.markZeroSized(marker)
            if let host = marker.parent { model.markZeroSized(host) }
        }
        loop = IntrospectionEventLoop(timing: timing ?? .typed(model.generation))
        anchorToken = loop.markerMade(.anchor)
        probeToken = loop.markerMade(.probe)
        loop.effects = self
        listen(to: anchor, as: anchorToken)
        listen(to: probe, as: probeToken)
    }

    /// SwiftUI makes and updates the modifier, then adds the markers' hosts around `content` in `host`, from
    /// `index` (it calls `update…` before it adds the views of the update). Call it inside a render.
    package func mount(around content: [RecordedNode], in host: RecordedNode, at index: Int) {
        let anchorHost = markerHost(for: anchor, "anchor host")
        let probeHost = markerHost(for: probe, "probe host")
        swiftUIUpdated()
        for (offset, node) in ([anchorHost] + content + [probeHost]).enumerated() {
            model.insert(node, into: host, at: index + offset)
        }
    }

    /// SwiftUI updates the modifier: `updateUIView` / `updateNSView` of the probe's representable.
    package func swiftUIUpdated() {
        model.within(.representableUpdate("probe")) { loop.handle(.updated) }
    }

    /// SwiftUI makes a new probe for the modifier (its overlay's identity changed) and puts it at the end of
    /// `host`; the old one's window exit comes after the new one's entry. Call it inside a render.
    package func replaceProbe(in host: RecordedNode) {
        let old = probe.parent
        probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView", "NSView"], note: "new probe")
        probeToken = loop.markerMade(.probe)
        listen(to: probe, as: probeToken)
        swiftUIUpdated()
        model.insert(markerHost(for: probe, "new probe host"), into: host)
        if let old { model.remove(old) }
    }

    /// SwiftUI makes a new anchor for the modifier (its background's identity changed) and puts it first in
    /// `host`; the old one leaves the window after the new one entered. Call it inside a render.
    package func replaceAnchor(in host: RecordedNode) {
        let old = anchor.parent
        anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView", "NSView"], note: "new anchor")
        anchorToken = loop.markerMade(.anchor)
        listen(to: anchor, as: anchorToken)
        model.insert(markerHost(for: anchor, "new anchor host"), into: host, at: 0)
        if let old { model.remove(old) }
    }

    private func markerHost(for marker: RecordedNode, _ name: String) -> RecordedNode {
        let host = RecordedNode("PlatformViewHost<Marker>", superclasses: ["UIView", "NSView"], note: name)
        host.append(marker)
        model.markZeroSized(host)
        model.markZeroSized(marker)
        return host
    }

    /// Forwards what the marker view is told, as the Apple layer's marker views do.
    private func listen(to marker: RecordedNode, as token: MarkerToken) {
        model.markFaultable(marker, as: token.role)
        // The Apple layer's probe class requires constraint-based layout, so that AppKit runs its
        // `updateConstraints()` in a window where nothing else made a constraint.
        if token.role == .probe, probeRequiresConstraintBasedLayout { model.requireConstraintBasedLayout(marker) }
        model.onWindowChange(of: marker) { [unowned self] _, inWindow in
            loop.handle(.windowChanged(token, inWindow: inWindow))
        }
        let points: [SearchPoint] = token.role == .anchor ? [.anchorLayout] : [.probeLayout, .probeConstraintsUpdate]
        for searchPoint in points {
            let reached = { [unowned self] (_: FrameModel) in
                point = searchPoint.description
                loop.handle(.reached(searchPoint, token))
            }
            if searchPoint == .probeConstraintsUpdate {
                model.onUpdateConstraints(of: marker, reached)
            } else {
                model.onLayout(of: marker, reached)
            }
        }
    }

    // MARK: Effects

    package func requestLayout(of marker: MarkerRole) {
        model.setNeedsLayout(marker == .anchor ? anchor : probe)
    }

    package func requestConstraintsUpdate(of marker: MarkerRole) {
        model.setNeedsUpdateConstraints(marker == .anchor ? anchor : probe)
    }

    package func requestLayoutOfCommonAncestor() {
        if let ancestor = TreeNavigation.nearestCommonAncestor(anchor, probe) { model.setNeedsLayout(ancestor) }
    }

    package func scheduleTurn(episode: Int) {
        model.mainQueueAsync(cause: .introspect) { [unowned self] in
            point = "main-queue turn"
            loop.handle(.turnCame(episode: episode))
        }
    }

    package func armTimer(episode: Int, after delay: TimerDelay) {
        cancelTimer()
        let frames: Int
        switch delay {
        case .nextTurn: frames = 0
        case let .frames(count): frames = count
        case .transitionEnd: frames = (model.transitionFramesLeft(around: probe) ?? 0) + 1
        }
        timer = model.addTimer(after: frames) { [unowned self] in
            timer = nil
            point = "the modifier's timer"
            loop.handle(.timerFired(episode: episode))
        }
    }

    package func cancelTimer() {
        if let timer { model.cancelTimer(timer) }
        timer = nil
    }

    package func wakeForPendingLayout() {
        model.mainQueueAsync(cause: .introspect) {}
    }

    package func followTransition(episode: Int) -> Bool {
        model.addTransitionCompletion(around: probe) { [unowned self] _ in
            loop.handle(.transitionEnded(episode: episode))
        }
    }

    package func search(reusingFoundTarget: Bool) -> AnyObject? {
        let search = IntrospectionSearch(anchor: anchor, probe: probe)
        if reusingFoundTarget, let found, search.stillHolds(found, scope: scope) {
            return found.recordedObject
        }
        searchLog.append((model.committedFrames + 1, point, loop.episode))
        model.record(.searched(point))
        found = search.find(query, scope: scope).target?.location
        return found?.recordedObject
    }

    package var foundTargetEnclosesMarkers: Bool {
        found?.encloses(probe) ?? false
    }

    package func customize(_ object: AnyObject) {
        handOvers.append(FrameHandOver(object, in: model))
        model.record(.handedOver(point))
        onCustomize(object, model)
    }

    package func targetChanged(_ change: IntrospectionTargetChange, target: AnyObject?) {
        changes.append(change)
        changedTargets.append(target)
        model.record(.changed("\(change)"))
    }

    package func reportNothingFound() {
        reports += 1
        model.record(.reported(point))
    }
}

/// One call of `customize` in a ``FrameModel``.
package struct FrameHandOver {
    /// What was handed over.
    package let object: AnyObject
    /// The frame the call lands in: the one being committed when it runs inside a commit, else the next one.
    package let frame: Int
    /// The layout pass it ran in or before (AppKit lays a window out several times in one frame).
    package let pass: Int
    /// The callbacks on the stack when it ran, outermost first.
    package let stack: [FrameContext]

    /// A call made now in `model`.
    package init(_ object: AnyObject, in model: FrameModel) {
        self.object = object
        frame = model.committedFrames + 1
        pass = model.layoutPass
        stack = model.stack
    }

    /// Whether a marker's `make…`/`update…` or window callback is on the stack.
    package var isInsideAMarkerCallback: Bool {
        stack.contains {
            switch $0 {
            case .representableUpdate, .windowCallback: true
            default: false
            }
        }
    }

    /// Whether SwiftUI's update of a hosting view is on the stack (it sized or laid out views inside it).
    package var isInsideASwiftUIUpdate: Bool {
        stack.contains { if case .swiftUIUpdate = $0 { true } else { false } }
    }
}

extension HierarchyTarget where Node == RecordedNode {
    /// The object a device would hand over for this answer in a recorded hierarchy.
    package var recordedObject: AnyObject? {
        switch self {
        case let .view(view): view
        case let .controller(controller): controller
        case let .window(view): view.windowHolding
        case let .presentation(controller, _): controller
        case let .held(object, controller): controller.held[object]
        case let .windowObject(object, view): view.windowObject(object)
        }
    }
}
