@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Hierarchies transcribed from recorded dumps (`Tools/Tests/IntrospectDumpsTests/Fixtures/`, file and line in each
/// test), with the modifier's marker hosts inserted where SwiftUI puts `.background` and `.overlay` content.
@Suite("Recorded hierarchy shapes")
struct RecordedShapesTests {
    @Test func listOnIOS16IsTheUpdateCoalescingCollectionView() {
        // 001-sentry-list-ios16.txt, lines 4–9: _UIHostingView → PlatformViewHost<ListRepresentable> →
        // SwiftUI.UpdateCoalescingCollectionView (baseClass = UICollectionView) → ListCollectionViewCell.
        let markers = Markers()
        let collectionView = node(
            "SwiftUI.UpdateCoalescingCollectionView", ["UICollectionView", "UIScrollView", "UIView"],
            node("_UICollectionViewListLayoutSectionBackgroundColorDecorationView"),
            node(
                "SwiftUI.ListCollectionViewCell", ["UICollectionViewListCell", "UICollectionViewCell", "UIView"],
                node("_UISystemBackgroundView", ["UIView"], node("UIView")),
                node(
                    "_UICollectionViewListCellContentView", ["UIView"],
                    node(
                        "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__",
                        ["UIView"],
                        node("_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView")))),
            node("_UIScrollViewScrollIndicator", ["UIView"], node("UIView")))
        let listHost = node(
            "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____",
            ["_UIConstraintBasedLayoutHostingView", "UIView"], collectionView)
        let tree = window(hostingView(markers.around(listHost)))
        #expect(markers.search().find(.named("UICollectionView"), scope: .receiver).target === collectionView)
        #expect(markers.search().find(.named("UITableView"), scope: .receiver).target == nil)
        withExtendedLifetime(tree) {}
    }

    @Test func toggleOnIOS26IsTheUISwitchNotItsVisualElement() {
        // 013-bone-ios26-toggle-uiswitch.txt, lines 2–27: _UIHostingView<Optional<Toggle<Text>>> →
        // UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>> → UISwitch → UISwitchModernVisualElement.
        let markers = Markers()
        let toggle = node(
            "UISwitch", ["UIControl", "UIView"],
            node(
                "UISwitchModernVisualElement", ["UISwitchVisualElement", "UIView"], node("UIView"),
                node("UIView", ["UIView"], node("UIImageView"))))
        let tree = window(hostingView(markers.around(platformHost("Switch", toggle))))
        #expect(markers.search().find(.named("UISwitch"), scope: .receiver).target === toggle)
        #expect(markers.search().find(.named("UIControl"), scope: .receiver).target === toggle)
        withExtendedLifetime(tree) {}
    }

    @Test func tabViewOnIOS26FindsItsTabBarAndTabContentFindsTheContainer() {
        // 017-bone-ios26-tabview.txt, lines 9–52: UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<
        // UIKitAdaptableTabView>> → UILayoutContainerView → [UITransitionView → UIViewControllerWrapperView →
        // HostingView (tab content)], [_UITabBarContainerWrapperView → _UITabBarContainerView → UITabBar].
        let outer = Markers()
        let inner = Markers()
        let tabBar = node(
            "UITabBar", ["UIView"], node("_UITabBarPlatterView", ["UIView"], node("_UITabButton"), node("_UITabButton"))
        )
        let container = node(
            "UILayoutContainerView", ["UIView"],
            node(
                "UITransitionView", ["UIView"],
                node(
                    "UIViewControllerWrapperView", ["UIView"],
                    node("HostingView", ["UIView"], inner.anchorHost, node("SwiftUI.CGDrawingView"), inner.probeHost))),
            node("_UITabBarContainerWrapperView", ["UIView"], node("_UITabBarContainerView", ["UIView"], tabBar)))
        let tabHost = platformHost("UIKitAdaptableTabView", container)
        let tree = window(hostingView(outer.around(tabHost)))
        #expect(outer.search().find(.named("UITabBar"), scope: .receiver).target === tabBar)
        #expect(outer.search().find(.named("UILayoutContainerView"), scope: .receiver).target === container)
        #expect(inner.search().find(.named("UILayoutContainerView"), scope: .ancestor).target === container)
        #expect(inner.search().find(.named("UITabBar"), scope: .receiver).target == nil)
        withExtendedLifetime(tree) {}
    }

    @Test func navigationSplitColumnRepresentablesEachFindTheirOwnAndTheNestedHostingView() {
        // 029-sentry-swiftui-sample-ios26-navsplit-tree.txt, lines 4–17: PlatformViewHost<…MulticolumnSplitView…>
        // → _UISplitViewControllerPanelImplView → _UIPanelControllerContentView → UILayoutContainerView →
        // UINavigationTransitionView → UIViewControllerWrapperView → _UIHostingView (the column, nested) →
        // CGDrawingView / PlatformViewHost<SentryReplayView> → SentryRedactView, repeated.
        let first = Markers()
        let second = Markers()
        let firstRedact = node("SentryRedactView")
        let secondRedact = node("SentryRedactView")
        let columnHosting = node(
            "_UIHostingView<ModifiedContent<ModifiedContent<Element, NavigationColumnModifier>, StyleContextWriter<SidebarStyleContext>>>",
            ["UIView"])
        for child in [node("CGDrawingView")] + first.around(platformHost("SentryReplayView", firstRedact))
            + [node("CGDrawingView")] + second.around(platformHost("SentryReplayView", secondRedact))
        {
            columnHosting.append(child)
        }
        let navigationContainer = node(
            "UILayoutContainerView", ["UIView"],
            node(
                "UINavigationTransitionView", ["UIView"], node("UIViewControllerWrapperView", ["UIView"], columnHosting)
            ),
            node("UIKitToolbar", ["UIToolbar", "UIView"], node("_UIBarBackground")))
        let tree = window(
            RecordedNode(
                "_UIHostingView<ModifiedContent<AnyView, RootModifier>>", superclasses: ["UIView"],
                children: [
                    node(
                        "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<MulticolumnSplitViewRepresentable<ModifiedContent<Element, NavigationColumnModifier>, Never, _UnaryViewAdaptor<EmptyView>>>>",
                        ["UIView"],
                        node(
                            "_UISplitViewControllerPanelImplView", ["UIView"],
                            node("_UIPanelControllerContentView", ["UIView"], navigationContainer)))
                ]))
        #expect(first.search().find(.named("SentryRedactView"), scope: .receiver).target === firstRedact)
        #expect(second.search().find(.named("SentryRedactView"), scope: .receiver).target === secondRedact)
        var classic = ClassicSearch<RecordedNode>()
        #expect(classic.findHostingView(from: second.probe) === columnHosting)
        #expect(second.search().find(.named("UILayoutContainerView"), scope: .ancestor).target === navigationContainer)
        #expect(second.search().find(.named("UIToolbar"), scope: .ancestor).target == nil)
        withExtendedLifetime(tree) {}
    }
}
