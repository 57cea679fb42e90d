@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Navigation stacks and split views, search bars, tab views and paged tab views.
@Suite("Navigation scenarios")
struct NavigationScenarios {
    static let all: [Scenario] = stacks + splits + search + tabs + pages

    static let stacks: [Scenario] = [
        Scenario("navigationStack", .iOS, "UINavigationController", from: 16, shape: NavigationShapes.stackInTabShape) {
            NavigationShapes.stackInTab(.uiKit)
        },
        Scenario(
            "navigationStack", .tvOS, "UINavigationController", from: 16,
            shape: NavigationShapes.argued("tvOS", "the NavigationStack in a tab of Fixtures/033 and 017")
        ) {
            NavigationShapes.stackInTab(.uiKitBefore18)
        },
        Scenario(
            "navigationStack", .visionOS, "UINavigationController", from: 1,
            shape: NavigationShapes.argued("visionOS", "the NavigationStack in a tab of Fixtures/033 and 017")
        ) {
            NavigationShapes.stackInTab(.uiKit)
        },
        Scenario(
            "navigationView(style: .stack)", .iOS, "UINavigationController", from: 13,
            shape: NavigationShapes.stackShape
        ) { NavigationShapes.stack(.uiKitBefore18) },
        Scenario(
            "navigationView(style: .stack)", .tvOS, "UINavigationController", from: 13,
            shape: NavigationShapes.argued("tvOS", "the stack of Fixtures/033 lines 1–4")
        ) {
            NavigationShapes.stack(.uiKitBefore18)
        },
        Scenario(
            "navigationView(style: .stack)", .visionOS, "UINavigationController", from: 1,
            shape: NavigationShapes.argued("visionOS", "the stack of Fixtures/033 lines 1–4")
        ) {
            NavigationShapes.stack(.uiKit)
        },
    ]

    static let splits: [Scenario] = [
        Scenario("navigationSplitView", .iOS, "UISplitViewController", from: 16, shape: NavigationShapes.splitShape) {
            NavigationShapes.split(.uiKit)
        },
        Scenario("navigationSplitView", .tvOS, "UINavigationController", from: 16, shape: NavigationShapes.tvSplitShape)
        { NavigationShapes.tvSplit(.uiKitBefore18) },
        Scenario("navigationSplitView", .macOS, "NSSplitView", from: 13, shape: NavigationShapes.macSplitShape) {
            NavigationShapes.macSplit(.appKitBefore26)
        },
        Scenario(
            "navigationSplitView", .visionOS, "UISplitViewController", from: 1,
            shape: NavigationShapes.argued(
                "visionOS", "the split view of Fixtures/030 lines 73–79 and Fixtures/004 lines 4–6")
        ) {
            NavigationShapes.split(.uiKit)
        },
        Scenario(
            "navigationView(style: .columns)", .iOS, "UISplitViewController", from: 13,
            shape: NavigationShapes.splitShape
        ) { NavigationShapes.split(.uiKit) },
        Scenario(
            "navigationView(style: .columns)", .tvOS, "UINavigationController", from: 13,
            shape: NavigationShapes.tvSplitShape
        ) { NavigationShapes.tvSplit(.uiKitBefore18) },
        Scenario(
            "navigationView(style: .columns)", .macOS, "NSSplitView", from: OSVersion(10, 15),
            shape: NavigationShapes.macSplitShape
        ) { NavigationShapes.macSplit(.appKit) },
        Scenario(
            "navigationView(style: .columns)", .visionOS, "UISplitViewController", from: 1,
            shape: NavigationShapes.argued(
                "visionOS", "the split view of Fixtures/030 lines 73–79 and Fixtures/004 lines 4–6")
        ) {
            NavigationShapes.split(.uiKit)
        },
    ]

    static let search: [Scenario] = [
        Scenario("searchField", .iOS, "UISearchBar", from: 15, shape: NavigationShapes.searchShape) {
            NavigationShapes.searchable(.uiKitBefore18)
        },
        Scenario("searchField", .tvOS, "UISearchBar", from: 15, shape: NavigationShapes.searchShape) {
            NavigationShapes.searchable(.uiKit)
        },
        Scenario("searchField", .visionOS, "UISearchBar", from: 1, shape: NavigationShapes.searchShape) {
            NavigationShapes.searchable(.uiKit)
        },
    ]

