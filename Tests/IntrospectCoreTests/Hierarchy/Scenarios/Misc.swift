@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Maps, web views, video players, any view, the view controller and the window.
@Suite("Miscellaneous scenarios")
struct MiscScenarios {
    static let all: [Scenario] = [
        Scenario("map", .iOS, "MKMapView", from: 14, shape: MiscShapes.mapShape) { MiscShapes.map(.uiKitBefore18) },
        Scenario("map", .tvOS, "MKMapView", from: 14, shape: MiscShapes.mapShape) { MiscShapes.map(.uiKit) },
        Scenario("map", .macOS, "MKMapView", from: 11, shape: MiscShapes.mapShape) { MiscShapes.map(.appKitBefore26) },
        Scenario("map", .visionOS, "MKMapView", from: 1, shape: MiscShapes.mapShape) { MiscShapes.map(.uiKit) },

        Scenario("webView", .iOS, "WKWebView", from: 26, shape: MiscShapes.webShape) { MiscShapes.webView(.uiKit) },
        Scenario("webView", .macOS, "WKWebView", from: 26, shape: MiscShapes.webShape) { MiscShapes.webView(.appKit) },
        Scenario("webView", .visionOS, "WKWebView", from: 26, shape: MiscShapes.webShape) {
            MiscShapes.webView(.uiKit)
        },

        Scenario("videoPlayer", .iOS, "AVPlayerViewController", from: 14, shape: MiscShapes.playerShape) {
            MiscShapes.videoPlayer(.uiKitBefore18)
        },
        Scenario("videoPlayer", .tvOS, "AVPlayerViewController", from: 14, shape: MiscShapes.playerShape) {
            MiscShapes.videoPlayer(.uiKit)
        },
        Scenario("videoPlayer", .macOS, "AVPlayerView", from: 11, shape: MiscShapes.macPlayerShape) {
            MiscShapes.macVideoPlayer(.appKitBefore26)
        },
        Scenario("videoPlayer", .visionOS, "AVPlayerViewController", from: 1, shape: MiscShapes.playerShape) {
            MiscShapes.videoPlayer(.uiKit)
        },

        Scenario("view", .iOS, "UIView", from: 13, shape: MiscShapes.viewShape) { MiscShapes.anyView(.uiKitBefore18) },
        Scenario("view", .tvOS, "UIView", from: 13, shape: MiscShapes.tvViewShape) {
            MiscShapes.anyView(.uiKitBefore18)
        },
        Scenario("view", .macOS, "NSView", from: OSVersion(10, 15), shape: MiscShapes.macViewShape) {
            MiscShapes.macAnyView(.appKitBefore26)
        },
        Scenario("view", .visionOS, "UIView", from: 1, shape: MiscShapes.visionViewShape) {
            MiscShapes.visionAnyView(.uiKit)
        },

        Scenario("viewController", .iOS, "UIViewController", from: 13, shape: MiscShapes.controllerShape) {
            MiscShapes.viewController(.uiKit)
        },
        Scenario("viewController", .tvOS, "UIViewController", from: 13, shape: MiscShapes.tvControllerShape) {
            MiscShapes.viewController(.uiKitBefore18)
        },
        Scenario("viewController", .visionOS, "UIViewController", from: 1, shape: MiscShapes.tvControllerShape) {
            MiscShapes.viewController(.uiKit)
        },

        Scenario("window", .iOS, "UIWindow", from: 13, shape: MiscShapes.windowShape) { MiscShapes.window(.uiKit) },
        Scenario("window", .tvOS, "UIWindow", from: 13, shape: MiscShapes.tvWindowShape) {
            MiscShapes.window(.uiKitBefore18)
        },
        Scenario("window", .macOS, "NSWindow", from: OSVersion(10, 15), shape: MiscShapes.macWindowShape) {
            MiscShapes.window(.appKitBefore26)
        },
        Scenario("window", .visionOS, "UIWindow", from: 1, shape: MiscShapes.tvWindowShape) {
            MiscShapes.window(.uiKit)
        },
    ]

    @Test("Maps, web views, players, views, controllers and windows", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }

    @Test func theViewControllerBetweenTheMarkersComesBeforeTheHostingController() {
        // `NavigationStack { … }.introspect(.viewController)`: the receiver holds the navigation controller's view,
        // so that controller is handed over, not the hosting controller around it (the reference library's
        // ViewController.swift documents the same).
        let kit = Kit.uiKit
        let markers = kit.markers()
        let stack = kit.navigationStack([kit.view("SwiftUI.CGDrawingView")])
        let screen = kit.screen(markers.around(stack.host), adopting: [stack.navigation])
        let query = RecordedQuery(route: .viewController, className: "UIViewController")
        let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(
            query, scope: [.receiver, .ancestor])
        #expect(result.target?.location.handed == .controller(stack.navigation))
        withExtendedLifetime(screen.retained) {}
    }
}

