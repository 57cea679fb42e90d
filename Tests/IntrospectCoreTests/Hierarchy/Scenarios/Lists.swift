@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Lists, forms, tables and list cells on every platform and class run.
@Suite("List scenarios")
struct ListScenarios {
    static let all: [Scenario] = lists + styledLists + cells + forms + tables

    static let lists: [Scenario] = [
        Scenario("list", .iOS, "UITableView", from: 13, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("list", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKitBefore18)
        },
        Scenario("list", .tvOS, "UITableView", from: 13, shape: ListShapes.tvTableShape) {
            ListShapes.tableList(.uiKit)
        },
        Scenario("list", .macOS, "NSTableView", from: OSVersion(10, 15), shape: ListShapes.outlineShape) {
            ListShapes.outlineList(.appKit)
        },
        Scenario("list", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape) {
            ListShapes.collectionList(.uiKit, wolfIndicator: true)
        },
    ]

    // A list style changes the layout's appearance (UICollectionLayoutListConfiguration.Appearance, the table
    // view's style, NSTableView.Style), not the classes of the views: the styled runs share the shapes.
    static let styledLists: [Scenario] = [
        Scenario("list(style: .bordered)", .macOS, "NSTableView", from: 12, shape: ListShapes.outlineShape) {
            ListShapes.outlineList(.appKitBefore26)
        },
        Scenario("list(style: .grouped)", .iOS, "UITableView", from: 13, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("list(style: .grouped)", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKitBefore18)
        },
        Scenario("list(style: .grouped)", .tvOS, "UITableView", from: 13, shape: ListShapes.tvTableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario(
            "list(style: .grouped)", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape
        ) { ListShapes.collectionList(.uiKit, wolfIndicator: true) },
        Scenario("list(style: .insetGrouped)", .iOS, "UITableView", from: 14, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("list(style: .insetGrouped)", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKit)
        },
        Scenario(
            "list(style: .insetGrouped)", .visionOS, "UICollectionView", from: 1,
            shape: ListShapes.visionCollectionShape
        ) { ListShapes.collectionList(.uiKit, wolfIndicator: true) },
        Scenario("list(style: .inset)", .iOS, "UITableView", from: 14, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("list(style: .inset)", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKit)
        },
        Scenario("list(style: .inset)", .macOS, "NSTableView", from: 11, shape: ListShapes.outlineShape) {
            ListShapes.outlineList(.appKitBefore26)
        },
        Scenario("list(style: .inset)", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape)
        { ListShapes.collectionList(.uiKit, wolfIndicator: true) },
        Scenario("list(style: .sidebar)", .iOS, "UITableView", from: 14, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("list(style: .sidebar)", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKit)
        },
        Scenario(
            "list(style: .sidebar)", .macOS, "NSTableView", from: OSVersion(10, 15), shape: ListShapes.outlineShape
        ) { ListShapes.outlineList(.appKit) },
        Scenario(
            "list(style: .sidebar)", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape
        ) { ListShapes.collectionList(.uiKit, wolfIndicator: true) },
    ]

    static let cells: [Scenario] = [
        Scenario("listCell", .iOS, "UITableViewCell", from: 13, shape: ListShapes.tableShape) {
            ListShapes.tableCell(.uiKitBefore18)
        },
        Scenario("listCell", .iOS, "UICollectionViewCell", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionCell(.uiKitBefore18)
        },
        Scenario("listCell", .tvOS, "UITableViewCell", from: 13, shape: ListShapes.tvTableShape) {
            ListShapes.tableCell(.uiKit)
        },
        Scenario("listCell", .macOS, "NSTableCellView", from: OSVersion(10, 15), shape: ListShapes.outlineShape) {
            ListShapes.outlineCell(.appKit)
        },
        Scenario("listCell", .visionOS, "UICollectionViewCell", from: 1, shape: ListShapes.visionCollectionShape) {
            ListShapes.collectionCell(.uiKit, wolfIndicator: true)
        },
    ]

    // iOS 13–15 built Form as a grouped List (the reference library's Form.swift expects the same classes as
    // List's); a grouped form style is the form's default look on iOS.
    static let forms: [Scenario] = [
        Scenario("form", .iOS, "UITableView", from: 13, shape: ListShapes.tableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("form", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKitBefore18)
        },
        Scenario("form", .tvOS, "UITableView", from: 13, shape: ListShapes.tvTableShape) {
            ListShapes.tableList(.uiKitBefore18)
        },
        Scenario("form", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape) {
            ListShapes.collectionList(.uiKit, wolfIndicator: true)
        },
        Scenario("form(style: .grouped)", .iOS, "UICollectionView", from: 16, shape: ListShapes.collectionShape) {
            ListShapes.collectionList(.uiKit)
        },
        Scenario("form(style: .grouped)", .tvOS, "UITableView", from: 16, shape: ListShapes.tvTableShape) {
            ListShapes.tableList(.uiKit)
        },
        Scenario("form(style: .grouped)", .macOS, "NSScrollView", from: 13, shape: ListShapes.groupedFormShape) {
            ListShapes.groupedForm(.appKit)
        },
        Scenario(
            "form(style: .grouped)", .visionOS, "UICollectionView", from: 1, shape: ListShapes.visionCollectionShape
        ) { ListShapes.collectionList(.uiKit, wolfIndicator: true) },
    ]

    static let tables: [Scenario] = [
        Scenario("table", .iOS, "UICollectionView", from: 16, shape: ListShapes.tableViewTypeShape) {
            ListShapes.table(.uiKit)
        },
        Scenario("table", .macOS, "NSTableView", from: 12, shape: ListShapes.macTableShape) {
            ListShapes.macTable(.appKit)
        },
        Scenario("table", .visionOS, "UICollectionView", from: 1, shape: ListShapes.tableViewTypeShape) {
            ListShapes.table(.uiKit, wolfIndicator: true)
        },
    ]

    @Test("Lists, forms, tables and cells", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }
}

/// The scenes of lists: the modified list comes after another list (a decoy before the anchor), and one of its
/// rows carries another modifier's markers (`.introspect(.listCell)` on the row's content).
enum ListShapes {
    static let collectionShape = """
        Fixtures/001-sentry-list-ios16.txt lines 4–29: _UIHostingView → PlatformViewHost<ListRepresentable> → \
        SwiftUI.UpdateCoalescingCollectionView (baseClass UICollectionView) → ListCollectionViewCell → \
        _UICollectionViewListCellContentView → CellHostingView; iOS 27 names in Fixtures/012-bone-ios27-list-boneformat.txt lines 3–59
        """
    static let visionCollectionShape = """
        Fixtures/011-bone-visionos27-list-capture.json, the objects whose className is on lines 373 (_UIHostingView), 353 (UIKitPlatformViewHost), \
        330 (UpdateCoalescingCollectionView), 153 (ListCollectionViewCell), 114 (CellHostingView), 310 (_UIScrollViewWolfScrollIndicator), \
        with their superclassChain
        """
    static let tableShape = """
        argued: no dump shows iOS 13–15; Fixtures/042 (an iOS 13 console warning) names SwiftUI's \
        UpdateCoalescingTableView with baseClass = UITableView; rows as UIKit builds table cells (UITableViewCell.contentView \
        holding the row's hosting view); the host as Fixtures/001 line 5
        """
    static let tvTableShape = """
        argued: no tvOS dump; tvOS builds List and Form on UITableView for every version (reference library \
        Sources/ViewTypes/List.swift and Form.swift, tvOS constants); the shape of the iOS 13–15 table scenes
        """
    static let outlineShape = """
        Fixtures/032-metalui-macos26-ax-tree-list-scrollview.txt lines 78–81 (an accessibility walk): NSHostingView → \
        ListCoreScrollView → SwiftUIOutlineListView + NSScroller; argued from AppKit: the document view sits in the scroll \
        view's NSClipView, a view-based table's rows are NSTableRowViews holding NSTableCellViews
        """
    static let groupedFormShape = """
        argued: no dump of a grouped Form on macOS; the reference library's FormWithGroupedStyle.swift hands over an \
        NSScrollView; built like the list of Fixtures/032 lines 78–81 (a scroll view holding SwiftUI's table), with a \
        TextEditor's scroll view inside a row (a nested NSScrollView, after the form's own)
        """
    static let tableViewTypeShape = """
        Fixtures/019-bone-ipados26-table.txt lines 3–59 and 170–181 (iPadOS 26) and Fixtures/020-bone-visionos26-table.txt \
        lines 3–54: UIKitPlatformViewHost<ListRepresentable<TableDataSourceAdaptor, AnySelectionManager>> → \
        UpdateCoalescingCollectionView → TableCollectionViewCell rows and a TableGlobalHeader
        """
    static let macTableShape = """
        argued: no macOS Table dump; AppKit puts an NSTableView in an NSScrollView's clip view and its NSTableHeaderView in \
        a second clip view (NSScrollView.headerView / NSTableView.headerView docs); the scroll view as Fixtures/032 line 79
        """