    static let tabs: [Scenario] = [
        Scenario("tabView", .iOS, "UITabBarController", from: 13, shape: NavigationShapes.tabShape) {
            NavigationShapes.tabView(.uiKit)
        },
        Scenario(
            "tabView", .tvOS, "UITabBarController", from: 13,
            shape: NavigationShapes.argued("tvOS", "the tab view of Fixtures/017 lines 3–52 and Fixtures/004 lines 1–7")
        ) {
            NavigationShapes.tabView(.uiKitBefore18)
        },
        Scenario("tabView", .macOS, "NSTabView", from: OSVersion(10, 15), shape: NavigationShapes.macTabShape) {
            NavigationShapes.macTabView(.appKit)
        },
    ]

    static let pages: [Scenario] = [
        Scenario("tabView(style: .page)", .iOS, "UICollectionView", from: 14, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKitBefore18, expecting: .collectionView)
        },
        Scenario("tabView(style: .page)", .tvOS, "UICollectionView", from: 14, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKit, expecting: .collectionView)
        },
        Scenario("tabView(style: .page)", .visionOS, "UICollectionView", from: 1, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKit, expecting: .collectionView)
        },
        Scenario("pageControl", .iOS, "UIPageControl", from: 14, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKitBefore18, expecting: .pageControl)
        },
        Scenario("pageControl", .tvOS, "UIPageControl", from: 14, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKit, expecting: .pageControl)
        },
        Scenario("pageControl", .visionOS, "UIPageControl", from: 1, shape: NavigationShapes.pageShape) {
            NavigationShapes.pagedTabView(.uiKit, expecting: .pageControl)
        },
    ]

    @Test("Navigation, search, tab and page views", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }

    @Test func aNavigationControllerAroundTheModifiedViewIsNeverTheReceiversTarget() {
        // `NavigationStack { Text("Root").introspect(.navigationStack) }`: the stack is around the receiver, not in
        // it (siteline/swiftui-introspect#439 asks for it; `scope: .ancestor` gives it).
        let kit = Kit.uiKit
        let markers = kit.markers()
        let stack = kit.navigationStack(markers.around())
        let screen = kit.screen([stack.host], adopting: [stack.navigation])
        let query = RecordedQuery(route: .navigationController, className: "UINavigationController")
        let receiver = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(query, scope: .receiver)
        #expect(receiver.target == nil)
        let ancestor = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(query, scope: .ancestor)
        #expect(ancestor.target?.location.handed == .controller(stack.navigation))
        withExtendedLifetime(screen.retained) {}
    }

    @Test func theOuterPagedTabViewsPageControlIsNotTheInnerOnes() throws {
        // `TabView { TabView { … }.tabViewStyle(.page); … }.tabViewStyle(.page).introspect(.pageControl)`: the inner
        // paged view sits in the outer's first page, so its page control comes before the outer's in pre-order.
        let kit = Kit.uiKit
        let inner = NavigationShapes.pagedTabViewViews(kit, pageContent: [])
        let outer = NavigationShapes.pagedTabViewViews(kit, pageContent: [inner.host, inner.indexHost])
        let markers = kit.markers()
        let screen = kit.screen("TabView<Pages>", markers.around(outer.host, outer.indexHost))
        // The pages are turned away (the catalog excludes the paging collection view), so the inner indicator,
        // inside the outer's first page, is never reached before the outer's own, an overlay after the paging view.
        let entry = try #require(ViewTypeCatalog.entry(named: "pageControl"))
        let query = RecordedQuery(catalog: entry, platform: .iOS, className: "UIPageControl")
        let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(query, scope: .receiver)
        #expect(result.target?.location.handed == .view(outer.pageControl))
        withExtendedLifetime(screen.retained) {}
    }
}

enum NavigationShapes {
    static func argued(_ platform: String, _ analogue: String) -> String {
        "argued: no \(platform) dump; the reference library hands over the same class there (its ViewTypes file's \(platform) constants); shaped as \(analogue)"
    }