enum MiscShapes {
    static let mapShape = """
        argued: no dump shows a Map; the reference library hands over MapKit's MKMapView on every platform; in a \
        representable's host as Fixtures/013 lines 9–15 (UIKit) and Fixtures/005 lines 8–9 (AppKit), a map before the anchor
        """
    static let webShape = """
        argued: no dump shows SwiftUI's WebView (2025); the reference library hands over a WKWebView; WebKit's web view \
        holds its WKScrollView (a UIScrollView) on UIKit; in a representable's host as Fixtures/013 and Fixtures/022
        """
    static let playerShape = """
        argued: no dump shows a VideoPlayer; the reference library hands over the AVPlayerViewController; its view in a \
        controller representable's host as the tab bar controller's in Fixtures/017 line 9, the controller parented to the \
        content's hosting controller (Fixtures/004 lines 1–2: controller representables under the nearest hosting \
        controller), inside a NavigationStack (Fixtures/033 lines 1–4) whose controller is around the modified view
        """
    static let macPlayerShape = """
        argued: no dump shows a VideoPlayer on macOS; the reference library hands over AVKit's AVPlayerView; in a \
        representable's host as Fixtures/005 lines 8–9
        """
    static let viewShape = """
        Fixtures/025-sentry-text-ios17-16-short.txt lines 4–6 (iOS 16 and 17): the hosting view holds the background \
        Color's SwiftUI._UIGraphicsView and the Text's CGDrawingView directly; a Text above the modified view draws \
        into its own CGDrawingView before the anchor
        """
    static let tvViewShape = """
        argued: no tvOS dump; tvOS draws as iOS 16/17 does (Fixtures/025 lines 4–6)
        """
    static let macViewShape = """
        Fixtures/005-factals-macos-nshostingview-scnview-customtree.txt lines 5–13: NSHostingView → [PlatformViewHost → \
        NSEventReceiverView, PlatformViewHost → SCNView, the button view]; `.introspect(.view)` on the SceneKit \
        representable hands over its host, the first NSView between the markers
        """
    static let visionViewShape = """
        Fixtures/021-bone-visionos26-slider-and-stepper.txt lines 3–146: visionOS draws a Slider in _UIInheritedView \
        containers (line 9 holds the rest) with a representable's host for the recessed background (line 21)
        """
    static let controllerShape = """
        Fixtures/033-adfreader-ios18-superview-chain-scrollview-background.txt lines 1–4: content in a NavigationStack's \
        HostingView; no controller owns a view between the markers of plain content, so the ancestor scope climbs from \
        the content's hosting controller (its view is the HostingView), not the navigation controller around it
        """
    static let tvControllerShape = """
        argued: no dump; the NavigationStack content of Fixtures/033 lines 1–4
        """
    static let windowShape = """
        Fixtures/023-sentry-text-ios26-short.txt lines 1–6 and Fixtures/028-resignal-ios26-tagchips-layers-only.txt lines \
        1–10: on iOS 26 a Text is drawn into layers, the hosting view has no subview of its own (only the markers' hosts \
        here), under UIWindow → UITransitionView → UIDropShadowView
        """
    static let tvWindowShape = """
        argued: no dump; UIKit's window chain of Fixtures/001 lines 1–4 around content drawn into layers (Fixtures/023)
        """
    static let macWindowShape = """
        Fixtures/005-factals-macos-nshostingview-scnview-customtree.txt lines 4–5: the NSWindow's contentView is the \
        NSHostingView; Text is not a view on macOS (Fixtures/032 lines 9–10: an AccessibilityNode only)
        """

    /// `VStack { Map(…); Map(…).introspect(.map) }`.
    static func map(_ kit: Kit) -> SceneSetup {
        ControlShapes.control(kit, "MapRepresentable") { kit in
            kit.view("MKMapView", [], kit.view("_MKMapContentView"), kit.view("MKAttributionLabel"))
        }
    }

