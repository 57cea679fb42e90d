@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

/// A "nothing found" diagnostic prints a hierarchy capture; pasted into `introspect explain`, it must be replayed through
/// the modifier's own search — controller routes included — and give the answer the live search gives.
@Suite("Hierarchy captures replayed")
struct HierarchyCaptureReplayTests {
    /// A `NavigationStack` on iOS 16+: a `UINavigationController` whose child hosting controller holds the markers.
    struct NavigationHierarchy {
        let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"])
        let probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"])
        let field = RecordedNode("UITextField", superclasses: ["UIControl", "UIView"])
        let root: RecordedNode
        let navigation: RecordedController
        let screen: RecordedController

        init() {
            let hostingView = RecordedNode(
                "_UIHostingView", superclasses: ["UIView"],
                children: [
                    RecordedNode("UIKitPlatformViewHost", superclasses: ["UIView"], children: [anchor]),
                    RecordedNode("UIKitPlatformViewHost", superclasses: ["UIView"], children: [field]),
                    RecordedNode("UIKitPlatformViewHost", superclasses: ["UIView"], children: [probe]),
                ])
            screen = RecordedController(
                "UIHostingController", superclasses: ["UIViewController"], rootView: hostingView)
            let container = RecordedNode(
                "UILayoutContainerView", superclasses: ["UIView"],
                children: [
                    RecordedNode(
                        "UINavigationTransitionView", superclasses: ["UIView"],
                        children: [
                            RecordedNode(
                                "UIViewControllerWrapperView", superclasses: ["UIView"], children: [hostingView])
                        ]),
                    RecordedNode("UINavigationBar", superclasses: ["UIView"]),
                ])
            navigation = RecordedController(
                "UINavigationController", superclasses: ["UIViewController"], rootView: container)
            navigation.addChild(screen)
            root = RecordedNode("UIWindow", superclasses: ["UIView"], children: [container])
        }

        var capture: String { HierarchyCapture.render(anchor: anchor, probe: probe, windowClassName: "UIWindow") }
    }

    @Test func aCaptureReadsBackAsTheHierarchyItRecorded() throws {
        let hierarchy = NavigationHierarchy()
        let dump = try HierarchyDump(parsing: "introspect: nothing found. Capture: " + hierarchy.capture + "\n")
        #expect(dump.format == .hierarchyCapture)
        #expect(dump.toolkit == .uiKit)
        let replayed = try #require(dump.capture)
        #expect(replayed.window?.className == "UIWindow")
        #expect(replayed.anchor?.className == IntrospectionMarkerClass.anchor)
        #expect(replayed.probe?.className == IntrospectionMarkerClass.probe)
        // Controllers are numbered as the capture meets them: the hosting controller first, then its parent.
        #expect(replayed.controllers.map(\.className) == ["UIHostingController", "UINavigationController"])
        #expect(replayed.controllers[0].parent === replayed.controllers[1])
        #expect(replayed.controllers[1].rootView?.className == "UILayoutContainerView")
        #expect(replayed.controllers[0].rootView?.owningController === replayed.controllers[0])
    }

    @Test func aControllerRouteGivesTheLiveAnswer() throws {
        let hierarchy = NavigationHierarchy()
        let query = RecordedQuery(
            catalog: ViewTypeCatalog.navigationStack, platform: .iOS, className: "UINavigationController")
        let live = IntrospectionSearch(anchor: hierarchy.anchor, probe: hierarchy.probe).find(query, scope: .ancestor)
        guard case let .controller(found)? = live.target?.location else {
            Issue.record("the live search found no controller: \(live.missReasons)")
            return
        }
        #expect(found === hierarchy.navigation)

        let explanation = DumpExplanation(
            dump: try HierarchyDump(parsing: hierarchy.capture), className: "UINavigationController",
            viewType: "navigationStack", scope: .ancestor, platform: .iOS)
        #expect(explanation.usedMarkers)
        #expect(explanation.matches.count == 1)
        #expect(explanation.matches.first?.className == "UILayoutContainerView")
        #expect(explanation.matches.first?.rootViewOf == "UINavigationController")
    }

    @Test func aViewRouteGivesTheLiveAnswerAndAMissSaysWhy() throws {
        let hierarchy = NavigationHierarchy()
        let dump = try HierarchyDump(parsing: hierarchy.capture)
        let hit = DumpExplanation(
            dump: dump, className: "UITextField", viewType: "textField", scope: .receiver, platform: .iOS)
        #expect(hit.matches.map(\.className) == ["UITextField"])
        #expect(hit.matches.first?.path.suffix(2) == ["UIKitPlatformViewHost", "UITextField"])

        let miss = DumpExplanation(dump: dump, className: "UISwitch", scope: .receiver, platform: .iOS)
        #expect(miss.matches.isEmpty)
        #expect(miss.diagnostics.count == 1)
        #expect(miss.diagnostics.first?.contains("UISwitch") == true)
    }

    @Test func askingForACaptureWhereThereIsNoneSaysSo() {
        #expect {
            try HierarchyDump(parsing: "<UIView: 0x1; frame = (0 0; 1 1)>\n", format: .hierarchyCapture)
        } throws: { error in
            (error as? DumpParseError)?.description
                == #"line 1, column 1: no hierarchy capture ({"introspectCapture": …}) in the text"#
        }
    }

    @Test func aBrokenCaptureSaysWhere() {
        let text = "first line\n" + #"{"introspectCapture": 1, "root": {"class": "UIWindow", "children": [}"#
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: text) }
        do {
            _ = try HierarchyDump(parsing: text)
        } catch let error as DumpParseError {
            #expect(error.line == 2)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