    static let stackInTabShape = """
        Fixtures/033-adfreader-ios18-superview-chain-scrollview-background.txt lines 1–4: the content's HostingView → \
        UIViewControllerWrapperView → UINavigationTransitionView → UILayoutContainerView (the navigation controller's view) \
        → PlatformViewHost<…NavigationStackRepresentable>; in a tab as Fixtures/017-bone-ios26-tabview.txt lines 9–33 \
        (controller representable host → UILayoutContainerView → UITransitionView → UIViewControllerWrapperView → \
        HostingView); controllers as Fixtures/004-dungeonmap-printhierarchy-tabview-notloaded.txt lines 1–3 (root hosting \
        controller → UIKitTabBarController → a tab's hosting controller); the VideoPlayer's controller parented to the \
        content's hosting controller (argued: controller representables are parented to the nearest hosting controller)
        """
    static let stackShape = """
        argued: no dump for iOS 13–15 (Fixtures/033 lines 1–4 shows the stack on iOS 18.2, built the same way); after \
        a UIKit navigation controller that a controller representable puts before the anchor
        """
    static let splitShape = """
        Fixtures/030-sentry-swiftui-sample-ios26-tree-with-ax.txt lines 73–79 (NavigationView, iOS 26.1): \
        PlatformViewHost<PlatformViewControllerRepresentableAdaptor<MulticolumnSplitViewRepresentable<…>>> → \
        _UISplitViewControllerPanelImplView → _UIPanelControllerContentView → UILayoutContainerView → … → _UIHostingView \
        (the column); controllers as Fixtures/004 lines 4–6 (NotifyingMulticolumnSplitViewController → \
        StyleContextSplitViewNavigationController<SidebarStyleContext> → the column's hosting controller); the second \
        (detail) column is argued, built as the first
        """
    static let tvSplitShape = """
        argued: no tvOS dump; the reference library's NavigationSplitView.swift and NavigationViewWithColumnsStyle.swift \
        hand over a UINavigationController on tvOS (tvOS shows the columns as a stack): a controller representable host \
        holding the navigation controller's UILayoutContainerView, as the stack of Fixtures/033 lines 1–4
        """
    static let macSplitShape = """
        argued: no macOS split-view dump; the reference library hands over an NSSplitView (an NSSplitViewController's \
        view, AppKit docs); each column an NSView holding an NSHostingView; an HSplitView (another NSSplitView) inside \
        the detail column comes after the outer one
        """
    static let searchShape = """
        argued: no dump shows a search bar; `.searchable` sets a UISearchController on the content's navigation item and \
        UIKit shows its searchBar inside the navigation bar (UINavigationItem.searchController docs), the bar after the \
        transition view in the controller's UILayoutContainerView (Fixtures/030 lines 7–8 and 67: the toolbar after the transition view); the stack as \
        Fixtures/033 lines 1–4
        """
    static let tabShape = """
        Fixtures/017-bone-ios26-tabview.txt lines 3–52: UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<\
        UIKitAdaptableTabView>> → UILayoutContainerView → [UITransitionView → UIViewControllerWrapperView → HostingView \
        (a _UIHostingView<RootView>)], [_UITabBarContainerWrapperView → _UITabBarContainerView → UITabBar]; controllers as \
        Fixtures/004 lines 1–3 and 7 (UIKitTabBarController under the root hosting controller, one hosting controller per \
        tab, the unselected one with its view not loaded)
        """
    static let macTabShape = """
        argued: no macOS TabView dump; the reference library's TabView.swift hands over an NSTabView (siteline/swiftui-introspect#32: \
        found as a sibling of the markers' host); each tab's content an NSHostingView in the tab view's content view; a \
        TabView inside a tab (a nested NSTabView) comes after the outer one
        """
    static let pageShape = """
        argued: no dump of a paged TabView; the reference library hands over a UICollectionView for the paging view \
        (siteline/swiftui-introspect#181: since iOS 16 also through introspectCollectionView) and a UIPageControl for the indicator, an \
        overlay of the paging view in its own host after it; pages are collection view cells holding hosting views \
        (as List rows, Fixtures/001 lines 9–13); the first page holds a List (a nested UICollectionView)
        """

    // MARK: Containers

