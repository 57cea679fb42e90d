@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `onChange:` of `.introspect`, in the frame model: what it is told, when, and in which order with `customize`.
@Suite("onChange: the target's changes per episode")
struct TargetChangeTests {
    /// A screen whose scroll view is replaced in an update by one SwiftUI mounts a pass later.
    @Test(arguments: FrameGeneration.allCases)
    func aReplacementThatComesAPassLateIsOneReplacement(_ generation: FrameGeneration) throws {
        let first = scrollViewContent()
        let screen = HostedScreen(generation, content: [first], target: "UIScrollView", place: currentSources())
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        let second = RecordedNode("HostingScrollView", superclasses: ["UIScrollView", "UIView"], note: "second")
        // The host's layouts before the one that mounts the second scroll view.
        var layoutsBeforeMount: Int?
        let host = screen.host
        screen.model.onLayout(of: host) { model in
            guard let left = layoutsBeforeMount else { return }
            layoutsBeforeMount = left - 1
            guard left == 0, let index = host.children.firstIndex(where: { $0 === modifier.probe.parent })
            else { return }
            layoutsBeforeMount = nil
            model.insert(second, into: host, at: index)
        }
        screen.model.wake(.app("state change")) { model in
            model.changeSwiftUIState(of: host) { model in
                model.remove(first)
                layoutsBeforeMount = 1  // in the host's next layout, not this one
                modifier.swiftUIUpdated()
            }
        }
        screen.model.runUntilIdle()
        #expect(modifier.handOvers.last?.object === second)
        #expect(modifier.changes == [.appeared, .replaced])
        #expect(modifier.changedTargets.count == 2)
        #expect(modifier.changedTargets.first.flatMap { $0 } === first)
        #expect(modifier.changedTargets.last.flatMap { $0 } === second)
        // onChange follows customize.
        let order = screen.model.trace.compactMap { event -> String? in
            switch event {
            case .handedOver: "customize"
            case .changed: "onChange"
            default: nil
            }
        }
        #expect(order == ["customize", "onChange", "customize", "onChange"])
    }

    @Test(arguments: FrameGeneration.allCases)
    func aTargetIsReportedGoneOnlyWhenAnEpisodeEndsWithoutOne(_ generation: FrameGeneration) throws {
        let first = scrollViewContent()
        let screen = HostedScreen(generation, content: [first], target: "UIScrollView", place: currentSources())
        screen.launch()
        let modifier = try #require(screen.modifier as? FrameModelModifier)
        let host = screen.host
        screen.model.wake(.app("state change")) { model in
            model.changeSwiftUIState(of: host) { model in
                model.remove(first)
                modifier.swiftUIUpdated()
            }
        }
        screen.model.runUntilIdle()
        #expect(modifier.changes == [.appeared, .wentAway])
        #expect(modifier.changedTargets.last.map { $0 == nil } == true)
        #expect(modifier.reports == 1)
        // The report and the change come once, when the episode's passes are spent, not with the first miss.
        let passes = IntrospectionRuntime.passesPerEpisode
        #expect(modifier.searchLog.count == 1 + passes * generation.searchPoints.count)
    }
}
