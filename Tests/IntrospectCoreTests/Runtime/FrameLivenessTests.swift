@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `customize` comes even when a callback the runtime asked for does not: each request has a fallback, an episode
/// never waits forever, and content that arrives at a moment the runtime did not cause is still found.
@Suite("Frame pipeline: liveness")
struct FrameLivenessTests {
    /// Every layout and constraints callback of the markers in `pass` is lost.
    static func losingMarkerCallbacks(inPass lostPass: Int) -> (FaultSite) -> Fault {
        { site in
            switch site {
            case let .layout(_, pass), let .constraintsUpdate(_, pass): pass == lostPass ? .lose : .none
            case .mainQueueBlock, .transitionCompletion: .none
            }
        }
    }

    @Test(arguments: FrameGeneration.allCases)
    func aLostSearchPointStillEndsInCustomizeOneFrameLater(_ generation: FrameGeneration) throws {
        let content = scrollViewContent()
        let screen = HostedScreen(
            generation, content: [content], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.model.faults = Self.losingMarkerCallbacks(inPass: 1)
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        #expect(
            modifier.handOvers.map { ObjectIdentifier($0.object) } == [ObjectIdentifier(content)],
            "lost callback: customize never came")
        #expect(
            modifier.handOvers.first.map { $0.frame <= (screen.shownIn ?? 0) + 1 } == true,
            "lost callback: customize came more than one frame after the content")
        #expect(modifier.loop.typedRuntime?.isInEpisode == false, "lost callback: the episode is still open")
    }

    @Test(arguments: FrameGeneration.allCases)
    func anUpdateWhileTheSearchPointIsAwaitedIsNotDropped(_ generation: FrameGeneration) throws {
        // The callback of the first pass is lost and SwiftUI updates the modifier before anything else happens:
        // that update must lead to a search.
        let content = scrollViewContent()
        let screen = HostedScreen(
            generation, content: [content], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.model.faults = Self.losingMarkerCallbacks(inPass: 1)
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        screen.launch()
        screen.updateModifier()
        #expect(modifier.handOvers.first?.object === content, "dropped update: no search followed the update")
    }

    @Test(arguments: FrameGeneration.allCases.filter { $0.toolkit == .uiKit })
    func aReplacedAnchorIsAskedForItsLayoutAgain(_ generation: FrameGeneration) throws {
        // SwiftUI replaces the anchor in the render that shows the content, after the modifier asked for the old
        // anchor's layout: the new anchor's layout must be asked for, or the episode waits for nothing.
        let content = scrollViewContent()
        let screen = HostedScreen(
            generation, content: [content], target: "UIScrollView", place: FrameModelModifier.sources())
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        screen.launch()
        let handOversBefore = modifier.handOvers.count
        let host = screen.host
        screen.model.wake(.app("new anchor")) { model in
            model.changeSwiftUIState(of: host) { _ in
                modifier.swiftUIUpdated()
                modifier.replaceAnchor(in: host)
            }
        }
        screen.model.runUntilIdle()
        #expect(modifier.handOvers.count == handOversBefore + 1, "replaced anchor: no hand-over after the update")
        #expect(modifier.loop.typedRuntime?.isInEpisode == false, "replaced anchor: the episode is still open")
    }

    @Test func onMacOSAWindowWithoutConstraintsStillGetsTheSearchInTheFrame() throws {
        // Nothing in the window made a constraint: AppKit runs no Update Constraints pass unless a view requires
        // constraint-based layout.
        let content = scrollViewContent()
        let screen = HostedScreen(
            .appKitDisplayCycle, content: [content], target: "UIScrollView", place: FrameModelModifier.sources(),
            windowMadeConstraints: false)
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        #expect(
            modifier.handOvers.map { ObjectIdentifier($0.object) } == [ObjectIdentifier(content)],
            "no constraints: customize never came")
        #expect(modifier.handOvers.first?.frame == screen.shownIn, "no constraints: not in the frame")
    }

    @Test(arguments: FrameGeneration.allCases)
    func contentThatArrivesInAPassOfTheAppsOwnIsFoundWithoutAnUpdate(_ generation: FrameGeneration) throws {
        // Rows from data loaded in a `.task`: SwiftUI shows them ten frames after the screen, in a pass the modifier
        // did not ask for and with no update of the modifier.
        let rows = scrollViewContent()
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.contentArrives(rows, after: 10)
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        #expect(
            modifier.handOvers.map { ObjectIdentifier($0.object) } == [ObjectIdentifier(rows)],
            "late content: never handed over")
        #expect(modifier.reports == 0, "late content: reported missing")
    }

    @Test(arguments: FrameGeneration.allCases)
    func contentThatArrivesLongAfterIsFoundAtTheNextUpdate(_ generation: FrameGeneration) throws {
        // Past the episode's retries nothing searches until the modifier's next update: one report, then the hand-
        // over in that update's frame.
        let rows = scrollViewContent()
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
        screen.contentArrives(rows, after: 600)
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        #expect(modifier.handOvers.isEmpty)
        #expect(modifier.reports == 1)
        let frame = screen.model.committedFrames + 1
        screen.updateModifier()
        #expect(modifier.handOvers.map { ObjectIdentifier($0.object) } == [ObjectIdentifier(rows)])
        #expect(modifier.handOvers.first?.frame == frame)
    }

    @Test func anAncestorTargetsChangeLandsWithoutRelyingOnTheLayerChangeRule() throws {
        // From iOS 17 a layout change `customize` makes to a view laid out before the anchor (here the navigation
        // transition view around the screen) is carried by the update the layer change schedules. Were that rule
        // wrong, the change must still land without a wake of the app's own.
        let model = FrameModel(
            .uiKitUpdateSequence, rules: FrameModelRule.inForce.subtracting([.layerChangeSchedulesUpdate]))
        let change = FramePromise.EnclosingTargetChange(
            in: model, containerClass: "UINavigationTransitionView", hostClass: "_UIHostingView<Content>")
        #expect(
            change.modifier.handOvers.map { ObjectIdentifier($0.object) } == [ObjectIdentifier(change.container)])
        #expect(
            change.landedIn == change.changedIn.map { $0 + 1 }, "ancestor change: not laid out in the next frame")
    }

    @Test func aHandOverAtTheAnchorQueuesNoMainQueueBlock() {
        // iOS 13–16: at the anchor the content has not been laid out yet in this pass, so what `customize` marks is
        // laid out in it; nothing waits for a wake.
        let screen = HostedScreen(
            .coreAnimationObserver, content: [scrollViewContent()], target: "UIScrollView",
            place: FrameModelModifier.sources())
        screen.launch()
        #expect(screen.modifier.handOvers.count == 1)
        #expect(screen.model.mainQueueBlocks.filter { $0 == .introspect }.isEmpty, "wake: a block nobody needs")
    }

    @Test func onMacOSTheTimerCoversAProbeThatDidNotAskForConstraintBasedLayout() throws {
        // Were the probe not to require constraint-based layout, AppKit would run no Update Constraints pass in a
        // window where nothing made a constraint: the timer searches after the frame, outside layout.
        let model = FrameModel(.appKitDisplayCycle, windowMadeConstraints: false)
        let host = RecordedNode("NSHostingView<Content>", superclasses: ["NSView"], note: "host")
        let content = scrollViewContent()
        let modifier = FrameModelModifier(
            in: model, query: RecordedQuery(route: .view, className: "UIScrollView"),
            probeRequiresConstraintBasedLayout: false)
        model.makeSwiftUIHost(host)
        var shownIn: Int?
        model.wake(.app("launch")) { model in
            model.insert(host, into: model.window)
            model.changeSwiftUIState(of: host) { model in
                modifier.mount(around: [content], in: host, at: 0)
                shownIn = model.committedFrames + 1
            }
        }
        model.runUntilIdle()
        let handOver = try #require(modifier.handOvers.first)
        let handsOverTheContent = handOver.object === content
        #expect(handsOverTheContent)
        #expect(handOver.frame == (shownIn ?? 0) + 1, "one frame after the content, from the timer")
        #expect(handOver.stack.last == .timer("introspect"))
        #expect(!model.isConstraintBasedLayoutEngaged)
    }
}
