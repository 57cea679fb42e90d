@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A node in a test tree: a class name, its superclasses, and children.
func node(_ className: String, _ superclasses: [String] = ["UIView"], note: String? = nil, _ children: RecordedNode...)
    -> RecordedNode
{
    RecordedNode(className, superclasses: superclasses, note: note, children: children)
}

/// The two markers a modifier places: each a plain view inside its own platform-view host, the way SwiftUI hosts
/// a `UIViewRepresentable` put in `.background` (anchor) or `.overlay` (probe).
struct Markers {
    let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: ["UIView"], note: "anchor")
    let probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"], note: "probe")
    let anchorHost: RecordedNode
    let probeHost: RecordedNode

    init() {
        anchorHost = node(
            "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptorV10Introspect12AnchorMarker__",
            ["UIView"])
        probeHost = node(
            "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptorV10Introspect11ProbeMarker__",
            ["UIView"])
        anchorHost.append(anchor)
        probeHost.append(probe)
    }

    /// `content` bracketed by the markers' hosts, as SwiftUI orders `.background`, the view and `.overlay`.
    func around(_ content: RecordedNode...) -> [RecordedNode] {
        [anchorHost] + content + [probeHost]
    }

    func search(recordsTrace: Bool = true) -> IntrospectionSearch<RecordedNode> {
        IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: recordsTrace)
    }
}

/// A platform-view host as SwiftUI makes one for a representable (`UIKitPlatformViewHost<…>`, iOS 18+ naming).
func platformHost(_ adaptor: String, _ content: RecordedNode...) -> RecordedNode {
    RecordedNode(
        "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptor\(adaptor)__",
        superclasses: ["UIView"], children: content)
}

/// A hosting view (`_UIHostingView<…>`) holding `children` directly, as SwiftUI flattens stacks into it.
func hostingView(_ children: [RecordedNode]) -> RecordedNode {
    RecordedNode(
        "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_9TupleView__", superclasses: ["UIView"], children: children)
}

/// The window chain above a root hosting view: window → transition view → drop shadow view (dump 001, lines 1–3).
func window(_ hosting: RecordedNode) -> RecordedNode {
    node("UIWindow", ["UIView"], node("UITransitionView", ["UIView"], node("UIDropShadowView", ["UIView"], hosting)))
}

let textFieldClasses = ["UITextField", "UIControl", "UIView"]
let scrollViewClasses = ["UIScrollView", "UIView"]

/// A text field as UIKit builds it, optionally focused: a focused field holds a `UIFieldEditor`, itself a
/// `UIScrollView` (the catalog's note on `textField`, seen on iOS 26.5).
func textField(_ label: String, focused: Bool = false) -> RecordedNode {
    let field = RecordedNode("UITextField", superclasses: ["UIControl", "UIView"], note: label)
    field.append(node("_UITextLayoutCanvasView"))
    if focused {
        field.append(node("UIFieldEditor", scrollViewClasses, node("_UITextLayoutView")))
    }
    return field
}

/// Whether two node lists hold the same objects in the same order.
func sameNodes(_ lhs: [RecordedNode], _ rhs: [RecordedNode]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
