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

    private static let missed = ModifierEvent.searched(found: false, customized: false, enclosesMarkers: false)
    private static let hit = ModifierEvent.searched(found: true, customized: true, enclosesMarkers: false)

    @Test func enteringAWindowRequestsTheFirstSearchPointWithItsFallback() {
        let (uiKit, _, _, actions) = runtimeInWindow(.coreAnimationObserver)
        #expect(actions == [.requestLayout(.anchor), .armTimer(episode: uiKit.episode, after: .nextTurn)])
        #expect(uiKit.isInEpisode)
        // AppKit: the probe's layout first, which asks for its constraints update, the search point.
        var (appKit, _, probe, appKitActions) = runtimeInWindow(.appKitDisplayCycle)
        #expect(appKitActions == [.requestLayout(.probe), .armTimer(episode: appKit.episode, after: .nextTurn)])
        #expect(appKit.handle(.reached(.probeConstraintsUpdate, probe)).isEmpty, "not requested yet")
        #expect(appKit.handle(.reached(.probeLayout, probe)) == [.requestConstraintsUpdate(.probe)])
        #expect(appKit.handle(.reached(.probeConstraintsUpdate, probe)) == [.search(reusingFoundTarget: true)])
    }

    @Test func aMissAtTheAnchorIsSearchedAgainAtTheProbeThenRetriedAfterAGrowingDelay() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        let episode = runtime.episode
        #expect(runtime.handle(.reached(.anchorLayout, anchor)) == [.search(reusingFoundTarget: true)])
        #expect(
            runtime.handle(Self.missed) == [.requestLayout(.probe), .armTimer(episode: episode, after: .nextTurn)])
        #expect(runtime.handle(.reached(.probeLayout, probe)) == [.search(reusingFoundTarget: false)])
        #expect(runtime.handle(Self.missed) == [.followTransition(episode: episode)])
        #expect(runtime.handle(.transitionFollowed(running: false)) == [.armTimer(episode: episode, after: .frames(1))])
        #expect(runtime.passesLeft == 4)
        #expect(
            runtime.handle(.timerFired(episode: episode)) == [
                .requestLayoutOfCommonAncestor, .requestLayout(.anchor), .armTimer(episode: episode, after: .nextTurn),
            ])
        // The second pass misses too: the next retry waits longer.
        _ = runtime.handle(.reached(.anchorLayout, anchor))
        _ = runtime.handle(Self.missed)
        _ = runtime.handle(.reached(.probeLayout, probe))
        _ = runtime.handle(Self.missed)
        #expect(runtime.handle(.transitionFollowed(running: false)) == [.armTimer(episode: episode, after: .frames(4))])
    }

    @Test func whenTheRequestedCallbackDoesNotComeTheTimerSearchesOutsideThePass() {
        var (runtime, _, probe, _) = runtimeInWindow()
        let episode = runtime.episode
        // The anchor's layout never comes: the timer searches, as one of the episode's passes.
        #expect(runtime.handle(.timerFired(episode: episode)) == [.search(reusingFoundTarget: true)])
        #expect(runtime.passesLeft == IntrospectionRuntime.passesPerEpisode - 1)
        // A hit from the timer needs no wake: the loop is awake and commits what `customize` marked.
        #expect(runtime.handle(Self.hit) == [.cancelTimer])
        #expect(!runtime.isInEpisode)
        // The late callback, when it comes, does nothing.
        #expect(runtime.handle(.reached(.probeLayout, probe)).isEmpty)
    }

    @Test func aMissFromTheTimerEndsThePassAndTheLastPassReports() {
        var (runtime, _, _, _) = runtimeInWindow()
        let episode = runtime.episode
        for pass in 1...IntrospectionRuntime.passesPerEpisode {
            #expect(runtime.handle(.timerFired(episode: episode)) == [.search(reusingFoundTarget: pass == 1)])
            if pass == IntrospectionRuntime.passesPerEpisode {
                #expect(runtime.handle(Self.missed) == [.cancelTimer, .reportNothingFound])
            } else {
                #expect(runtime.handle(Self.missed) == [.followTransition(episode: episode)])
                // The transition's completion is lost too: its timer retries.
                #expect(
                    runtime.handle(.transitionFollowed(running: true)) == [
                        .armTimer(episode: episode, after: .transitionEnd)
                    ])
                #expect(runtime.handle(.timerFired(episode: episode)).first == .requestLayoutOfCommonAncestor)
            }
        }
        #expect(!runtime.isInEpisode)
    }

    @Test func anUpdateDuringAnyWaitAsksForTheSearchPointAgain() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        let episode = runtime.episode
        let again: ModifierActions = [.requestLayout(.anchor), .armTimer(episode: episode, after: .nextTurn)]
        #expect(runtime.handle(.updated) == again, "awaiting the anchor")
        _ = runtime.handle(.reached(.anchorLayout, anchor))
        _ = runtime.handle(Self.missed)
        #expect(runtime.handle(.updated) == again, "awaiting the probe")
        // The probe's layout of this pass still searches; the anchor asked for again comes in the next pass.
        #expect(runtime.handle(.reached(.probeLayout, probe)) == [.search(reusingFoundTarget: false)])
    }

    @Test func aReplacedAnchorIsAskedForItsLayout() {
        var (runtime, _, _, _) = runtimeInWindow()
        let replaced = runtime.markerMade(.anchor)
        #expect(
            runtime.handle(.windowChanged(replaced, inWindow: true)) == [
                .requestLayout(.anchor), .armTimer(episode: runtime.episode, after: .nextTurn),
            ])
        #expect(runtime.handle(.reached(.anchorLayout, replaced)) == [.search(reusingFoundTarget: true)])
    }

    @Test func layoutsNobodyRequestedAndEventsOfAReplacedMarkerDoNothing() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        #expect(runtime.handle(.reached(.probeLayout, probe)) == [.search(reusingFoundTarget: true)])
        _ = runtime.handle(Self.hit)
        #expect(runtime.handle(.reached(.anchorLayout, anchor)).isEmpty, "the episode ended")
        let replaced = runtime.markerMade(.probe)
        #expect(runtime.handle(.windowChanged(probe, inWindow: false)).isEmpty)
        #expect(runtime.isProbeInWindow == false, "the new probe has not entered yet")
        #expect(
            runtime.handle(.windowChanged(replaced, inWindow: true)) == [
                .requestLayout(.anchor), .armTimer(episode: runtime.episode, after: .nextTurn),
            ])
        #expect(runtime.handle(.windowChanged(probe, inWindow: false)).isEmpty)
        #expect(runtime.isInEpisode, "the old probe's late exit does not end the new probe's episode")
    }

    @Test func staleTimersAndTransitionEndsDoNothing() {
        var (runtime, anchor, probe, _) = runtimeInWindow()
        _ = runtime.handle(.reached(.anchorLayout, anchor))
        _ = runtime.handle(Self.missed)
        _ = runtime.handle(.reached(.probeLayout, probe))
        _ = runtime.handle(Self.missed)
        let stale = runtime.episode
        _ = runtime.handle(.transitionFollowed(running: true))
        // The probe leaves and comes back: a new episode.
        #expect(runtime.handle(.windowChanged(probe, inWindow: false)) == [.cancelTimer])
        _ = runtime.handle(.windowChanged(probe, inWindow: true))
        #expect(runtime.handle(.transitionEnded(episode: stale)).isEmpty)
        #expect(runtime.handle(.timerFired(episode: stale)).isEmpty)
        #expect(runtime.handle(.reached(.anchorLayout, anchor)) == [.search(reusingFoundTarget: true)])
    }

    @Test(arguments: FrameGeneration.allCases)
    func aWakeFollowsCustomizeOnlyWhereTheWalkHasPassedTheTarget(_ generation: FrameGeneration) {
        func handOver(at point: SearchPoint, enclosing: Bool) -> ModifierActions {
            var runtime = IntrospectionRuntime(frames: generation)
            let anchor = runtime.markerMade(.anchor)
            let probe = runtime.markerMade(.probe)
            _ = runtime.handle(.windowChanged(anchor, inWindow: true))
            _ = runtime.handle(.windowChanged(probe, inWindow: true))
            if point == .probeLayout {
                _ = runtime.handle(.reached(.anchorLayout, anchor))
                _ = runtime.handle(Self.missed)
            }
            if point == .probeConstraintsUpdate { _ = runtime.handle(.reached(.probeLayout, probe)) }
            #expect(runtime.handle(.reached(point, point == .anchorLayout ? anchor : probe)).count == 1)
            return runtime.handle(.searched(found: true, customized: true, enclosesMarkers: enclosing))
        }
        let ended: ModifierActions = [.cancelTimer]
        let woken: ModifierActions = [.cancelTimer, .wakeForPendingLayout]
        if generation.toolkit == .uiKit {
            #expect(handOver(at: .anchorLayout, enclosing: false) == ended, "the content is laid out after")
            #expect(handOver(at: .anchorLayout, enclosing: true) == woken, "a target around the markers")
            #expect(handOver(at: .probeLayout, enclosing: false) == woken, "the content was laid out")
        } else {
            #expect(handOver(at: .probeConstraintsUpdate, enclosing: false) == ended)
            #expect(handOver(at: .probeConstraintsUpdate, enclosing: true) == ended, "laid out again in the cycle")
        }
    }

    @Test func theSwitchGatesTheSearch() {
        var runtime = IntrospectionRuntime(frames: .coreAnimationObserver, isEnabled: false)
        let probe = runtime.markerMade(.probe)
        #expect(runtime.handle(.windowChanged(probe, inWindow: true)).isEmpty)
        #expect(runtime.handle(.updated).isEmpty)
        #expect(
            runtime.handle(.enabledChanged(true)) == [
                .requestLayout(.probe), .armTimer(episode: runtime.episode, after: .nextTurn),
            ], "the anchor is not in a window")
        #expect(runtime.handle(.enabledChanged(false)) == [.cancelTimer])
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
