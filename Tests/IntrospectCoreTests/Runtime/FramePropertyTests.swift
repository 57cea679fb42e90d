@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Random interleavings of wakes, SwiftUI updates, layout passes elsewhere, window moves, content arriving and
/// leaving, transitions, replaced probes and switches, on every generation of the frame model, checked against
/// what the runtime promises.
@Suite("Frame pipeline: properties over random interleavings")
struct FramePropertyTests {
    /// One app: a window, a container (a navigation transition view) holding a SwiftUI host, and one modifier in it.
    final class App {
        let model: FrameModel
        let container = RecordedNode("UINavigationTransitionView", superclasses: ["UIView"], note: "container")
        let elsewhere = RecordedNode("UIView", superclasses: ["UIView"], note: "elsewhere")
        let host = RecordedNode("_UIHostingView<Content>", superclasses: ["UIView"], note: "host")
        let modifier: FrameModelModifier
        var content: RecordedNode?
        var isHostInWindow = true
        var isEnabled = true
        var pendingTransition: Int?
        var lateContentAtNextHostLayout = false
        var log: [String] = []
        /// Whether the last step was one after which the modifier must hand the content over, when it is there:
        /// SwiftUI updated the modifier, its markers entered the window again, it was enabled, its probe replaced.
        var expectsHandOver = false

        init(_ generation: FrameGeneration) {
            model = FrameModel(generation)
            modifier = FrameModelModifier(in: model, query: TargetQuery(route: .view, className: "UIScrollView"))
            model.makeSwiftUIHost(host)
            model.onLayout(of: container) { [unowned self] model in
                guard let frames = pendingTransition else { return }
                pendingTransition = nil
                model.beginTransition(frames: frames, covering: container) { _ in }
            }
            model.onLayout(of: host) { [unowned self] model in
                guard lateContentAtNextHostLayout else { return }
                lateContentAtNextHostLayout = false
                insertContent(model)
            }
            model.wake(.app("launch")) { [unowned self] model in launch(model) }
        }

        private func launch(_ model: FrameModel) {
            model.insert(elsewhere, into: model.window)
            model.insert(container, into: model.window)
            model.insert(host, into: container)
            model.changeSwiftUIState(of: host) { [unowned self] _ in modifier.mount(around: [], in: host, at: 0) }
        }

        func insertContent(_ model: FrameModel) {
            guard content == nil, let index = host.children.firstIndex(where: { $0 === modifier.probe.parent })
            else { return }
            let view = RecordedNode("HostingScrollView", superclasses: ["UIScrollView", "UIView"], note: "content")
            content = view
            model.insert(view, into: host, at: index)
        }

        /// One step of the app's own work, chosen by `random`.
        func step(_ random: inout SplitMix64) {
            let (model, host, modifier) = (self.model, self.host, self.modifier)
            let kind = random.below(10)
            expectsHandOver = kind == 1 || kind == 7 || (kind == 4 && !isHostInWindow) || (kind == 8 && !isEnabled)
            switch kind {
            case 0:
                log.append("unrelated wake")
                model.wake(.app("unrelated"))
            case 1:
                log.append("SwiftUI updates the modifier")
                model.wake(.app("update")) { model in
                    model.changeSwiftUIState(of: host) { _ in modifier.swiftUIUpdated() }
                }
            case 2:
                log.append("content arrives")
                model.wake(.app("content")) { [unowned self] model in
                    model.changeSwiftUIState(of: host) { model in self.insertContent(model) }
                }
            case 3:
                log.append("content leaves")
                model.wake(.app("content leaves")) { [unowned self] model in
                    model.changeSwiftUIState(of: host) { model in
                        if let content = self.content { model.remove(content) }
                        self.content = nil
                    }
                }
            case 4:
                log.append(isHostInWindow ? "the host leaves the window" : "the host comes back")
                isHostInWindow.toggle()
                let entering = isHostInWindow
                model.wake(.app("window move")) { [unowned self] model in
                    if entering { model.insert(host, into: container) } else { model.remove(host) }
                }
            case 5:
                let frames = 1 + random.below(20)
                log.append("animation elsewhere, \(frames) frames")
                for _ in 0..<frames {
                    model.wake(.app("frame elsewhere")) { [unowned self] in $0.setNeedsLayout(elsewhere) }
                }
            case 6:
                guard model.generation.toolkit == .uiKit else { return }
                let frames = 1 + random.below(30)
                log.append("transition, \(frames) frames")
                pendingTransition = frames
                model.wake(.app("transition")) { [unowned self] in $0.setNeedsLayout(container) }
            case 7:
                log.append("the probe is replaced")
                model.wake(.app("new probe")) { model in
                    model.changeSwiftUIState(of: host) { _ in modifier.replaceProbe(in: host) }
                }
            case 8:
                isEnabled.toggle()
                log.append(isEnabled ? "enabled" : "disabled")
                let enabled = isEnabled
                model.wake(.app("switch")) { _ in modifier.loop.handle(.enabledChanged(enabled)) }
            default:
                log.append("content arrives in the host's next layout")
                lateContentAtNextHostLayout = true
                model.wake(.app("late content")) { model in model.setNeedsLayout(host) }
            }
        }
    }

