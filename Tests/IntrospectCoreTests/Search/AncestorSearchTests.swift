@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@Suite("Ancestor search and scopes")
struct AncestorSearchTests {
    /// List { TextField(…).introspect(…) }: a row's markers inside a cell of the list's collection view
    /// (dump 001's shape: collection view → cell → content view → cell hosting view).
    struct ListRow {
        let markers = Markers()
        let field = textField("row")
        let cell: RecordedNode
        let collectionView: RecordedNode
        let root: RecordedNode

        init() {
            cell = node(
                "SwiftUI.ListCollectionViewCell", ["UICollectionViewListCell", "UICollectionViewCell", "UIView"],
                node("_UISystemBackgroundView"),
                node(
                    "_UICollectionViewListCellContentView", ["UIView"],
                    node(
                        "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__",
                        ["UIView"],
                        markers.anchorHost, platformHost("PlatformTextFieldAdaptor", field), markers.probeHost)))
            collectionView = node(
                "SwiftUI.UpdateCoalescingCollectionView", ["UICollectionView", "UIScrollView", "UIView"], cell)
            root = window(
                hostingView([
                    node("_TtGC7SwiftUI21UIKitPlatformViewHostGVS_17ListRepresentable__", ["UIView"], collectionView)
                ]))
        }
    }

    @Test func nearestMatchingAncestorWins() {
        let row = ListRow()
        #expect(row.markers.search().find(.named("UICollectionView"), scope: .ancestor).target === row.collectionView)
        #expect(row.markers.search().find(.named("UICollectionViewCell"), scope: .ancestor).target === row.cell)
        #expect(
            row.markers.search().find(.named("UIView"), scope: .ancestor).target?.className
                == "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__"
        )
    }

    @Test func receiverAndAncestorScopesFindDifferentObjects() {
        let row = ListRow()
        let scrollViews = NodeMatcher<RecordedNode, RecordedNode>.named("UIScrollView")
        #expect(row.markers.search().find(.named("UITextField"), scope: .receiver).target === row.field)
        #expect(row.markers.search().find(scrollViews, scope: .receiver).target == nil)
        #expect(row.markers.search().find(scrollViews, scope: .ancestor).target === row.collectionView)
    }

    /// The order every search — and a custom selector's receiver and ancestor closures — follows.
    @Test func scopesListTheirMembersInSearchOrder() {
        #expect(IntrospectionScope([.ancestor, .receiver]).searchOrder == [.receiver, .ancestor])
        #expect(IntrospectionScope.ancestor.searchOrder == [.ancestor])
        #expect(IntrospectionScope.receiver.searchOrder == [.receiver])
        #expect(IntrospectionScope().searchOrder == [])
    }

    @Test func bothScopesTryTheReceiverFirstThenTheAncestors() {
        let row = ListRow()
        let textFields = row.markers.search().find(.named("UITextField"), scope: [.receiver, .ancestor])
        #expect(textFields.target === row.field)
        #expect(textFields.scope == .receiver)

        let lists = row.markers.search().find(.named("UICollectionView"), scope: [.receiver, .ancestor])
        #expect(lists.target === row.collectionView)
        #expect(lists.scope == .ancestor)
        #expect(lists.missReasons == [.noMatchBetweenMarkers(className: "UICollectionView", examined: 3)])
        #expect(lists.path.first === row.markers.probe)
        #expect(lists.path.last === row.collectionView)
    }

    @Test func aMissInBothScopesGivesBothReasons() {
        let row = ListRow()
        let result = row.markers.search().find(.named("UITableView"), scope: [.receiver, .ancestor])
        #expect(result.target == nil)
        #expect(
            result.missReasons == [
                .noMatchBetweenMarkers(className: "UITableView", examined: 3),
                .noMatchingAncestor(className: "UITableView", examined: 9),
            ])
        #expect(row.markers.search().find(.named("UIView"), scope: []).missReasons == [.emptyScope])
    }
}
