@_spi(Tooling) import IntrospectCore
import Testing

@Suite("The modifier's runtime: decisions from events")
struct IntrospectionRuntimeTests {
    /// A typed runtime on iOS 17 whose markers are both in a window.
    private func runtimeInWindow(_ generation: FrameGeneration = .uiKitUpdateSequence) -> (
        IntrospectionRuntime, anchor: MarkerToken, probe: MarkerToken, actions: ModifierActions
    ) {
        var runtime = IntrospectionRuntime(frames: generation)
        let anchor = runtime.markerMade(.anchor)
        let probe = runtime.markerMade(.probe)
        _ = runtime.handle(.windowChanged(anchor, inWindow: true))
        let actions = runtime.handle(.windowChanged(probe, inWindow: true))
        return (runtime, anchor, probe, actions)
    }

    @Test func enteringAWindowRequestsTheFirstSearchPointAndNothingElse() {
        #expect(runtimeInWindow(.coreAnimationObserver).actions == [.requestLayout(.anchor)])
        // AppKit: the probe's layout first, which asks for its constraints update, the search point.
        var (appKit, _, probe, actions) = runtimeInWindow(.appKitDisplayCycle)
        #expect(actions == [.requestLayout(.probe)])
        #expect(appKit.handle(.reached(.probeConstraintsUpdate, probe)).isEmpty, "not requested yet")
        #expect(appKit.handle(.reached(.probeLayout, probe)) == [.requestConstraintsUpdate(.probe)])
        #expect(appKit.handle(.reached(.probeConstraintsUpdate, probe)) == [.search(reusingFoundTarget: true)])
    }

    @Test func aMissAtTheAnchorIsSearchedAgainAtTheProbeThenAfterAnExplicitTurn() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        #expect(runtime.handle(.reached(.anchorLayout, anchor)) == [.search(reusingFoundTarget: true)])
        #expect(runtime.handle(.searched(found: false, customized: false)) == [.requestLayout(.probe)])
        #expect(runtime.handle(.reached(.probeLayout, probe)) == [.search(reusingFoundTarget: false)])
        let episode = runtime.episode
        #expect(
            runtime.handle(.searched(found: false, customized: false)) == [.followTransition(episode: episode)])
        #expect(runtime.handle(.transitionFollowed(running: false)) == [.scheduleTurn(episode: episode)])
        #expect(runtime.passesLeft == 4)
        #expect(
            runtime.handle(.turnCame(episode: episode)) == [
                .requestLayoutOfCommonAncestor, .requestLayout(.anchor),
            ])
    }

    @Test func layoutsNobodyRequestedAndEventsOfAReplacedMarkerDoNothing() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        #expect(runtime.handle(.reached(.probeLayout, probe)) == [.search(reusingFoundTarget: true)])
        _ = runtime.handle(.searched(found: true, customized: true))
        #expect(runtime.handle(.reached(.anchorLayout, anchor)).isEmpty, "the episode ended")
        let replaced = runtime.markerMade(.probe)
        #expect(runtime.handle(.windowChanged(probe, inWindow: false)).isEmpty)
        #expect(runtime.isProbeInWindow == false, "the new probe has not entered yet")
        #expect(runtime.handle(.windowChanged(replaced, inWindow: true)) == [.requestLayout(.anchor)])
        #expect(runtime.handle(.windowChanged(probe, inWindow: false)).isEmpty)
        #expect(runtime.isInEpisode, "the old probe's late exit does not end the new probe's episode")
    }

    @Test func staleTurnsAndTransitionEndsDoNothing() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        _ = runtime.handle(.reached(.anchorLayout, anchor))
        _ = runtime.handle(.searched(found: false, customized: false))
        _ = runtime.handle(.reached(.probeLayout, probe))
        _ = runtime.handle(.searched(found: false, customized: false))
        let stale = runtime.episode
        _ = runtime.handle(.transitionFollowed(running: true))
        // The probe leaves and comes back: a new episode.
        _ = runtime.handle(.windowChanged(probe, inWindow: false))
        _ = runtime.handle(.windowChanged(probe, inWindow: true))
        #expect(runtime.handle(.transitionEnded(episode: stale)).isEmpty)
        #expect(runtime.handle(.turnCame(episode: stale)).isEmpty)
        #expect(runtime.handle(.reached(.anchorLayout, anchor)) == [.search(reusingFoundTarget: true)])
    }

    @Test func onlyTheGenerationsWhoseLateLayoutWaitsAskForAWakeAfterCustomize() {
        for generation in FrameGeneration.allCases {
            var runtime = IntrospectionRuntime(frames: generation)
            let probe = runtime.markerMade(.probe)
            _ = runtime.markerMade(.anchor)
            _ = runtime.handle(.windowChanged(probe, inWindow: true))
            var search = runtime.handle(.reached(.probeLayout, probe))
            if generation.toolkit == .appKit { search = runtime.handle(.reached(.probeConstraintsUpdate, probe)) }
            #expect(search == [.search(reusingFoundTarget: true)], "\(generation)")
            let after = runtime.handle(.searched(found: true, customized: true))
            #expect(after == (generation.layoutRequestedLateWaitsForAWake ? [.wakeForPendingLayout] : []))
        }
    }

    @Test func theSwitchGatesTheSearch() {
        var runtime = IntrospectionRuntime(frames: .coreAnimationObserver, isEnabled: false)
        let probe = runtime.markerMade(.probe)
        #expect(runtime.handle(.windowChanged(probe, inWindow: true)).isEmpty)
        #expect(runtime.handle(.updated).isEmpty)
        #expect(runtime.handle(.enabledChanged(true)) == [.requestLayout(.probe)], "the anchor is not in a window")
        #expect(runtime.handle(.enabledChanged(false)).isEmpty)
        #expect(runtime.handle(.reached(.probeLayout, probe)).isEmpty)
    }
}

