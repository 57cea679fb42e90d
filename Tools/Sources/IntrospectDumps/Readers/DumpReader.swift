/// One way of printing a hierarchy: how to recognise its lines, and how to read a run of them.
///
/// Every format is a type conforming to this protocol and listed once in ``DumpFormat/layouts``; detection and
/// parsing both go through that list, so a new format is added in one place.
protocol DumpLayout {
    /// The format this layout reads.
    static var format: DumpFormat { get }
    /// Whether `line` is a node line of this layout. Detection counts these, one line at a time, so the test
    /// looks at the line alone and costs O(length of the line) at most — most layouts decide from its first bytes.
    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool
    /// Whether `line` was meant as a line of this layout even though it cannot be read (a `|`-indented line
    /// that holds no description): such a line is reported as a warning, other lines are passed over.
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool
    /// Reads lines `region` (1-based, inclusive) of `text`: an entry per node line, a warning per line it was meant
    /// to read but could not.
    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading)
}

extension DumpLayout {
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { false }
}

/// What reading a dump produced so far: entries in text order, warnings, notes and what the text states.
struct DumpReading {
    var entries: [DumpEntry] = []
    var warnings: [DumpWarning] = []
    var notes: [DumpNote] = []
    var statedOS: String?
    /// Lines passed over as commentary (prose, code fences, legends), counted for one note per dump.
    var passedOver = 0
    /// Accessibility elements printed with no class (`Back (button)` in an accessibility tree): left out, and what
    /// they hold is kept under their parent.
    var elementsWithoutClass = 0

    mutating func warn(_ text: DumpText, line: Int, byte: Int? = nil, _ message: String) {
        let offset = byte ?? text.line(line).firstNonWhitespace ?? text.lines[line - 1].lowerBound
        warnings.append(DumpWarning(line: line, column: text.column(ofByte: offset, onLine: line), message: message))
    }
}

extension DumpFormat {
    /// Every layout, most specific first: when a line fits several, the first one here names it. (A computed
    /// list: an array of metatypes is not `Sendable`, so it cannot be a stored static; callers keep a copy.)
    static var layouts: [any DumpLayout.Type] {
        [
            PrintHierarchyFormat.self, RecursiveDescriptionFormat.self, AutolayoutTraceFormat.self,
            SubtreeDescriptionFormat.self, ReferenceTaggedFormat.self, BoneCaptureFormat.self, BoxTreeFormat.self,
            NumberedTreeFormat.self, FlatListFormat.self, AncestorChainFormat.self, IvarDescriptionFormat.self,
            IndentedTreeFormat.self, FreeTextFormat.self,
        ]
    }

    /// The layout that reads this format (JSON is read as a whole document, not by lines).
    var layout: (any DumpLayout.Type)? {
        Self.layouts.first { $0.format == self }
    }
}