    /// A tab's hosting controller: SwiftUI's `HostingView` (a `_UIHostingView<RootView>`, Fixtures/017 lines
    /// 33–34) owned by `UIHostingController<TabItem.RootView>` (Fixtures/004 line 3).
    static func tabItem(_ kit: Kit, _ content: [RecordedNode]) -> RecordedController {
        kit.hostingController("TabItem.RootView", content, viewClass: "HostingView")
    }

    /// A tab whose view is not loaded (Fixtures/004 line 7: `view: (view not loaded)`).
    static func unloadedTab() -> RecordedController {
        RecordedController(
            "UIHostingController<TabItem.RootView>", superclasses: ["UIHostingController", "UIViewController"])
    }

    /// SwiftUI's `UIKitTabBarController` (Fixtures/004 line 2) whose view shows `selected` (Fixtures/017 lines
    /// 15–52).
    static func tabBarController(_ kit: Kit, selected: RecordedController, others: [RecordedController])
        -> RecordedController
    {
        let bar = kit.view(
            "UITabBar", [],
            kit.view(
                "_UITabBarPlatterView", [],
                kit.view(
                    "ContentView", [], kit.view("_UITabButton", ["UIControl"]), kit.view("_UITabButton", ["UIControl"]))
            ))
        let container = kit.view(
            "UILayoutContainerView", [],
            kit.view(
                "UITransitionView", [],
                kit.view("UIViewControllerWrapperView", [], selected.rootView ?? kit.view("UIView"))),
            kit.view(
                "_UITabBarContainerWrapperView", ["_UITouchPassthroughView"],
                kit.view("_UITabBarContainerView", ["_UITouchPassthroughView"], bar)))
        return RecordedController(
            "SwiftUI.UIKitTabBarController",
            superclasses: ["UITabBarController", "UIViewController"],
            rootView: container,
            children: [selected] + others
        )
    }

    /// A `VideoPlayer`: an `AVPlayerViewController` whose view SwiftUI puts in a controller representable's host.
    static func videoPlayer(_ kit: Kit) -> (host: RecordedNode, controller: RecordedController) {
        let playerView = kit.view("AVPlayerView", [], kit.view("AVPlayerLayerView"), kit.view("AVPlaybackControlsView"))
        let controller = RecordedController(
            "AVPlayerViewController", superclasses: ["UIViewController"], rootView: playerView)
        return (kit.controllerRepresentable("VideoPlayer<EmptyView>", playerView), controller)
    }

    // MARK: Stacks

    /// `TabView { NavigationStack { VideoPlayer(…) }.introspect(.navigationStack) }`: the tab bar controller is
    /// around the stack, the player's controller inside it.
    static func stackInTab(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let player = videoPlayer(kit)
        let stack = kit.navigationStack([player.host])
        stack.content.addChild(player.controller)
        let tab = tabItem(kit, markers.around(stack.host))
        tab.addChild(stack.navigation)
        let tabs = tabBarController(kit, selected: tab, others: [unloadedTab()])
        let screen = kit.screen(
            [kit.controllerRepresentable("UIKitAdaptableTabView", tabs.rootView ?? kit.view("UIView"))],
            adopting: [tabs])
        return SceneSetup(markers, expects: .controller(stack.navigation), retaining: screen.retained)
    }

    /// `VStack { UIKitFlow(); NavigationView { … }.navigationViewStyle(.stack).introspect(…) }`, where `UIKitFlow`
    /// is an app's controller representable wrapping its own `UINavigationController`.
    static func stack(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let contentMarkers = kit.markers()
        let appFlow = kit.navigationController(
            "AppNavigationController", top: RecordedController("AppRootController", rootView: kit.view("UIView")))
        let stack = kit.navigationStack(contentMarkers.around(kit.view("SwiftUI.CGDrawingView")))
        let screen = kit.screen(
            [kit.controllerRepresentable("UIKitFlow", appFlow.rootView ?? kit.view("UIView"))]
                + markers.around(stack.host),
            adopting: [appFlow, stack.navigation])
        return SceneSetup(markers, expects: .controller(stack.navigation), retaining: screen.retained)
    }

    // MARK: Split views

    /// A column of a split view: its hosting controller in a navigation controller (Fixtures/004 lines 5–6).
    static func column(_ kit: Kit, _ style: String, _ content: [RecordedNode]) -> (
        navigation: RecordedController, content: RecordedController
    ) {
        let content = kit.hostingController(
            "ModifiedContent<ModifiedContent<Element, NavigationColumnModifier>, StyleContextWriter<\(style)>>", content
        )
        let navigation = kit.navigationController("StyleContextSplitViewNavigationController<\(style)>", top: content)
        return (navigation, content)
    }

