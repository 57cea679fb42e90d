/// What a fixture is and what is expected of it: its source, what the text shows, the format it is read in, and
/// the questions `introspect explain` is asked about it with their answers. Every dump and command-line test reads
/// the answers from here.
public struct FixtureManifest: Decodable, Sendable {
    /// The fixture's file name, beside the manifest.
    public let text: String
    /// Where the text was copied from: repository, path and commit, an issue's address, or a page's title and
    /// address.
    public let source: String
    /// What the text is (platform, OS, kind of text) and what a reader should make of it, in prose.
    public let about: String?
    /// The format the text is read in (a `DumpFormat` raw value); `nil` when it is refused: no line holds a view.
    public let format: String?
    /// The format is not read so yet: checked as a known issue.
    public let formatPending: Bool?
    /// Facts about the whole dump that no question shows.
    public let dump: DumpFacts?
    /// The questions asked of it, each with its answer.
    public let questions: [Question]

    /// Facts about the whole dump.
    public struct DumpFacts: Decodable, Sendable {
        /// How many views (nodes) the dump holds.
        public let nodeCount: Int?
        /// The start of one of the notes the reading made.
        public let noteStartingWith: String?
    }

    /// `introspect explain TEXT ARGUMENTS`, and what it answers. A key that is absent is not checked.
    public struct Question: Decodable, Sendable {
        /// The options after the file (`--class X`, `--view V --os "iOS 17"`).
        public let arguments: [String]
        /// The exit status: 0 found, 1 nothing found, 2 the text cannot be read.
        public let status: Int32?
        /// The class searched for, as the explanation names it.
        public let expectedClass: String?
        /// The line of every match, in the order printed.
        public let lines: [Int]?
        /// The line of the platform-view host above each match (`null`: none).
        public let hostLines: [Int?]?
        /// The public class of each match (`null`: none is known).
        public let publicClasses: [String?]?
        /// The first match's public class.
        public let publicClass: String?
        /// Text the first match's `rootViewOf` contains (a controller whose root view the match is).
        public let rootViewOf: String?
        /// The lines of the matches that belong to another control.
        public let flagged: [Int]?
        /// The lines of the objects listed as the app's own, outside the matches (a whole window in which nothing is
        /// SwiftUI's).
        public let appObjects: [Int]?
        /// The lines folded into the first match as duplicates.
        public let duplicates: [Int]?
        /// The OS the explanation reports (stated by the text when no `--os` is given).
        public let os: String?
        /// The first match's path, from the root down (class names as printed).
        public let path: [String]?
        /// Text one of the diagnostics contains.
        public let diagnostic: String?
        /// The start of the first diagnostic.
        public let firstDiagnosticStartingWith: String?
        /// Not answered so yet: checked as a known issue.
        public let pending: Bool?
    }
}

/// A question with the manifest it belongs to.
public struct FixtureQuestion: Sendable, CustomStringConvertible {
    public let manifest: FixtureManifest
    public let question: FixtureManifest.Question

    public var description: String { "\(manifest.text.prefix(3)) \(question.arguments.joined(separator: " "))" }
}
