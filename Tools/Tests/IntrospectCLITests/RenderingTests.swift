@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

@testable import IntrospectCLI

@Suite("Command-line renderings")
struct RenderingTests {
    @Test func explainJSONKeepsItsDocumentedShape() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let explanation = DumpExplanation(dump: dump, className: "UICollectionView", viewType: "list")
        let json = ExplanationRendering.json(
            explanation, dump: dump,
            request: ExplanationRequest(view: "list", statedOS: "iOS 16"), error: nil, status: 0)
        #expect(
            json.hasPrefix(
                #"{"format": "recursiveDescription", "regions": [{"format": "recursiveDescription", "#
                    + #""lines": [1, 29]}], "os": "iOS 16", "view": "list", "expectedClass": "UICollectionView", "matches": "#
                    + #"[{"line": 6, "column": 26, "class": "SwiftUI.UpdateCoalescingCollectionView", "#
                    + #""publicClass": "UICollectionView", "host": "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817List"#
            ))
        #expect(
            json.hasSuffix(
                #""SwiftUI.UpdateCoalescingCollectionView"], "rootViewOf": null, "belongsTo": null, "#
                    + #""ownObject": true, "duplicates": []}], "appObjects": [], "warnings": [], "diagnostics": ["the dump "#
                    + #"holds no Introspect markers: every UICollectionView is listed with the platform-view host it sits "#
                    + #"under"], "error": null, "exitCode": 0}"#
            ))
    }

    @Test func missesHaveEmptyMatchesAndNullOS() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let explanation = DumpExplanation(dump: dump, className: "UITableView")
        #expect(
            ExplanationRendering.json(explanation, dump: dump, request: ExplanationRequest(), error: nil, status: 0)
                == #"{"format": "recursiveDescription", "regions": [{"format": "recursiveDescription", "lines": [1, 29]}], "#
                + #""os": null, "view": null, "expectedClass": "UITableView", "matches": [], "appObjects": [], "#
                + #""warnings": [], "diagnostics": ["no UITableView in the dump (29 views examined): SwiftUI drew this "#
                + #"content itself, or used another class"], "error": null, "exitCode": 0}"#)
    }

    /// A class the text names where no view was read is pointed at, line by line (a word, not part of a longer
    /// name, nor a method's class in a stack frame): the reader, not SwiftUI, is why nothing was found.
    @Test func missesPointAtTheLinesThatNameTheClass() throws {
        let dump = try HierarchyDump(
            parsing: """
                <NSWindow: 0x1; frame = (0 0; 320 568)>
                   | <NSView: 0x2; frame = (0 0; 320 568)>
                the scroll view → NSClipView → documentView
                -[NSClipViewHelper scroll] and NSClipView.scroll(to:), -[NSClipView scrollToPoint:]
                NSClipView (the document's)
                """)
        #expect(
            DumpExplanation(dump: dump, className: "NSClipView").diagnostics.first
                == "no NSClipView in the dump (2 views examined): lines 3, 5 name it, but not as a view the reader "
                + "could place (see `introspect tree`)")
    }

    /// Without markers, a match of the class that is not SwiftUI's own object for the view says so.
    @Test func matchesThatAreNotSwiftUIsOwnObjectsSaySo() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 10 10)>
                   | <UICollectionView: 0x2; frame = (0 0; 10 10)>
                   | <_TtC7SwiftUIP33_8825076C2763A50452A210CBE1FA4AF030UpdateCoalescingCollectionView: 0x3; baseClass = UICollectionView; frame = (0 0; 10 10)>
                """)
        let explanation = DumpExplanation(dump: dump, className: "UICollectionView", viewType: "list")
        let text = ExplanationRendering.text(
            explanation, dump: dump, name: "dump", request: ExplanationRequest(view: "list(style: .plain)"))
        let lines = text.split(separator: "\n").map(String.init)
        let plain = try #require(lines.firstIndex { $0.hasPrefix("found line 2:") })
        #expect(
            lines[plain + 1]
                == "  not of SwiftUI's own classes for the view (UpdateCoalescingCollectionView, UpdateCoalescingTableView): "
                + "an app's or the framework's object of the class, unless SwiftUI used another")
        let own = try #require(lines.firstIndex { $0.hasPrefix("found line 3:") })
        #expect(!lines[own + 1].hasPrefix("  not of SwiftUI's own classes"))
    }

    /// Own classes of another toolkit are no answer: an iOS text field is not held against AppKitTextField.
    @Test func ownClassesOfAnotherToolkitAreNotCited() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 1 1)>
                   | <_UIHostingView: 0x3; frame = (0 0; 1 1)>
                   |    | <UITextField: 0x2; frame = (0 0; 1 1)>
                """)
        let explanation = DumpExplanation(dump: dump, className: "UITextField", viewType: "textField")
        let text = ExplanationRendering.text(
            explanation, dump: dump, name: "dump", request: ExplanationRequest(view: "textField"))
        #expect(text.contains("found line 3: UITextField"))
        #expect(!text.contains("AppKitTextField"))
    }

    /// A UIKit app's whole window answers no question about a SwiftUI view type: its own objects are listed as
    /// such, after the miss, and the note says why.
    @Test func aWholeWindowWithNothingOfSwiftUIsListsTheAppsOwnObjects() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 1 1)>
                   | <UITextField: 0x2; frame = (0 0; 1 1)>
                   | <UILabel: 0x3; frame = (0 0; 1 1)>
                """)
        let explanation = DumpExplanation(dump: dump, className: "UITextField", viewType: "textField")
        let text = ExplanationRendering.text(
            explanation, dump: dump, name: "dump", request: ExplanationRequest(view: "textField"))
        #expect(
            text.split(separator: "\n").suffix(3) == [
                "found nothing that answers the search",
                "the app's own, line 2: UITextField",
                "note: no SwiftUI host in this text: the dump is a whole window (line 1) with no hosting view, no "
                    + "platform-view host and no class of SwiftUI's own: 1 object of the class, the app's own, answers "
                    + "nothing of SwiftUI's",
            ])
    }

    /// A plain UIKit app's dump has no content SwiftUI drew: the miss says the class is simply absent.
    @Test func missesInDumpsWithoutSwiftUISayNoMoreThanTheyKnow() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x7f8; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x7f9>>
                   | <UITableView: 0x7fa; frame = (0 0; 320 568); layer = <CALayer: 0x7fb>>
                """)
        #expect(
            DumpExplanation(dump: dump, className: "UIButton").diagnostics == [
                "no UIButton in the dump (2 views examined): no view read from the dump is SwiftUI's, and none is of that class"
            ])
    }

    /// A public class is named with the article it is read with.
    @Test func publicClassesTakeTheArticleTheyAreReadWith() {
        #expect(
            ["NSWindow", "UIView", "MKMapView", "CALayer", "AppKitTextField", "HostingScrollView", "_UIHostingView"]
                .map(TreeRendering.article(for:)) == ["an", "a", "an", "a", "an", "a", "a"])
    }

    /// The summary names what the dump holds: a `_printHierarchy` holds controllers and the views they installed.
    @Test func theSummaryCountsControllersAsControllers() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                   | <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
                """)
        #expect(TreeRendering.count(dump) == "2 controllers, 2 views")
        #expect(
            TreeRendering.count(
                try HierarchyDump(parsing: "<UITabBarController 0x1>, state: appeared, view: (view not loaded)"))
                == "1 controller")
        let mixed = try HierarchyDump(
            parsing: "Attempt to present <UINavigationController: 0x1> on <UIView: 0x2> (from <UIWindow: 0x3>)")
        #expect(TreeRendering.count(mixed) == "1 controller, 2 views")
        #expect(TreeRendering.count(try HierarchyDump(parsing: "<UIView: 0x1>")) == "1 view")
    }

    /// An exception message names views without their ancestors: nothing is said about hosts it cannot show.
    @Test func aFlatListSaysNothingAboutHosts() throws {
        let dump = try HierarchyDump(
            parsing: "UICollectionView <UICollectionView: 0x1; frame = (0 0; 1 1)> must be initialized with a layout")
        #expect(
            DumpExplanation(dump: dump, className: "UICollectionView").diagnostics == [
                "the dump holds no Introspect markers and no tree: every UICollectionView it names is listed"
            ])
    }

    @Test func unreadableInputStillPrintsTheShape() {
        #expect(
            ExplanationRendering.json(
                nil, dump: nil, request: ExplanationRequest(), error: "x.txt: no such file", status: 2)
                == #"{"format": null, "regions": [], "os": null, "view": null, "expectedClass": null, "matches": [], "#
                + #""appObjects": [], "warnings": [], "diagnostics": [], "error": "x.txt: no such file", "exitCode": 2}"#
        )
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONText.string("a\"b\\c\nd\u{1}").rendered == #""a\"b\\c\nd\u0001""#)
    }

    @Test func treeMarksHostsAndAnnotatesPrivateClasses() throws {
        let lines = TreeRendering.text(try HierarchyDump(parsing: SampleDump.text)).split(separator: "\n")
        #expect(lines[0] == "recursiveDescription, 29 views")
        #expect(lines[5].hasSuffix("[platform-view host] (a UIView)"))
        #expect(lines[6] == "    6  | | | | | SwiftUI.UpdateCoalescingCollectionView (a UICollectionView)")
    }

    /// A chain of thousands of names on one line is thousands of levels deep: each line of the tree stays short,
    /// the levels counted, so the output grows with the nodes, not with their square.
    @Test func treeLinesOfDeepChainsStayShort() throws {
        let chain = (0..<1_000).map { "UIView\($0)" }.joined(separator: " \u{2192} ") + " \u{2192} UIWindow"
        let lines = TreeRendering.text(try HierarchyDump(parsing: chain)).split(separator: "\n")
        #expect(lines.count == 1_002)
        #expect(lines[40] == "    1  " + String(repeating: "| ", count: 39) + "UIView961")
        #expect(lines.last == "    1  | | | | | | | | … 984 levels … | | | | | | | | UIView0")
        #expect(lines.map(\.count).max() ?? 0 < 100)
    }

    /// `explain` on a chain of 100,000 views that all match prints the first matches, up to the limit, and counts
    /// the others: its output grows with the limit, not with the square of the chain.
    @Test func explainingAChainListsUpToTheLimitAndCountsTheRest() throws {
        let chain = Array(repeating: "UIView", count: 100_000).joined(separator: " \u{2192} ")
        let dump = try HierarchyDump(parsing: chain)
        let explanation = DumpExplanation(dump: dump, className: "UIView")
        let text = ExplanationRendering.text(explanation, dump: dump, name: "chain", request: ExplanationRequest())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count { $0.hasPrefix("found line 1: UIView") } == DumpExplanation.listLimit)
        #expect(
            lines.suffix(2) == [
                "note: the dump holds no Introspect markers: the first 100 UIView are listed; those with no "
                    + "platform-view host above them were not created for a representable",
                "note: 99900 more matches of UIView are not listed: only the first 100, in the order above",
            ])
        #expect(text.utf8.count < 60_000)
    }

    @Test func dotHasOneEdgePerChild() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let dot = TreeRendering.dot(dump)
        #expect(dot.hasPrefix("digraph hierarchy {"))
        #expect(dot.components(separatedBy: " -> ").count - 1 == dump.allNodes.count - dump.roots.count)
    }
}
