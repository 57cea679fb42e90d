/// A line that could not be read and was skipped, with where it is.
@_spi(Tooling) public struct DumpWarning: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public let line: Int
    /// The 1-based character column where reading stopped.
    public let column: Int
    /// What was expected, and what was found.
    public let message: String

    /// A warning about `line` and `column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 12, column 5: expected …`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
