@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The decisions behind what a modifier hands over, on scenes shaped like the recorded hierarchies: the window
/// route, controllers between the markers, stacked modifiers, presentations, controls' own scroll views.
@Suite("Scene routes")
struct TargetRouteTests {
    @Test func theWindowComesFromTheProbeEvenWhenTheContentHasNoView() throws {
        // iOS 26 draws a Text into layers: the hosting view holds no subview but the markers' hosts (fixture 028:
        // a hosting view with layer-only children).
        let markers = Markers()
        let screen = hostingController(markers.around())
        let (root, window) = uiWindow(try #require(screen.rootView))
        let result = hierarchySearch(markers).find(query(.window, "UIWindow"), scope: .receiver)
        #expect(result.target?.location.handed == .window(window))
        withExtendedLifetime(root) {}
    }

    @Test func contentWithoutAViewOfItsOwnHandsOverNothingAndTheMissSaysWhatToUseInstead() throws {
        // A `Text`, an `Image`, a stack: iOS 26 draws them into layers, so nothing but the markers' hosts lies
        // in the hosting view (fixture 028). Neither the probe's host, nor the anchor's, nor the hosting view
        // around them is the modified view.
        let markers = Markers()
        let screen = hostingController(markers.around())
        let hostingView = try #require(screen.rootView)
        let (root, window) = uiWindow(hostingView)
        let search = hierarchySearch(markers)
        let result = search.find(query(.view, "UIView"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.visited.isEmpty)
        #expect(
            result.missReasons.map(\.description) == [
                "no UIView between the markers: nothing lies between them, as SwiftUI drew the modified view "
                    + "without a view of its own (`.window` hands over its window, `scope: .ancestor` a view "
                    + "around it)"
            ])
        // What the message points to: the window, and the view around the content.
        #expect(search.find(query(.window, "UIWindow"), scope: .receiver).target?.location.handed == .window(window))
        #expect(search.find(query(.view, "UIView"), scope: .ancestor).target?.location.handed == .view(hostingView))
        withExtendedLifetime(root) {}
    }

    @Test func aWindowlessProbeHasNoWindow() {
        let markers = Markers()
        let screen = hostingController(markers.around(node("UIView")))
        let result = hierarchySearch(markers).find(query(.window, "UIWindow"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.missReasons == [.notInWindow])
        withExtendedLifetime(screen) {}
    }

    /// A `NavigationStack` whose content holds a `VideoPlayer` (an `AVPlayerViewController`, parented to the
    /// content's hosting controller), with a modifier around the player.
    struct StackWithPlayer {
        let stackMarkers = Markers()
        let playerMarkers = Markers()
        let navigation: RecordedController
        let player: RecordedController
        let screen: RecordedController
        let root: RecordedNode
        let window: RecordedWindow

        init() {
            let playerView = node("AVPlayerView", ["UIView"])
            player = RecordedController(
                "AVPlayerViewController", superclasses: ["UIViewController"], rootView: playerView)
            let content = hostingController(
                playerMarkers.around(
                    host("P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI11VideoPlayer", playerView)
                ))
            content.addChild(player)
            navigation = navigationController(top: content)
            screen = hostingController(
                stackMarkers.around(
                    host(
                        "P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI27NavigationStackRepresentable",
                        navigation.rootView!)))
            screen.addChild(navigation)
            (root, window) = uiWindow(screen.rootView!)
        }
    }

    @Test func receiverScopeNeverHandsOverTheControllerAroundTheModifiedView() {
        let scene = StackWithPlayer()
        // `.introspect(.navigationStack, …)` on the player: the stack's controller is around it, not in it.
        let inPlayer = hierarchySearch(scene.playerMarkers).find(
            query(.navigationController, "UINavigationController"), scope: .receiver)
        #expect(inPlayer.target == nil)
        // On the stack itself it is found, by its root view between the markers.
        let onStack = hierarchySearch(scene.stackMarkers).find(
            query(.navigationController, "UINavigationController"), scope: .receiver)
        #expect(onStack.target?.location.handed == .controller(scene.navigation))
        // The player's own controller is found between its markers.
        let player = hierarchySearch(scene.playerMarkers).find(
            query(.viewController, "AVPlayerViewController"), scope: .receiver)
        #expect(player.target?.location.handed == .controller(scene.player))
        withExtendedLifetime(scene.root) {}
    }

    @Test func ancestorScopeClimbsFromTheHostingController() {
        let scene = StackWithPlayer()
        let around = hierarchySearch(scene.playerMarkers).find(
            query(.navigationController, "UINavigationController"), scope: .ancestor)
        #expect(around.target?.location.handed == .controller(scene.navigation))
        withExtendedLifetime(scene.root) {}
    }

    @Test func aCustomSelectorReceivesTheControllerHostingTheModifiedView() throws {
        // `withReceiverSelector` / `withAncestorSelector` are given the probe's hosting controller: the controller
        // swiftui-introspect's marker controller has as its parent, as this library places no controller.
        let scene = StackWithPlayer()
        let content = try #require(scene.navigation.children.first)
        // From the player's markers: the stack's content controller — not the player's own controller (between
        // the markers, a child of the content's), not the navigation controller, not the screen.
        let fromPlayer = scene.playerMarkers.probe.hostingController
        #expect(fromPlayer === content)
        #expect(fromPlayer !== scene.player)
        #expect(fromPlayer?.hierarchyParent === scene.navigation)
        #expect(scene.player.parent === content)
        // From the stack's markers: the screen, whose child the navigation controller is.
        let fromStack = scene.stackMarkers.probe.hostingController
        #expect(fromStack === scene.screen)
        #expect(scene.navigation.parent === scene.screen)
        #expect(fromStack?.hierarchyChildren.first === scene.navigation)
        withExtendedLifetime(scene.root) {}
    }

    @Test func stackedModifiersNeverHandOverEachOthersMarkers() {
        // `.introspect(.textField, …).introspect(.view, …)`: the outer modifier's markers bracket the inner one's.
        let inner = Markers()
        let outer = Markers()
        let field = node("UITextField", ["UIControl", "UIView"])
        let fieldHost = host(
            "P10$1a2b3c4d5e32PlatformViewRepresentableAdaptorV7SwiftUI24PlatformTextFieldAdaptor", field)
        let screen = hostingController([outer.anchorHost] + inner.around(fieldHost) + [outer.probeHost])
        let (root, _) = uiWindow(screen.rootView!)
        let view = hierarchySearch(outer).find(query(.view, "UIView"), scope: .receiver)
        #expect(view.target?.location.handed == .view(fieldHost))
        let textField = hierarchySearch(inner).find(query(.view, "UITextField"), scope: .receiver)
        #expect(textField.target?.location.handed == .view(field))
        withExtendedLifetime(root) {}
    }

    @Test func aSheetIsHandedOverOnlyFromPresentedContent() {
        let outside = Markers()
        let inside = Markers()
        let screen = hostingController(outside.around(node("UIView")))
        let (root, _) = uiWindow(screen.rootView!)
        // Outside any sheet: nothing (UIKit would *create* a presentation controller if asked).
        let notPresented = hierarchySearch(outside).find(
            query(.sheetPresentation, "UIPresentationController"), scope: .ancestor)
        #expect(notPresented.target == nil)
        #expect(notPresented.missReasons == [.notPresented])
        // Inside a sheet's content: the presented hosting controller's presentation.
        let sheet = hostingController(inside.around(node("UIView")), note: "sheet content")
        screen.present(sheet)
        let sheetWindow = uiWindow(sheet.rootView!)
        let presented = hierarchySearch(inside).find(
            query(.sheetPresentation, "UIPresentationController"), scope: .ancestor)
        #expect(presented.target?.location.handed == .presentation(sheet, .sheet))
        withExtendedLifetime((root, sheetWindow)) {}
    }

    @Test func aSheetHoldingANavigationStackIsFoundFromTheStacksContent() {
        let markers = Markers()
        let content = hostingController(markers.around(node("UIView")))
        let navigation = navigationController(top: content)
        let sheet = hostingController([host("NavigationStackRepresentable", navigation.rootView!)])
        sheet.addChild(navigation)
        let screen = hostingController([node("UIView")])
        screen.present(sheet)
        let (root, _) = uiWindow(sheet.rootView!)
        let result = hierarchySearch(markers).find(
            query(.sheetPresentation, "UIPresentationController"), scope: .ancestor)
        #expect(result.target?.location.handed == .presentation(sheet, .sheet))
        withExtendedLifetime((root, screen)) {}
    }

    @Test func aFocusedTextFieldsEditorIsNotAScrollView() {
        // A focused UITextField holds a UIFieldEditor, itself a UIScrollView (fixture 034's note).
        let markers = Markers()
        let screen = hostingController(
            markers.around(host("PlatformTextFieldAdaptor", textField("name", focused: true))))
        let (root, _) = uiWindow(screen.rootView!)
        let plain = hierarchySearch(markers).find(query(.view, "UIScrollView"), scope: .receiver)
        #expect(
            plain.target?.location.handed.map { if case let .view(view) = $0 { view.className } else { "" } }
                == "UIFieldEditor")
        let scrollView = hierarchySearch(markers).find(
            query(.view, "UIScrollView", excluding: ["UIFieldEditor", "UITextView"]), scope: .receiver)
        #expect(scrollView.target == nil)
        withExtendedLifetime(root) {}
    }

    @Test func theSearchBarIsFoundUnderTheNavigationControllersView() {
        let markers = Markers()
        let bar = node("UISearchBar", ["UIView"])
        let navigation = navigationController(top: hostingController([node("UIView")]), searchBar: bar)
        let screen = hostingController(markers.around(host("NavigationStackRepresentable", navigation.rootView!)))
        screen.addChild(navigation)
        let (root, _) = uiWindow(screen.rootView!)
        let result = hierarchySearch(markers).find(
            query(.searchBarInNavigationController, "UISearchBar"), scope: .receiver)
        #expect(result.target?.location.handed == .view(bar))
        withExtendedLifetime(root) {}
    }

    /// The refresh-control route reads `refreshControl` of a scroll view: between the markers, the first one that
    /// has a control; above the probe, the nearest. A scroll view without one, or the control's class alone among
    /// the subviews, is no answer.
    @Test func theRefreshControlIsTheScrollViewsPropertyNotASubviewFoundByClass() throws {
        let markers = Markers()
        let control = node("UIRefreshControl", ["UIControl", "UIView"])
        let scroll = RecordedNode(
            "HostingScrollView", superclasses: ["UIScrollView", "UIView"], children: [control, node("UIView")])
        scroll.refreshControl = control
        let outerControl = node("UIRefreshControl", ["UIControl", "UIView"])
        let outer = RecordedNode(
            "HostingScrollView", superclasses: ["UIScrollView", "UIView"],
            children: [outerControl] + markers.around(scroll))
        outer.refreshControl = outerControl
        let screen = hostingController([outer])
        let (root, _) = uiWindow(screen.rootView!)
        let search = hierarchySearch(markers)
        let receiver = search.find(query(.refreshControl, "UIRefreshControl"), scope: .receiver)
        #expect(receiver.target?.location.handed == .view(control))
        let ancestor = search.find(query(.refreshControl, "UIRefreshControl"), scope: .ancestor)
        #expect(ancestor.target?.location.handed == .view(outerControl))
        // Without the property, a refresh control among the subviews is not taken.
        scroll.refreshControl = nil
        outer.refreshControl = nil
        #expect(search.find(query(.refreshControl, "UIRefreshControl"), scope: .receiver).target == nil)
        #expect(
            search.find(query(.view, "UIRefreshControl"), scope: .receiver).target?.location.handed == .view(control))
        withExtendedLifetime(root) {}
    }

