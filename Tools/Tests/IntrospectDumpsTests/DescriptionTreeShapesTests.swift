@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// `<Class: 0x…>` lines that are not drawn with recursiveDescription's `|` alone: trees indented with spaces (an
/// app's logger, a helper's `print`), names shortened by hand, Chisel's responder chains, superview chains printed
/// as an array. Shapes modelled on fixtures 087 and 090–094.
@Suite("Description tree shapes")
struct DescriptionTreeShapesTests {
    /// Each node as `depth:class`, in pre-order: the shape of the trees.
    static func outline(_ dump: HierarchyDump) -> [String] {
        dump.allNodes.map { node in
            var depth = 0
            var parent = node.parent
            while let above = parent {
                depth += 1
                parent = above.parent
            }
            return "\(depth):\(node.className)"
        }
    }

    @Test func spaceIndentedDescriptionsNestByIndentationAndABlankLineEndsATree() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 10 10)>
                  <UIView: 0x2; frame = (0 0; 10 10)>
                    <UILabel: 0x3; frame = (0 0; 1 1)>
                  <UIButton: 0x4; frame = (0 0; 1 1)>

                    <UIScrollView: 0x5; frame = (0 0; 1 1)>
                """)
        #expect(dump.format == .recursiveDescription)
        #expect(Self.outline(dump) == ["0:UIWindow", "1:UIView", "2:UILabel", "1:UIButton", "0:UIScrollView"])
    }

    /// A logger's time and tags before every line are not indentation; a time with no tag is prose, left as it is.
    @Test(arguments: ["10:19:20.445 [window0][d] ", "2025-06-15 10:19:20,445 [INFO] [ui] ", "2025-06-15T10:19:20 [a] "])
    func aTimeAndTagsPrefixIsNotIndentation(prefix: String) throws {
        let dump = try HierarchyDump(
            parsing: "\(prefix)<NSView: 0x1> (0, 0, 9, 9)\n\(prefix)  <NSButton: 0x2> (0, 0, 1, 1)\n"
                + "\(prefix)<NSImageView: 0x3> (0, 0, 1, 1)")
        #expect(Self.outline(dump) == ["0:NSView", "1:NSButton", "0:NSImageView"])
        #expect(dump.format == .recursiveDescription)
    }

    @Test func aTimeWithoutTagsIsProse() throws {
        let dump = try HierarchyDump(
            parsing: "10:19:20.445 <NSView: 0x1> (0, 0, 9, 9)\n10:19:20.446   <NSButton: 0x2> (0, 0, 1, 1)")
        #expect(dump.format == .freeText)
        #expect(Self.outline(dump) == ["0:NSView", "0:NSButton"])
    }

    /// A name shortened with `…` or `...` is read as its first readable part and says so; a line of `…` alone is
    /// an elision, passed over without a warning.
    @Test func namesShortenedByHandAreReadByTheirFirstPart() throws {
        let dump = try HierarchyDump(
            parsing: """
                <…AppKitWindowHostingView…: 0x…> frame=(0.0, 0.0, 900.0, 632.0)
                  <...HostingScrollView.PlatformContainer: 0x…> frame=(66.0, 82.0, 768.0, 326.0)
                    …
                  <…AppKitPlatformViewHost…TextViewWrapper…: 0x…> frame=(66.0, 416.0, 768.0, 200.0)
                    <NSScrollView: 0x…> frame=(0.0, 0.0, 768.0, 200.0)
                """)
        #expect(
            Self.outline(dump) == [
                "0:AppKitWindowHostingView", "1:HostingScrollView.PlatformContainer", "1:AppKitPlatformViewHost",
                "2:NSScrollView",
            ])
        #expect(
            dump.allNodes.map(\.note) == Array(repeating: "class name shortened with … in the dump", count: 3) + [nil])
        #expect(dump.allNodes.map(\.sourceColumn) == [3, 7, 5, 6])
        #expect(dump.warnings.isEmpty)
    }

    /// `…` and dots where lines were left out: passed over under `|`, and a description before them is cut short.
    @Test func elisionLinesAreNeitherTreeLinesNorTextThatRunsOn() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 10 10)>
                   | <UIView: 0x2; frame = (0 0; 10 10)>
                   |    | <UIImageView: 0x3; frame = (329 5; 50 50);
                …
                   |    |  …  ...
                """)
        #expect(Self.outline(dump) == ["0:UIWindow", "1:UIView", "2:UIImageView"])
        #expect(dump.warnings.isEmpty)
        #expect(dump.notes.contains(DumpNote(line: 3, message: "no closing \">\": the description is cut short")))
    }

    /// A chain drawn with `|` whose lines below the first hold a controller is a responder chain, read leaf first;
    /// the same views without one, or under `presponder`, are told apart by what stands above and in them.
    @Test func responderChainsAreReadLeafFirst() throws {
        let lines = """
            <UIButton: 0x1; frame = (0 0; 1 1)>
               | <UIView: 0x2; frame = (0 0; 10 10)>
               |    | <UIStackView: 0x3; frame = (0 0; 10 10)>
            """
        let withController = try HierarchyDump(parsing: lines + "\n   |    |    | <App.SettingsViewController: 0x4>")
        #expect(
            Self.outline(withController) == [
                "0:App.SettingsViewController", "1:UIStackView", "2:UIView", "3:UIButton",
            ])
        #expect(
            withController.notes.contains(
                DumpNote(
                    line: 1,
                    message: "a responder chain through line 4 (each line the next responder of the one above), "
                        + "read leaf first")))
        let views = try HierarchyDump(parsing: lines)
        #expect(Self.outline(views) == ["0:UIButton", "1:UIView", "2:UIStackView"])
        let command = try HierarchyDump(parsing: "(lldb) presponder 0x1\n\n" + lines)
        #expect(Self.outline(command) == ["0:UIStackView", "1:UIView", "2:UIButton"])
    }

    /// An array of views with one window at an end is a superview chain, in either order; arrays of windows and
    /// arrays without one stay flat lists.
    @Test func anArrayOfViewsWithAWindowAtOneEndIsASuperviewChain() throws {
        let leaf = "<UILabel: 0x3; frame = (0 0; 1 1)>"
        let middle = "<UIView: 0x2; frame = (0 0; 10 10)>"
        let window = "<UIWindow: 0x1; frame = (0 0; 10 10)>"
        func array(_ items: [String]) -> String {
            "<__NSArrayM 0x9>(\n" + items.joined(separator: ",\n") + "\n)"
        }
        let leafFirst = try HierarchyDump(parsing: array([leaf, middle, window]))
        #expect(Self.outline(leafFirst) == ["0:UIWindow", "1:UIView", "2:UILabel"])
        #expect(
            leafFirst.notes.contains(
                DumpNote(
                    line: 2,
                    message: "an array of views through line 4, ending with a window, read as a superview chain "
                        + "(leaf first)")))
        let rootFirst = try HierarchyDump(parsing: array([window, middle, leaf]))
        #expect(Self.outline(rootFirst) == ["0:UIWindow", "1:UIView", "2:UILabel"])
        let windows = try HierarchyDump(
            parsing: array([window, "<UITextEffectsWindow: 0x4; frame = (0 0; 10 10)>", middle]))
        #expect(Self.outline(windows) == ["0:UIWindow", "0:UITextEffectsWindow", "0:UIView"])
        let subviews = try HierarchyDump(parsing: array([leaf, middle, "<UIButton: 0x5; frame = (0 0; 1 1)>"]))
        #expect(Self.outline(subviews) == ["0:UILabel", "0:UIView", "0:UIButton"])
    }
}