    @Test(arguments: FrameGeneration.allCases)
    func theRuntimesPromisesHoldOverRandomInterleavings(_ generation: FrameGeneration) {
        let budget = IntrospectionRuntime.passesPerEpisode * generation.searchPoints.count
        for seed in UInt64(1)...150 {
            var random = SplitMix64(seed: seed &* 7919 &+ UInt64(generation.hashValue & 0xFFFF))
            let app = App(generation)
            #expect(app.model.runUntilIdle(), "\(generation) seed \(seed): the loop never rests")
            for _ in 0..<(10 + random.below(30)) {
                app.step(&random)
                let rests = app.model.runUntilIdle()
                let context = "\(generation) seed \(seed): \(app.log.joined(separator: " → "))"
                guard rests else {
                    Issue.record("the loop never rests: \(context)")
                    return
                }
                // Every episode ends: with a hit or with one report, never waiting for a wake that will not come.
                #expect(app.modifier.loop.typedRuntime?.isInEpisode != true, "an episode waits for nothing: \(context)")
                // What is there is handed over after an update, a window entry, a switch turned on, a new probe.
                if app.expectsHandOver, app.isEnabled, app.isHostInWindow, let content = app.content {
                    let handed = app.modifier.handOvers.last?.object === content
                    #expect(handed, "the content was not handed over: \(context)")
                }
            }
            let context = "\(generation) seed \(seed): \(app.log.joined(separator: " → "))"
            let handOvers = app.modifier.handOvers
            // No hand-over from a marker's make/update/window callback.
            #expect(handOvers.allSatisfy { !$0.isInsideAMarkerCallback }, "\(context)")
            // At most one hand-over per target per layout pass.
            var seen = Set<String>()
            for handOver in handOvers {
                let key = "\(handOver.pass) \(ObjectIdentifier(handOver.object).hashValue)"
                #expect(seen.insert(key).inserted, "two hand-overs of one target in pass \(handOver.pass): \(context)")
            }
            // The searches of an episode stay within its budget.
            let perEpisode = Dictionary(grouping: app.modifier.searchLog, by: \.episode).mapValues(\.count)
            #expect(perEpisode.values.allSatisfy { $0 <= budget }, "\(perEpisode): \(context)")
            // Once every episode has ended, nothing more happens: an unrelated wake finds nothing to do.
            let before = (app.modifier.searchLog.count, handOvers.count, app.model.mainQueueBlocks.count)
            app.model.wake(.app("unrelated"))
            app.model.runUntilIdle()
            let after = (app.modifier.searchLog.count, app.modifier.handOvers.count, app.model.mainQueueBlocks.count)
            #expect(before == after, "\(context)")
        }
    }

    @Test func staleTurnsAndTransitionEndsNeverActOverRandomEvents() {
        // The runtime alone, fed random events: a turn or a transition end of an older episode returns nothing.
        for seed in UInt64(1)...2_000 {
            var random = SplitMix64(seed: seed)
            let generation = FrameGeneration.allCases[random.below(FrameGeneration.allCases.count)]
            var runtime = IntrospectionRuntime(frames: generation)
            var tokens = [runtime.markerMade(.anchor), runtime.markerMade(.probe)]
            var episodesSeen: [Int] = [runtime.episode]
            for _ in 0..<60 {
                let event: ModifierEvent
                switch random.below(11) {
                case 0: event = .windowChanged(tokens[random.below(tokens.count)], inWindow: random.below(3) > 0)
                case 1: event = .updated
                case 2:
                    event = .reached(generation.searchPoints[random.below(generation.searchPoints.count)], tokens[1])
                case 3: event = .reached(.anchorLayout, tokens[0])
                case 4: event = .timerFired(episode: episodesSeen[random.below(episodesSeen.count)])
                case 5: event = .transitionEnded(episode: episodesSeen[random.below(episodesSeen.count)])
                case 6: event = .searched(found: random.below(4) == 0, customized: true, enclosesMarkers: false)
                case 7: event = .transitionFollowed(running: random.below(2) == 0)
                case 8: event = .enabledChanged(random.below(4) > 0)
                case 9:
                    tokens.append(runtime.markerMade(random.below(2) == 0 ? .anchor : .probe))
                    continue
                default: event = .updated
                }
                let current = runtime.episode
                let actions = runtime.handle(event)
                switch event {
                case let .timerFired(turn) where turn != current, let .transitionEnded(turn) where turn != current:
                    #expect(actions.isEmpty, "seed \(seed): \(event) of an older episode did \(actions)")
                default:
                    break
                }
                if !episodesSeen.contains(runtime.episode) { episodesSeen.append(runtime.episode) }
            }
        }
    }
}
