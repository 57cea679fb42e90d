@_spi(Tooling) import IntrospectCore

/// What the typed API promises about *when* `customize` runs, per platform generation, observed in
/// ``FrameModel`` with the runtime the apps run: the table the runtime guide shows is generated from these
/// observations, and a test keeps the guide equal to them.
package enum FramePromise {
    /// When `customize` ran in one scenario.
    package struct Timing: Hashable, Sendable {
        /// The marker callback it ran in.
        package var point: String
        /// Frames between the frame that showed what it was about and the frame it landed in (0: the same).
        package var framesLate: Int
        /// Whether SwiftUI's update of a hosting view was on the stack.
        package var insideSwiftUIUpdate: Bool
        /// Whether a walk of the hierarchy ran for it.
        package var walked: Bool
    }

    /// Where a layout change `customize` makes lands.
    package struct Landing: Hashable, Sendable {
        /// Frames between the frame `customize` ran in and the frame the change was laid out in.
        package var framesLate: Int
        /// Main-queue turns the modifier asked for before it was laid out.
        package var turns: Int
        /// Wakes of the app's own needed before it was laid out.
        package var unrelatedWakes: Int
    }

    /// Where content that arrived later was handed over.
    package struct LateContent: Hashable, Sendable {
        /// The display frame it arrived at, from the first pass.
        package var arrival: Int
        /// Frames between the frame that showed it and the hand-over (`nil`: not handed over).
        package var framesLate: Int?
    }

    /// What the model shows for one generation.
    package struct Observation: Hashable, Sendable {
        package var generation: FrameGeneration
        /// Content present in the pass that first shows it.
        package var first: Timing
        /// A SwiftUI update of the modifier, its target in place.
        package var update: Timing
        /// A layout change `customize` makes to the target, handed over at the first search point.
        package var changeOfAPresentTarget: Landing
        /// Content that the pass creates after the first search point (rows a collection view makes in its own
        /// layout): where it was found, and where a layout change to it lands.
        package var contentMadeInThePass: Timing
        /// A layout change to that content.
        package var changeOfContentMadeInThePass: Landing
        /// A layout change `customize` makes to a target around the markers (a navigation transition view,
        /// a cell), laid out before them in a pass.
        package var changeOfAnEnclosingTarget: Landing
        /// Content present in the pass that first shows it, when the callback the runtime asked for in that pass
        /// does not come.
        package var lostCallback: Timing
        /// Content SwiftUI shows later in a pass of the app's own (no update of the modifier): for each display
        /// frame it arrives at after the first pass, the frames between the frame that shows it and the hand-over
        /// (`nil`: not handed over).
        package var lateContent: [LateContent]
        /// Whether content shown after the episode's last retry was reported, once, and handed over at the
        /// modifier's next update, in that update's frame.
        package var contentAfterTheRetriesWaitsForAnUpdate: Bool
    }

    /// The display frames after the first pass at which the table's late content arrives.
    package static let lateArrivals = [2, 10, 40]

    /// Runs the scenarios on `generation`.
    package static func observe(_ generation: FrameGeneration) -> Observation {
        let (first, firstLanding) = firstPass(generation, contentMadeByLayout: false)
        let (made, madeLanding) = firstPass(generation, contentMadeByLayout: true)
        return Observation(
            generation: generation, first: first, update: update(generation), changeOfAPresentTarget: firstLanding,
            contentMadeInThePass: made, changeOfContentMadeInThePass: madeLanding,
            changeOfAnEnclosingTarget: enclosingTargetChange(generation), lostCallback: lostCallback(generation),
            lateContent: lateArrivals.map {
                LateContent(arrival: $0, framesLate: lateContent(generation, arrival: $0))
            },
            contentAfterTheRetriesWaitsForAnUpdate: contentAfterTheRetries(generation))
    }

    // MARK: Scenarios

    /// A SwiftUI host in the model's window, whose first render mounts the modifier around `content`.
    private final class Screen {
        let model: FrameModel
        let host = RecordedNode("HostingView", superclasses: ["UIView", "NSView"], note: "host")
        let modifier: FrameModelModifier
        var shownIn = 0

        init(_ generation: FrameGeneration, content: [RecordedNode], className: String) {
            model = FrameModel(generation)
            modifier = FrameModelModifier(in: model, query: RecordedQuery(route: .view, className: className))
            model.makeSwiftUIHost(host)
            model.wake(.app("launch")) { [unowned self] model in
                model.insert(host, into: model.window)
                model.changeSwiftUIState(of: host) { [unowned self] model in
                    modifier.mount(around: content, in: host, at: 0)
                    shownIn = model.committedFrames + 1
                }
            }
        }
    }

    private static func timing(_ handOver: FrameHandOver?, shownIn: Int, walked: Bool) -> Timing {
        guard let handOver else {
            return Timing(point: "never", framesLate: -1, insideSwiftUIUpdate: false, walked: walked)
        }
        let point: String
        switch handOver.stack.last {
        case let .layout(name): point = "the \(name)'s layout"
        case let .updateConstraints(name): point = "the \(name)'s constraints update"
        case .timer: point = "the modifier's timer"
        default: point = "\(handOver.stack.last.map { "\($0)" } ?? "nothing")"
        }
        return Timing(
            point: point, framesLate: handOver.frame - shownIn, insideSwiftUIUpdate: handOver.isInsideASwiftUIUpdate,
            walked: walked)
    }

    /// The first pass, with the target present in it — or made by the content's own layout in it — and a
    /// `customize` that changes the target's layout.
    private static func firstPass(_ generation: FrameGeneration, contentMadeByLayout: Bool) -> (Timing, Landing) {
        let target = RecordedNode("Target", superclasses: ["UIView", "NSView"], note: "target")
        let container = RecordedNode("Container", superclasses: ["UIView", "NSView"], note: "container")
        let screen = Screen(
            generation, content: contentMadeByLayout ? [container] : [target],
            className: "Target")
        if contentMadeByLayout {
            screen.model.onLayout(of: container) { model in
                if target.parent == nil { model.insert(target, into: container) }
            }
        }
        var changedIn: Int?
        var landedIn: Int?
        screen.model.onLayout(of: target) { model in
            if changedIn != nil, landedIn == nil { landedIn = model.committedFrames + 1 }
        }
        screen.modifier.onCustomize = { object, model in
            guard changedIn == nil, let view = object as? RecordedNode else { return }
            changedIn = model.committedFrames + 1
            model.setNeedsLayout(view)
        }
        screen.model.runUntilIdle()
        let turnsBefore = screen.model.mainQueueBlocks.filter { $0 == .introspect }.count
        var unrelated = 0
        while landedIn == nil, changedIn != nil, unrelated < 3 {
            unrelated += 1
            screen.model.wake(.app("unrelated"))
            screen.model.runUntilIdle()
        }
        let handOver = screen.modifier.handOvers.first
        let landing = Landing(
            framesLate: (landedIn ?? -1) - (changedIn ?? 0), turns: turnsBefore,
            unrelatedWakes: landedIn == nil ? -1 : unrelated)
        return (timing(handOver, shownIn: screen.shownIn, walked: screen.modifier.searchLog.count > 0), landing)
    }

    /// A SwiftUI update of the modifier after its target was found.
    private static func update(_ generation: FrameGeneration) -> Timing {
        let target = RecordedNode("Target", superclasses: ["UIView", "NSView"], note: "target")
        let screen = Screen(generation, content: [target], className: "Target")
        screen.model.runUntilIdle()
        let walks = screen.modifier.searchLog.count
        let updateFrame = screen.model.committedFrames + 1
        let (host, modifier) = (screen.host, screen.modifier)
        screen.model.wake(.app("state change")) { model in
            model.changeSwiftUIState(of: host) { _ in modifier.swiftUIUpdated() }
        }
        screen.model.runUntilIdle()
        let handOver = screen.modifier.handOvers.count > 1 ? screen.modifier.handOvers.last : nil
        return timing(handOver, shownIn: updateFrame, walked: screen.modifier.searchLog.count > walks)
    }

    /// Content present in the first pass, whose marker callbacks in that pass are lost.
    private static func lostCallback(_ generation: FrameGeneration) -> Timing {
        let target = RecordedNode("Target", superclasses: ["UIView", "NSView"], note: "target")
        let screen = Screen(generation, content: [target], className: "Target")
        screen.model.faults = { site in
            switch site {
            case let .layout(_, pass), let .constraintsUpdate(_, pass): pass == 1 ? .lose : .none
            case .mainQueueBlock, .transitionCompletion: .none
            }
        }
        screen.model.runUntilIdle()
        return timing(screen.modifier.handOvers.first, shownIn: screen.shownIn, walked: true)
    }

    /// A target around the markers (found with the ancestor scope) whose layout `customize` changes.
    private static func enclosingTargetChange(_ generation: FrameGeneration) -> Landing {
        let model = FrameModel(generation)
        let change = EnclosingTargetChange(in: model, containerClass: "Container", hostClass: "HostingView")
        let turns = model.mainQueueBlocks.filter { $0 == .introspect }.count
        var unrelated = 0
        while change.landedIn == nil, change.changedIn != nil, unrelated < 3 {
            unrelated += 1
            model.wake(.app("unrelated"))
            model.runUntilIdle()
        }
        return Landing(
            framesLate: (change.landedIn ?? -1) - (change.changedIn ?? 0), turns: turns,
            unrelatedWakes: change.landedIn == nil ? -1 : unrelated)
    }

    /// A container around a SwiftUI host, the target of a modifier with the ancestor scope whose `customize` marks
    /// it for layout, launched in a model and run until idle: the frame of the change and the frame that laid the
    /// container out, as the model goes on.
    package final class EnclosingTargetChange {
        package let container: RecordedNode
        package let modifier: FrameModelModifier
        package private(set) var changedIn: Int?
        package private(set) var landedIn: Int?

        package init(in model: FrameModel, containerClass: String, hostClass: String) {
            let container = RecordedNode(containerClass, superclasses: ["UIView", "NSView"], note: "container")
            let host = RecordedNode(hostClass, superclasses: ["UIView", "NSView"], note: "host")
            let modifier = FrameModelModifier(
                in: model, query: RecordedQuery(route: .view, className: containerClass), scope: .ancestor)
            self.container = container
            self.modifier = modifier
            model.makeSwiftUIHost(host)
            modifier.onCustomize = { [unowned self] object, model in
                guard self.changedIn == nil, let view = object as? RecordedNode else { return }
                self.changedIn = model.committedFrames + 1
                model.setNeedsLayout(view)
            }
            model.onLayout(of: container) { [unowned self] model in
                if self.changedIn != nil, self.landedIn == nil { self.landedIn = model.committedFrames + 1 }
            }
            model.wake(.app("launch")) { model in
                model.insert(container, into: model.window)
                model.insert(host, into: container)
                model.changeSwiftUIState(of: host) { _ in modifier.mount(around: [], in: host, at: 0) }
            }
            model.runUntilIdle()
        }
    }

    /// Content SwiftUI shows `arrival` display frames after the first pass, in a pass of the app's own: the frames
    /// between the frame that shows it and its hand-over, if any.
    private static func lateContent(_ generation: FrameGeneration, arrival: Int) -> Int? {
        let screen = Screen(generation, content: [], className: "Target")
        let shownIn = showLater(in: screen, after: arrival)
        screen.model.runUntilIdle()
        guard let handOver = screen.modifier.handOvers.first, let shown = shownIn() else { return nil }
        return handOver.frame - shown
    }

    /// Content shown after the episode's last retry: reported once, then handed over at the next update.
    private static func contentAfterTheRetries(_ generation: FrameGeneration) -> Bool {
        let screen = Screen(generation, content: [], className: "Target")
        _ = showLater(in: screen, after: IntrospectionRuntime.retryDelays.reduce(1, +))
        screen.model.runUntilIdle()
        guard screen.modifier.handOvers.isEmpty, screen.modifier.reports == 1 else { return false }
        let frame = screen.model.committedFrames + 1
        let (host, modifier) = (screen.host, screen.modifier)
        screen.model.wake(.app("state change")) { model in
            model.changeSwiftUIState(of: host) { _ in modifier.swiftUIUpdated() }
        }
        screen.model.runUntilIdle()
        return screen.modifier.handOvers.map(\.frame) == [frame]
    }

    /// Schedules a target shown in `screen`'s host `frames` display frames from now; returns the frame that showed it.
    private static func showLater(in screen: Screen, after frames: Int) -> () -> Int? {
        let target = RecordedNode("Target", superclasses: ["UIView", "NSView"], note: "target")
        let (host, modifier) = (screen.host, screen.modifier)
        var shownIn: Int?
        screen.model.wake(.app("content arrives"), after: frames) { model in
            model.changeSwiftUIState(of: host) { model in
                model.insert(target, into: host, at: host.children.firstIndex { $0 === modifier.probe.parent })
                shownIn = model.committedFrames + 1
            }
        }
        return { shownIn }
    }

    // MARK: The table

    /// The table of the runtime guide, in Markdown: one column per generation.
    package static func table() -> String {
        let observations = FrameGeneration.allCases.map(observe)
        var rows: [(String, [String])] = []
        rows.append(("Content in the pass that first shows it", observations.map { describe($0.first, "the content") }))
        rows.append(
            ("A layout change `customize` makes to it", observations.map { describe($0.changeOfAPresentTarget) }))
        rows.append(
            (
                "Content the pass makes after that point (rows a list makes in its own layout)",
                observations.map { describe($0.contentMadeInThePass, "the content") }
            ))
        rows.append(("A layout change to that content", observations.map { describe($0.changeOfContentMadeInThePass) }))
        rows.append(
            (
                "A layout change to a target around the markers (a navigation or split view, a cell)",
                observations.map { describe($0.changeOfAnEnclosingTarget) }
            ))
        rows.append(("After a SwiftUI update of the modifier", observations.map { describe($0.update, "the update") }))
        rows.append(
            (
                "Content in the pass that first shows it, when the callback asked for in that pass does not come",
                observations.map { describe($0.lostCallback, "the content") }
            ))
        rows.append(
            (
                "Content SwiftUI shows later, in a pass of the app's own (\(describeArrivals()))",
                observations.map(describeLateContent)
            ))
        var lines = [
            "| | " + observations.map { "\($0.generation)" }.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: observations.count),
        ]
        for (title, cells) in rows { lines.append("| \(title) | " + cells.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ timing: Timing, _ subject: String) -> String {
        guard timing.framesLate >= 0 else { return "not handed over" }
        var text = "in \(timing.point), "
        text += timing.insideSwiftUIUpdate ? "inside SwiftUI's update, " : "after SwiftUI's update, "
        text +=
            timing.framesLate == 0
            ? "before the commit of the frame that shows \(subject)" : "\(timing.framesLate) frame(s) after \(subject)"
        if !timing.walked { text += ", without a walk" }
        return text
    }

    private static func describe(_ landing: Landing) -> String {
        guard landing.framesLate >= 0 else { return "not laid out" }
        guard landing.framesLate > 0 else { return "laid out in the same frame" }
        var text = "laid out \(landing.framesLate) frame(s) later"
        if landing.unrelatedWakes > 0 { text += ", after \(landing.unrelatedWakes) unrelated wake(s)" }
        if landing.turns > 0 { text += ", after \(landing.turns) main-queue turn(s) the modifier asked for" }
        return text
    }

    private static func describeArrivals() -> String {
        var retry = 0
        let retries = IntrospectionRuntime.retryDelays.map { delay -> String in
            retry += delay
            return "\(retry)"
        }
        return "the episode retries \(retries.joined(separator: ", ")) frames after its first pass; rows here arrive "
            + lateArrivals.map { "\($0)" }.joined(separator: ", ") + " frames after it"
    }

    private static func describeLateContent(_ observation: Observation) -> String {
        let lateness = Set(observation.lateContent.map(\.framesLate))
        var text: String
        if lateness == [1] {
            text = "found at the next retry, in the frame after the one that shows it"
        } else {
            text = observation.lateContent.map {
                "\($0.arrival): \($0.framesLate.map { "\($0) frame(s) late" } ?? "not found")"
            }
            .joined(separator: "; ")
        }
        text +=
            observation.contentAfterTheRetriesWaitsForAnUpdate
            ? "; after the last retry, one report and the modifier's next update" : "; after the last retry: not found"
        return text
    }
}
