@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The promise of the typed API, on each generation of the frame model: when the content is in the layout pass
/// that first shows it, `customize` runs before that frame is committed; late content is found in the passes
/// that can show it, a bounded number of them; a presented sheet's content in the presentation's first frame.
@Suite("Frame pipeline: when customize runs, per generation")
struct FramePipelineTests {
    @Test(arguments: FrameGeneration.allCases)
    func contentPresentAtTheFirstLayoutIsCustomizedBeforeThatFramesCommit(_ generation: FrameGeneration) throws {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.launch()
        let handOver = try #require(screen.modifier.handOvers.first)
        #expect(screen.modifier.handOvers.count == 1)
        #expect(handOver.frame == screen.shownIn)
        let handsOverTheScrollView = handOver.object === screen.host.children[1]
        #expect(handsOverTheScrollView)
        #expect(!handOver.isInsideAMarkerCallback)
        // Before any wake other than the launch that showed the content.
        let trace = screen.model.trace
        let handedAt = try #require(trace.firstIndex { if case .handedOver = $0 { true } else { false } })
        #expect(trace[..<handedAt].filter { if case .woke = $0 { true } else { false } } == [.woke(.app("launch"))])
        // At the point that lets what customize changes be laid out in the same frame.
        let point: FrameContext = generation.toolkit == .appKit ? .updateConstraints("probe") : .layout("anchor")
        #expect(handOver.stack.last == point)
        #expect(screen.modifier.searches == 1)
    }

    /// The display frames, from the first pass, at which an episode that keeps missing searches: the first pass,
    /// then one retry after each delay.
    private static var retryFrames: [Int] {
        var frames = [0]
        for delay in IntrospectionRuntime.retryDelays { frames.append(frames[frames.count - 1] + delay) }
        return frames
    }

