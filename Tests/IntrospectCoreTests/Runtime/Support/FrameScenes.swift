@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// One `.introspect` modifier placed in a `FrameModel` by the event sources under test: what it handed over,
/// when, and with what on the stack.
protocol ModelModifier: AnyObject {
    /// The anchor marker (behind the content).
    var anchor: RecordedNode { get }
    /// The probe marker (in front of the content).
    var probe: RecordedNode { get }
    /// SwiftUI makes and updates the modifier, then adds its markers' hosts around the content in `host` (it
    /// calls `updateUIView` before it adds the views of the update). Call it inside a render.
    func mount(around content: [RecordedNode], in host: RecordedNode, at index: Int, model: FrameModel)
    /// SwiftUI updates the modifier (`updateUIView` of the probe's representable). Call it inside a render.
    func swiftUIUpdated(_ model: FrameModel)
    /// Every call of `customize`.
    var handOvers: [HandOver] { get }
    /// Every walk of the hierarchy: the frame it ran in and where.
    var frameSearches: [(frame: Int, point: String)] { get }
    /// SwiftUI makes a new probe for the modifier (its overlay's identity changed) and puts it in place of the
    /// old one, whose window exit comes after the new one's entry. Call it inside a render.
    func replaceProbe(in host: RecordedNode, model: FrameModel)
    /// Every "nothing found" report.
    var reports: Int { get }
}

extension ModelModifier {
    /// How many walks ran.
    var searches: Int { frameSearches.count }
}

/// One call of `customize`.
typealias HandOver = FrameHandOver

/// How a test places a modifier in a model: one of the event sources under test, searching for `query` between
/// the markers.
typealias PlaceModifier = (_ model: FrameModel, _ query: RecordedQuery) -> ModelModifier

/// The modifier the library places: the core's event loop, carried out on the model.
extension FrameModelModifier: ModelModifier {
    func mount(around content: [RecordedNode], in host: RecordedNode, at index: Int, model: FrameModel) {
        mount(around: content, in: host, at: index)
    }

    func swiftUIUpdated(_ model: FrameModel) {
        swiftUIUpdated()
    }

    func replaceProbe(in host: RecordedNode, model: FrameModel) {
        replaceProbe(in: host)
    }

    var frameSearches: [(frame: Int, point: String)] { searchLog.map { ($0.frame, $0.point) } }

    /// Places modifiers of the library.
    static func sources() -> PlaceModifier {
        { model, query in FrameModelModifier(in: model, query: query) }
    }
}

/// A screen of a SwiftUI hosting view in the model's window whose first render shows `content` bracketed by the
/// markers of one modifier.
final class HostedScreen {
    let model: FrameModel
    let host = RecordedNode("_UIHostingView<ContentView>", superclasses: ["UIView"], note: "host")
    let modifier: ModelModifier
    /// The frame that first showed the content.
    private(set) var shownIn: Int?
    /// The frame that first showed content that arrived later (``contentArrives(_:after:)``).
    private(set) var contentShownIn: Int?

    init(
        _ generation: FrameGeneration, content: [RecordedNode], target className: String, place: PlaceModifier,
        rules: Set<FrameModelRule> = FrameModelRule.inForce, windowMadeConstraints: Bool = true
    ) {
        model = FrameModel(generation, rules: rules, windowMadeConstraints: windowMadeConstraints)
        modifier = place(model, TargetQuery(route: .view, className: className))
        model.makeSwiftUIHost(host)
        self.content = content
    }

    private let content: [RecordedNode]

    /// The app launches: the window shows the screen, whose first frame is rendered, and the loop runs until it
    /// sleeps.
    func launch() {
        let modifier = modifier
        model.wake(.app("launch")) { [unowned self] model in
            model.insert(self.host, into: model.window)
            model.changeSwiftUIState(of: self.host) { model in
                modifier.mount(around: self.content, in: self.host, at: 0, model: model)
                self.shownIn = model.committedFrames + 1
            }
        }
        model.runUntilIdle()
    }

    /// SwiftUI updates the modifier (a state change above it), on a wake of the app's own.
    func updateModifier(_ cause: String = "state change") {
        let modifier = modifier
        model.wake(.app(cause)) { [unowned self] model in
            model.changeSwiftUIState(of: self.host) { model in modifier.swiftUIUpdated(model) }
        }
        model.runUntilIdle()
    }

