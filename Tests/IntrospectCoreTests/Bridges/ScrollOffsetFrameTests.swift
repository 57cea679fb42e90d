@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `.scrollOffset` in the frame model: UIKit reports `contentOffset` changes through KVO, synchronously, wherever
/// they happen — inside SwiftUI's update when `ScrollViewReader.scrollTo` moves the view, inside a layout pass
/// when the keyboard or a shrinking content moves it. The sync decides when the binding is written; this test
/// carries its actions out as the Apple layer does (`.publishAfterUpdate` on a main-queue turn).
@Suite("Frame pipeline: .scrollOffset writes the binding outside SwiftUI's update")
struct ScrollOffsetFrameTests {
    final class Screen {
        let model: FrameModel
        let host = RecordedNode("_UIHostingView<Scrolling>", superclasses: ["UIView"], note: "host")
        var sync = ScrollOffsetSync()
        /// Each write of the binding, with the stack it ran on and the number of SwiftUI updates before it.
        var published: [(offset: ScrollOffset, stack: [FrameContext], updatesBefore: Int)] = []
        var swiftUIUpdates = 0

        init(_ generation: FrameGeneration) {
            model = FrameModel(generation)
            model.makeSwiftUIHost(host)
            model.insert(host, into: model.window)
            model.onLayout(of: host) { [unowned self] _ in self.swiftUIUpdates += 1 }
            model.runUntilIdle()
        }

        /// KVO reports the view at `offset`.
        func viewMoved(to offset: ScrollOffset, byUser: Bool) {
            switch sync.viewOffsetChanged(to: offset, isUserScrolling: byUser) {
            case let .publish(offset):
                published.append((offset, model.stack, swiftUIUpdates))
            case .publishAfterUpdate:
                model.mainQueueAsync(cause: .introspect) { [unowned self] in
                    if let offset = sync.takeDeferredPublish() {
                        self.published.append((offset, self.model.stack, self.swiftUIUpdates))
                    }
                }
            case .none, .scroll:
                break
            }
        }
    }

    @Test(arguments: FrameGeneration.allCases)
    func aScrollSwiftUIMakesInsideItsUpdateIsPublishedAfterItBeforeTheNextUpdate(_ generation: FrameGeneration) {
        let screen = Screen(generation)
        // `proxy.scrollTo` in a state change: SwiftUI moves its scroll view while it updates.
        screen.model.wake(.app("tap")) { model in
            model.changeSwiftUIState(of: screen.host) { _ in
                screen.viewMoved(to: ScrollOffset(y: 480), byUser: false)
            }
        }
        screen.model.runUntilIdle()
        let updatesAfterTheScroll = screen.swiftUIUpdates
        // The next frame's update (another state change).
        screen.model.wake(.app("next state change")) { $0.changeSwiftUIState(of: screen.host) { _ in } }
        screen.model.runUntilIdle()
        #expect(screen.published.map(\.offset) == [ScrollOffset(y: 480)])
        #expect(screen.published.allSatisfy { !$0.stack.contains(.swiftUIUpdate("host")) })
        #expect(screen.published.first?.updatesBefore == updatesAfterTheScroll)
        #expect(screen.model.mainQueueBlocks.filter { $0 == .introspect }.count == 1)
    }

    @Test(arguments: FrameGeneration.allCases)
    func theUsersScrollIsPublishedAtOnce(_ generation: FrameGeneration) {
        let screen = Screen(generation)
        screen.model.wake(.app("drag")) { _ in screen.viewMoved(to: ScrollOffset(y: 40), byUser: true) }
        screen.model.runUntilIdle()
        #expect(screen.published.map(\.offset) == [ScrollOffset(y: 40)])
        #expect(screen.published.first?.stack == [.source("drag")])
        #expect(!screen.model.mainQueueBlocks.contains(.introspect))
    }
}
