@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Findings about the markers' own events: a probe SwiftUI replaced, a probe that leaves and re-enters its window
/// before a frame is committed. Each runs on the event sources the library uses (`currentSources`).
@Suite("Frame pipeline: findings about replaced and re-entering markers")
struct FrameMarkerFindingTests {
    @Test(arguments: FrameGeneration.allCases)
    func aReplacedProbesLateWindowExitDoesNotStopTheNewOnesSearches(_ generation: FrameGeneration) {
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: currentSources())
        screen.launch()
        screen.unrelatedWake()
        // SwiftUI rebuilds the overlay with the content: the new probe enters the window, then the old one leaves.
        let scrollView = scrollViewContent()
        let (modifier, host) = (screen.modifier, screen.host)
        screen.model.wake(.app("rebuild")) { model in
            model.changeSwiftUIState(of: host) { model in
                model.insert(scrollView, into: host, at: 1)
                modifier.replaceProbe(in: host, model: model)
            }
        }
        screen.model.runUntilIdle()
        screen.unrelatedWake()
        #expect(screen.modifier.handOvers.last?.object === scrollView)
    }

    @Test(arguments: FrameGeneration.allCases)
    func aProbeThatLeavesAndReentersBeforeACommitIsSearchedOncePerPoint(_ generation: FrameGeneration) {
        let screen = HostedScreen(generation, content: [], target: "UIScrollView", place: currentSources())
        screen.launch()
        let (modifier, host) = (screen.modifier, screen.host)
        // SwiftUI moves the probe's host (a reordered overlay): out of the window and back, in one update.
        screen.model.wake(.app("reorder")) { model in
            model.changeSwiftUIState(of: host) { model in
                guard let probeHost = modifier.probe.parent else { return }
                model.remove(probeHost)
                model.insert(probeHost, into: host)
            }
        }
        screen.model.runUntilIdle()
        screen.unrelatedWake()
        let points = screen.modifier.frameSearches.map { "\($0.frame) \($0.point)" }
        #expect(Set(points).count == points.count, "\(points)")
    }
}
