import IntrospectCore
import Testing

/// The original library's strategies: one `.overlay` marker, looking around it.
@Suite("Classic strategies")
struct ClassicSearchTests {
    /// VStack { TextField("a"); TextField("b").introspectTextField { } }: the marker's host follows b's host.
    struct TwoFields {
        let marker = RecordedNode("IntrospectionUIView", superclasses: ["UIView"])
        let a = textField("a"), b = textField("b")
        let markerHost: RecordedNode
        let root: RecordedNode

        init() {
            markerHost = platformHost("IntrospectionView", marker)
            root = window(hostingView([platformHost("PlatformTextFieldAdaptor", a), platformHost("PlatformTextFieldAdaptor", b), markerHost]))
        }
    }

    @Test func viewHostIsTheNearestAncestorNamedViewHost() {
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        #expect(classic.findViewHost(from: scene.marker) === scene.markerHost)
        #expect(classic.findHostingView(from: scene.marker)?.className.contains("_UIHostingView") == true)
        #expect(classic.findViewHost(from: scene.root) == nil)
    }

    @Test func previousSiblingContainingSearchesNearestSiblingFirst() {
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        #expect(classic.previousSibling(containing: .named("UITextField"), from: scene.markerHost) === scene.b)
        #expect(classic.siblingContaining(.named("UITextField"), from: scene.marker) === scene.b)
        // "containing": a sibling itself is not a candidate, only its subtree.
        #expect(classic.previousSibling(containing: .named("UIView"), from: scene.markerHost) === scene.b)
        #expect(classic.previousSibling(ofType: .named("UIView"), from: scene.markerHost) === scene.b.parent)
    }

    @Test func nextSiblingLooksAfterTheEntry() {
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        let aHost = scene.a.parent!
        #expect(classic.nextSibling(containing: .named("UITextField"), from: aHost) === scene.b)
        #expect(classic.nextSibling(ofType: .named("UIView"), from: aHost) === scene.b.parent)
        #expect(classic.nextSibling(containing: .named("UITextField"), from: scene.markerHost) == nil)
    }

    @Test func findChildIsDepthFirstAndExcludesTheRoot() {
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        #expect(classic.findChild(.named("UITextField"), in: scene.root) === scene.a)
        #expect(classic.findChild(.named("UITextField"), in: scene.a) == nil)
        #expect(classic.findAncestor(.named("UIWindow"), from: scene.marker) === scene.root)
    }

    @Test func compositionsFallBackInTheirOrder() {
        // A marker inside a scroll view's content with no sibling scroll view: sibling search fails, the
        // ancestor fallback finds the scroll view.
        let marker = RecordedNode("IntrospectionUIView", superclasses: ["UIView"])
        let scroll = node("SwiftUI.HostingScrollView", scrollViewClasses, node("SwiftUI.PlatformGroupContainer", ["UIView"], platformHost("IntrospectionView", marker)))
        let tree = window(hostingView([platformHost("ScrollViewAdaptor", scroll)]))
        var classic = ClassicSearch<RecordedNode>()
        let scrollViews = NodeClassTest<RecordedNode, RecordedNode>.named("UIScrollView")
        #expect(classic.siblingContaining(scrollViews, from: marker) == nil)
        #expect(classic.siblingOfType(scrollViews, from: marker) == nil)
        #expect(classic.siblingContainingOrAncestor(scrollViews, from: marker) === scroll)
        #expect(classic.siblingOfTypeOrAncestor(scrollViews, from: marker) === scroll)
        #expect(classic.ancestorOrSiblingContaining(scrollViews, from: marker) === scroll)
        #expect(classic.ancestorOrSiblingOfType(scrollViews, from: marker) === scroll)
        #expect(classic.siblingContainingOrAncestorOrAncestorChild(scrollViews, from: marker) === scroll)
        #expect(classic.cost.nodesVisited > 0)
        withExtendedLifetime(tree) {}
    }

    @Test func ancestorChildNeedsAUniqueMatchOrAChooser() {
        // TextEditor in the original library: the text view is a child of an ancestor, not a sibling's.
        let marker = RecordedNode("IntrospectionUIView", superclasses: ["UIView"])
        let first = node("UITextView", scrollViewClasses), second = node("UITextView", scrollViewClasses)
        let tree = window(hostingView([node("Wrapper", ["UIView"], first), node("Wrapper", ["UIView"], second), node("Holder", ["UIView"], marker)]))
        var classic = ClassicSearch<RecordedNode>()
        // Two matches under the hosting view: the chooser settles it there…
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) { $0.last } === second)
        // …without one, the climb goes on, and the drop-shadow view's only subtree yields its first match.
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) === first)
        first.removeFromParent()
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) === second)
        withExtendedLifetime(tree) {}
    }
}
