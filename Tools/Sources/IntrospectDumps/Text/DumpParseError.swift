/// Why a dump could not be read: a line and column, and a one-line reason.
@_spi(Tooling) public struct DumpParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line where reading failed (0 for problems with the whole text).
    public let line: Int
    /// The 1-based character column on ``line`` (0 when the line as a whole is at fault).
    public let column: Int
    /// One line saying what was expected and what was found.
    public let reason: String

    /// An error at `line` and `column` (0 when not known) for `reason`.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line 12, column 5: expected …`.
    public var description: String {
        line == 0 ? reason : column == 0 ? "line \(line): \(reason)" : "line \(line), column \(column): \(reason)"
    }

    static let empty = DumpParseError(line: 0, column: 0, reason: "the dump is empty: no line holds a view")
}
