@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A SwiftUI-shaped hierarchy of a list of rows, each row holding a text field introspected with a modifier
/// (anchor host, text-field host, probe host), plus markers around the list itself.
///
/// Two layouts, both seen in recorded dumps:
/// - ``Layout/listCells``: an iOS 16+ `List` — a collection view whose cells each host their row's content in
///   a cell hosting view (dump 001);
/// - ``Layout/lazyStack``: `ScrollView { LazyVStack { … } }` — rows flattened into the scroll view's group
///   container, so every row's hosts are siblings (dump 033).
struct ListHierarchy {
    enum Layout: String, CaseIterable {
        case listCells = "List cells"
        case lazyStack = "lazy stack"
    }

    let root: RecordedNode
    /// The list's collection view (or the lazy stack's scroll view).
    let list: RecordedNode
    let listAnchor: RecordedNode
    let listProbe: RecordedNode
    /// The markers and the text field of the middle row.
    let rowAnchor: RecordedNode
    let rowProbe: RecordedNode
    let rowTextField: RecordedNode
    /// The markers of the row after the middle one, whose content has no text field (a `Text`, drawn by
    /// SwiftUI itself): the target is absent.
    let absentAnchor: RecordedNode
    let absentProbe: RecordedNode
    let nodeCount: Int

    /// A hierarchy of about `targetNodeCount` nodes.
    init(layout: Layout, targetNodeCount: Int) {
        let nodesPerRow = layout == .listCells ? 12 : 8
        let rowCount = max(1, (targetNodeCount - 12) / nodesPerRow)
        var middle: (anchor: RecordedNode, probe: RecordedNode, field: RecordedNode)?
        var absent: (anchor: RecordedNode, probe: RecordedNode)?
        var rows: [RecordedNode] = []
        for index in 0..<rowCount {
            let (anchorHost, anchor) = Self.markerHost("AnchorMarker")
            let (probeHost, probe) = Self.markerHost("ProbeMarker")
            let field = RecordedNode(
                "UITextField", superclasses: ["UIControl", "UIView"],
                children: [
                    RecordedNode("_UITextLayoutCanvasView", superclasses: ["UIView"])
                ])
            var fieldHost = RecordedNode(
                "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptorVS_24PlatformTextFieldAdaptor__",
                superclasses: ["UIView"], children: [field]
            )
            if index == rowCount / 2 { middle = (anchor, probe, field) }
            if index == rowCount / 2 + 1 || rowCount == 1 {
                absent = (anchor, probe)
                fieldHost = RecordedNode("SwiftUI.CGDrawingView", superclasses: ["UIView"])
            }
            switch layout {
            case .listCells:
                rows.append(
                    RecordedNode(
                        "SwiftUI.ListCollectionViewCell",
                        superclasses: ["UICollectionViewListCell", "UICollectionViewCell", "UIView"],
                        children: [
                            RecordedNode(
                                "_UISystemBackgroundView", superclasses: ["UIView"], children: [RecordedNode("UIView")]),
                            RecordedNode(
                                "_UICollectionViewListCellContentView", superclasses: ["UIView"],
                                children: [
                                    RecordedNode(
                                        "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__",
                                        superclasses: ["UIView"], children: [anchorHost, fieldHost, probeHost])
                                ]),
                        ]))
            case .lazyStack:
                rows += [anchorHost, fieldHost, probeHost]
            }
        }
        let list: RecordedNode
        switch layout {
        case .listCells:
            list = RecordedNode(
                "SwiftUI.UpdateCoalescingCollectionView", superclasses: ["UICollectionView", "UIScrollView", "UIView"],
                children: rows)
        case .lazyStack:
            list = RecordedNode(
                "SwiftUI.HostingScrollView", superclasses: ["UIScrollView", "UIView"],
                children: [
                    RecordedNode("SwiftUI.PlatformGroupContainer", superclasses: ["UIView"], children: rows)
                ])
        }
        let (listAnchorHost, listAnchor) = Self.markerHost("AnchorMarker")
        let (listProbeHost, listProbe) = Self.markerHost("ProbeMarker")
        let listHost = RecordedNode(
            "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_17ListRepresentable__", superclasses: ["UIView"], children: [list])
        root = RecordedNode(
            "UIWindow", superclasses: ["UIView"],
            children: [
                RecordedNode(
                    "UITransitionView", superclasses: ["UIView"],
                    children: [
                        RecordedNode(
                            "UIDropShadowView", superclasses: ["UIView"],
                            children: [
                                RecordedNode(
                                    "_TtGC7SwiftUI14_UIHostingViewGVS_4List__", superclasses: ["UIView"],
                                    children: [listAnchorHost, listHost, listProbeHost])
                            ])
                    ])
            ])
        self.list = list
        self.listAnchor = listAnchor
        self.listProbe = listProbe
        rowAnchor = middle!.anchor
        rowProbe = middle!.probe
        rowTextField = middle!.field
        absentAnchor = absent!.anchor
        absentProbe = absent!.probe
        nodeCount = root.preorder.reduce(0) { count, _ in count + 1 }
    }

    private static func markerHost(_ role: String) -> (host: RecordedNode, marker: RecordedNode) {
        let marker = RecordedNode(
            role == "AnchorMarker" ? IntrospectionMarkerClass.anchor : IntrospectionMarkerClass.probe,
            superclasses: ["UIView"])
        let host = RecordedNode(
            "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptorV10Introspect12\(role)__",
            superclasses: ["UIView"], children: [marker])
        return (host, marker)
    }
}
