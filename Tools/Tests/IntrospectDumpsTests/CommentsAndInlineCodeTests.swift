@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// Hierarchies people write into source comments and prose: a tree inside a documentation comment, whose lines are
/// led by ` * `, and an ancestry in inline code, joined by ` < `. Shapes of fixtures 148 and 149, with their decoys.
@Suite("Comments and inline code")
struct CommentsAndInlineCodeTests {
    /// Inside `/** … */` each line's ` * ` is the comment's, not the tree's: the tree keeps its depths, and a note
    /// after a view class (`(content view)`) does not make the line an accessibility element.
    @Test func aTreeInADocumentationCommentKeepsItsDepths() throws {
        let dump = try HierarchyDump(
            parsing: """
                    /**
                     * Layout:
                     * NSThemeFrame
                     * ├─NSView (content view)
                     * └─NSTitlebarContainerView
                     *   └─NSTitlebarView
                     */
                """)
        #expect(dump.format == .boxTree)
        #expect(
            DescriptionTreeShapesTests.outline(dump) == [
                "0:NSThemeFrame", "1:NSView", "1:NSTitlebarContainerView", "2:NSTitlebarView",
            ])
    }

    /// Outside a block comment a leading `*` is a Markdown list's marker, and a `/*` later in a line (a path's
    /// `Sources/*`) opens no comment: the list keeps its nesting.
    @Test func aMarkdownListIsNoComment() throws {
        let dump = try HierarchyDump(
            parsing: """
                Files in Sources/* were checked.
                * UIWindow
                  * UITransitionView
                    * UIDropShadowView
                """)
        #expect(DescriptionTreeShapesTests.outline(dump) == ["0:UIWindow", "1:UITransitionView", "2:UIDropShadowView"])
    }

    /// An ancestry in inline code is read leaf first; inline code that compares values, or names classes that are
    /// no views, is prose.
    @Test func anAncestryInInlineCodeIsAChain() throws {
        let dump = try HierarchyDump(parsing: "- **UIKit views**: `UILabel < UIStackView < _UIHostingView`, seen twice")
        #expect(dump.format == .ancestorChain)
        #expect(DescriptionTreeShapesTests.outline(dump) == ["0:_UIHostingView", "1:UIStackView", "2:UILabel"])
        #expect(AncestorChainReader.spannedChain(Array("`count < limit`".utf8)[...]) == nil)
        #expect(AncestorChainReader.spannedChain(Array("`NSString < NSObject` and `Int`".utf8)[...]) == nil)
        #expect(AncestorChainReader.spannedChain(Array("`UIView<Content> < 3`".utf8)[...]) == nil)
        let second = AncestorChainReader.spannedChain(Array("see `a < b` or `UIButton < UIView`".utf8)[...])
        #expect(second?.map(\.string) == ["UIButton", "UIView"])
    }
}
