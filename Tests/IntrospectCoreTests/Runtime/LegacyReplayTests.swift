@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The event sources of commit e1ce2cd replayed through `FrameModel`: the model reproduces the defects a read of
/// that commit against Core Foundation's and UIKit's behaviour found, which no test of that commit could see.
@Suite("Frame model: the event sources of commit e1ce2cd, replayed")
struct LegacyReplayTests {
    @Test(arguments: [FrameGeneration.coreAnimationObserver, .macCatalyst, .appKitDisplayCycle])
    func theFirstCustomizeWaitsForAnUnrelatedWake(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: LegacyModifier.sources())
        screen.launch()
        // The probe entered the window inside the commit's callout: the observer it added is not called in that
        // pass, and adding it woke nothing.
        #expect(screen.modifier.handOvers.isEmpty)
        #expect(screen.model.wakes == [.app("launch")])
        screen.unrelatedWake()
        #expect(screen.modifier.handOvers.count == 1)
        #expect(screen.modifier.handOvers.first?.frame == 2, "after the frame that showed the content")
    }

    @Test func fromIOS17TheLoopPollsAfterItsUpdateButCustomizeStillFollowsTheCommit() {
        let screen = HostedScreen(
            .uiKitUpdateSequence, content: [scrollViewContent()], target: "UIScrollView",
            place: LegacyModifier.sources())
        screen.launch()
        #expect(screen.modifier.handOvers.count == 1)
        #expect(screen.model.wakes == [.app("launch")])
        #expect(screen.modifier.handOvers.first?.frame == 2)
        #expect(screen.modifier.handOvers.first?.frame != screen.shownIn)
    }

    @Test(arguments: [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence])
    func retriesAreSpentByTheWakesOfAnAnimation(_ generation: FrameGeneration) {
        // The content never comes while an animation elsewhere wakes the loop for every frame: the five searches
        // are gone after five frames, and the report follows.
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: LegacyModifier.sources())
        screen.launch()
        for _ in 0..<8 { screen.model.wake(.app("animation frame")) { $0.setNeedsLayout($0.window) } }
        screen.model.runUntilIdle()
        #expect(screen.modifier.searches == 5)
        #expect(screen.modifier.reports == 1)
    }

    @Test(arguments: [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence, .appKitDisplayCycle])
    func theCachedTargetIsHandedOverInsideUpdateUIView(_ generation: FrameGeneration) {
        let screen = HostedScreen(
            generation, content: [scrollViewContent()], target: "UIScrollView", place: LegacyModifier.sources())
        screen.launch()
        screen.unrelatedWake()
        screen.updateModifier()
        #expect(screen.modifier.handOvers.count == 2)
        #expect(screen.modifier.handOvers.last?.isInsideAMarkerCallback == true)
    }
}