    /// SwiftUI shows `content` in the host, `frames` display frames from now (rows of data loaded in a `.task`, a
    /// snapshot applied later), in front of the probe's host: a pass of the app's own, not one the modifier asked
    /// for, and no update of the modifier. Runs the loop until it sleeps.
    func contentArrives(_ content: RecordedNode, after frames: Int) {
        let modifier = modifier
        model.wake(.app("content arrives"), after: frames) { [unowned self] model in
            model.changeSwiftUIState(of: self.host) { model in
                let index = self.host.children.firstIndex { $0 === modifier.probe.parent }
                model.insert(content, into: self.host, at: index)
                self.contentShownIn = model.committedFrames + 1
            }
        }
    }

    /// A wake that has nothing to do with the screen (a mouse move elsewhere, a timer of another view).
    func unrelatedWake() {
        model.wake(.app("unrelated"))
        model.runUntilIdle()
    }
}

/// The platform-view hosts SwiftUI puts around the two markers, each 0×0, and the markers in them.
func markerHosts(_ model: FrameModel, anchor: RecordedNode, probe: RecordedNode) -> (RecordedNode, RecordedNode) {
    let anchorHost = RecordedNode("PlatformViewHost<AnchorMarker>", superclasses: ["UIView"], note: "anchor host")
    let probeHost = RecordedNode("PlatformViewHost<ProbeMarker>", superclasses: ["UIView"], note: "probe host")
    anchorHost.append(anchor)
    probeHost.append(probe)
    for node in [anchorHost, probeHost, anchor, probe] { model.markZeroSized(node) }
    return (anchorHost, probeHost)
}

/// A scroll view as SwiftUI hosts one: a platform view the search finds.
func scrollViewContent() -> RecordedNode {
    RecordedNode("HostingScrollView", superclasses: ["UIScrollView", "UIView"], note: "scroll view")
}

/// A navigation push whose pushed screen holds a modifier, and whose target — a search bar, say — is installed
/// by SwiftUI when the pushed controller appears, after the transition's `frames` animation frames.
final class PushedScreen {
    let model: FrameModel
    let modifier: ModelModifier
    let target = RecordedNode("UISearchBar", superclasses: ["UIView"], note: "search bar")
    /// The frame that first showed the target, once installed.
    private(set) var targetShownIn: Int?
    /// The frame the transition ended in.
    private(set) var transitionEndedIn: Int?
    private let container = RecordedNode("UINavigationTransitionView", superclasses: ["UIView"], note: "container")
    private let pushed = RecordedNode("_UIHostingView<Pushed>", superclasses: ["UIView"], note: "pushed host")
    private let frames: Int

    init(_ generation: FrameGeneration, frames: Int, place: PlaceModifier) {
        model = FrameModel(generation)
        modifier = place(model, TargetQuery(route: .view, className: "UISearchBar"))
        self.frames = frames
        model.makeSwiftUIHost(pushed)
        model.insert(container, into: model.window)
        model.runUntilIdle()
    }

    /// The push: the transition starts in the container's next layout, the pushed screen renders its content
    /// (no target yet), and the target is installed once the pushed controller has appeared.
    func run() {
        var started = false
        let (model, modifier, container, pushed, target, frames) = (
            self.model, self.modifier, self.container, self.pushed, self.target, self.frames
        )
        model.onLayout(of: container) { model in
            guard !started else { return }
            started = true
            model.beginTransition(frames: frames, covering: container) { model in
                model.insert(pushed, into: container)
                model.changeSwiftUIState(of: pushed) { model in
                    modifier.mount(around: [], in: pushed, at: 0, model: model)
                }
            } appeared: { [unowned self] model in
                transitionEndedIn = model.committedFrames
                model.changeSwiftUIState(of: pushed) { [unowned self] model in
                    guard let index = pushed.children.firstIndex(where: { $0 === modifier.probe.parent }) else {
                        return
                    }
                    model.insert(target, into: pushed, at: index)
                    targetShownIn = model.committedFrames + 1
                }
            }
        }
        model.wake(.app("push")) { $0.setNeedsLayout(container) }
        model.runUntilIdle()
    }
}