    // MARK: iOS 16+, visionOS: UICollectionView

    /// A row of a collection-view list: the cell, its background, its content view holding the row's hosting
    /// view (Fixtures/001 lines 9–14; superclasses from Fixtures/011).
    static func collectionViewCell(
        _ kit: Kit, _ content: [RecordedNode], className: String = "SwiftUI.ListCollectionViewCell"
    ) -> RecordedNode {
        kit.view(
            className,
            [
                "ListCollectionViewCellBase<_ViewList_View>", "SwiftUI.AnyListCollectionViewCell",
                "UICollectionViewListCell", "UICollectionViewCell", "UICollectionReusableView",
            ],
            kit.view("_UISystemBackgroundView", [], kit.view("UIView")),
            kit.view(
                "_UICollectionViewListCellContentView", [],
                kit.view(
                    "CellHostingView<ModifiedContent<_ViewList_View, CollectionViewCellModifier>>",
                    [
                        "UIItemHostingView<ModifiedContent<_ViewList_View, CollectionViewCellModifier>>",
                        "_UIHostingView<ModifiedContent<_ViewList_View, CollectionViewCellModifier>>",
                    ],
                    children: content)))
    }

    /// SwiftUI's collection view holding `cells` (Fixtures/001 lines 6–8 and 26–29).
    static func collectionView(_ kit: Kit, cells: [RecordedNode], wolfIndicator: Bool) -> RecordedNode {
        let indicator =
            wolfIndicator
            ? kit.view(
                "_UIScrollViewWolfScrollIndicator", [], kit.view("UIView"),
                kit.view("_UIScrollViewWolfScrollIndicatorView"))
            : kit.view("_UIScrollViewScrollIndicator", [], kit.view("UIView"))
        return kit.view(
            "SwiftUI.UpdateCoalescingCollectionView", ["UICollectionView", "UIScrollView"],
            children: [
                kit.view(
                    "_UICollectionViewListLayoutSectionBackgroundColorDecorationView", ["UICollectionReusableView"])
            ] + cells + [indicator])
    }