    /// A split view controller as SwiftUI builds `NavigationSplitView` and `NavigationView` with columns.
    static func splitViewController(_ kit: Kit, sidebar: [RecordedNode], detail: [RecordedNode]) -> (
        host: RecordedNode, split: RecordedController, sidebar: RecordedController, detail: RecordedController
    ) {
        let sidebarColumn = column(kit, "SidebarStyleContext", sidebar)
        let detailColumn = column(kit, "DetailStyleContext", detail)
        let panel = kit.view(
            "_UISplitViewControllerPanelImplView", [],
            kit.view(
                "_UIPanelControllerContentView", [],
                sidebarColumn.navigation.rootView ?? kit.view("UIView"),
                detailColumn.navigation.rootView ?? kit.view("UIView")))
        let split = RecordedController(
            "SwiftUI.NotifyingMulticolumnSplitViewController",
            superclasses: ["UISplitViewController", "UIViewController"],
            rootView: panel,
            children: [sidebarColumn.navigation, detailColumn.navigation]
        )
        let host = kit.controllerRepresentable(
            "MulticolumnSplitViewRepresentable<ModifiedContent<Element, NavigationColumnModifier>, Never, _UnaryViewAdaptor<EmptyView>>",
            panel)
        return (host, split, sidebarColumn.content, detailColumn.content)
    }

    /// `NavigationSplitView { List { … } } detail: { Text(…).introspect(.view) }.introspect(.navigationSplitView)`.
    static func split(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let detailMarkers = kit.markers()
        let list = ListShapes.collectionView(kit, cells: [ListShapes.collectionViewCell(kit, [])], wolfIndicator: false)
        let split = splitViewController(kit, sidebar: [ListShapes.listHost(kit, list)], detail: detailMarkers.around())
        let screen = kit.screen(markers.around(split.host), adopting: [split.split])
        return SceneSetup(markers, expects: .controller(split.split), retaining: screen.retained)
    }

    /// tvOS: `NavigationSplitView { … }.introspect(.navigationSplitView)` shown as a stack.
    static func tvSplit(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let contentMarkers = kit.markers()
        let sidebar = kit.hostingController(
            "ModifiedContent<Element, NavigationColumnModifier>",
            contentMarkers.around(kit.view("SwiftUI.CGDrawingView")))
        let navigation = kit.navigationController("SwiftUI.UIKitNavigationController", top: sidebar)
        let host = kit.controllerRepresentable(
            "NavigationSplitViewRepresentable", navigation.rootView ?? kit.view("UIView"))
        let screen = kit.screen(markers.around(host), adopting: [navigation])
        return SceneSetup(markers, expects: .controller(navigation), retaining: screen.retained)
    }

    /// macOS: `NavigationSplitView { List } detail: { HSplitView { … } }.introspect(.navigationSplitView)`.
    static func macSplit(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let nested = kit.view("SwiftUI.HSplitViewSplitView", ["NSSplitView"], kit.view("NSView"), kit.view("NSView"))
        let splitView = kit.view(
            "SwiftUI.SplitViewControllerSplitView", ["NSSplitView"],
            kit.view("NSView", [], kit.view("NSVisualEffectView", [], kit.hostingView("SidebarColumn", []))),
            kit.view("NSView", [], kit.hostingView("DetailColumn", [kit.representable("HSplitView", nested)])))
        let screen = kit.screen(
            "NavigationSplitView",
            markers.around(kit.controllerRepresentable("SplitViewControllerRepresentable", splitView)))
        return SceneSetup(markers, expects: .view(splitView), retaining: screen.retained)
    }

    // MARK: Search

