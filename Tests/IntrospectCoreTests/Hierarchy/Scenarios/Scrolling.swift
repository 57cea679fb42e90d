@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `ScrollView` on every platform.
@Suite("Scrolling scenarios")
struct ScrollingScenarios {
    static let all: [Scenario] = [
        Scenario("scrollView", .iOS, "UIScrollView", from: 13, shape: ScrollShapes.iOSShape) {
            ScrollShapes.scrollView(.uiKit)
        },
        Scenario("scrollView", .tvOS, "UIScrollView", from: 13, shape: ScrollShapes.tvShape) {
            ScrollShapes.scrollView(.uiKitBefore18, inNavigationStack: false, withTextInput: false)
        },
        Scenario("scrollView", .macOS, "NSScrollView", from: OSVersion(10, 15), shape: ScrollShapes.macShape) {
            ScrollShapes.macScrollView(.appKit)
        },
        Scenario("scrollView", .visionOS, "UIScrollView", from: 1, shape: ScrollShapes.visionShape) {
            ScrollShapes.scrollView(.uiKit, wolfIndicator: true)
        },
        Scenario("refreshControl", .iOS, "UIRefreshControl", from: 15, shape: ScrollShapes.refreshShape) {
            ScrollShapes.refreshControl(.uiKit)
        },
        Scenario("refreshControl", .visionOS, "UIRefreshControl", from: 1, shape: ScrollShapes.refreshShape) {
            ScrollShapes.refreshControl(.uiKit)
        },
    ]

    @Test("Scroll views", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }
}

/// The scenes of scroll views: a `ScrollView` in a `NavigationStack`, its content holding a focused text field
/// (a `UIFieldEditor`), a `TextEditor` (a `UITextView`) and a horizontal `ScrollView` with its own modifier.
enum ScrollShapes {
    static let iOSShape = """
        Fixtures/033-adfreader-ios18-superview-chain-scrollview-background.txt lines 1–9 (iOS 18.2): a `.background` \
        representable of a ScrollView in NavigationStack content lands in a sibling PlatformViewHost under the content's \
        HostingView (line 1), the stack's UILayoutContainerView in PlatformViewHost<…NavigationStackRepresentable> (lines 2–3), \
        the scroll view is SwiftUI's HostingScrollView whose subviews are [PlatformGroupContainer, \
        _UIScrollViewScrollIndicator] (lines 6–9); the text field and editor in the content as Fixtures/034 lines 1–2
        """
    static let tvShape = """
        argued: no tvOS dump; tvOS builds ScrollView on UIScrollView for every version (reference library \
        ScrollView.swift, tvOS constants); the scroll view's shape as Fixtures/033 lines 6–9, at the root of the screen
        """
    static let visionShape = """
        argued: no visionOS ScrollView dump; the shape of Fixtures/033 lines 1–9 with visionOS's scroll indicator \
        (_UIScrollViewWolfScrollIndicator, Fixtures/011, the object whose className is on line 310)
        """
    static let macShape = """
        Fixtures/032-metalui-macos26-ax-tree-list-scrollview.txt lines 82–88 (an accessibility walk): NSHostingView → \
        HostingScrollView (an NSScrollView) with an NSScroller; the clip view and its document view are argued from AppKit \
        (NSScrollView.contentView is an NSClipView holding the document view)
        """

    static let refreshShape = """
        argued: no dump shows a refresh control; UIKit documents UIScrollView.refreshControl ("The refresh control \
        associated with the scroll view"), and adds the control to the scroll view as a subview; the list's scroll \
        view as Fixtures/033 lines 6–9
        """

