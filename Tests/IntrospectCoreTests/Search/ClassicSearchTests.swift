@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
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
            root = window(
                hostingView([
                    platformHost("PlatformTextFieldAdaptor", a), platformHost("PlatformTextFieldAdaptor", b),
                    markerHost,
                ]))
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

    @Test func nextSiblingStartsWithTheEntry() {
        // The original's range is `entryIndex..<endIndex`: the entry itself comes first.
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        let aHost = scene.a.parent!
        let bHost = scene.b.parent!
        #expect(classic.nextSibling(containing: .named("UITextField"), from: aHost) === scene.a)
        #expect(classic.nextSibling(ofType: .named("UIView"), from: aHost) === aHost)
        #expect(classic.nextSibling(ofType: .named("UITextField"), from: scene.a) === scene.a)
        // After the entry, the following siblings in order.
        #expect(classic.nextSibling(containing: .named("IntrospectionUIView"), from: bHost) === scene.marker)
        #expect(classic.nextSibling(containing: .named("UITextField"), from: scene.markerHost) == nil)
    }

    @Test func previousSiblingNeverIncludesTheEntry() {
        let scene = TwoFields()
        var classic = ClassicSearch<RecordedNode>()
        let aHost = scene.a.parent!
        let bHost = scene.b.parent!
        #expect(classic.previousSibling(containing: .named("UITextField"), from: bHost) === scene.a)
        #expect(classic.previousSibling(ofType: .named("UIView"), from: bHost) === aHost)
        #expect(classic.previousSibling(containing: .named("UITextField"), from: aHost) == nil)
        #expect(classic.previousSibling(ofType: .named("UIView"), from: aHost) == nil)
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
        let scroll = node(
            "SwiftUI.HostingScrollView", scrollViewClasses,
            node("SwiftUI.PlatformGroupContainer", ["UIView"], platformHost("IntrospectionView", marker)))
        let tree = window(hostingView([platformHost("ScrollViewAdaptor", scroll)]))
        var classic = ClassicSearch<RecordedNode>()
        let scrollViews = NodeMatcher<RecordedNode, RecordedNode>.named("UIScrollView")
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
        let first = node("UITextView", scrollViewClasses)
        let second = node("UITextView", scrollViewClasses)
        let tree = window(
            hostingView([
                node("Wrapper", ["UIView"], first), node("Wrapper", ["UIView"], second),
                node("Holder", ["UIView"], marker),
            ]))
        var classic = ClassicSearch<RecordedNode>()
        // Two matches under the hosting view: the chooser settles it there…
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) { $0.last } === second)
        // …without one, the climb goes on, and the drop-shadow view's only subtree yields its first match.
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) === first)
        first.removeFromParent()
        #expect(classic.findAncestorOrAncestorChild(.named("UITextView"), from: marker) === second)
        withExtendedLifetime(tree) {}
    }

    @Test func controllerFindChildChecksTheRootLast() {
        // The original's controller form: each child before its subtree, the root only when all fail.
        let deep = RecordedController("Deep", superclasses: ["Target"])
        let sibling = RecordedController(
            "Sibling", superclasses: ["Target"], children: [RecordedController("Nested", superclasses: ["Target"])])
        let root = RecordedController(
            "Root", superclasses: ["Target"],
            children: [
                RecordedController("Plain", superclasses: [], children: [deep]),
                sibling,
            ])
        var classic = ClassicSearch<RecordedController>()
        #expect(classic.findChildOrSelf(.named("Target"), in: root) === deep)
        #expect(classic.findChild(.named("Target"), in: root) === deep)
        let lonely = RecordedController(
            "Lonely", superclasses: ["Target"], children: [RecordedController("Plain", superclasses: [])])
        #expect(classic.findChildOrSelf(.named("Target"), in: lonely) === lonely)
        #expect(classic.findChild(.named("Target"), in: lonely) == nil)
    }

    @Test func controllerPreviousSiblingSearchesDescendantsThenTheSibling() {
        let inner = RecordedController("Inner", superclasses: ["UINavigationController"])
        let outer = RecordedController("Outer", superclasses: ["UINavigationController"], children: [inner])
        let direct = RecordedController("Direct", superclasses: ["UINavigationController"])
        let entry = RecordedController("Injected", superclasses: ["UIViewController"])
        let parent = RecordedController("Hosting", children: [outer, entry])
        var classic = ClassicSearch<RecordedController>()
        // `containing`: the sibling's descendants first, then the sibling itself.
        #expect(classic.previousSibling(containingOrBeing: .named("UINavigationController"), from: entry) === inner)
        #expect(classic.previousSibling(ofType: .named("UINavigationController"), from: entry) === outer)
        // Nearest sibling first.
        parent.addChild(direct)
        parent.addChild(entry)
        #expect(classic.previousSibling(containingOrBeing: .named("UINavigationController"), from: entry) === direct)
        // The view form never takes the sibling itself.
        #expect(classic.previousSibling(containing: .named("UINavigationController"), from: entry) === inner)
        #expect(classic.previousSibling(containingOrBeing: .named("UINavigationController"), from: outer) == nil)
    }

    @Test func findChildUsingFrameHasOneCandidatePerChildAndLetsTheChooserSettleSeveral() {
        // Child 1 holds a text field deep down; child 2 is one; child 3 holds none.
        let deep = textField("deep")
        let direct = RecordedNode("UITextField", superclasses: textFieldClasses, note: "direct")
        let later = textField("later")
        let root = node(
            "Root", ["UIView"], node("Wrapper", ["UIView"], node("Inner", ["UIView"], deep), later), direct,
            node("Empty"))
        var classic = ClassicSearch<RecordedNode>()
        var offered: [RecordedNode] = []
        let chosen = classic.findChildUsingFrame(.named("UITextField"), in: root) { candidates in
            offered = candidates
            return candidates.last
        }
        // One per child: the wrapper's first match (not `later`), then the child that is one.
        #expect(sameNodes(offered, [deep, direct]))
        #expect(chosen === direct)
        // No candidate contains the entry's centre: nothing.
        #expect(classic.findChildUsingFrame(.named("UITextField"), in: root) { _ in nil } == nil)
        // A lone candidate needs no choice.
        direct.removeFromParent()
        var asked = false
        #expect(
            classic.findChildUsingFrame(.named("UITextField"), in: root) { _ in
                asked = true
                return nil
            } === deep)
        #expect(!asked)
        #expect(classic.findChildUsingFrame(.named("UISlider"), in: root) { $0.first } == nil)
    }

    @Test func scrollViewSelectorTriesSiblingThenAncestorThenSiblingSubtreeThenAncestorChild() {
        // Marker beside a scroll view, inside another scroll view, after a host that holds a third.
        let marker = RecordedNode("IntrospectionUIView", superclasses: ["UIView"])
        let markerHost = platformHost("IntrospectionView", marker)
        let siblingScroll = node("SwiftUI.HostingScrollView", scrollViewClasses)
        let nestedScroll = node("UIScrollView", scrollViewClasses)
        let nestingHost = platformHost("Wrapper", node("Clip", ["UIView"], nestedScroll))
        let container = node("SwiftUI.PlatformGroupContainer", ["UIView"], nestingHost, siblingScroll, markerHost)
        let outerScroll = node("SwiftUI.HostingScrollView", scrollViewClasses, container)
        let tree = window(hostingView([outerScroll]))
        let scrollViews = NodeMatcher<RecordedNode, RecordedNode>.named("UIScrollView")
        var classic = ClassicSearch<RecordedNode>()
        // 1. A previous sibling that is a scroll view.
        #expect(
            classic.siblingOrAncestorOrSiblingContainingOrAncestorChild(scrollViews, from: marker) === siblingScroll)
        // 2. Without it, the enclosing scroll view, before a sibling's nested one.
        siblingScroll.removeFromParent()
        #expect(classic.siblingOrAncestorOrSiblingContainingOrAncestorChild(scrollViews, from: marker) === outerScroll)
        #expect(classic.run(.siblingContainingOrAncestor, scrollViews, from: marker) === nestedScroll)
        // 3. Without an enclosing one, the scroll view inside a previous sibling.
        container.removeFromParent()
        let screen = tree.children[0].children[0].children[0]
        outerScroll.removeFromParent()
        screen.append(container)
        #expect(classic.siblingOrAncestorOrSiblingContainingOrAncestorChild(scrollViews, from: marker) === nestedScroll)
        // 4. Without that, a scroll view in an ancestor's other children.
        nestingHost.removeFromParent()
        let elsewhere = node("UIScrollView", scrollViewClasses, note: "elsewhere")
        screen.insert(node("Holder", ["UIView"], elsewhere), at: 0)
        #expect(classic.siblingOrAncestorOrSiblingContainingOrAncestorChild(scrollViews, from: marker) === elsewhere)
        #expect(
            classic.run(.siblingOrAncestorOrSiblingContainingOrAncestorChild, scrollViews, from: marker) === elsewhere)
        withExtendedLifetime(tree) {}
    }

    @Test func firstChildNamedLooksAtDirectChildrenOnly() {
        // The original's paged TabView before iOS 16: the collection view's first `EmbeddedScrollView` child.
        let embedded = node("_TtC7SwiftUIP33_EmbeddedScrollView", scrollViewClasses)
        let later = node("_TtC7SwiftUIP33_EmbeddedScrollView", scrollViewClasses)
        let collection = node(
            "UICollectionView", ["UIScrollView", "UIView"],
            node("Cell", ["UIView"], node("_TtC7SwiftUIP33_EmbeddedScrollView", scrollViewClasses)),
            node("_TtC7SwiftUIP33_EmbeddedScrollViewLookalike", ["UIView"]),
            embedded, later)
        var classic = ClassicSearch<RecordedNode>()
        #expect(classic.firstChild(named: "EmbeddedScrollView", .named("UIScrollView"), of: collection) === embedded)
        #expect(classic.firstChild(named: "EmbeddedScrollView", .named("UISlider"), of: collection) == nil)
    }
}
