@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Receiver search on hierarchies shaped like the recorded ones: a hosting view holding platform-view hosts,
/// each hosting a UIKit view, with the modifier's marker hosts as siblings (dumps 001, 013, 029).
@Suite("Receiver search")
struct ReceiverSearchTests {
    @Test func twoSiblingTextFieldsEachFindTheirOwn() {
        let first = Markers()
        let second = Markers()
        let firstField = textField("first")
        let secondField = textField("second")
        let tree1 = window(
            hostingView(
                first.around(platformHost("PlatformTextFieldAdaptor", firstField))
                    + second.around(platformHost("PlatformTextFieldAdaptor", secondField))
            ))
        #expect(first.search().find(.named("UITextField"), scope: .receiver).target === firstField)
        #expect(second.search().find(.named("UITextField"), scope: .receiver).target === secondField)
        withExtendedLifetime((tree1)) {}
    }

    @Test func nestedScrollViewsOuterAndInnerFindTheirOwn() {
        // ScrollView { Text; ScrollView(.horizontal) { … }.introspect(.scrollView) }.introspect(.scrollView)
        let outer = Markers()
        let inner = Markers()
        let innerScroll = node("SwiftUI.HostingScrollView", scrollViewClasses, node("SwiftUI.PlatformGroupContainer"))
        let outerScroll = node(
            "SwiftUI.HostingScrollView", scrollViewClasses,
            node(
                "SwiftUI.PlatformGroupContainer", ["UIView"],
                node("SwiftUI.CGDrawingView"),
                inner.anchorHost,
                platformHost("ScrollViewAdaptor", innerScroll),
                inner.probeHost
            )
        )
        let tree1 = window(hostingView(outer.around(platformHost("ScrollViewAdaptor", outerScroll))))
        #expect(outer.search().find(.named("UIScrollView"), scope: .receiver).target === outerScroll)
        #expect(inner.search().find(.named("UIScrollView"), scope: .receiver).target === innerScroll)
        // From the inner markers, the enclosing scroll view is an ancestor.
        #expect(inner.search().find(.named("UIScrollView"), scope: .ancestor).target === outerScroll)
        withExtendedLifetime((tree1)) {}
    }