    /// `VStack { ScrollView { … }; WebView(page).introspect(.webView) }`: a scroll view before the anchor, the
    /// web view's own scroll view inside it.
    static func webView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let webView =
            kit.toolkit == .uiKit
            ? kit.view("WKWebView", [], kit.view("WKScrollView", ["UIScrollView"], kit.view("WKContentView")))
            : kit.view("WKWebView", [], kit.view("WKFlippedView"))
        let before =
            kit.toolkit == .uiKit
            ? ScrollShapes.hostingScrollView(kit, [])
            : ScrollShapes.appKitScrollView(kit, [])
        let screen = kit.screen(
            "VStack<TupleView<(ScrollView, WebView)>>",
            [before] + markers.around(kit.representable("WebViewRepresentable", webView)))
        return SceneSetup(markers, expects: .view(webView), retaining: screen.retained)
    }

    /// `NavigationStack { VStack { VideoPlayer(a); VideoPlayer(b).introspect(.videoPlayer) } }`: another player's
    /// controller before the anchor, the navigation controller around the modified view.
    static func videoPlayer(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let first = NavigationShapes.videoPlayer(kit)
        let second = NavigationShapes.videoPlayer(kit)
        let stack = kit.navigationStack([first.host] + markers.around(second.host))
        stack.content.addChild(first.controller)
        stack.content.addChild(second.controller)
        let screen = kit.screen([stack.host], adopting: [stack.navigation])
        return SceneSetup(markers, expects: .controller(second.controller), retaining: screen.retained)
    }

    /// `VStack { VideoPlayer(a); VideoPlayer(b).introspect(.videoPlayer) }` on macOS.
    static func macVideoPlayer(_ kit: Kit) -> SceneSetup {
        ControlShapes.control(kit, "VideoPlayer<EmptyView>") { kit in
            kit.view("AVPlayerView", [], kit.view("AVPlayerViewControlsView"))
        }
    }

    /// `VStack { Text("above"); VStack { Text("hello").introspect(.view) }.background(Color.green).introspect(.view) }`.
    static func anyView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let textMarkers = kit.markers()
        let background = kit.view("SwiftUI._UIGraphicsView")  // Fixtures/025 line 5
        let text = kit.view("_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView")  // line 6
        let above = kit.view("_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView")
        let screen = kit.screen(
            "VStack<TupleView<(Text, ModifiedContent<VStack<Text>, _BackgroundStyleModifier<Color>>)>>",
            [above] + markers.around([background] + textMarkers.around(text)))
        return SceneSetup(markers, expects: .view(background), retaining: screen.retained)
    }

    /// `HStack { EventReceiver(); SceneKitView().introspect(.view); Button(…) }` on macOS (Fixtures/005 lines 5–13).
    static func macAnyView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        // lines 6–7
        let receiver = kit.host("PlatformViewRepresentableAdaptor<EventReceiver>", kit.view("NSEventReceiverView"))
        let sceneHost = kit.host("PlatformViewRepresentableAdaptor<SceneKitView>", kit.view("SCNView"))  // lines 8–9
        let button = kit.view(
            "_TtC7SwiftUIP33_9FEBA96B0BC70E1682E82D239F242E73…", ["NSButton", "NSControl"],
            kit.view("NSButtonBezelView"))  // lines 10–11
        let screen = kit.screen(
            "ModifiedContent<HStack, _EnvironmentKeyWritingModifier>", [receiver] + markers.around(sceneHost) + [button]
        )
        return SceneSetup(markers, expects: .view(sceneHost), retaining: screen.retained)
    }

    /// `Slider(value: .constant(0.3)).introspect(.view)` on visionOS (Fixtures/021 lines 3–146).
    static func visionAnyView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let slider = kit.view(
            "_UIInheritedView", [],  // line 9
            kit.view(
                "_UIInheritedView", [],  // line 15
                kit.representable("_RecessedBackgroundView", kit.view("RecessedBackgroundUIView"))),  // lines 21–27
            kit.view(
                "_UIInheritedView", [],
                // lines 96–114
                kit.view("_UIInheritedView", [], kit.view("_UIInheritedView", [], kit.view("_UIShapeHitTestingView")))),
            kit.view("_UIShapeHitTestingView"),  // line 119
            kit.view(
                "_UIInheritedView", [],
                // lines 124–146
                kit.view("_UIInheritedView", [], kit.view("_UIGraphicsView"), kit.view("_UIShapeHitTestingView"))))
        let screen = kit.screen("Optional<Slider<EmptyView, EmptyView>>", markers.around(slider))
        return SceneSetup(markers, expects: .view(slider), retaining: screen.retained)
    }

    /// `NavigationStack { Text("Root").introspect(.viewController) }`: nothing between the markers belongs to a
    /// controller, so the content's hosting controller is handed over — not the navigation controller around it.
    static func viewController(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let stack = kit.navigationStack(markers.around(kit.view("SwiftUI.CGDrawingView")))
        let screen = kit.screen([stack.host], adopting: [stack.navigation])
        return SceneSetup(markers, expects: .controller(stack.content), retaining: screen.retained)
    }

    /// `Text("Hello").introspect(.window)`: the text has no view of its own.
    static func window(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let screen = kit.screen("VStack<Text>", markers.around())
        return SceneSetup(markers, expects: .window(screen.window), retaining: screen.retained)
    }
}
