/// One way of printing a hierarchy: how to recognise its lines (``LineRecognizer``), and how to read a region of
/// them into entries.
///
/// Every way is a type conforming to this protocol, in a file of its own, listed once in
/// ``DumpFormat/readers``: detection and reading both go through that list, so a new way is added in one file and
/// registered in one line.
protocol DumpReader: LineRecognizer {
    /// The format this way is reported as.
    static var format: DumpFormat { get }
    /// Whether `line` was meant as a line of this way even though it cannot be read (a `|`-indented line that
    /// holds no description): such a line is reported as a warning, other lines are passed over.
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool
    /// Reads lines `region` (1-based, inclusive) of `text`: an entry per node line, a warning per line it was meant
    /// to read but could not.
    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading)
}

extension DumpReader {
    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { false }
}