    @Test func maskedTargetBehindExtraWrapperLevelsIsFound() {
        // .clipShape / .cornerRadius wrap the platform host in container views of their own.
        let markers = Markers()
        let toggle = node("UISwitch", ["UIControl", "UIView"], node("UISwitchModernVisualElement"))
        let tree1 = window(
            hostingView(
                markers.around(
                    node(
                        "_UIInheritedView", ["UIView"],
                        node(
                            "SwiftUI._UIShapeHitTestingView", ["UIView"],
                            platformHost("Switch", toggle)
                        )
                    )
                )))
        let result = markers.search().find(.named("UISwitch"), scope: .receiver)
        #expect(result.target === toggle)
        #expect(
            result.path.map(\.className) == [
                "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_9TupleView__", "_UIInheritedView",
                "SwiftUI._UIShapeHitTestingView",
                "_TtGC7SwiftUI21UIKitPlatformViewHostGVS_32PlatformViewRepresentableAdaptorSwitch__",
                "UISwitch",
            ])
        withExtendedLifetime((tree1)) {}
    }

    @Test func absentTargetIsNilAndTheResultSaysWhy() {
        // A Text is drawn by SwiftUI (CGDrawingView), not by a UILabel (dump 024).
        let markers = Markers()
        let drawing = node("SwiftUI.CGDrawingView")
        let tree1 = window(hostingView([node("SwiftUI._UIGraphicsView")] + markers.around(drawing)))
        let result = markers.search().find(.named("UILabel"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.node == nil)
        #expect(result.missReasons == [.noMatchBetweenMarkers(className: "UILabel", examined: 1)])
        #expect(result.missReasons.map(\.description) == ["no UILabel between the markers (1 node examined)"])
        #expect(sameNodes(result.visited, [drawing]))
        withExtendedLifetime((tree1)) {}
    }

    @Test func nodesBeforeTheAnchorAndAfterTheProbeAreNeverRead() {
        let markers = Markers()
        let before = textField("before")
        let after = textField("after")
        let tree1 = window(
            hostingView(
                [platformHost("PlatformTextFieldAdaptor", before)]
                    + markers.around(node("SwiftUI.CGDrawingView"))
                    + [platformHost("PlatformTextFieldAdaptor", after)]))
        let result = markers.search().find(.named("UITextField"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.visited.map(\.className) == ["SwiftUI.CGDrawingView"])
        withExtendedLifetime((tree1)) {}
    }

    @Test func theProbesOwnHostIsNeverTakenForTheReceiver() {
        // Searching for plain UIView: the first view between the markers is the content's host, and with no
        // content, nothing — never the probe's own platform-view host, which precedes the probe in pre-order.
        let markers = Markers()
        let contentHost = platformHost("Switch", node("UISwitch", ["UIControl", "UIView"]))
        let tree1 = window(hostingView(markers.around(contentHost)))
        #expect(markers.search().find(.named("UIView"), scope: .receiver).target === contentHost)

        let empty = Markers()
        let tree2 = window(hostingView(empty.around()))
        let result = empty.search().find(.named("UIView"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.missReasons == [.noMatchBetweenMarkers(className: "UIView", examined: 0)])
        withExtendedLifetime((tree1, tree2)) {}
    }

    /// A classic call inside the content (`Text(…).introspectScrollView { }` places one marker, in a zero-size
    /// overlay) on iOS 26, which draws the text into layers: the content's hosting view holds nothing but that
    /// marker's platform-view host.
    static func classicMarkerHost() -> RecordedNode {
        platformHost(
            "V10Introspect21UIKitIntrospectionView",
            RecordedNode(IntrospectionMarkerClass.probe, superclasses: ["UIView"], note: "classic call's marker"))
    }

    @Test func aTargetWhoseOnlyContentEndsInAnotherCallsMarkerIsStillTheTarget() {
        // A representable's scroll view whose one subview is a hosting view carrying a classic call's marker.
        let markers = Markers()
        let content = node("_TtGC7SwiftUI14_UIHostingViewGVS_4Text_", ["UIView"], Self.classicMarkerHost())
        let scroll = node("UIScrollView", ["UIView"], content)
        let scrollHost = platformHost("V5Notes14PagingScrollView", scroll)
        let tree1 = window(hostingView(markers.around(scrollHost)))
        let result = markers.search().find(.named("UIScrollView"), scope: .receiver)
        #expect(result.target === scroll)
        #expect(sameNodes(result.visited, [scrollHost, scroll]))
        // A plain UIView search takes the first view between the markers: the scroll view's host.
        #expect(markers.search().find(.named("UIView"), scope: .receiver).target === scrollHost)
        withExtendedLifetime((tree1)) {}
    }

    @Test func aControllerWhoseViewHoldsOnlyAnotherCallsMarkerIsStillTheTarget() {
        // `.introspect(.viewController, …)` on a representable hosting its own `UIHostingController`, whose
        // content carries a classic call.
        let markers = Markers()
        let inner = hostingController([Self.classicMarkerHost()], note: "represented")
        let representable = host(
            "P10$1a2b3c4d5e42PlatformViewControllerRepresentableAdaptorV5Notes6Editor", inner.rootView!)
        let screen = hostingController(markers.around(representable))
        screen.addChild(inner)
        let (root, _) = uiWindow(screen.rootView!)
        let result = hierarchySearch(markers).find(query(.viewController, "UIHostingController"), scope: .receiver)
        #expect(result.target?.location.handed == .controller(inner))
        withExtendedLifetime(root) {}
    }

    @Test func aHostHoldingOnlyAMarkerIsNeverTheTarget() {
        // The decoys of the two tests above: the marker's own platform-view host, alone between the markers or
        // stacked with another call's markers, is never handed over, nor is anything inside it.
        let lone = Markers()
        let tree1 = window(hostingView(lone.around(Self.classicMarkerHost())))
        let alone = lone.search().find(.named("UIView"), scope: .receiver)
        #expect(alone.target == nil)
        #expect(alone.missReasons == [.noMatchBetweenMarkers(className: "UIView", examined: 0)])

        let outer = Markers()
        let inner = Markers()
        let tree2 = window(hostingView([outer.anchorHost] + inner.around() + [outer.probeHost]))
        #expect(outer.search().find(.named("UIView"), scope: .receiver).target == nil)
        withExtendedLifetime((tree1, tree2)) {}
    }

    @Test func contentSharingAContainerWithTheProbeIsStillBetweenTheMarkers() {
        // If the probe's host sits in a container together with the view's content, the container is not a
        // candidate (it holds the probe) but the content before the probe is.
        let markers = Markers()
        let slider = node("UISlider", ["UIControl", "UIView"])
        let container = node("_UIInheritedView", ["UIView"], platformHost("SystemSlider", slider), markers.probeHost)
        let tree1 = window(hostingView([markers.anchorHost, container]))
        let result = markers.search().find(.named("UIView"), scope: .receiver)
        #expect(result.target === slider.parent)
        #expect(markers.search().find(.named("UISlider"), scope: .receiver).target === slider)
        withExtendedLifetime((tree1)) {}
    }

    @Test func aFocusedTextFieldsFieldEditorIsNotTheEnclosingScrollView() {
        // ScrollView { TextField(…).introspect(.scrollView, scope: .ancestor) } with the field focused: the
        // field editor inside the UITextField is a UIScrollView between the markers.
        let markers = Markers()
        let field = textField("focused", focused: true)
        let scroll = node(
            "SwiftUI.HostingScrollView", scrollViewClasses,
            node(
                "SwiftUI.PlatformGroupContainer", ["UIView"], markers.anchorHost,
                platformHost("PlatformTextFieldAdaptor", field), markers.probeHost))
        let tree1 = window(hostingView([platformHost("ScrollViewAdaptor", scroll)]))
        let scrollViews = NodeMatcher<RecordedNode, RecordedNode>.named("UIScrollView").excluding(
            classNamed: "UIFieldEditor")

        #expect(markers.search().find(scrollViews, scope: .ancestor).target === scroll)
        #expect(markers.search().find(scrollViews, scope: [.receiver, .ancestor]).target === scroll)
        let receiver = markers.search().find(scrollViews, scope: .receiver)
        #expect(receiver.target == nil)
        #expect(
            receiver.missReasons.map(\.description) == [
                "no UIScrollView except UIFieldEditor between the markers (4 nodes examined)"
            ])
        // The text field itself is still found, and an unfiltered scroll-view test would take the editor.
        #expect(markers.search().find(.named("UITextField"), scope: .receiver).target === field)
        #expect(markers.search().find(.named("UIScrollView"), scope: .receiver).target?.className == "UIFieldEditor")
        withExtendedLifetime((tree1)) {}
    }

    @Test func markersInDifferentTreesHaveNoCommonAncestor() {
        let markers = Markers()
        let tree1 = window(hostingView([markers.anchorHost]))
        let tree2 = window(hostingView([markers.probeHost]))
        let result = markers.search().find(.named("UIView"), scope: .receiver)
        #expect(result.missReasons == [.noCommonAncestor])
        #expect(result.commonAncestor == nil)
        withExtendedLifetime((tree1, tree2)) {}
    }

    @Test func markersInTheWrongOrderAreReported() {
        let markers = Markers()
        let tree1 = window(hostingView([markers.probeHost, textField("x"), markers.anchorHost]))
        let result = markers.search().find(.named("UITextField"), scope: .receiver)
        #expect(result.target == nil)
        #expect(result.missReasons == [.probeBeforeAnchor])
        withExtendedLifetime((tree1)) {}
    }

    @Test func aProbeInsideTheAnchorLeavesNothingBetween() {
        let markers = Markers()
        markers.anchor.append(markers.probeHost)
        let tree1 = window(hostingView([markers.anchorHost]))
        #expect(markers.search().find(.named("UIView"), scope: .receiver).missReasons == [.probeInsideAnchor])
        let reversed = Markers()
        reversed.probe.append(reversed.anchorHost)
        let tree2 = window(hostingView([reversed.probeHost]))
        #expect(reversed.search().find(.named("UIView"), scope: .receiver).missReasons == [.anchorInsideProbe])
        withExtendedLifetime((tree1, tree2)) {}
    }

    @Test func traceListsVisitedNodesAndThePathFromTheCommonAncestor() {
        let markers = Markers()
        let stepper = node("UIStepper", ["UIControl", "UIView"])
        let host = platformHost("UIKitStepper", stepper)
        let root = hostingView(markers.around(node("SwiftUI.CGDrawingView"), host))
        let tree1 = window(root)
        let result = markers.search().find(.named("UIStepper"), scope: .receiver)
        #expect(result.target === stepper)
        #expect(result.commonAncestor === root)
        #expect(result.visited.map(\.className) == ["SwiftUI.CGDrawingView", host.className, "UIStepper"])
        #expect(sameNodes(result.path, [root, host, stepper]))
        #expect(result.cost.nodesVisited == 3)
        #expect(result.missReasons.isEmpty)
        #expect(result.description.hasPrefix("found UIStepper (scope: receiver)\npath: "))
        withExtendedLifetime((tree1)) {}
    }

    @Test func withoutTracingNoNodesAreKept() {
        let markers = Markers()
        let tree1 = window(hostingView(markers.around(textField("x"))))
        let result = markers.search(recordsTrace: false).find(.named("UITextField"), scope: .receiver)
        #expect(result.isHit)
        #expect(result.visited.isEmpty)
        #expect(result.cost.nodesVisited == 1)
        withExtendedLifetime((tree1)) {}
    }
}