    static func listHost(_ kit: Kit, _ content: RecordedNode) -> RecordedNode {
        kit.host("ListRepresentable<CollectionViewListDataSource<Never>, SelectionManagerBox<Never>>", content)
    }

    /// `VStack { List { … }; List { rows }.introspect(.list) }`.
    static func collectionList(_ kit: Kit, wolfIndicator: Bool = false) -> SceneSetup {
        let markers = kit.markers()
        let rowMarkers = kit.markers()
        let above = collectionView(
            kit, cells: [collectionViewCell(kit, [kit.view("SwiftUI.CGDrawingView")])], wolfIndicator: wolfIndicator)
        let list = collectionView(
            kit,
            cells: [
                collectionViewCell(kit, rowMarkers.around(kit.view("SwiftUI.CGDrawingView"))),
                collectionViewCell(kit, [kit.view("SwiftUI.CGDrawingView")]),
            ], wolfIndicator: wolfIndicator)
        let screen = kit.screen(
            "VStack<TupleView<(List, List)>>", [listHost(kit, above)] + markers.around(listHost(kit, list)))
        return SceneSetup(markers, expects: .view(list), retaining: screen.retained)
    }

    /// `List { Text("1"); Text("2").introspect(.listCell); Text("3") }` with the row's own markers inside the
    /// second row's hosting view, and another modifier's markers (`.introspect(.view)`) around the text.
    static func collectionCell(_ kit: Kit, wolfIndicator: Bool = false) -> SceneSetup {
        let markers = kit.markers()
        let inner = kit.markers()
        let first = collectionViewCell(kit, [kit.view("SwiftUI.CGDrawingView")])
        let second = collectionViewCell(
            kit, [markers.anchorHost] + inner.around(kit.view("SwiftUI.CGDrawingView")) + [markers.probeHost])
        let third = collectionViewCell(kit, [kit.view("SwiftUI.CGDrawingView")])
        let list = collectionView(kit, cells: [first, second, third], wolfIndicator: wolfIndicator)
        let screen = kit.screen("List<Never, TupleView<(Text, Text, Text)>>", [listHost(kit, list)])
        return SceneSetup(markers, expects: .view(second), retaining: screen.retained)
    }

