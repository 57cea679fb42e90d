@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The event sources the library uses now, placed in a `FrameModel` by the tests of this file.
func currentSources() -> PlaceModifier { FrameModelModifier.sources() }

/// What a read of the runtime against Core Foundation's and UIKit's behaviour found about timing, one test per
/// finding, each run on the event sources the library uses (`currentSources`).
@Suite("Frame pipeline: findings about when customize runs")
struct FrameFindingTests {
    @Test(arguments: FrameGeneration.allCases)
    func theFirstSearchNeedsNoUnrelatedWake(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: currentSources())
        screen.launch()
        #expect(screen.modifier.handOvers.count == 1)
        #expect(!screen.model.wakes.contains(.app("unrelated")))
    }

    @Test(arguments: FrameGeneration.allCases)
    func theFirstCustomizeLandsBeforeTheCommitOfTheFrameThatShowsTheContent(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: currentSources())
        screen.launch()
        screen.unrelatedWake()
        #expect(screen.modifier.handOvers.first?.frame == screen.shownIn)
    }

    @Test(arguments: [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence, .macCatalyst])
    func contentInstalledWhenATransitionEndsIsFoundWhateverItsFrameCount(_ generation: FrameGeneration) {
        for frames in [6, 12, 40] {
            let push = PushedScreen(generation, frames: frames, place: currentSources())
            push.run()
            #expect(push.modifier.handOvers.count == 1)
            #expect(push.modifier.handOvers.first?.object === push.target)
            #expect(push.modifier.reports == 0)
        }
    }

    @Test(arguments: [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence, .macCatalyst])
    func contentInstalledWhenThePushedScreenAppearsIsHandedOverByTheFrameAfter(_ generation: FrameGeneration) throws {
        // SwiftUI installs the search bar when the pushed controller appears. Before iOS 17 `viewDidAppear` runs as
        // the transition ends, where the runtime's pass after that end finds the bar in the frame that shows it;
        // from iOS 17 it is deferred to after the next commit, so the bar comes after that pass and the retry one
        // frame later finds it.
        let push = PushedScreen(generation, frames: 12, place: FrameModelModifier.sources())
        push.run()
        let handOver = try #require(push.modifier.handOvers.first)
        let shownIn = try #require(push.targetShownIn)
        #expect(handOver.frame - shownIn == (generation == .uiKitUpdateSequence ? 1 : 0))
    }

    @Test(arguments: FrameGeneration.allCases)
    func theCachedTargetIsHandedOverInTheUpdatesFrameOutsideUpdateUIView(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: currentSources())
        screen.launch()
        screen.unrelatedWake()
        let updateFrame = screen.model.committedFrames + 1
        screen.updateModifier()
        #expect(screen.modifier.handOvers.count == 2)
        #expect(screen.modifier.handOvers.last?.isInsideAMarkerCallback == false)
        #expect(screen.modifier.handOvers.last?.frame == updateFrame)
    }
}
