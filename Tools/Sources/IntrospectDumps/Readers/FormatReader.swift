/// One way of printing a hierarchy, and how to read it: a type in a file of its own, listed once in
/// ``DumpFormat/readers``. Detection and reading both go through that list, so a new way is added in one file and
/// registered in one line.
protocol FormatReader {
    /// The format this way is reported as.
    static var format: DumpFormat { get }
}

/// A way of printing a hierarchy line by line: how to recognise its lines (``LineRecognizer``), and how to read a
/// region of them into entries.
protocol LineReader: FormatReader, LineRecognizer {
    /// Whether `line` was meant as a line of this way even though it cannot be read (a `|`-indented line that
    /// holds no description): such a line is reported as a warning, other lines are passed over.
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool
    /// Reads lines `region` (1-based, inclusive) of `text`: an entry per node line, a warning per line it was meant
    /// to read but could not.
    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading)
}

extension LineReader {
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { false }
}

/// A way of printing a hierarchy as a whole document (JSON): how to recognise it (``DocumentRecognizer``), and how
/// to read it.
protocol DocumentReader: FormatReader, DocumentRecognizer {
    /// Reads the document in `text` into entries.
    /// - Returns: The lines of the text the document is reported to cover.
    /// - Throws: ``DumpParseError`` for a document that cannot be read, with the line and column.
    static func read(document text: DumpText, into reading: inout DumpReading) throws -> ClosedRange<Int>
}