    @Test(arguments: FrameGeneration.allCases)
    func contentShownLaterInAPassOfTheAppsOwnIsFoundAtTheNextRetry(_ generation: FrameGeneration) throws {
        // Rows of data loaded in a `.task`: SwiftUI shows them in a pass of the app's own, with no update of the
        // modifier and no request of the runtime's. The episode's next retry finds them, in the next frame.
        for arrival in [1, 3, 12, 50, Self.retryFrames[Self.retryFrames.count - 1] - 1] {
            let content = scrollViewContent()
            let screen = HostedScreen(
                generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
            screen.contentArrives(content, after: arrival)
            screen.launch()
            let context = "\(generation), content shown \(arrival) frames after the screen"
            let handOver = try #require(screen.modifier.handOvers.first, "\(context)")
            #expect(screen.modifier.handOvers.count == 1, "\(context)")
            let handsOverTheContent = handOver.object === content
            #expect(handsOverTheContent, "\(context)")
            #expect(handOver.frame == (screen.contentShownIn ?? 0) + 1, "\(context)")
            #expect(screen.modifier.reports == 0, "\(context)")
            #expect(screen.model.mainQueueBlocks.isEmpty, "\(context): no main-queue block where nothing waits")
        }
    }

    @Test(arguments: FrameGeneration.allCases)
    func contentShownAfterTheLastRetryIsReportedOnceThenSilence(_ generation: FrameGeneration) {
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.contentArrives(scrollViewContent(), after: Self.retryFrames[Self.retryFrames.count - 1] + 1)
        screen.launch()
        let budget = IntrospectionRuntime.passesPerEpisode
        #expect(screen.modifier.handOvers.isEmpty)
        #expect(screen.modifier.reports == 1)
        #expect(screen.modifier.searches == budget * generation.searchPoints.count)
        #expect(screen.model.timersFired.filter { $0 == .introspect }.count == budget - 1, "one timer per retry")
        // Silence afterwards: an idle app pays nothing, a wake of its own finds nothing to do.
        let searches = screen.modifier.searches
        screen.unrelatedWake()
        #expect(screen.modifier.searches == searches)
        #expect(screen.model.mainQueueBlocks.isEmpty)
    }

    @Test(arguments: FrameGeneration.allCases)
    func anAnimationElsewhereSpendsNoPass(_ generation: FrameGeneration) {
        // Frames of an animation that lays none of the modifier's views out are no passes of its episode.
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
        let content = scrollViewContent()
        screen.contentArrives(content, after: 40)
        let elsewhere = RecordedNode("UIView", note: "animated elsewhere")
        screen.model.insert(elsewhere, into: screen.model.window)
        for frame in 1...60 {
            screen.model.wake(.app("animation frame"), after: frame) { $0.setNeedsLayout(elsewhere) }
        }
        screen.launch()
        let handsOverTheContent = screen.modifier.handOvers.first?.object === content
        #expect(handsOverTheContent)
        #expect(screen.modifier.reports == 0)
        // Found at the retry 85 frames after the first pass, at its first search point.
        #expect(screen.modifier.searches == 4 * generation.searchPoints.count + 1, "four passes, then the hit")
    }

    @Test(arguments: [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence, .macCatalyst])
    func aPresentedSheetsContentIsCustomizedInThePresentationsFirstFrame(_ generation: FrameGeneration) throws {
        let model = FrameModel(generation)
        let container = RecordedNode("UITransitionView", superclasses: ["UIView"], note: "presentation container")
        let sheet = RecordedNode("_UIHostingView<SheetContent>", superclasses: ["UIView"], note: "sheet host")
        let field = RecordedNode("UITextField", superclasses: ["UIControl", "UIView"], note: "field")
        let modifier = FrameModelModifier(in: model, query: TargetQuery(route: .view, className: "UITextField"))
        model.makeSwiftUIHost(sheet)
        model.insert(container, into: model.window)
        model.runUntilIdle()
        var presentedIn: Int?
        var started = false
        model.onLayout(of: container) { model in
            guard !started else { return }
            started = true
            model.beginTransition(frames: 20, covering: container) { model in
                model.insert(sheet, into: container)
                model.changeSwiftUIState(of: sheet) { model in
                    modifier.mount(around: [field], in: sheet, at: 0)
                    presentedIn = model.committedFrames + 1
                }
            }
        }
        model.wake(.app("present")) { $0.setNeedsLayout(container) }
        model.runUntilIdle()
        let handOver = try #require(modifier.handOvers.first)
        #expect(modifier.handOvers.count == 1)
        let handsOverTheField = handOver.object === field
        #expect(handsOverTheField)
        #expect(handOver.frame == presentedIn)
        #expect(modifier.reports == 0)
    }

    @Test(arguments: FrameGeneration.allCases)
    func aTargetInPlaceIsHandedOverAgainInEachUpdatesFrameWithoutAWalk(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.launch()
        for _ in 0..<20 {
            let frame = screen.model.committedFrames + 1
            screen.updateModifier()
            #expect(screen.modifier.handOvers.last?.frame == frame)
        }
        #expect(screen.modifier.handOvers.count == 21)
        #expect(screen.modifier.searches == 1)
        #expect(screen.modifier.handOvers.allSatisfy { !$0.isInsideAMarkerCallback })
    }

    @Test(arguments: FrameGeneration.allCases)
    func aTargetThatMovedIsFoundAgainInTheUpdatesPass(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.launch()
        let replacement = scrollViewContent()
        let (host, modifier) = (screen.host, screen.modifier)
        let frame = screen.model.committedFrames + 1
        screen.model.wake(.app("state change")) { model in
            model.changeSwiftUIState(of: host) { model in
                model.remove(host.children[1])
                model.insert(replacement, into: host, at: 1)
                modifier.swiftUIUpdated(model)
            }
        }
        screen.model.runUntilIdle()
        #expect(screen.modifier.handOvers.last?.object === replacement)
        #expect(screen.modifier.handOvers.last?.frame == frame)
        #expect(screen.modifier.searches == 2)
    }

    @Test(arguments: FrameGeneration.allCases)
    func aProbeOutOfTheWindowNeverSearches(_ generation: FrameGeneration) {
        // Unselected tabs, off-screen rows, unpresented sheets: not mounted, never searched, never reported.
        let model = FrameModel(generation)
        let modifier = FrameModelModifier(in: model, query: TargetQuery(route: .view, className: "UIScrollView"))
        let offscreen = RecordedNode("_UIHostingView<Tab>", superclasses: ["UIView"], note: "unselected tab")
        modifier.mount(around: [], in: offscreen, at: 0)
        for _ in 0..<5 {
            modifier.swiftUIUpdated()
            model.wake(.app("input"))
            model.runUntilIdle()
        }
        #expect(modifier.searches == 0)
        #expect(modifier.reports == 0)
        #expect(!model.mainQueueBlocks.contains(.introspect))
    }

    /// A target the walk has passed when `customize` changes it: content made by the pass after the anchor's
    /// layout, found at the probe. What lays the change out, when the modifier's empty main-queue block is lost.
    private func changeAtTheProbeWithTheWakeLost(_ generation: FrameGeneration) -> (changedIn: Int?, landedIn: Int?) {
        let content = scrollViewContent()
        let container = RecordedNode("UIView", superclasses: ["UIView"], note: "container")
        let screen = HostedScreen(
            generation, content: [container], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.model.onLayout(of: container) { model in
            if content.parent == nil { model.insert(content, into: container) }
        }
        screen.model.faults = { if case .mainQueueBlock = $0 { .lose } else { .none } }
        let modifier = screen.modifier as? FrameModelModifier
        var changedIn: Int?
        var landedIn: Int?
        modifier?.onCustomize = { object, model in
            guard changedIn == nil, let view = object as? RecordedNode else { return }
            changedIn = model.committedFrames + 1
            model.setNeedsLayout(view)
        }
        screen.model.onLayout(of: content) { model in
            if changedIn != nil, landedIn == nil { landedIn = model.committedFrames + 1 }
        }
        screen.launch()
        #expect(modifier?.handOvers.first?.stack.last == .layout("probe"))
        return (changedIn, landedIn)
    }

    @Test func beforeIOS17TheModifiersWakeIsWhatLaysOutAChangeTheWalkPassed() {
        // With the empty block lost, nothing wakes the loop: the change waits for a wake of the app's own.
        let (changedIn, landedIn) = changeAtTheProbeWithTheWakeLost(.coreAnimationObserver)
        #expect(changedIn != nil)
        #expect(landedIn == nil, "a pending transaction wakes nothing")
    }

    @Test func fromIOS17TheLayerChangeSchedulesItsOwnUpdate() {
        // The modifier's block is redundant there: the change lands in the next frame without it.
        let (changedIn, landedIn) = changeAtTheProbeWithTheWakeLost(.uiKitUpdateSequence)
        #expect(changedIn != nil)
        #expect(landedIn == changedIn.map { $0 + 1 })
    }
}
