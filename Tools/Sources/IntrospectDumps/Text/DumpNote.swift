/// A non-fatal finding about a dump: something skipped or guessed, with where it was.
@_spi(Tooling) public struct DumpNote: Hashable, Sendable, CustomStringConvertible {
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
