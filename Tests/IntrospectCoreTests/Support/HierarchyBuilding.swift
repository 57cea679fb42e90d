@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

// Hierarchies: views, the controllers that own them, windows and presentations, shaped as SwiftUI builds them. Each
// builder says which recorded hierarchy it follows.

/// A UIKit window whose root view (the window itself, `UIWindow`) holds `content` through the transition and
/// drop-shadow views, as in an iOS 16 `recursiveDescription` (Tools/Tests/IntrospectDumpsTests/Fixtures/001, lines
/// 1–3). The window object is returned so that a test can keep and compare it.
func uiWindow(_ content: RecordedNode) -> (root: RecordedNode, window: RecordedWindow) {
    let root = node(
        "UIWindow", ["UIView"], node("UITransitionView", ["UIView"], node("UIDropShadowView", ["UIView"], content)))
    return (root, RecordedWindow("UIWindow", rootView: root))
}

/// A `UIHostingController` and its `_UIHostingView` holding `children` (SwiftUI flattens stacks into the hosting
/// view: fixture 001 line 4, fixture 013 line 2).
func hostingController(_ children: [RecordedNode], note: String? = nil) -> RecordedController {
    let view = RecordedNode(
        "_TtGC7SwiftUI14_UIHostingViewGVS_7AnyView_", superclasses: ["UIView"], note: note, children: children)
    return RecordedController(
        "_TtGC7SwiftUI19UIHostingControllerGVS_7AnyView_",
        superclasses: ["UIHostingController", "UIViewController"],
        note: note,
        rootView: view
    )
}

/// A `UINavigationController` as SwiftUI hosts a `NavigationStack` on iOS 16+: its root view
/// `UILayoutContainerView` (fixture 017 line 15 for the tab bar's; fixture 033 line 2 for a navigation stack's)
/// holds the transition view with the top controller's view, and the navigation bar.
func navigationController(top: RecordedController, searchBar: RecordedNode? = nil) -> RecordedController {
    let wrapper = node("UIViewControllerWrapperView", ["UIView"], top.rootView ?? node("UIView"))
    var barChildren: [RecordedNode] = [node("_UINavigationBarContentView")]
    if let searchBar { barChildren.append(node("_UINavigationBarLargeTitleView", ["UIView"], searchBar)) }
    let bar = RecordedNode("UINavigationBar", superclasses: ["UIView"], children: barChildren)
    let container = node(
        "UILayoutContainerView", ["UIView"], node("UINavigationTransitionView", ["UIView"], wrapper), bar)
    return RecordedController(
        "SwiftUI.UIKitNavigationController",
        superclasses: ["UINavigationController", "UIViewController"],
        rootView: container,
        children: [top]
    )
}

/// The platform-view host SwiftUI wraps a representable in (`UIKitPlatformViewHost<…>`, iOS 18+ naming; fixture
/// 013 line 9).
func host(_ adaptor: String, _ content: RecordedNode...) -> RecordedNode {
    RecordedNode("_TtGC7SwiftUI21UIKitPlatformViewHostGVS_\(adaptor)__", superclasses: ["UIView"], children: content)
}

/// A search between `markers` in a recorded hierarchy.
func hierarchySearch(_ markers: Markers) -> IntrospectionSearch<RecordedNode> {
    IntrospectionSearch(anchor: markers.anchor, probe: markers.probe, recordsTrace: true)
}

/// A query by class name, as the catalog states it.
func query(_ route: TargetRoute, _ className: String, excluding: [String] = []) -> RecordedQuery {
    TargetQuery(route: route, className: className, excluding: excluding)
}

/// The object an answer hands over in a recorded hierarchy: what the Apple layer's resolution gives on a device
/// (the view, the controller, `view.window`, the presented controller's presentation).
enum Handed: Equatable {
    case view(RecordedNode)
    case controller(RecordedController)
    case window(RecordedWindow)
    case presentation(RecordedController, PresentationKind)
    /// What a controller or a window holds as a property (a bar, an item, a search controller).
    case held(RecordedNode)

    static func == (lhs: Handed, rhs: Handed) -> Bool {
        switch (lhs, rhs) {
        case let (.view(a), .view(b)): a === b
        case let (.controller(a), .controller(b)): a === b
        case let (.window(a), .window(b)): a === b
        case let (.presentation(a, x), .presentation(b, y)): a === b && x == y
        case let (.held(a), .held(b)): a === b
        default: false
        }
    }
}

extension HierarchyTarget where Node == RecordedNode {
    /// What a device would hand over for this answer.
    var handed: Handed? {
        switch self {
        case let .view(view): .view(view)
        case let .controller(controller): .controller(controller)
        case let .window(view): view.windowHolding.map(Handed.window)
        case let .presentation(controller, kind): .presentation(controller, kind)
        case let .held(object, controller): controller.held[object].map(Handed.held)
        case let .windowObject(object, view): view.windowObject(object).map(Handed.held)
        }
    }
}
