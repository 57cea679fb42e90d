@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Bars, items and search controllers: objects a navigation controller, a screen or a window holds as documented
/// properties. Each scene holds the decoy the wrong route would take: the bar of the parent navigation controller,
/// the previous screen's item and search controller, a toolbar of the content, another window's toolbar and search
/// item, a toolbar item that is not the search item.
@Suite("Scenarios: bars, items and search controllers")
struct BarScenarios {
    static let all: [Scenario] = [
        Scenario("navigationBar", .iOS, "UINavigationBar", from: 13, shape: BarShapes.nestedStackShape) {
            BarShapes.nestedStacks(.uiKitBefore18).setup
        },
        Scenario("navigationBar", .tvOS, "UINavigationBar", from: 13, shape: BarShapes.nestedStackShape) {
            BarShapes.nestedStacks(.uiKitBefore18).setup
        },
        Scenario("navigationBar", .visionOS, "UINavigationBar", from: 1, shape: BarShapes.nestedStackShape) {
            BarShapes.nestedStacks(.uiKit).setup
        },
        Scenario("navigationItem", .iOS, "UINavigationItem", from: 13, shape: BarShapes.twoScreenShape) {
            BarShapes.twoScreens(.uiKitBefore18, held: .navigationItem, markersAroundStack: false).setup
        },
        Scenario("navigationItem", .tvOS, "UINavigationItem", from: 13, shape: BarShapes.twoScreenShape) {
            BarShapes.twoScreens(.uiKitBefore18, held: .navigationItem, markersAroundStack: true).setup
        },
        Scenario("navigationItem", .visionOS, "UINavigationItem", from: 1, shape: BarShapes.twoScreenShape) {
            BarShapes.twoScreens(.uiKit, held: .navigationItem, markersAroundStack: false).setup
        },
        Scenario("searchController", .iOS, "UISearchController", from: 15, shape: BarShapes.twoScreenShape) {
            BarShapes.twoScreens(.uiKit, held: .searchController, markersAroundStack: true).setup
        },
        Scenario("searchController", .visionOS, "UISearchController", from: 1, shape: BarShapes.twoScreenShape) {
            BarShapes.twoScreens(.uiKit, held: .searchController, markersAroundStack: false).setup
        },
        Scenario("toolbar", .iOS, "UIToolbar", from: 14, shape: BarShapes.navigationToolbarShape) {
            BarShapes.navigationToolbar(.uiKit).setup
        },
        Scenario("toolbar", .macOS, "NSToolbar", from: 11, shape: BarShapes.windowToolbarShape) {
            BarShapes.twoWindows(held: .windowToolbar).setup
        },
        Scenario("searchToolbarItem", .macOS, "NSSearchToolbarItem", from: 12, shape: BarShapes.windowToolbarShape) {
            BarShapes.twoWindows(held: .toolbarItem(index: 2)).setup
        },
    ]

    @Test("Bars, items and search controllers", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }

    /// Every new route's scene, checked against its decoy: the identity check must fail.
    @Test func eachSceneFailsWhenItNamesItsDecoy() {
        let wrong: [(String, Platform, String, OSVersion, @Sendable () -> BarShapes.Built)] = [
            ("navigationBar", .iOS, "UINavigationBar", 13, { BarShapes.nestedStacks(.uiKit) }),
            (
                "navigationItem", .iOS, "UINavigationItem", 13,
                {
                    BarShapes.twoScreens(.uiKit, held: .navigationItem, markersAroundStack: false)
                }
            ),
            (
                "searchController", .iOS, "UISearchController", 15,
                {
                    BarShapes.twoScreens(.uiKit, held: .searchController, markersAroundStack: true)
                }
            ),
            ("toolbar", .iOS, "UIToolbar", 14, { BarShapes.navigationToolbar(.uiKit) }),
            ("toolbar", .macOS, "NSToolbar", 11, { BarShapes.twoWindows(held: .windowToolbar) }),
            (
                "searchToolbarItem", .macOS, "NSSearchToolbarItem", 12,
                {
                    BarShapes.twoWindows(held: .toolbarItem(index: 2))
                }
            ),
        ]
        for (accessor, platform, className, first, build) in wrong {
            let scenario = Scenario(
                accessor, platform, className, from: first, shape: "argued: a deliberately wrong expectation"
            ) {
                let built = build()
                return SceneSetup(built.markers, expects: .held(built.decoy), retaining: built.setup.retained)
            }
            withKnownIssue("\(accessor) on \(platform): the scene names the decoy") {
                try scenario.check()
            }
        }
    }