    /// `NavigationStack { List { … }.searchable(text: $text) }.introspect(.searchField)`: the bar's own text
    /// field (a `UISearchTextField`, a `UITextField`) is not the target, the list's markers are another modifier's.
    static func searchable(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let listMarkers = kit.markers()
        let searchBar = kit.view(
            "UISearchBar", [],
            kit.view(
                "_UISearchBarSearchContainerView", [], kit.view("UISearchTextField", ["UITextField", "UIControl"])))
        let list = ListShapes.collectionView(kit, cells: [ListShapes.collectionViewCell(kit, [])], wolfIndicator: false)
        let stack = kit.navigationStack(
            listMarkers.around(ListShapes.listHost(kit, list)),
            barContent: [
                kit.view("_UINavigationBarLargeTitleView"), kit.view("_UINavigationBarPalette", [], searchBar),
            ])
        let screen = kit.screen(markers.around(stack.host), adopting: [stack.navigation])
        return SceneSetup(markers, expects: .view(searchBar), retaining: screen.retained)
    }

    // MARK: Tab views

    /// `TabView { NavigationStack { … }.tabItem { … }; Text(…).tabItem { … } }.introspect(.tabView)`: a navigation
    /// controller inside the selected tab, the other tab not loaded.
    static func tabView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let stack = kit.navigationStack([kit.view("SwiftUI.CGDrawingView")])
        let selected = tabItem(kit, [stack.host])
        selected.addChild(stack.navigation)
        let tabs = tabBarController(kit, selected: selected, others: [unloadedTab()])
        let screen = kit.screen(
            markers.around(kit.controllerRepresentable("UIKitAdaptableTabView", tabs.rootView ?? kit.view("UIView"))),
            adopting: [tabs])
        return SceneSetup(markers, expects: .controller(tabs), retaining: screen.retained)
    }

    /// macOS: `GroupBox { TabView { TabView { … } } }.introspect(.tabView)` (a TabView is NSTabView-backed on
    /// macOS 15+ only when not the root view).
    static func macTabView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let nested = kit.view(
            "SwiftUI.SystemTabView", ["NSTabView"], kit.view("NSView", [], kit.hostingView("InnerTab", [])))
        let tabView = kit.view(
            "SwiftUI.SystemTabView", ["NSTabView"],
            kit.view("NSView", [], kit.hostingView("Tab", [kit.representable("SystemTabView", nested)])))
        let screen = kit.screen(
            "GroupBox<TabView>",
            [kit.view("GroupBoxView", [], children: markers.around(kit.representable("SystemTabView", tabView)))])
        return SceneSetup(markers, expects: .view(tabView), retaining: screen.retained)
    }

    // MARK: Paged tab views

    /// A paged `TabView`'s views: the paging collection view (one cell per loaded page) in its host, then the
    /// page indicator's host.
    static func pagedTabViewViews(_ kit: Kit, pageContent: [RecordedNode]) -> (
        host: RecordedNode, collection: RecordedNode, indexHost: RecordedNode, pageControl: RecordedNode
    ) {
        let page = kit.view(
            "SwiftUI.PagingCollectionViewCell", ["UICollectionViewCell", "UICollectionReusableView"],
            kit.view("UIView", [], kit.view("_UIHostingView<Page>", [], children: pageContent)))
        let collection = kit.view("SwiftUI.PagingCollectionView", ["UICollectionView", "UIScrollView"], page)
        let pageControl = kit.view("UIPageControl", ["UIControl"], kit.view("_UIPageControlContentView"))
        return (
            kit.representable("PagingView", collection), collection, kit.representable("PageIndexView", pageControl),
            pageControl
        )
    }

    /// What a paged-tab-view scene expects: the paging view or its indicator.
    enum PagedTarget { case collectionView, pageControl }

    /// `TabView { List { … }; Text(…) }.tabViewStyle(.page).introspect(…)`: both the paging view and its
    /// indicator lie between the markers; the first page's List is a nested collection view.
    static func pagedTabView(_ kit: Kit, expecting target: PagedTarget) -> SceneSetup {
        let markers = kit.markers()
        let list = ListShapes.collectionView(kit, cells: [ListShapes.collectionViewCell(kit, [])], wolfIndicator: false)
        let paged = pagedTabViewViews(kit, pageContent: [ListShapes.listHost(kit, list)])
        let screen = kit.screen("TabView<TupleView<(List, Text)>>", markers.around(paged.host, paged.indexHost))
        let expected = target == .collectionView ? paged.collection : paged.pageControl
        return SceneSetup(markers, expects: .view(expected), retaining: screen.retained)
    }
}
