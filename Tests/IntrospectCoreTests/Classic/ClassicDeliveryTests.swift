@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// When the classic API hands its target over: the original library's timing as the runtime's classic policies,
/// driven by scripted events on a recorded hierarchy whose content SwiftUI inserts after the marker.
@Suite("Classic delivery")
struct ClassicDeliveryTests {
    /// `TextField("a").introspectTextField { … }`: SwiftUI inserts the field's host beside the markers' hosts in
    /// the same commit that puts the probe in the window, so a search inside `didMoveToWindow` can miss it.
    final class InsertedLater {
        let markers = Markers()
        let field = textField("a")
        let hosting: RecordedNode
        let root: RecordedNode
        private(set) var handed: [RecordedNode] = []

        init() {
            hosting = hostingView([markers.anchorHost, markers.probeHost])
            root = window(hosting)
        }

        func insertField() {
            hosting.insert(platformHost("PlatformTextFieldAdaptor", field), at: 1)
        }

        /// The classic `introspectTextField` search; records what it would hand over.
        func search() -> Bool {
            var classic = ClassicSearch<RecordedNode>(anchor: markers.anchor)
            let strategy = ClassicViewModifier.textField.strategy(on: .iOS, running: OSVersion(17))
            guard let found = classic.run(strategy, .named("UITextField"), from: markers.probe, choose: { $0.first })
            else { return false }
            handed.append(found)
            return true
        }
    }

    @Test func uiKitHandsOverFirstAfterAHopThatSeesTheInsertedContent() {
        let scene = InsertedLater()
        let harness = ScriptedModifier(timing: .classicUIKit) { scene.search() }
        harness.update()  // make/update before the window: nothing
        harness.enterWindow()  // `didMoveToWindow`: a hop, no search yet
        #expect(harness.searches == 0)
        scene.insertField()  // the rest of SwiftUI's commit
        harness.frame()  // the hop: outside SwiftUI's update
        #expect(harness.searches == 1)
        #expect(scene.handed.count == 1 && scene.handed[0] === scene.field)
        // Later updates hand it over synchronously, every time, with a fresh search.
        harness.update()
        harness.update()
        #expect(harness.searches == 3)
        #expect(harness.handOvers == 3, "each from its own search: nothing found before is reused")
        #expect(scene.handed.count == 3 && scene.handed.allSatisfy { $0 === scene.field })
        withExtendedLifetime(scene.root) {}
    }

    @Test func uiKitDoesNotHandOverWhenTheMarkerLeavesItsWindow() {
        // The original also hopped after leaving the window (`didMoveToWindow` with a nil window) and could
        // customise a view no longer on screen; this library does not (the migration guide says so).
        let scene = InsertedLater()
        scene.insertField()
        let harness = ScriptedModifier(timing: .classicUIKit) { scene.search() }
        harness.enterWindow()
        harness.frame()
        harness.leaveWindow()
        harness.frames(3)
        #expect(harness.searches == 1)
        harness.enterWindow()  // back in a window (a tab shown again): a new hop
        harness.frame()
        #expect(harness.searches == 2)
        withExtendedLifetime(scene.root) {}
    }

    @Test func uiKitMakesNoRetryWhenTheHopFindsNothing() {
        let scene = InsertedLater()
        let harness = ScriptedModifier(timing: .classicUIKit) { scene.search() }
        harness.enterWindow()
        harness.frame()  // the field is not there yet
        scene.insertField()
        harness.frames(5)
        #expect(harness.searches == 1)
        #expect(scene.handed.isEmpty)
        harness.update()  // the next update finds it, synchronously
        #expect(scene.handed.count == 1)
        withExtendedLifetime(scene.root) {}
    }

    @Test func appKitHandsOverOnlyAfterAHopPerUpdate() {
        let scene = InsertedLater()
        let harness = ScriptedModifier(timing: .classicAppKit) { scene.search() }
        harness.enterWindow()
        scene.insertField()
        harness.frame()
        #expect(scene.handed.count == 1)
        harness.update()
        #expect(scene.handed.count == 1)  // never inside the update
        harness.frame()
        #expect(scene.handed.count == 2)
        withExtendedLifetime(scene.root) {}
    }
}
