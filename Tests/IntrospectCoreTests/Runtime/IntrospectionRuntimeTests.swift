import IntrospectCore
import Testing

@Suite("The modifier's runtime")
struct IntrospectionRuntimeTests {
    @Test func aSearchWaitsForTheCommitThatShowsTheContent() {
        let harness = RuntimeHarness { true }
        harness.send(.probeEnteredWindow)
        #expect(harness.searches == 0)
        harness.frame()
        #expect(harness.searches == 1)
        #expect(harness.reports == 0)
    }

    @Test func staleRetriesNeverRunAndSearchesStayBounded() {
        // The sequence that once looped: a miss queues a retry; an update's search hits; the target is gone (a
        // conditional view, a reused cell) when the queued retry runs — and a counter went below zero for good.
        var present = false
        let harness = RuntimeHarness { present }
        harness.send(.probeEnteredWindow)  // nothing yet: a retry is queued
        present = true
        harness.send(.updated(cachedTargetInPlace: false))
        present = false  // gone before the queued retry runs
        harness.frames(1_000)
        #expect(harness.searches <= IntrospectionRuntime.Policy.typed.searchesPerEpisode)
        let settled = harness.searches
        harness.frames(1_000)
        #expect(harness.searches == settled)
    }

    @Test func aMissRetriesOnTheNextLayoutPassesThenReportsOnce() {
        let harness = RuntimeHarness { false }
        harness.send(.probeEnteredWindow)
        harness.frames(50)
        #expect(harness.searches == IntrospectionRuntime.Policy.typed.searchesPerEpisode)
        #expect(harness.reports == 1)
    }

    @Test func contentThatAppearsALayoutPassLateIsFoundWithoutAReport() {
        var mounted = false
        let harness = RuntimeHarness { mounted }
        harness.layout = [{}, { mounted = true }]  // the first pass shows nothing; the second mounts the rows
        harness.send(.probeEnteredWindow)
        harness.frames(3)
        #expect(mounted)
        #expect(harness.reports == 0)
        #expect(harness.searches == 2)
    }

    @Test func aCachedTargetInPlaceIsHandedOverWithoutAWalk() {
        let harness = RuntimeHarness { true }
        harness.send(.probeEnteredWindow)
        harness.frame()
        for _ in 0..<100 {
            harness.send(.updated(cachedTargetInPlace: true))
            harness.frame()
        }
        #expect(harness.searches == 1)
        #expect(harness.handOvers == 100)
    }

    @Test func aTargetThatMovedIsSearchedAgainAfterTheUpdatesCommit() {
        let harness = RuntimeHarness { true }
        harness.send(.probeEnteredWindow)
        harness.frame()
        harness.send(.updated(cachedTargetInPlace: false))
        #expect(harness.searches == 1)  // the update's own search waits for the commit
        harness.frame()
        #expect(harness.searches == 2)
    }

    @Test func atMostOneSearchPerEvent() {
        let harness = RuntimeHarness { false }
        harness.send(.probeEnteredWindow)
        for _ in 0..<20 {
            harness.send(.updated(cachedTargetInPlace: false))
            harness.send(.updated(cachedTargetInPlace: false))
            harness.frame()
        }
        // Every frame's commit is one search; updates in between never search on their own.
        #expect(harness.searches == 20)
    }

    @Test func theSwitchStartsAndStopsSearchingWithoutTouchingTheMarkers() {
        let harness = RuntimeHarness(isEnabled: false) { true }
        harness.send(.probeEnteredWindow)
        harness.send(.updated(cachedTargetInPlace: false))
        harness.frames(3)
        #expect(harness.searches == 0)
        harness.send(.enabledChanged(true))
        harness.frame()
        #expect(harness.searches == 1)
        harness.send(.enabledChanged(false))
        harness.send(.updated(cachedTargetInPlace: false))
        harness.frames(3)
        #expect(harness.searches == 1)
        #expect(harness.handOvers == 0)
        // The markers stay in place whatever the switches say: the view keeps its identity.
        for enabled in [true, false] {
            for global in [true, false] {
                #expect(
                    MarkerPlacement.placesMarkers(versionMatches: true, isEnabled: enabled, isGloballyEnabled: global))
                #expect(
                    !MarkerPlacement.placesMarkers(versionMatches: false, isEnabled: enabled, isGloballyEnabled: global)
                )
            }
        }
    }

    @Test func aProbeOutOfTheWindowNeverSearches() {
        // Unselected tabs, off-screen rows, unpresented sheets: not mounted, never searched, never reported.
        let harness = RuntimeHarness { false }
        harness.send(.updated(cachedTargetInPlace: false))
        harness.frames(10)
        harness.send(.probeEnteredWindow)
        harness.send(.probeLeftWindow)
        harness.frames(10)
        #expect(harness.searches == 0)
        #expect(harness.reports == 0)
    }
}

@Suite("The original library's timing, as a runtime policy")
struct ClassicTimingTests {
    @Test func uiKitDeliversAfterAHopOnEnteringAWindowAndSynchronouslyOnUpdates() {
        let harness = RuntimeHarness(policy: .classicUIKit) { true }
        harness.send(.probeEnteredWindow)
        #expect(harness.searches == 0)  // not inside the callback: on a later main-queue turn
        #expect(harness.actions == [.scheduleTurn(generation: 1)])
        harness.frame()
        #expect(harness.searches == 1)
        harness.send(.updated(cachedTargetInPlace: true))
        #expect(harness.searches == 2)  // inside the update, and no reuse of the target found before
        #expect(harness.handOvers == 0)
    }

    @Test func uiKitMakesOneAttemptPerEventAndNeverRetries() {
        let harness = RuntimeHarness(policy: .classicUIKit) { false }
        harness.send(.probeEnteredWindow)
        harness.frames(10)
        #expect(harness.searches == 1)
        #expect(harness.reports == 1)
        harness.send(.updated(cachedTargetInPlace: false))
        harness.frames(10)
        #expect(harness.searches == 2)
    }

    @Test func appKitDeliversAfterAHopOnEveryUpdate() {
        let harness = RuntimeHarness(policy: .classicAppKit) { true }
        harness.send(.probeEnteredWindow)
        harness.frame()
        #expect(harness.searches == 1)
        harness.send(.updated(cachedTargetInPlace: true))
        #expect(harness.searches == 1)  // never inside the update
        harness.frame()
        #expect(harness.searches == 2)
    }

    @Test func aStaleHopDoesNothing() {
        let harness = RuntimeHarness(policy: .classicAppKit) { true }
        harness.send(.probeEnteredWindow)  // hop 1 scheduled
        harness.send(.updated(cachedTargetInPlace: false))  // hop 2 replaces it
        harness.frame()
        #expect(harness.searches == 1)
    }
}

@Suite("The original library's timing: an update before the hop")
struct ClassicUpdateBeforeHopTests {
    @Test func theHopAfterEnteringTheWindowStillRunsAfterAnEarlierSynchronousUpdate() {
        // SwiftUI may update the modifier before it has inserted the content: the synchronous search then misses,
        // and the hop scheduled on entering the window finds it, as in 0.x.
        var inserted = false
        let harness = RuntimeHarness(policy: .classicUIKit) { inserted }
        harness.send(.probeEnteredWindow)
        harness.send(.updated(cachedTargetInPlace: false))
        #expect(harness.searches == 1)
        inserted = true
        harness.frame()
        #expect(harness.searches == 2)
        harness.frames(5)
        #expect(harness.searches == 2)
    }
}
