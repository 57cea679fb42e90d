@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `.scrollOffset` in the frame model, through the bridge's entry points called where the Apple layer calls them:
/// KVO wherever UIKit or SwiftUI sets the offset, the pan gesture's action in event handling, the bridge's display
/// link while the view decelerates, the main-queue turn it asks for, and `customize` applying the binding in the
/// anchor's layout after each SwiftUI update of the modifier. Each scene ends with the binding equal to the view's
/// offset, and no write of the binding inside SwiftUI's update or a layout pass.
@Suite("Frame pipeline: .scrollOffset by cause")
struct ScrollOffsetSceneTests {
    final class Scene {
        let model: FrameModel
        let host = RecordedNode("_UIHostingView<Scrolling>", superclasses: ["UIView"], note: "host")
        var bridge = ScrollOffsetBridge()
        /// The scroll view's offset, normalised.
        private(set) var viewY = 0.0
        /// The SwiftUI state the binding reads and writes.
        private(set) var binding = 0.0
        /// Every write of the binding, with the stack it ran on.
        private(set) var writes: [(value: Double, stack: [FrameContext])] = []
        /// Every programmatic scroll the bridge asked for.
        private(set) var scrolls: [Double] = []
        private var isDecelerating = false
        private var isFollowing = false
        private var modifierUpdated = false

        init(_ generation: FrameGeneration) {
            model = FrameModel(generation)
            model.makeSwiftUIHost(host)
            // The modifier's `customize` runs in the anchor's layout, after the render that updated it.
            model.onLayout(of: host) { [unowned self] model in
                guard modifierUpdated else { return }
                modifierUpdated = false
                model.within(.layout("anchor")) {
                    carryOut(
                        bridge.bindingApplied(
                            ScrollOffset(y: binding), viewOffset: ScrollOffset(y: viewY), animated: false))
                }
            }
            model.wake(.app("launch")) { [unowned self] model in
                model.insert(host, into: model.window)
                model.changeSwiftUIState(of: host) { [unowned self] _ in modifierUpdated = true }
            }
            model.runUntilIdle()
        }

        /// Something sets `contentOffset`: KVO tells the bridge, synchronously, there.
        private func setOffset(_ y: Double) {
            viewY = y
            carryOut(bridge.offsetChanged(to: ScrollOffset(y: y), cause: .observation, isDecelerating: isDecelerating))
        }

        private func carryOut(_ actions: [ScrollOffsetBridge.Action]) {
            for action in actions {
                switch action {
                case let .scroll(target, _):
                    scrolls.append(target.y)
                    setOffset(target.y)
                case let .publish(offset):
                    writes.append((offset.y, model.stack))
                    binding = offset.y
                    // The state change updates the body that holds `.scrollOffset`: the modifier is updated.
                    model.changeSwiftUIState(of: host) { [unowned self] _ in modifierUpdated = true }
                case .publishOnNextTurn:
                    model.mainQueueAsync(cause: .app("scrollOffset turn")) { [unowned self] in
                        carryOut(bridge.mainQueueTurnCame(viewOffset: ScrollOffset(y: viewY)))
                    }
                case .followDeceleration:
                    isFollowing = true
                    tickDisplayLink()
                case .stopFollowingDeceleration:
                    isFollowing = false
                }
            }
        }

        private func tickDisplayLink() {
            model.wake(.app("display link"), after: 1) { [unowned self] _ in
                guard isFollowing else { return }
                carryOut(
                    bridge.offsetChanged(
                        to: ScrollOffset(y: viewY), cause: .decelerationFrame, isDecelerating: isDecelerating))
                if isFollowing { tickDisplayLink() }
            }
        }

        /// The user drags through `offsets`, one touch event each: UIKit's pan target moves the view, then the
        /// gesture's action reaches the bridge.
        func drag(through offsets: [Double]) {
            for y in offsets {
                model.wake(.app("touch")) { [unowned self] _ in
                    setOffset(y)
                    carryOut(bridge.offsetChanged(to: ScrollOffset(y: y), cause: .userGesture, isDecelerating: false))
                }
            }
            model.runUntilIdle()
        }

        /// The finger lifts with velocity: UIKit decelerates through `offsets`, one display frame each, and
        /// `during(frame)` runs what else happens in that frame.
        func fling(through offsets: [Double], during: @escaping (Int, Scene) -> Void = { _, _ in }) {
            isDecelerating = true
            for (index, y) in offsets.enumerated() {
                model.wake(.app("deceleration frame"), after: index + 1) { [unowned self] _ in
                    if index == offsets.count - 1 { isDecelerating = false }
                    setOffset(y)
                    during(index, self)
                }
            }
            model.runUntilIdle()
        }