    // MARK: iOS 13–15, tvOS: UITableView

    /// A row of a table-view list: the cell, its content view holding the row's hosting view (argued).
    static func tableViewCell(_ kit: Kit, _ content: [RecordedNode]) -> RecordedNode {
        kit.view(
            "SwiftUI.ListTableViewCell", ["UITableViewCell"],
            kit.view(
                "UITableViewCellContentView", [],
                kit.view("ListCellHostingView<AnyView>", ["_UIHostingView<AnyView>"], children: content)))
    }

    static func tableView(_ kit: Kit, cells: [RecordedNode]) -> RecordedNode {
        kit.view(
            "SwiftUI.UpdateCoalescingTableView", ["UITableView", "UIScrollView"],
            children: cells + [kit.view("_UIScrollViewScrollIndicator", [], kit.view("UIView"))])
    }

    static func tableHost(_ kit: Kit, _ content: RecordedNode) -> RecordedNode {
        kit.host("ListRepresentable<TableViewListDataSource<Never>, SelectionManagerBox<Never>>", content)
    }

    /// `VStack { List { … }; List { rows }.introspect(.list) }` on a table view.
    static func tableList(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let rowMarkers = kit.markers()
        let above = tableView(kit, cells: [tableViewCell(kit, [kit.view("SwiftUI.CGDrawingView")])])
        let list = tableView(
            kit,
            cells: [
                tableViewCell(kit, rowMarkers.around(kit.view("SwiftUI.CGDrawingView"))),
                tableViewCell(kit, [kit.view("SwiftUI.CGDrawingView")]),
            ])
        let screen = kit.screen(
            "VStack<TupleView<(List, List)>>", [tableHost(kit, above)] + markers.around(tableHost(kit, list)))
        return SceneSetup(markers, expects: .view(list), retaining: screen.retained)
    }

    /// `.introspect(.listCell)` on the second row of a table-view list.
    static func tableCell(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let inner = kit.markers()
        let second = tableViewCell(
            kit, [markers.anchorHost] + inner.around(kit.view("SwiftUI.CGDrawingView")) + [markers.probeHost])
        let list = tableView(
            kit, cells: [tableViewCell(kit, [kit.view("SwiftUI.CGDrawingView")]), second, tableViewCell(kit, [])])
        let screen = kit.screen("List<Never, TupleView<(Text, Text, Text)>>", [tableHost(kit, list)])
        return SceneSetup(markers, expects: .view(second), retaining: screen.retained)
    }

    // MARK: macOS: NSTableView in an NSScrollView

    /// A row of SwiftUI's AppKit list: a row view holding a cell view holding the row's hosting view (argued).
    static func outlineRow(_ kit: Kit, _ content: [RecordedNode]) -> (row: RecordedNode, cell: RecordedNode) {
        let cell = kit.view("SwiftUI.ListTableCellView", ["NSTableCellView"], kit.hostingView("ListRow", content))
        return (kit.view("SwiftUI.ListTableRowView", ["NSTableRowView"], cell), cell)
    }

    static func outlineView(_ kit: Kit, rows: [RecordedNode]) -> RecordedNode {
        kit.view("SwiftUIOutlineListView", ["NSOutlineView", "NSTableView", "NSControl"], children: rows)
    }

    /// ListCoreScrollView (Fixtures/032 line 79) → NSClipView → `table` (line 80), then the scroller (line 81).
    static func scrollView(_ kit: Kit, _ table: RecordedNode, className: String = "ListCoreScrollView") -> RecordedNode
    {
        kit.view(className, ["NSScrollView"], kit.view("NSClipView", [], table), kit.view("NSScroller", ["NSControl"]))
    }

    /// `VStack { List { … }; List { rows }.introspect(.list) }` on macOS.
    static func outlineList(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let rowMarkers = kit.markers()
        let above = outlineView(kit, rows: [outlineRow(kit, []).row])
        let list = outlineView(kit, rows: [outlineRow(kit, rowMarkers.around()).row, outlineRow(kit, []).row])
        let screen = kit.screen(
            "VStack<TupleView<(List, List)>>", [scrollView(kit, above)] + markers.around(scrollView(kit, list)))
        return SceneSetup(markers, expects: .view(list), retaining: screen.retained)
    }

