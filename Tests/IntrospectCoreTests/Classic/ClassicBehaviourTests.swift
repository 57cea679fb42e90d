@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Where this library's classic modifiers answer differently from the original (0.x), on scenes shaped as
/// SwiftUI builds them — each difference the migration guide lists. The original's answer is computed with the
/// same strategy left unbounded (what its one `.overlay` marker saw), ours with the modifier's anchor.
@Suite("Classic behaviour differences")
struct ClassicBehaviorTests {
    /// `VStack { TextField("a"); Text("b").introspectTextField { … } }`: the modified view has no text field.
    struct FieldBeforeText {
        let markers = Markers()
        let a = textField("a")
        let root: RecordedNode

        init(between content: [RecordedNode] = []) {
            root = window(
                hostingView(
                    [platformHost("PlatformTextFieldAdaptor", a), markers.anchorHost] + content + [markers.probeHost]))
        }
    }

    @Test func aSiblingSearchNeverReachesPastTheAnchor() {
        let scene = FieldBeforeText()
        let fields = NodeMatcher<RecordedNode, RecordedNode>.named("UITextField")
        var original = ClassicSearch<RecordedNode>()
        #expect(original.siblingContaining(fields, from: scene.markers.probe) === scene.a)
        var ours = ClassicSearch<RecordedNode>(anchor: scene.markers.anchor)
        #expect(ours.siblingContaining(fields, from: scene.markers.probe) == nil)
        #expect(ours.siblingOfType(.named("UIView"), from: scene.markers.probe) == nil)
        withExtendedLifetime(scene.root) {}
    }

    @Test func withinTheMarkersTheNearestSiblingStillComesFirst() {
        // `HStack { TextField("b"); TextField("c") }.introspectTextField { … }`, flattened into the hosting view.
        let b = textField("b")
        let c = textField("c")
        let scene = FieldBeforeText(between: [
            platformHost("PlatformTextFieldAdaptor", b), platformHost("PlatformTextFieldAdaptor", c),
        ])
        var ours = ClassicSearch<RecordedNode>(anchor: scene.markers.anchor)
        #expect(ours.siblingContaining(.named("UITextField"), from: scene.markers.probe) === c)
        #expect(ours.previousSibling(ofType: .named("UIView"), from: scene.markers.probeHost) === c.parent)
        withExtendedLifetime(scene.root) {}
    }

    @Test func anAnchorSharingAContainerWithTheContentKeepsThatContainer() {
        // The background and the content in one container, the overlay beside it.
        let markers = Markers()
        let a = textField("a")
        let b = textField("b")
        let container = node(
            "SwiftUI.PlatformGroupContainer", ["UIView"], markers.anchorHost,
            platformHost("PlatformTextFieldAdaptor", b))
        let root = window(hostingView([platformHost("PlatformTextFieldAdaptor", a), container, markers.probeHost]))
        var ours = ClassicSearch<RecordedNode>(anchor: markers.anchor)
        #expect(ours.siblingContaining(.named("UITextField"), from: markers.probe) === b)
        // An anchor outside the probe's container: every sibling before the probe follows the anchor.
        let inner = Markers()
        let c = textField("c")
        let shared = node(
            "SwiftUI.PlatformGroupContainer", ["UIView"], platformHost("PlatformTextFieldAdaptor", c), inner.probeHost)
        let other = window(hostingView([inner.anchorHost, shared]))
        var bounded = ClassicSearch<RecordedNode>(anchor: inner.anchor)
        #expect(bounded.siblingContaining(.named("UITextField"), from: inner.probe) === c)
        withExtendedLifetime((root, other)) {}
    }

