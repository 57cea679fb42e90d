@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Scenes users reported against the reference library (siteline/swiftui-introspect; its issue numbers in each
/// test), run through the same searches a device runs.
@Suite("Reported scenarios")
struct ReportedScenarios {
    /// The search a device runs for a catalog entry on a platform, with the run's class.
    static func find(
        _ accessor: String, on platform: Platform, className: String, _ markers: SceneMarkers,
        scope: IntrospectionScope? = nil
    ) throws -> Handed? {
        let entry = try #require(ViewTypeCatalog.entry(named: accessor))
        let query = RecordedQuery(catalog: entry, platform: platform, className: className)
        return IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(
            query, scope: scope ?? entry.defaultScope
        ).target?.location.handed
    }

    // MARK: Scroll views

    @Test func nestedScrollViewsEachGetTheirOwn() throws {
        // siteline/swiftui-introspect#96 and siteline/swiftui-introspect#69: `ScrollView { Text; ScrollView(.horizontal) { … }.introspect(.scrollView) }
        // .introspect(.scrollView)` — the outer call gets the outer scroll view, the inner call the inner one, and a
        // call inside the inner content with `scope: .ancestor` the inner one too. Shapes: Fixtures/033 lines 6–9
        // (iOS), Fixtures/032 lines 82–88 (macOS).
        let kit = Kit.uiKitBefore18
        let outer = kit.markers()
        let inner = kit.markers()
        let content = kit.markers()
        let innerScroll = ScrollShapes.hostingScrollView(kit, content.around(kit.view("SwiftUI.CGDrawingView")))
        let outerScroll = ScrollShapes.hostingScrollView(
            kit, [kit.view("SwiftUI.CGDrawingView")] + inner.around(innerScroll))
        let screen = kit.screen("ScrollView<VStack>", outer.around(outerScroll))
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", outer) == .view(outerScroll))
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", inner) == .view(innerScroll))
        #expect(
            try Self.find("scrollView", on: .iOS, className: "UIScrollView", content, scope: .ancestor)
                == .view(innerScroll))
        withExtendedLifetime(screen.retained) {}

        let appKit = Kit.appKit
        let macOuter = appKit.markers()
        let macInner = appKit.markers()
        let macInnerScroll = ScrollShapes.appKitScrollView(appKit, [])
        let macOuterScroll = ScrollShapes.appKitScrollView(appKit, macInner.around(macInnerScroll))
        let macScreen = appKit.screen("ScrollView<VStack>", macOuter.around(macOuterScroll))
        #expect(try Self.find("scrollView", on: .macOS, className: "NSScrollView", macOuter) == .view(macOuterScroll))
        #expect(try Self.find("scrollView", on: .macOS, className: "NSScrollView", macInner) == .view(macInnerScroll))
        withExtendedLifetime(macScreen.retained) {}
    }

    @Test func aClippedNestedScrollViewIsStillTheInnerOne() throws {
        // siteline/swiftui-introspect#139: with `.cornerRadius(20)` on the inner ScrollView both calls got the same (outer) scroll view.
        // Argued: the clip puts the inner scroll view in a container view (visionOS shows such containers,
        // Fixtures/021 lines 9–15), and the modifier applied after `.cornerRadius` brackets the container.
        let kit = Kit.uiKit
        let outer = kit.markers()
        let inner = kit.markers()
        let innerScroll = ScrollShapes.hostingScrollView(kit, [])
        let clip = kit.view("_UIInheritedView", [], innerScroll)
        let outerScroll = ScrollShapes.hostingScrollView(kit, inner.around(clip))
        let screen = kit.screen("ScrollView<VStack>", outer.around(outerScroll))
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", inner) == .view(innerScroll))
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", outer) == .view(outerScroll))
        withExtendedLifetime(screen.retained) {}
    }

    @Test func aTextFieldOrATextEditorIsNeverTakenForTheScrollView() throws {
        // siteline/swiftui-introspect#44: `.introspectScrollView` handed over a UIFieldEditor or a UITextView on iOS 14. Both orders:
        // the controls inside the ScrollView, and before it in the modified VStack (Fixtures/034's field and editor,
        // Fixtures/033's scroll view).
        let kit = Kit.uiKitBefore18
        let inside = kit.markers()
        let before = kit.markers()
        let scrollAround = ScrollShapes.hostingScrollView(
            kit, [TextShapes.textFieldHost(kit, focused: true).host, TextShapes.textEditorHost(kit).host])
        let scrollAfter = ScrollShapes.hostingScrollView(kit, [kit.view("SwiftUI.CGDrawingView")])
        let screen = kit.screen(
            "VStack",
            inside.around(scrollAround)
                + before.around(
                    TextShapes.textFieldHost(kit, focused: true).host, TextShapes.textEditorHost(kit).host, scrollAfter)
        )
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", inside) == .view(scrollAround))
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", before) == .view(scrollAfter))
        withExtendedLifetime(screen.retained) {}
    }

    @Test func aTextEditorBeforeAScrollViewOnMacOS() throws {
        // The macOS side of siteline/swiftui-introspect#44: a TextEditor is an AppKitScrollView holding a PlatformTextView (the view dump in
        // github.com/TableProApp/TablePro pull request 2373). `VStack { TextEditor; ScrollView { … } }
        // .introspect(.scrollView)` meets the editor's scroll view first.
        let kit = Kit.appKit
        let markers = kit.markers()
        let scroll = ScrollShapes.appKitScrollView(kit, [])
        let screen = kit.screen("VStack", markers.around(TextShapes.appKitEditorHost(kit).host, scroll))
        // The editor's scroll view holds an NSTextView as its document view: it belongs to the editor.
        #expect(try Self.find("scrollView", on: .macOS, className: "NSScrollView", markers) == .view(scroll))
        withExtendedLifetime(screen.retained) {}
    }

    // MARK: Stacked modifiers

    @Test func stackedIntrospectCallsEachGetTheirOwnTarget() throws {
        // `TextField(…).introspect(.textField) { … }.introspect(.view) { … }` and the other order: neither call
        // hands over the other's markers or their hosts (Fixtures/034 line 1 for the field).
        let kit = Kit.uiKit
        let fieldFirstInner = kit.markers()
        let viewOuter = kit.markers()
        let first = TextShapes.textFieldHost(kit, focused: false)
        let viewFirstInner = kit.markers()
        let fieldOuter = kit.markers()
        let second = TextShapes.textFieldHost(kit, focused: true)
        let screen = kit.screen(
            "VStack",
            viewOuter.around(fieldFirstInner.around(first.host)) + fieldOuter.around(viewFirstInner.around(second.host))
        )
        #expect(try Self.find("textField", on: .iOS, className: "UITextField", fieldFirstInner) == .view(first.field))
        #expect(try Self.find("view", on: .iOS, className: "UIView", viewOuter) == .view(first.host))
        #expect(try Self.find("view", on: .iOS, className: "UIView", viewFirstInner) == .view(second.host))
        #expect(try Self.find("textField", on: .iOS, className: "UITextField", fieldOuter) == .view(second.field))
        withExtendedLifetime(screen.retained) {}
    }

    // MARK: Containers

    @Test func aListInANavigationStackInATabView() throws {
        // `TabView { NavigationStack { List { Text(…).introspect(…, scope: .ancestor) }.introspect(.list) } }
        // .introspect(.tabView)`: each call reaches its own container (Fixtures/017, 033, 001; controllers as
        // Fixtures/004 lines 1–3).
        let kit = Kit.uiKit
        let tabMarkers = kit.markers()
        let listMarkers = kit.markers()
        let rowMarkers = kit.markers()
        let list = ListShapes.collectionView(
            kit, cells: [ListShapes.collectionViewCell(kit, rowMarkers.around())], wolfIndicator: false)
        let stack = kit.navigationStack(listMarkers.around(ListShapes.listHost(kit, list)))
        let tab = NavigationShapes.tabItem(kit, [stack.host])
        tab.addChild(stack.navigation)
        let tabs = NavigationShapes.tabBarController(kit, selected: tab, others: [NavigationShapes.unloadedTab()])
        let screen = kit.screen(
            tabMarkers.around(
                kit.controllerRepresentable("UIKitAdaptableTabView", tabs.rootView ?? kit.view("UIView"))),
            adopting: [tabs])
        #expect(try Self.find("list", on: .iOS, className: "UICollectionView", listMarkers) == .view(list))
        #expect(try Self.find("tabView", on: .iOS, className: "UITabBarController", tabMarkers) == .controller(tabs))
        #expect(
            try Self.find(
                "navigationStack", on: .iOS, className: "UINavigationController", rowMarkers, scope: .ancestor)
                == .controller(stack.navigation))
        #expect(
            try Self.find("tabView", on: .iOS, className: "UITabBarController", rowMarkers, scope: .ancestor)
                == .controller(tabs))
        #expect(
            try Self.find("viewController", on: .iOS, className: "UIViewController", rowMarkers)
                == .controller(stack.content))
        // From inside the stack, receiver scope finds no navigation controller: it is around, not inside.
        #expect(try Self.find("navigationStack", on: .iOS, className: "UINavigationController", listMarkers) == nil)
        withExtendedLifetime(screen.retained) {}
    }

    @Test func aVideoPlayerInAListRowHasNoParentController() throws {
        // Controller representables are parented to the nearest hosting controller, and a row's CellHostingView
        // has none (argued: no controller owns a cell's hosting view, Fixtures/011's CellHostingView). The player
        // is still found between the markers; the ancestor controller is the screen's hosting controller.
        let kit = Kit.uiKit
        let markers = kit.markers()
        let player = NavigationShapes.videoPlayer(kit)
        let list = ListShapes.collectionView(
            kit, cells: [ListShapes.collectionViewCell(kit, markers.around(player.host))], wolfIndicator: false)
        let screen = kit.screen("List", [ListShapes.listHost(kit, list)])
        #expect(player.controller.hierarchyParent == nil)
        #expect(
            try Self.find("videoPlayer", on: .iOS, className: "AVPlayerViewController", markers)
                == .controller(player.controller))
        let hosting = try #require(screen.hostingController)
        #expect(
            try Self.find("viewController", on: .iOS, className: "UIViewController", markers, scope: .ancestor)
                == .controller(hosting))
        withExtendedLifetime((screen.retained, player.controller)) {}
    }

    // MARK: Presentations

    @Test func aSheetsContentFindsItsScrollViewAndItsSheet() throws {
        // siteline/swiftui-introspect#141 (the sheet's presentation controller) and siteline/swiftui-introspect#170 (a scroll view inside a sheet): `.sheet { ScrollView
        // { Text(…).introspect(.sheet) }.introspect(.scrollView) }`; from the presenting screen, nothing.
        let kit = Kit.uiKitBefore18
        let scrollMarkers = kit.markers()
        let sheetMarkers = kit.markers()
        let outsideMarkers = kit.markers()
        let scroll = ScrollShapes.hostingScrollView(kit, sheetMarkers.around(kit.view("SwiftUI.CGDrawingView")))
        let sheet = PresentationShapes.presentationController(kit, scrollMarkers.around(scroll))
        let screen = kit.screen("ContentView", outsideMarkers.around(kit.view("SwiftUI.CGDrawingView")))
        screen.hostingController?.present(sheet)
        PresentationShapes.mount(kit, sheet, in: screen, style: "sheet")
        #expect(try Self.find("scrollView", on: .iOS, className: "UIScrollView", scrollMarkers) == .view(scroll))
        #expect(
            try Self.find("sheet", on: .iOS, className: "UIPresentationController", sheetMarkers)
                == .presentation(sheet, .sheet))
        #expect(try Self.find("sheet", on: .iOS, className: "UIPresentationController", outsideMarkers) == nil)
        withExtendedLifetime(screen.retained) {}
    }

    // MARK: Search bars

    @Test func theSearchableBarUnderTheNavigationController() throws {
        // siteline/swiftui-introspect#228: `.introspect(.searchField)` on the NavigationView/NavigationStack of `.searchable` content. The
        // bar is mounted a layout pass after the stack appears (the navigation item's search controller is installed
        // when the content updates): the runtime misses in the pass that shows the stack, and finds the bar in the
        // pass it asks for next — no report.
        let kit = Kit.uiKitBefore18
        let markers = kit.markers()
        let stack = kit.navigationStack([kit.view("SwiftUI.CGDrawingView")])
        let screen = kit.screen(markers.around(stack.host), adopting: [stack.navigation])
        let bar = try #require(stack.navigation.rootView?.children.last, "the navigation bar")
        let searchBar = kit.view(
            "UISearchBar", [],
            kit.view(
                "_UISearchBarSearchContainerView", [], kit.view("UISearchTextField", ["UITextField", "UIControl"])))
        let run = try ModelRun(screen, markers, "searchField", className: "UISearchBar")
        let commonAncestor = try #require(TreeNavigation.nearestCommonAncestor(markers.anchor, markers.probe))
        run.model.onLayout(of: commonAncestor, number: 2) { model in
            model.insert(kit.view("_UINavigationBarPalette", [], searchBar), into: bar)
        }
        run.launch()
        // The first pass misses at both markers; the explicit turn lays the stack out again, and the anchor finds it.
        #expect(run.modifier.searches == 3)
        #expect(run.modifier.reports == 0)
        #expect(run.modifier.handOvers.count == 1)
        #expect(run.modifier.handOvers.first?.object === searchBar)
        withExtendedLifetime(screen.retained) {}
    }

    @Test func aSearchableDetailColumnOfASplitView() throws {
        // siteline/swiftui-introspect#421: `.introspect(.searchField)` on a NavigationSplitView. With `.searchable` on the detail column's
        // content the bar is in the detail column's navigation bar; the sidebar's navigation controller comes first
        // between the markers (argued: the split view of Fixtures/030 lines 73–79 with a second column).
        let kit = Kit.uiKit
        let markers = kit.markers()
        let split = NavigationShapes.splitViewController(
            kit, sidebar: [kit.view("SwiftUI.CGDrawingView")], detail: [kit.view("SwiftUI.CGDrawingView")])
        let detailNavigation = try #require(split.split.hierarchyChildren.last)
        let detailBar = try #require(detailNavigation.rootView?.children.last)
        let searchBar = kit.view("UISearchBar")
        detailBar.append(kit.view("_UINavigationBarPalette", [], searchBar))
        let screen = kit.screen(markers.around(split.host), adopting: [split.split])
        // Every navigation controller between the markers is tried: the detail column's holds the bar.
        #expect(try Self.find("searchField", on: .iOS, className: "UISearchBar", markers) == .view(searchBar))
        withExtendedLifetime(screen.retained) {}
    }

    // MARK: Lazy and late content

    @Test func rowsReusedByALazyContainer() throws {
        // siteline/swiftui-introspect#140 and siteline/swiftui-introspect#153 (introspection inside lazy stacks): a cached answer is handed over again only while it
        // still holds. A row's cell is reused for another row: the row's content moves to another cell, so the
        // cached cell no longer holds and a search finds the new one; the row's text field is replaced by a new one
        // (the old one leaves the window), so the cached field no longer holds either.
        let kit = Kit.uiKit
        let cellMarkers = kit.markers()
        let fieldMarkers = kit.markers()
        let oldField = TextShapes.textFieldHost(kit, focused: false)
        let rowContent = cellMarkers.around(fieldMarkers.around(oldField.host))
        let first = ListShapes.collectionViewCell(kit, rowContent)
        let second = ListShapes.collectionViewCell(kit, [])
        let list = ListShapes.collectionView(kit, cells: [first, second], wolfIndicator: false)
        let screen = kit.screen("List", [ListShapes.listHost(kit, list)])
        let cellSearch = IntrospectionSearch(anchor: cellMarkers.anchor, probe: cellMarkers.probe)
        let fieldSearch = IntrospectionSearch(anchor: fieldMarkers.anchor, probe: fieldMarkers.probe)
        let cellLocation = try #require(
            cellSearch.find(RecordedQuery(route: .view, className: "UICollectionViewCell"), scope: .ancestor).target?
                .location)
        let fieldLocation = try #require(
            fieldSearch.find(RecordedQuery(route: .view, className: "UITextField"), scope: .receiver).target?.location)
        #expect(cellLocation.handed == .view(first))
        #expect(cellSearch.stillHolds(cellLocation, scope: .ancestor))
        #expect(fieldSearch.stillHolds(fieldLocation, scope: .receiver))

        // Reuse: the row's hosting view moves to the second cell's content view.
        let rowHosting = try #require(cellMarkers.anchorHost.hierarchyParent)
        let secondContentView = try #require(second.children.last)
        secondContentView.children.first?.removeFromParent()
        secondContentView.append(rowHosting)
        #expect(!cellSearch.stillHolds(cellLocation, scope: .ancestor))
        #expect(
            cellSearch.find(RecordedQuery(route: .view, className: "UICollectionViewCell"), scope: .ancestor).target?
                .location.handed == .view(second))
        #expect(fieldSearch.stillHolds(fieldLocation, scope: .receiver), "the field moved with its row")

        // The row's field is recreated: the old one leaves the window, a new one takes its place.
        let newField = TextShapes.textFieldHost(kit, focused: false)
        let index = try #require(rowHosting.children.firstIndex { $0 === oldField.host })
        oldField.host.removeFromParent()
        rowHosting.insert(newField.host, at: index)
        #expect(!fieldSearch.stillHolds(fieldLocation, scope: .receiver))
        #expect(
            fieldSearch.find(RecordedQuery(route: .view, className: "UITextField"), scope: .receiver).target?.location
                .handed
                == .view(newField.field))
        withExtendedLifetime((screen.retained, oldField.host)) {}
    }

    @Test func contentThatAppearsOneLayoutPassLate() throws {
        // `TabView { List { … }.introspect(.list) }`: a tab's content is mounted in its hosting view after the tab bar
        // controller's first layout (children of tab and navigation controllers appear late). The first search,
        // after the first commit, finds nothing between the markers; the list is there after the next one.
        let kit = Kit.uiKit
        let markers = kit.markers()
        let tab = NavigationShapes.tabItem(kit, markers.around())
        let tabs = NavigationShapes.tabBarController(kit, selected: tab, others: [])
        let screen = kit.screen(
            [kit.controllerRepresentable("UIKitAdaptableTabView", tabs.rootView ?? kit.view("UIView"))],
            adopting: [tabs])
        let list = ListShapes.collectionView(kit, cells: [ListShapes.collectionViewCell(kit, [])], wolfIndicator: false)
        let run = try ModelRun(screen, markers, "list", className: "UICollectionView")
        let tabRoot = try #require(tab.rootView)
        run.model.onLayout(of: tabRoot, number: 2) { model in
            model.insert(ListShapes.listHost(kit, list), into: tabRoot, at: 1)
        }
        run.launch()
        #expect(run.modifier.reports == 0)
        #expect(run.modifier.handOvers.count == 1)
        #expect(run.modifier.handOvers.first?.object === list)
        withExtendedLifetime(screen.retained) {}
    }

    @Test func contentThatNeverAppearsIsReportedOnceAfterABoundedNumberOfSearches() throws {
        // The same tab whose list never mounts: five layout passes, each searched at both markers, then one report and
        // silence.
        let kit = Kit.uiKit
        let markers = kit.markers()
        let tab = NavigationShapes.tabItem(kit, markers.around())
        let tabs = NavigationShapes.tabBarController(kit, selected: tab, others: [])
        let screen = kit.screen(
            [kit.controllerRepresentable("UIKitAdaptableTabView", tabs.rootView ?? kit.view("UIView"))],
            adopting: [tabs])
        let run = try ModelRun(screen, markers, "list", className: "UICollectionView")
        run.launch()
        let passes = IntrospectionRuntime.passesPerEpisode
        #expect(run.modifier.searches == 2 * passes, "two search points per pass")
        #expect(run.modifier.reports == 1)
        #expect(run.model.timersFired.filter { $0 == .introspect }.count == passes - 1, "one timer per retry")
        #expect(run.model.mainQueueBlocks.isEmpty)
        withExtendedLifetime(screen.retained) {}
    }
}

/// A recorded screen run through `FrameModel` with a modifier of the library on its markers: the screen enters the
/// model's window when the app launches.
struct ModelRun {
    let model = FrameModel(.uiKitUpdateSequence)
    let modifier: FrameModelModifier
    private let windowRoot: RecordedNode

    init(_ screen: Screen, _ markers: SceneMarkers, _ accessor: String, className: String) throws {
        let entry = try #require(ViewTypeCatalog.entry(named: accessor))
        modifier = FrameModelModifier(
            in: model, anchor: markers.anchor, probe: markers.probe,
            query: TargetQuery(catalog: entry, platform: .iOS, className: className), scope: entry.defaultScope)
        windowRoot = screen.windowRoot
    }

    func launch() {
        let windowRoot = windowRoot
        model.wake(.app("launch")) { $0.insert(windowRoot, into: $0.window) }
        model.runUntilIdle()
    }
}