@Suite("The original library's timing, as a runtime policy")
struct ClassicTimingTests {
    @Test func uiKitDeliversAfterAHopOnEnteringAWindowAndSynchronouslyOnUpdates() {
        let harness = ScriptedModifier(timing: .classicUIKit) { true }
        harness.enterWindow()
        #expect(harness.searches == 0)  // not inside the callback: on a later main-queue turn
        #expect(harness.turns == [1])
        harness.frame()
        #expect(harness.searches == 1)
        harness.update()
        #expect(harness.searches == 2)  // inside the update, and no reuse of the target found before
    }

    @Test func uiKitMakesOneAttemptPerEventAndNeverRetries() {
        let harness = ScriptedModifier(timing: .classicUIKit) { false }
        harness.enterWindow()
        harness.frames(10)
        #expect(harness.searches == 1)
        #expect(harness.reports == 1)
        harness.update()
        harness.frames(10)
        #expect(harness.searches == 2)
    }

    @Test func appKitDeliversAfterAHopOnEveryUpdate() {
        let harness = ScriptedModifier(timing: .classicAppKit) { true }
        harness.enterWindow()
        harness.frame()
        #expect(harness.searches == 1)
        harness.update()
        #expect(harness.searches == 1)  // never inside the update
        harness.frame()
        #expect(harness.searches == 2)
    }

    @Test func aStaleHopDoesNothing() {
        let harness = ScriptedModifier(timing: .classicAppKit) { true }
        harness.enterWindow()  // hop 1 scheduled
        harness.update()  // hop 2 replaces it
        harness.frame()
        #expect(harness.searches == 1)
    }

    @Test func theHopAfterEnteringTheWindowStillRunsAfterAnEarlierSynchronousUpdate() {
        // SwiftUI may update the modifier before it has inserted the content: the synchronous search then misses,
        // and the hop scheduled on entering the window finds it, as in 0.x.
        var inserted = false
        let harness = ScriptedModifier(timing: .classicUIKit) { inserted }
        harness.enterWindow()
        harness.update()
        #expect(harness.searches == 1)
        inserted = true
        harness.frame()
        #expect(harness.searches == 2)
        harness.frames(5)
        #expect(harness.searches == 2)
    }
}
