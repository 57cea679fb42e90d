import IntrospectCore

/// A hierarchy shaped like an iOS 16 `List` recorded with `recursiveDescription` (see the fixture of dump 001):
/// hosting view → platform-view host → collection view → cells → cell hosting views, with the modifier's
/// markers placed the way SwiftUI places `.background` and `.overlay` content, each in its own platform-view
/// host.
struct SampleHierarchy {
    let root: RecordedNode
    let listMarkers: (anchor: RecordedNode, probe: RecordedNode)
    let rowMarkers: (anchor: RecordedNode, probe: RecordedNode)

    init() {
        func markerHost(_ role: String) -> (host: RecordedNode, marker: RecordedNode) {
            let marker = RecordedNode("IntrospectionMarkerView", superclasses: ["UIView"], note: role)
            let host = RecordedNode(
                "_TtGC7SwiftUI16PlatformViewHostGVS_P10$1a0ff781832PlatformViewRepresentableAdaptorV10Introspect12\(role)Marker__",
                superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"],
                children: [marker]
            )
            return (host, marker)
        }
        func row(_ index: Int, markers: (anchor: RecordedNode, probe: RecordedNode)? = nil) -> RecordedNode {
            let textField = RecordedNode("UITextField", superclasses: ["UIControl", "UIView"], note: "row \(index)")
            let textFieldHost = RecordedNode(
                "_TtGC7SwiftUI16PlatformViewHostGVS_P10$1a0ff781832PlatformViewRepresentableAdaptorVS_24PlatformTextFieldAdaptor__",
                superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"],
                children: [textField]
            )
            var content = [textFieldHost]
            if let markers {
                content = [markers.anchor.hierarchyParent!, textFieldHost, markers.probe.hierarchyParent!]
            }
            return RecordedNode("SwiftUI.ListCollectionViewCell", superclasses: ["UICollectionViewListCell", "UICollectionViewCell", "UIView"], children: [
                RecordedNode("_UISystemBackgroundView", superclasses: ["UIView"]),
                RecordedNode("_UICollectionViewListCellContentView", superclasses: ["UIView"], children: [
                    RecordedNode("_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__", superclasses: ["UIView"], children: content),
                ]),
            ])
        }
        let rowAnchor = markerHost("Anchor")
        let rowProbe = markerHost("Probe")
        let listAnchor = markerHost("Anchor")
        let listProbe = markerHost("Probe")
        let collectionView = RecordedNode(
            "SwiftUI.UpdateCoalescingCollectionView",
            superclasses: ["UICollectionView", "UIScrollView", "UIView"],
            children: [row(0), row(1, markers: (rowAnchor.marker, rowProbe.marker)), row(2)]
        )
        let listHost = RecordedNode(
            "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____",
            superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"],
            children: [collectionView]
        )
        root = RecordedNode("UIWindow", superclasses: ["UIView"], children: [
            RecordedNode("UITransitionView", superclasses: ["UIView"], children: [
                RecordedNode("UIDropShadowView", superclasses: ["UIView"], children: [
                    RecordedNode("_TtGC7SwiftUI14_UIHostingViewGVS_4ListOs5NeverGVS_7ForEach__", superclasses: ["UIView"], children: [
                        listAnchor.host, listHost, listProbe.host,
                    ]),
                ]),
            ]),
        ])
        listMarkers = (listAnchor.marker, listProbe.marker)
        rowMarkers = (rowAnchor.marker, rowProbe.marker)
    }
}