    @Test func anAncestorTargetIsNoLongerInPlaceOnceTheReceiverPartWouldFindATarget() throws {
        // `.introspect(.viewController, …, scope: [.receiver, .ancestor])` on content that shows a
        // `VideoPlayer` (an `AVPlayerViewController`) only later: at first the ancestor part finds the screen.
        let markers = Markers()
        let screen = hostingController(markers.around())
        let (root, _) = uiWindow(screen.rootView!)
        let search = hierarchySearch(markers)
        let controllers = query(.viewController, "UIViewController")
        let first = search.find(controllers, scope: [.receiver, .ancestor])
        #expect(first.target?.location.handed == .controller(screen))
        let location = try #require(first.target?.location)
        #expect(search.stillHolds(location, scope: [.receiver, .ancestor]))

        let playerView = node("AVPlayerView", ["UIView"])
        let player = RecordedController(
            "AVPlayerViewController", superclasses: ["UIViewController"], rootView: playerView)
        screen.rootView!.insert(
            host("P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI11VideoPlayer", playerView),
            at: 1)
        screen.addChild(player)
        // The receiver part, searched first, now finds the player's controller: the screen is no longer the
        // location, and must not be handed over again without a search.
        #expect(search.find(controllers, scope: [.receiver, .ancestor]).target?.location.handed == .controller(player))
        #expect(!search.stillHolds(location, scope: [.receiver, .ancestor]))
        // With the ancestor part alone, the screen is still the location, and still in place.
        #expect(search.find(controllers, scope: .ancestor).target?.location.handed == .controller(screen))
        #expect(search.stillHolds(location, scope: .ancestor))
        withExtendedLifetime(root) {}
    }

    @Test func aFoundTargetStillHoldsWhileInPlace() {
        let markers = Markers()
        let field = textField("name")
        let fieldHost = host("PlatformTextFieldAdaptor", field)
        let screen = hostingController(markers.around(fieldHost))
        let (root, _) = uiWindow(screen.rootView!)
        let search = hierarchySearch(markers)
        let location = HierarchyTarget<RecordedNode>.view(field)
        #expect(search.stillHolds(location, scope: .receiver))
        // A reused cell moves the field elsewhere: it no longer holds.
        fieldHost.removeFromParent()
        root.append(fieldHost)
        #expect(!search.stillHolds(location, scope: .receiver))
        withExtendedLifetime(root) {}
    }
}
