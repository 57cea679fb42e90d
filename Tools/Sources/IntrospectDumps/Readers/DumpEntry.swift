import IntrospectCore

/// One line of a dump that names a node, before the tree is assembled.
struct DumpEntry {
    /// Larger means deeper; only the order matters (counted pipes, dashes, columns or spaces, per format).
    var depthKey: Int
    var className: String
    var superclasses: [String] = []
    var note: String?
    var line: Int
    var column: Int
    /// A line that describes something other than a view (a `(layer)` pseudo-child, an accessibility
    /// element): it is left out, and so is everything indented under it.
    var isPseudo = false
    /// The controller the line names as the view's owner (`<UIKitTabBarController>` in reference-tagged lines).
    var controller: String?
    /// What tells two prints of the same view apart from two views in formats that print no address: the rest
    /// of the line (a frame, an accessibility flag). Set only by those formats, so that dumps with addresses pay
    /// nothing for the duplicate folding.
    var signature: String?
    /// Where the address printed with the class (`0x7f8…`) is in the dump's bytes, where the format prints one:
    /// the same object printed twice (a lone description, then the tree it heads) is folded into one node. A range,
    /// not a string: a 100,000-line dump makes none of them unless there is something to fold.
    var address: Range<Int>?
    /// The entry starts a new tree whatever its depth (a blank line before it in an lldb session, the root of a
    /// chain read from an array).
    var startsTree = false
    /// Lines were left out above this entry, down to this depth key: entries deeper than it, up to the next one
    /// at most that deep, have no known parent (an elision inside a pasted tree).
    var gapBelow: Int?
    /// Another object the line stands for, as `Class@address`: the controller whose tag precedes the view (iOS 5
    /// and 6), so that the controller printed on its own is folded into the view it owns.
    var alsoPrints: String?
}

/// A non-fatal finding about a dump: something skipped or guessed, with where it was.
public struct DumpNote: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line, or 0 for the whole dump.
    public let line: Int
    /// What was noticed.
    public let message: String

    /// A note about `line` (0 for the whole dump).
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line == 0 ? message : "line \(line): \(message)" }
}

/// Builds trees from entries with an indentation stack: an entry deeper than the one above it is its child;
/// otherwise it is the child of the nearest entry above that is shallower than it, or a new root. Units do not
/// matter (two spaces, `   | `, dashes), and a damaged indent only moves one node.
enum TreeAssembler {
    static func assemble(
        _ entries: ArraySlice<DumpEntry>, made: (RecordedNode, DumpEntry) -> Void = { _, _ in }
    ) -> (roots: [RecordedNode], pseudoCount: Int) {
        var roots: [RecordedNode] = []
        // A stack entry with no node is a pseudo entry whose subtree is skipped, or a gap whose children are roots.
        var stack: [(key: Int, node: RecordedNode?, gap: Bool)] = []
        var pseudoCount = 0
        for entry in entries {
            if entry.startsTree { stack.removeAll() }
            while let top = stack.last, top.key >= entry.depthKey { stack.removeLast() }
            if let gap = entry.gapBelow, gap < entry.depthKey { stack.append((gap, nil, true)) }
            // Under a pseudo entry (or anything skipped under one), skip.
            if let top = stack.last, top.node == nil, !top.gap {
                stack.append((entry.depthKey, nil, false))
                pseudoCount += 1
                continue
            }
            if entry.isPseudo {
                stack.append((entry.depthKey, nil, false))
                pseudoCount += 1
                continue
            }
            let node = RecordedNode(entry.className, superclasses: entry.superclasses, note: entry.note)
            node.sourceLine = entry.line
            node.sourceColumn = entry.column
            made(node, entry)
            if let parent = stack.last?.node {
                parent.append(node)
            } else {
                roots.append(node)
            }
            stack.append((entry.depthKey, node, false))
        }
        return (roots, pseudoCount)
    }
}