    /// A window without a toolbar (Fixtures/022 line 5, `toolbar nil`) and a toolbar without the search item hand
    /// over nothing, and say why.
    @Test func aWindowWithoutTheObjectHandsOverNothing() {
        let built = BarShapes.twoWindows(held: .windowToolbar)
        let window = built.markers.probe.windowHolding
        window?.toolbarItems.removeAll { $0.identifier == HeldObject.swiftUISearchItemIdentifier }
        let search = IntrospectionSearch(anchor: built.markers.anchor, probe: built.markers.probe)
        let item = search.find(
            RecordedQuery(route: .searchToolbarItem, className: "NSSearchToolbarItem"), scope: .receiver)
        #expect(item.target == nil)
        #expect(item.missReasons.map(\.description) == ["found a window, but it has no search toolbar item"])
        window?.toolbar = nil
        let toolbar = search.find(RecordedQuery(route: .windowToolbar, className: "NSToolbar"), scope: .ancestor)
        #expect(toolbar.target == nil)
        #expect(toolbar.missReasons.map(\.description) == ["found a window, but it has no NSToolbar"])
        withExtendedLifetime(built.setup.retained) {}
    }

    /// A screen whose item has no search controller hands over nothing: not the previous screen's, which a walk
    /// of the stack would find.
    @Test func aScreenWithoutASearchControllerHandsOverNothing() throws {
        let built = BarShapes.twoScreens(.uiKit, held: .searchController, markersAroundStack: false)
        let top = try #require(built.markers.probe.hostingController)
        top.held[.searchController] = nil
        let result = IntrospectionSearch(anchor: built.markers.anchor, probe: built.markers.probe).find(
            RecordedQuery(route: .searchController, className: "UISearchController"), scope: [.receiver, .ancestor])
        #expect(result.target == nil)
        #expect(
            result.missReasons.map(\.description) == [
                "no UINavigationController between the markers (1 node examined)",
                "found a UIHostingController<NavigationStackContent>, but it has no UISearchController",
            ])
        withExtendedLifetime(built.setup.retained) {}
    }

    /// What was found stays in place while its holder holds it; a pushed screen or a removed search item makes the
    /// next update search again.
    @Test func aHeldTargetHoldsWhileItsHolderHoldsIt() throws {
        let built = BarShapes.twoScreens(.uiKit, held: .searchController, markersAroundStack: false)
        let search = IntrospectionSearch(anchor: built.markers.anchor, probe: built.markers.probe)
        let location = try #require(
            search.find(RecordedQuery(route: .searchController, className: "UISearchController"), scope: .ancestor)
                .target?.location)
        #expect(search.stillHolds(location, scope: .ancestor))
        built.markers.probe.hostingController?.held[.searchController] = nil
        #expect(!search.stillHolds(location, scope: .ancestor))
        withExtendedLifetime(built.setup.retained) {}

        let windows = BarShapes.twoWindows(held: .toolbarItem(index: 2))
        let inWindow = IntrospectionSearch(anchor: windows.markers.anchor, probe: windows.markers.probe)
        let item = try #require(
            inWindow.find(RecordedQuery(route: .searchToolbarItem, className: "NSSearchToolbarItem"), scope: .receiver)
                .target?.location)
        #expect(inWindow.stillHolds(item, scope: .receiver))
        // Another item inserted before it: the index no longer names the search item.
        windows.markers.probe.windowHolding?.toolbarItems.insert(
            ("<uuid>", Kit.appKit.view("AppKitToolbarItem", ["NSToolbarItem"])), at: 0)
        #expect(!inWindow.stillHolds(item, scope: .receiver))
        withExtendedLifetime(windows.setup.retained) {}
    }
}

/// The scenes of bars, items and search controllers.
enum BarShapes {
    /// A scene, the object a device hands over, and the one the wrong route would take.
    struct Built {
        let setup: SceneSetup
        let markers: SceneMarkers
        let decoy: RecordedNode
    }

    static let nestedStackShape = """
        argued: no dump shows a UINavigationBar under SwiftUI (Fixtures/046 line 70 is a UIKit app's own, held by its \
        navigation controller's UILayoutContainerView); UIKit documents UINavigationController.navigationBar ("The \
        navigation bar managed by the navigation controller"); the stack's shape as Fixtures/033 lines 1–3
        """
    static let twoScreenShape = """
        argued: no dump shows SwiftUI's navigation items or search controllers (they are no views); UIKit documents \
        UIViewController.navigationItem and UINavigationItem.searchController; the stack's shape as Fixtures/033 \
        lines 1–3, with the previous screen's controller below the top one
        """
    static let navigationToolbarShape = """
        Fixtures/030-sentry-swiftui-sample-ios26-tree-with-ax.txt lines 76–77 and 136 (iOS 26.1): the navigation \
        controller's UILayoutContainerView holds the transition view and a UIKitToolbar; a toolbar of the content \
        beside the stack is argued (a UIToolbar in a representable)
        """
    static let windowToolbarShape = """
        Fixtures/022-metalui-macos27-toolbar-probe.txt lines 5, 10 and 41–68 (macOS 27): a window without a toolbar, \
        then an NSToolbar whose items include AppKitToolbarItem, NSToolbarFlexibleSpaceItem and, with .searchable, an \
        AppKitSearchToolbarItem with the identifier com.apple.SwiftUI.search; the second window is argued
        """

