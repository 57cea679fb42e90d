@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The frame model on its own: one test per rule it states (see `FrameModel`), each on the generations where the
/// rule differs.
@Suite("Frame model: the rules of the run loop and of layout")
struct FrameModelRuleTests {
    // MARK: Run loop

    @Test func anObserverAddedDuringABeforeWaitingCalloutIsNotCalledInThatPass() {
        let model = FrameModel(.coreAnimationObserver)
        var calls = 0
        model.runUntilIdle()
        model.wake(.app("launch")) { model in
            model.addObserver("adds another", order: 10, stages: [.beforeWaiting], repeats: false) { model in
                model.addObserver("added late", order: Int.max, stages: [.beforeWaiting]) { _ in calls += 1 }
            }
        }
        model.runUntilIdle()
        #expect(calls == 0, "collected before the first callout: the new observer waits for the next pass")
        #expect(model.wakes == [.app("launch")])
        model.wake(.app("unrelated input"))
        model.runUntilIdle()
        #expect(calls == 1)
    }

    @Test func addingAnObserverWakesNothing() {
        let model = FrameModel(.appKitDisplayCycle)
        var calls = 0
        model.addObserver("idle", order: 0, stages: [.beforeWaiting]) { _ in calls += 1 }
        model.runUntilIdle()
        #expect(calls == 1, "the loop runs its stage once before it sleeps")
        model.addObserver("added while asleep", order: 0, stages: [.beforeWaiting]) { _ in calls += 100 }
        model.runUntilIdle()
        #expect(calls == 1)
        #expect(model.wakes.isEmpty)
    }

    @Test func observersRunInIncreasingOrderAndEqualOrdersAsAdded() {
        let model = FrameModel(.coreAnimationObserver)
        var calls: [String] = []
        for (name, order) in [("c", 5), ("a", -1), ("b1", 3), ("b2", 3)] {
            model.addObserver(name, order: order, stages: [.beforeWaiting], repeats: false) { _ in calls.append(name) }
        }
        model.runUntilIdle()
        #expect(calls == ["a", "b1", "b2", "c"])
    }

    @Test func aMainQueueBlockWakesTheLoopAndTheNextBeforeWaitingFollows() {
        for generation in FrameGeneration.allCases {
            let model = FrameModel(generation)
            var stages = 0
            model.addObserver("count", order: 1, stages: [.beforeWaiting]) { _ in stages += 1 }
            model.runUntilIdle()
            let before = stages
            var ran = false
            model.mainQueueAsync(cause: .introspect) { ran = true }
            model.runUntilIdle()
            #expect(ran, "\(generation)")
            #expect(model.wakes == [.introspect], "\(generation)")
            #expect(stages > before, "\(generation): a wake brings another beforeWaiting")
        }
    }

    @Test func fromIOS17AnUpdateRunsFromASourceAndItsIterationHasNoBeforeWaiting() {
        let model = FrameModel(.uiKitUpdateSequence)
        let view = RecordedNode("UIView")
        model.insert(view, into: model.window)
        var order: [String] = []
        model.addObserver("beforeWaiting", order: 1, stages: [.beforeWaiting]) { model in
            order.append("beforeWaiting after \(model.committedFrames) commits")
        }
        model.onLayout(of: view) { model in
            order.append("laid out in \(model.stack.first.map(String.init(describing:)) ?? "")")
        }
        model.runUntilIdle()
        #expect(order.first == "laid out in source(\"UIKit update\")")
        #expect(order.dropFirst().allSatisfy { $0 == "beforeWaiting after 1 commits" })
        #expect(model.wakes.isEmpty, "a layer change schedules its own update")
    }

    // MARK: Layout

    /// Three views in a row; the middle one marks the others while it is laid out.
    private func rowMarkingDuringLayout(_ model: FrameModel) -> (first: RecordedNode, last: RecordedNode) {
        let first = RecordedNode("UIView", note: "first")
        let middle = RecordedNode("UIView", note: "middle")
        let last = RecordedNode("UIView", note: "last")
        for view in [first, middle, last] { model.insert(view, into: model.window) }
        model.wake(.app("launch"))
        model.runUntilIdle()
        var marks = 1
        model.onLayout(of: middle) { model in
            guard marks > 0 else { return }
            marks -= 1
            model.setNeedsLayout(first)
            model.setNeedsLayout(last)
        }
        return (first, last)
    }

    @Test func aViewMarkedBeforeTheWalkReachesItIsLaidOutInThatPassAndOneItPassedInTheNext() {
        for generation in FrameGeneration.allCases where generation.toolkit == .uiKit {
            let model = FrameModel(generation)
            let (first, last) = rowMarkingDuringLayout(model)
            let middle = model.window.children[1]
            model.wake(.app("input")) { $0.setNeedsLayout(middle) }
            model.runUntilIdle()
            #expect(!model.needsLayout(last), "\(generation): marked before the walk reached it")
            let firstWaits = model.needsLayout(first)
            if generation.layoutRequestedLateWaitsForAWake {
                #expect(firstWaits, "\(generation): marked after the walk passed it, and nothing wakes the loop")
                model.wake(.app("unrelated input"))
                model.runUntilIdle()
                #expect(!model.needsLayout(first), "\(generation): laid out after the next wake")
            } else {
                #expect(!firstWaits, "\(generation): the layer change scheduled an update of its own")
                #expect(model.wakes == [.app("launch"), .app("input")], "\(generation)")
            }
        }
    }