    /// `.introspect(.listCell)` on the second row's content on macOS.
    static func outlineCell(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let inner = kit.markers()
        let second = outlineRow(kit, [markers.anchorHost] + inner.around() + [markers.probeHost])
        let list = outlineView(kit, rows: [outlineRow(kit, []).row, second.row, outlineRow(kit, []).row])
        let screen = kit.screen("List<Never, TupleView<(Text, Text, Text)>>", [scrollView(kit, list)])
        return SceneSetup(markers, expects: .view(second.cell), retaining: screen.retained)
    }

    /// `Form { TextEditor(…) }.formStyle(.grouped).introspect(.form(style: .grouped))` on macOS: the form's
    /// scroll view first, the editor's scroll view inside a row after it.
    static func groupedForm(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let editor = kit.representable(
            "TextEditorAdaptor",
            kit.view(
                "AppKitScrollView", ["NSScrollView"],
                kit.view("NSClipView", [], kit.view("PlatformTextView", ["NSTextView", "NSText"]))))
        let table = outlineView(kit, rows: [outlineRow(kit, [editor]).row])
        let form = scrollView(kit, table, className: "SwiftUI.FormScrollView")
        let screen = kit.screen("Form<TextEditor>", markers.around(form))
        return SceneSetup(markers, expects: .view(form), retaining: screen.retained)
    }

    // MARK: Table

    /// `Table(people) { … }.introspect(.table)` with a List above it.
    static func table(_ kit: Kit, wolfIndicator: Bool = false) -> SceneSetup {
        let markers = kit.markers()
        func row() -> RecordedNode {
            // Fixtures/019 lines 30–47: TableCollectionViewCell (superclass ListCollectionViewCellBase<TableRowView>).
            kit.view(
                "TableCollectionViewCell",
                [
                    "ListCollectionViewCellBase<TableRowView>", "UICollectionViewListCell", "UICollectionViewCell",
                    "UICollectionReusableView",
                ],
                kit.view("_UISystemBackgroundView"),
                kit.view(
                    "_UICollectionViewListCellContentView", [],
                    kit.view(
                        "CellHostingView<ModifiedContent<TableRowView, CollectionViewCellModifier>>",
                        ["UIItemHostingView<ModifiedContent<TableRowView, CollectionViewCellModifier>>"],
                        kit.view("CGDrawingView"), kit.view("CGDrawingView"))))
        }
        // Fixtures/019 lines 170–181: the header, a UICollectionViewCell holding a hosting content view.
        let header = kit.view(
            "TableGlobalHeader", ["UICollectionViewCell", "UICollectionReusableView"],
            kit.view("_UISystemBackgroundView"),
            kit.view(
                "UIHostingContentViewWithoutInteractions<_UnaryViewAdaptor<Wrapper>, EmptyView>",
                ["UIHostingContentView<_UnaryViewAdaptor<Wrapper>, EmptyView>"]))
        let tableView = collectionView(kit, cells: [row(), row(), header], wolfIndicator: wolfIndicator)
        let above = collectionView(kit, cells: [collectionViewCell(kit, [])], wolfIndicator: wolfIndicator)
        let screen = kit.screen(
            "VStack<TupleView<(List, Table)>>",
            [listHost(kit, above)]
                + markers.around(kit.host("ListRepresentable<TableDataSourceAdaptor, AnySelectionManager>", tableView)))
        return SceneSetup(markers, expects: .view(tableView), retaining: screen.retained)
    }

    /// `Table(people) { … }.introspect(.table)` on macOS: the table in its scroll view, the header view in a
    /// second clip view after it.
    static func macTable(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let table = kit.view(
            "SwiftUITableView", ["NSTableView", "NSControl"], outlineRow(kit, []).row, outlineRow(kit, []).row)
        let scroll = kit.view(
            "ListCoreScrollView", ["NSScrollView"],
            kit.view("NSClipView", [], table),
            kit.view("NSScroller", ["NSControl"]),
            kit.view("NSClipView", [], kit.view("NSTableHeaderView")))
        let screen = kit.screen("Table<Person>", markers.around(scroll))
        return SceneSetup(markers, expects: .view(table), retaining: screen.retained)
    }
}