    /// `NavigationStack { Screen { NavigationStack { Text("").introspect(.navigationBar) } } }`: the inner stack's
    /// navigation controller is around the probe, the outer one around it (its bar is the decoy).
    static func nestedStacks(_ kit: Kit) -> Built {
        let markers = kit.markers()
        let inner = kit.navigationStack(markers.around(kit.view("SwiftUI.CGDrawingView")))
        let outer = kit.navigationStack([inner.host])
        outer.content.addChild(inner.navigation)
        let screen = kit.screen([outer.host], adopting: [outer.navigation])
        let bar = inner.navigation.held[.navigationBar] ?? kit.view("UIView")
        let decoy = outer.navigation.held[.navigationBar] ?? kit.view("UIView")
        return Built(
            setup: SceneSetup(markers, expects: .held(bar), retaining: screen.retained), markers: markers, decoy: decoy)
    }

    /// A stack showing its second screen: the first screen's controller is below the top one, its view out of the
    /// window (UIKit keeps only the top screen's view in the transition view), and both hold `held`. The modifier is
    /// applied to the stack (`markersAroundStack`: the receiver scope, the top screen) or inside the top screen's
    /// content (the ancestor scope, the screen around it).
    static func twoScreens(_ kit: Kit, held: HeldObject, markersAroundStack: Bool) -> Built {
        let markers = kit.markers()
        let text = kit.view("SwiftUI.CGDrawingView")
        let top = kit.hostingController(
            "NavigationStackContent", markersAroundStack ? [text] : markers.around(text), viewClass: "HostingView")
        let previous = kit.hostingController("NavigationStackContent", [kit.view("SwiftUI.CGDrawingView")])
        let navigation = kit.navigationController(top: top, below: [previous])
        let className = held == .searchController ? "UISearchController" : "UINavigationItem"
        let expected = kit.view(className, [], note: "the top screen's")
        let decoy = kit.view(className, [], note: "the previous screen's")
        top.held[held] = expected
        previous.held[held] = decoy
        // The navigation controller's own item, as a screen of an outer stack would have it.
        navigation.held[held] = kit.view(className, [], note: "the navigation controller's")
        let host = kit.controllerRepresentable(
            "NavigationStackRepresentable", navigation.rootView ?? kit.view("UIView"))
        let screen = kit.screen(markersAroundStack ? markers.around(host) : [host], adopting: [navigation])
        return Built(
            setup: SceneSetup(markers, expects: .held(expected), retaining: screen.retained + [previous]),
            markers: markers, decoy: decoy)
    }

    /// `VStack { ToolbarRepresentable(); NavigationStack { Text("").introspect(.toolbar) }.toolbar { … } }`: the
    /// navigation controller's toolbar is a view of its container (Fixtures/030 line 136); a UIToolbar of the
    /// content sits beside the stack.
    static func navigationToolbar(_ kit: Kit) -> Built {
        let markers = kit.markers()
        let stack = kit.navigationStack(markers.around(kit.view("SwiftUI.CGDrawingView")))
        let toolbar = kit.view("UIKitToolbar", ["UIToolbar"], kit.view("_UIBarBackground"))
        stack.navigation.rootView?.append(toolbar)
        stack.navigation.held[.navigationToolbar] = toolbar
        let decoy = kit.view("UIToolbar", [], note: "the content's")
        let screen = kit.screen(
            [kit.host("PlatformViewRepresentableAdaptor<ToolbarRepresentable>", decoy), stack.host],
            adopting: [stack.navigation])
        return Built(
            setup: SceneSetup(markers, expects: .held(toolbar), retaining: screen.retained), markers: markers,
            decoy: decoy)
    }

    /// Two windows of a macOS app, each with a toolbar holding SwiftUI's items and a search item (Fixtures/022 lines
    /// 41–68); the modifier is in the second. `held` is the window's toolbar or its search item (index 2).
    static func twoWindows(held: HeldObject) -> Built {
        let kit = Kit.appKit
        func toolbar(of window: RecordedWindow, note: String) -> (toolbar: RecordedNode, search: RecordedNode) {
            let toolbar = kit.view("NSToolbar", [], note: note)
            let search = kit.view("AppKitSearchToolbarItem", ["NSSearchToolbarItem", "NSToolbarItem"], note: note)
            window.toolbar = toolbar
            window.toolbarItems = [
                ("<uuid>", kit.view("AppKitToolbarItem", ["NSToolbarItem"], note: note)),
                ("NSToolbarFlexibleSpaceItem", kit.view("NSToolbarFlexibleSpaceItem", ["NSToolbarItem"])),
                (HeldObject.swiftUISearchItemIdentifier, search),
            ]
            return (toolbar, search)
        }
        let other = kit.screen("OtherWindow", [kit.view("NSView")])
        let otherBar = toolbar(of: other.window, note: "the other window's")
        let markers = kit.markers()
        let screen = kit.screen("ContentView", markers.around(kit.view("NSView")))
        let ownBar = toolbar(of: screen.window, note: "the modifier's window's")
        let expected = held == .windowToolbar ? ownBar.toolbar : ownBar.search
        let decoy = held == .windowToolbar ? otherBar.toolbar : otherBar.search
        return Built(
            setup: SceneSetup(
                markers, expects: .held(expected),
                retaining: screen.retained + other.retained + [screen.window, other.window]),
            markers: markers, decoy: decoy)
    }
}
