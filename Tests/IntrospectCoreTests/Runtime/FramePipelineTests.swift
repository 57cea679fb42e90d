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

    /// A screen whose content the markers' common ancestor mounts the `pass`-th time it is laid out.
    private func lateScreen(_ generation: FrameGeneration, mountedAtPass pass: Int) -> (HostedScreen, RecordedNode) {
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: FrameModelModifier.sources())
        let content = scrollViewContent()
        let (host, modifier) = (screen.host, screen.modifier)
        screen.model.onLayout(of: host, number: pass) { model in
            model.insert(content, into: host, at: host.children.firstIndex { $0 === modifier.probe.parent })
        }
        return (screen, content)
    }

    @Test(arguments: FrameGeneration.allCases)
    func contentMountedInALaterPassIsFoundThereUpToTheBudget(_ generation: FrameGeneration) {
        let budget = IntrospectionRuntime.passesPerEpisode
        for pass in 1...budget + 1 {
            let (screen, content) = lateScreen(generation, mountedAtPass: pass)
            screen.launch()
            guard pass <= budget else {
                #expect(screen.modifier.handOvers.isEmpty)
                #expect(screen.modifier.reports == 1, "\(generation), mounted at pass \(pass)")
                #expect(screen.modifier.searches == budget * generation.searchPoints.count)
                // Silence afterwards: an idle app pays nothing, a wake of its own finds nothing to do.
                let searches = screen.modifier.searches
                screen.unrelatedWake()
                #expect(screen.modifier.searches == searches)
                #expect(screen.model.mainQueueBlocks.filter { $0 == .introspect }.count == budget - 1)
                continue
            }
            #expect(screen.modifier.handOvers.count == 1, "\(generation), mounted at pass \(pass)")
            #expect(screen.modifier.handOvers.first?.object === content)
            #expect(screen.modifier.reports == 0)
            #expect(
                screen.model.mainQueueBlocks.filter { $0 == .introspect }.count
                    == pass - 1 + (generation.layoutRequestedLateWaitsForAWake ? 1 : 0),
                "one turn per retry, and one after customize where a late layout waits for a wake")
        }
    }

    @Test(arguments: FrameGeneration.allCases)
    func anAnimationElsewhereSpendsNoPass(_ generation: FrameGeneration) {
        // Frames of an animation that lays none of the modifier's views out are no passes of its episode.
        let (screen, content) = lateScreen(generation, mountedAtPass: 2)
        let elsewhere = RecordedNode("UIView", note: "animated elsewhere")
        screen.model.insert(elsewhere, into: screen.model.window)
        for _ in 0..<30 { screen.model.wake(.app("animation frame")) { $0.setNeedsLayout(elsewhere) } }
        screen.launch()
        #expect(screen.modifier.handOvers.first?.object === content)
        #expect(screen.modifier.reports == 0)
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
}