        /// A SwiftUI state change whose update moves the view (`proxy.scrollTo`, keyboard avoidance, rows inserted
        /// above), by `delta` points, and — when `updatesModifier` — updates the modifier in the same update.
        func swiftUIMovesTheView(by delta: Double, updatesModifier: Bool = false) {
            model.changeSwiftUIState(of: host) { [unowned self] _ in
                setOffset(viewY + delta)
                if updatesModifier { modifierUpdated = true }
            }
        }

        /// The app writes the binding (a button that scrolls to the top).
        func appWrites(_ y: Double) {
            model.wake(.app("button")) { [unowned self] _ in
                binding = y
                model.changeSwiftUIState(of: host) { [unowned self] _ in modifierUpdated = true }
            }
            model.runUntilIdle()
        }

        var writesInsideUpdateOrLayout: [Double] {
            writes.filter { write in
                write.stack.contains {
                    switch $0 {
                    case .swiftUIUpdate, .layout, .representableUpdate: true
                    default: false
                    }
                }
            }.map(\.value)
        }
    }

    static let uiKit = FrameGeneration.allCases.filter { $0.toolkit == .uiKit }

    @Test(arguments: uiKit)
    func afterScrollToTheBindingEndsEqualToTheView(_ generation: FrameGeneration) {
        let scene = Scene(generation)
        scene.model.wake(.app("tap")) { _ in scene.swiftUIMovesTheView(by: 480) }
        scene.model.runUntilIdle()
        #expect(scene.viewY == 480)
        #expect(scene.binding == 480)
        #expect(scene.writes.map(\.value) == [480])
        #expect(scene.writesInsideUpdateOrLayout.isEmpty)
        #expect(scene.scrolls.isEmpty, "the write's own update scrolls nothing")
    }

    @Test(arguments: uiKit)
    func keyboardAvoidanceDuringADragEndsEqualToTheView(_ generation: FrameGeneration) {
        let scene = Scene(generation)
        scene.drag(through: [10, 30, 60])
        // The keyboard appears while the finger is down: SwiftUI moves the view in its update.
        scene.model.wake(.app("keyboard")) { _ in scene.swiftUIMovesTheView(by: 216) }
        scene.model.runUntilIdle()
        scene.drag(through: [290, 300])
        #expect(scene.viewY == 300)
        #expect(scene.binding == 300)
        #expect(scene.writesInsideUpdateOrLayout.isEmpty)
        #expect(scene.writes.map(\.value) == [10, 30, 60, 276, 290, 300])
    }

    @Test(arguments: uiKit)
    func rowsInsertedAboveAFlingEndEqualToTheView(_ generation: FrameGeneration) {
        let scene = Scene(generation)
        scene.drag(through: [40, 80])
        // Rows resolve their heights above the visible ones mid-fling: SwiftUI re-anchors the view by 88 points in
        // its update, while UIKit keeps decelerating from there.
        let frames = [120.0, 150, 175, 195, 210, 220, 226, 229, 230]
        scene.fling(through: frames) { index, scene in
            if index == 3 { scene.swiftUIMovesTheView(by: 88) }
        }
        #expect(scene.viewY == 230)
        #expect(scene.binding == 230)
        #expect(scene.writesInsideUpdateOrLayout.isEmpty)
        #expect(scene.scrolls.isEmpty, "no write scrolled the view back")
    }

    @Test(arguments: uiKit)
    func aStaleBindingValueDoesNotUndoAMove(_ generation: FrameGeneration) {
        let scene = Scene(generation)
        // `scrollTo` and, in the same update, the modifier's update with the binding's old value, before the turn
        // that writes the move.
        scene.model.wake(.app("tap")) { _ in scene.swiftUIMovesTheView(by: 480, updatesModifier: true) }
        scene.model.runUntilIdle()
        #expect(scene.scrolls.isEmpty, "the old value is no request")
        #expect(scene.viewY == 480)
        #expect(scene.binding == 480)
        // The app's own new value still scrolls.
        scene.appWrites(0)
        #expect(scene.scrolls == [0])
        #expect(scene.viewY == 0)
        #expect(scene.binding == 0)
        #expect(scene.writesInsideUpdateOrLayout.isEmpty)
    }
}
