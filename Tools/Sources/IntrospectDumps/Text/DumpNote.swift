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

extension Int {
    /// `"1 line"`, `"2 lines"`: the count with its noun, singular or plural (nouns whose plural adds an `s`).
    func counted(_ noun: String) -> String {
        "\(self) \(noun)\(self == 1 ? "" : "s")"
    }
}
