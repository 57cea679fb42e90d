@testable import IntrospectCLI
import IntrospectDumps
import Testing

@Suite("Command-line renderings")
struct RenderingTests {
    @Test func explainJSONKeepsItsDocumentedShape() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let explanation = DumpExplanation(dump: dump, className: "UICollectionView")
        let json = ExplanationRendering.json(explanation, dump: dump, os: "iOS 16")
        #expect(json.hasPrefix(#"{"format": "recursiveDescription", "os": "iOS 16", "expectedClass": "UICollectionView", "matches": [{"line": 6, "class": "SwiftUI.UpdateCoalescingCollectionView", "publicClass": "UICollectionView", "host": "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____", "path": ["UIWindow", "UITransitionView", "UIDropShadowView", "#))
        #expect(json.hasSuffix(#""SwiftUI.UpdateCoalescingCollectionView"]}], "diagnostics": ["the dump holds no Introspect markers: every UICollectionView is listed with the platform-view host it sits under"]}"#))
    }

    @Test func missesHaveEmptyMatchesAndNullOS() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let explanation = DumpExplanation(dump: dump, className: "UITableView")
        #expect(ExplanationRendering.json(explanation, dump: dump, os: nil)
            == #"{"format": "recursiveDescription", "os": null, "expectedClass": "UITableView", "matches": [], "diagnostics": ["no UITableView in the dump (29 views examined): SwiftUI drew this content itself, or used another class"]}"#)
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

    @Test func dotHasOneEdgePerChild() throws {
        let dump = try HierarchyDump(parsing: SampleDump.text)
        let dot = TreeRendering.dot(dump)
        #expect(dot.hasPrefix("digraph hierarchy {"))
        #expect(dot.components(separatedBy: " -> ").count - 1 == dump.allNodes.count - dump.roots.count)
    }
}
