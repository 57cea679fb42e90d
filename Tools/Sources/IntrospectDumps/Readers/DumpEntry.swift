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
    /// Other lines where a reader saw the same object (same class and address) and read no entry for it.
    var repeatedAt: [Int] = []
}