    @Test func appKitLaysTheWindowOutAgainInTheSameCycleWhenItIsMarkedDuringLayout() {
        let model = FrameModel(.appKitDisplayCycle)
        let (first, last) = rowMarkingDuringLayout(model)
        let frames = model.committedFrames
        model.wake(.app("input")) { $0.setNeedsLayout(model.window.children[1]) }
        model.runUntilIdle()
        #expect(!model.needsLayout(first) && !model.needsLayout(last))
        #expect(model.committedFrames == frames + 1, "one cycle, one frame")
    }

    @Test func appKitUpdatesConstraintsMarkedDuringLayoutBeforeLayingOutWhatTheyChanged() {
        let model = FrameModel(.appKitDisplayCycle)
        let host = RecordedNode("NSHostingView", note: "host")
        let content = RecordedNode("NSScrollView", note: "content")
        let marker = RecordedNode("INTRProbeMarkerView", note: "probe")
        model.markZeroSized(marker)
        model.insert(host, into: model.window)
        model.makeSwiftUIHost(host)
        var events: [String] = []
        model.onWindowChange(of: marker) { model, _ in model.setNeedsUpdateConstraints(marker) }
        model.onUpdateConstraints(of: marker) { model in
            events.append("constraints, frame \(model.committedFrames + 1)")
            model.setNeedsLayout(content)  // what a customize changes
        }
        model.onLayout(of: content) { model in events.append("content laid out, frame \(model.committedFrames + 1)") }
        model.changeSwiftUIState(of: host) { model in
            model.insert(content, into: host)
            model.insert(marker, into: host)
        }
        model.wake(.app("launch"))
        model.runUntilIdle()
        #expect(events == ["content laid out, frame 1", "constraints, frame 1", "content laid out, frame 1"])
        #expect(model.committedFrames == 1)
    }

    // MARK: SwiftUI and windows

    @Test func swiftUIInsertsContentInsideItsHostsLayoutInsideTheCommit() {
        for generation in FrameGeneration.allCases {
            let model = FrameModel(generation)
            let host = RecordedNode("_UIHostingView", note: "host")
            let marker = RecordedNode("INTRProbeMarkerView", note: "probe")
            model.makeSwiftUIHost(host)
            model.insert(host, into: model.window)
            model.runUntilIdle()  // frame 1: the empty host
            var enteredWithin: [FrameContext] = []
            model.onWindowChange(of: marker) { model, _ in enteredWithin = model.stack }
            model.wake(.app("state change")) { model in
                model.changeSwiftUIState(of: host) { $0.insert(marker, into: host) }
            }
            model.runUntilIdle()
            let outer: FrameContext =
                generation == .uiKitUpdateSequence ? .source("UIKit update") : .observer("Core Animation commit")
            #expect(
                enteredWithin
                    == [outer, .commit(2), .layout("host"), .swiftUIUpdate("host"), .windowCallback("probe")],
                "\(generation)")
        }
    }

    // MARK: Transitions

    @Test func aTransitionInstallsItsContentInItsFirstFrameAndEndsOnAMainQueueTurnAfterItsFrames() {
        for generation in [FrameGeneration.coreAnimationObserver, .uiKitUpdateSequence] {
            let model = FrameModel(generation)
            let container = RecordedNode("UINavigationTransitionView", note: "container")
            let pushed = RecordedNode("UIView", note: "pushed")
            model.insert(container, into: model.window)
            var events: [String] = []
            var started = false
            model.onLayout(of: container) { model in
                guard !started else { return }
                started = true
                model.beginTransition(frames: 3, covering: container) { model in
                    model.insert(pushed, into: container)
                } appeared: { model in
                    events.append("appeared after \(model.committedFrames) commits")
                }
                events.append("running: \(model.isTransitionRunning(around: pushed))")
                _ = model.addTransitionCompletion(around: pushed) { model in
                    events.append("completion in \(model.stack)")
                }
            }
            model.wake(.app("push"))
            model.runUntilIdle()
            #expect(model.trace.filter { $0 == .animationFrame }.count == 3, "\(generation)")
            #expect(events.first == "running: true", "\(generation)")
            #expect(events[1] == "completion in \([FrameContext.mainQueue("transition end"), .transitionCompletion])")
            let lastFrame = model.committedFrames
            if generation == .uiKitUpdateSequence {
                #expect(events.last == "appeared after \(lastFrame) commits", "viewDidAppear after the next commit")
            } else {
                #expect(events.last == "appeared after \(lastFrame - 1) commits", "viewDidAppear in the same turn")
            }
            #expect(!model.isTransitionRunning(around: pushed))
        }
    }
}