    /// `ScrollView { List { … }.refreshable {}.introspect(.refreshControl) }.refreshable {}`: the list's scroll
    /// view between the markers holds its control, and so does the outer scroll view around them (the decoy the
    /// ancestor scope would take); a row holds a refreshable scroll view of its own, after the list's.
    static func refreshControl(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        func refreshable(_ content: [RecordedNode], note: String) -> (scroll: RecordedNode, control: RecordedNode) {
            let control = kit.view("UIRefreshControl", ["UIControl"], note: note)
            let scroll = kit.view(
                "SwiftUI.HostingScrollView", ["UIScrollView"],
                children: [control, kit.view("PlatformGroupContainer", [], children: content)])
            scroll.refreshControl = control
            return (scroll, control)
        }
        let row = refreshable([kit.view("SwiftUI.CGDrawingView")], note: "a row's")
        let list = refreshable([kit.view("SwiftUI.CGDrawingView"), row.scroll], note: "the list's")
        let outer = refreshable(markers.around(list.scroll), note: "the outer scroll view's")
        let screen = kit.screen("ScrollView<List>", [outer.scroll])
        return SceneSetup(markers, expects: .view(list.control), retaining: screen.retained + [outer.control])
    }

    /// SwiftUI's scroll view: a `HostingScrollView` holding a `PlatformGroupContainer` with the content, then
    /// the scroll indicator (Fixtures/033 lines 6–9).
    static func hostingScrollView(_ kit: Kit, _ content: [RecordedNode], wolfIndicator: Bool = false) -> RecordedNode {
        let indicator =
            wolfIndicator
            ? kit.view(
                "_UIScrollViewWolfScrollIndicator", [], kit.view("UIView"),
                kit.view("_UIScrollViewWolfScrollIndicatorView"))
            : kit.view("_UIScrollViewScrollIndicator", [], kit.view("UIView"))
        return kit.view(
            "SwiftUI.HostingScrollView", ["UIScrollView"], kit.view("PlatformGroupContainer", [], children: content),
            indicator)
    }

    /// `NavigationStack { ScrollView { TextField; TextEditor; ScrollView(.horizontal) { … }.introspect(.scrollView) }
    /// .introspect(.scrollView) }`.
    static func scrollView(
        _ kit: Kit, inNavigationStack: Bool = true, withTextInput: Bool = true, wolfIndicator: Bool = false
    ) -> SceneSetup {
        let markers = kit.markers()
        let innerMarkers = kit.markers()
        let nested = hostingScrollView(kit, [kit.view("SwiftUI.CGDrawingView")], wolfIndicator: wolfIndicator)
        let textInput =
            withTextInput
            ? [TextShapes.textFieldHost(kit, focused: true).host, TextShapes.textEditorHost(kit).host] : []
        let scroll = hostingScrollView(kit, textInput + innerMarkers.around(nested), wolfIndicator: wolfIndicator)
        guard inNavigationStack else {
            let screen = kit.screen("ScrollView<VStack>", markers.around(scroll))
            return SceneSetup(markers, expects: .view(scroll), retaining: screen.retained)
        }
        let stack = kit.navigationStack(markers.around(scroll))
        let screen = kit.screen([stack.host], adopting: [stack.navigation])
        return SceneSetup(markers, expects: .view(scroll), retaining: screen.retained)
    }

    /// SwiftUI's AppKit scroll view: `HostingScrollView` → `NSClipView` → the content's document view, then the
    /// scroller (Fixtures/032 lines 84 and 88).
    static func appKitScrollView(_ kit: Kit, _ content: [RecordedNode]) -> RecordedNode {
        kit.view(
            "HostingScrollView", ["NSScrollView"],
            kit.view("NSClipView", [], kit.view("SwiftUI.PlatformDocumentView", [], children: content)),
            kit.view("NSScroller", ["NSControl"]))
    }

    /// `ScrollView { TextEditor; ScrollView(.horizontal) { … }.introspect(.scrollView) }.introspect(.scrollView)`
    /// on macOS: the editor's scroll view and the inner scroll view are both after the outer one.
    static func macScrollView(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let innerMarkers = kit.markers()
        let nested = appKitScrollView(kit, [])
        let outer = appKitScrollView(kit, [TextShapes.appKitEditorHost(kit).host] + innerMarkers.around(nested))
        let screen = kit.screen("ScrollView<LazyVStack>", markers.around(outer))
        return SceneSetup(markers, expects: .view(outer), retaining: screen.retained)
    }
}