    @Test func aLoneAncestorChildMustCoverTheModifiedView() {
        // `introspectTextField` on the Text: the original's ancestor-child fallback took the neighbour's field.
        let scene = FieldBeforeText()
        let fields = NodeMatcher<RecordedNode, RecordedNode>.named("UITextField")
        var original = ClassicSearch<RecordedNode>()
        #expect(original.siblingContainingOrAncestorOrAncestorChild(fields, from: scene.markers.probe) === scene.a)
        var ours = ClassicSearch<RecordedNode>(anchor: scene.markers.anchor)
        let strategy = ClassicViewModifier.textField.strategy(on: .iOS, running: OSVersion(17))
        // The chooser is the geometry check: the neighbour's frame does not hold the Text's centre…
        #expect(ours.run(strategy, fields, from: scene.markers.probe) { _ in nil } == nil)
        #expect(ours.run(strategy, fields, from: scene.markers.probe) == nil)
        // …a field SwiftUI placed elsewhere but over the modified view does.
        #expect(ours.run(strategy, fields, from: scene.markers.probe) { $0.first } === scene.a)
        withExtendedLifetime(scene.root) {}
    }

    @Test func theModifiedViewsOwnControlIsFoundAsTheOriginalFoundIt() {
        // `TextField("a").introspectTextField { … }` after another field: both find the modified one.
        let b = textField("b")
        let scene = FieldBeforeText(between: [platformHost("PlatformTextFieldAdaptor", b)])
        let strategy = ClassicViewModifier.textField.strategy(on: .iOS, running: OSVersion(17))
        var original = ClassicSearch<RecordedNode>()
        var ours = ClassicSearch<RecordedNode>(anchor: scene.markers.anchor)
        #expect(original.run(strategy, .named("UITextField"), from: scene.markers.probe) === b)
        #expect(ours.run(strategy, .named("UITextField"), from: scene.markers.probe) { _ in nil } === b)
        withExtendedLifetime(scene.root) {}
    }

    // MARK: Controllers

    /// `NavigationView { Text("Root") }` modified from outside, in a screen's hosting controller.
    struct NavigationViewScene {
        let markers = Markers()
        let screen: RecordedController
        let navigation: RecordedController
        let content: RecordedController
        let root: RecordedNode

        init() {
            content = hostingController([node("UIView")], note: "root content")
            navigation = navigationController(top: content)
            screen = hostingController(
                markers.around(
                    host(
                        "P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI27NavigationViewRepresentable",
                        navigation.rootView!)), note: "screen")
            screen.addChild(navigation)
            (root, _) = uiWindow(screen.rootView!)
        }
    }

    @Test func introspectViewControllerGetsTheHostingController() {
        let scene = NavigationViewScene()
        let viewControllers = query(.viewController, "UIViewController")
        // The original handed over the parent of the controller it injected: the screen's hosting controller.
        let classic = hierarchySearch(scene.markers).findClassicController(viewControllers)
        #expect(classic.target?.location.handed == .controller(scene.screen))
        // The typed API searches the modified view first and finds the navigation controller.
        let typed = hierarchySearch(scene.markers).find(viewControllers, scope: [.receiver, .ancestor])
        #expect(typed.target?.location.handed == .controller(scene.navigation))
        withExtendedLifetime(scene.root) {}
    }

    @Test func aNavigationControllerModifiedFromOutsideIsFoundBetweenTheMarkers() {
        let scene = NavigationViewScene()
        let result = hierarchySearch(scene.markers).findClassicController(
            query(.navigationController, "UINavigationController"))
        #expect(result.target?.location.handed == .controller(scene.navigation))
        #expect(result.scope == .receiver)
        withExtendedLifetime(scene.root) {}
    }

    @Test func theNavigationControllerAroundTheViewComesFirst() {
        // `NavigationView { NavigationView { … }.introspectNavigationController { … } }`-like: the modified view
        // shows a stack and sits in one. The original asked `navigationController` first: the outer one.
        let markers = Markers()
        let innerContent = hostingController([node("UIView")], note: "inner content")
        let inner = navigationController(top: innerContent)
        let outerContent = hostingController(
            markers.around(
                host(
                    "P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI27NavigationStackRepresentable",
                    inner.rootView!)), note: "outer content")
        outerContent.addChild(inner)
        let outer = navigationController(top: outerContent)
        let screen = hostingController(
            [
                host(
                    "P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI27NavigationStackRepresentable",
                    outer.rootView!)
            ], note: "screen")
        screen.addChild(outer)
        let (root, _) = uiWindow(screen.rootView!)
        let navigations = query(.navigationController, "UINavigationController")
        #expect(
            hierarchySearch(markers).findClassicController(navigations).target?.location.handed == .controller(outer))
        #expect(
            hierarchySearch(markers).find(navigations, scope: [.receiver, .ancestor]).target?.location.handed
                == .controller(inner))
        // Tab bar and split controllers follow the same order.
        let tabs = RecordedController(
            "UITabBarController", superclasses: ["UITabBarController", "UIViewController"], children: [screen])
        #expect(
            hierarchySearch(markers).findClassicController(query(.tabBarController, "UITabBarController")).target?
                .location.handed
                == .controller(tabs))
        #expect(
            hierarchySearch(markers).findClassicController(query(.splitViewController, "UISplitViewController")).target
                == nil)
        withExtendedLifetime(root) {}
    }

    @Test func aNeighboursNavigationControllerIsNotHandedOver() {
        // `VStack { NavigationView { … }; Text("b").introspectNavigationController { … } }`. The original injected a
        // controller after the stack's among the screen's children and searched the children before it.
        let markers = Markers()
        let content = hostingController([node("UIView")])
        let navigation = navigationController(top: content)
        let screen = hostingController(
            [
                host(
                    "P10$1b2c3d4e5f32PlatformViewControllerRepresentableAdaptorV7SwiftUI27NavigationViewRepresentable",
                    navigation.rootView!)
            ] + markers.around())
        screen.addChild(navigation)
        let injected = RecordedController("IntrospectionUIViewController")
        screen.addChild(injected)
        let (root, _) = uiWindow(screen.rootView!)
        var original = ClassicSearch<RecordedController>()
        #expect(
            original.previousSibling(containingOrBeing: .named("UINavigationController"), from: injected) === navigation
        )
        let ours = hierarchySearch(markers).findClassicController(
            query(.navigationController, "UINavigationController"))
        #expect(ours.target == nil)
        #expect(ours.missReasons.count == 2)
        withExtendedLifetime(root) {}
    }
}

/// The original library's tie-break among several candidates, from the measures the Apple layer takes.
@Suite("Classic geometry")
struct ClassicGeometryTests {
    typealias Measure = ClassicGeometry.Measure

    /// Two text fields side by side, the modified view over the second: the second holds its centre.
    @Test func theFirstCandidateHoldingTheCentreWins() {
        let left = Measure(width: 100, height: 44, centreX: 150, centreY: 22)
        let right = Measure(width: 100, height: 44, centreX: 50, centreY: 22)
        let alsoHolding = Measure(width: 400, height: 44, centreX: 150, centreY: 22)
        #expect(ClassicGeometry.firstHoldingCentre([left, right, alsoHolding]) == 1)
        #expect(ClassicGeometry.firstHoldingCentre([left]) == nil)
        #expect(ClassicGeometry.firstHoldingCentre([]) == nil)
    }

    /// As `CGRect.contains(_:)`: the near edges hold the point, the far edges do not, an empty frame holds nothing.
    @Test func edgesAndEmptyFramesFollowCGRect() {
        #expect(ClassicGeometry.firstHoldingCentre([Measure(width: 10, height: 10, centreX: 0, centreY: 0)]) == 0)
        #expect(ClassicGeometry.firstHoldingCentre([Measure(width: 10, height: 10, centreX: 10, centreY: 5)]) == nil)
        #expect(ClassicGeometry.firstHoldingCentre([Measure(width: 10, height: 10, centreX: 5, centreY: 10)]) == nil)
        #expect(ClassicGeometry.firstHoldingCentre([Measure(width: 0, height: 10, centreX: 0, centreY: 5)]) == nil)
        #expect(ClassicGeometry.firstHoldingCentre([Measure(width: 10, height: 10, centreX: -0.5, centreY: 5)]) == nil)
    }
}
