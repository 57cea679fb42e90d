/// What `introspect explain` answered, as the tests read it from the command's JSON or from the library's types,
/// to be held against a manifest's question.
public struct FixtureAnswer: Sendable {
    /// One match.
    public struct Match: Sendable {
        public var line: Int?
        public var hostLine: Int?
        public var publicClass: String?
        public var rootViewOf: String?
        public var belongsToAnotherControl: Bool
        public var duplicates: [Int]
        public var path: [String]

        public init(
            line: Int?, hostLine: Int?, publicClass: String?, rootViewOf: String?, belongsToAnotherControl: Bool,
            duplicates: [Int], path: [String]
        ) {
            self.line = line
            self.hostLine = hostLine
            self.publicClass = publicClass
            self.rootViewOf = rootViewOf
            self.belongsToAnotherControl = belongsToAnotherControl
            self.duplicates = duplicates
            self.path = path
        }
    }

    public var status: Int32
    public var expectedClass: String?
    public var matches: [Match]
    public var os: String?
    public var diagnostics: [String]
    /// The lines of the objects listed as the app's own (a whole window with nothing of SwiftUI's).
    public var appObjects: [Int]

    public init(
        status: Int32, expectedClass: String?, matches: [Match], os: String?, diagnostics: [String],
        appObjects: [Int] = []
    ) {
        self.status = status
        self.expectedClass = expectedClass
        self.matches = matches
        self.os = os
        self.diagnostics = diagnostics
        self.appObjects = appObjects
    }
}

extension FixtureManifest.Question {
    /// Where `answer` differs from this question's answer: one line per key, what was expected and what came.
    /// Empty when they agree. With status 2 (the text cannot be read) only the status is compared.
    public func mismatches(_ answer: FixtureAnswer) -> [String] {
        var found: [String] = []
        func compare<Value: Equatable>(_ key: String, _ expected: Value?, _ actual: Value) {
            guard let expected, expected != actual else { return }
            found.append("\(key): expected \(expected), got \(actual)")
        }
        compare("status", status, answer.status)
        guard answer.status != 2 else { return found }
        let first = answer.matches.first
        if let expectedClass, answer.expectedClass != expectedClass {
            found.append("expectedClass: expected \(expectedClass), got \(answer.expectedClass ?? "none")")
        }
        compare("lines", lines?.map { Optional($0) }, answer.matches.map(\.line))
        compare("hostLines", hostLines, answer.matches.map(\.hostLine))
        compare("publicClasses", publicClasses, answer.matches.map(\.publicClass))
        if let publicClass, first?.publicClass != publicClass {
            found.append("publicClass: expected \(publicClass), got \(first?.publicClass ?? "none")")
        }
        if let rootViewOf, first?.rootViewOf?.contains(rootViewOf) != true {
            found.append("rootViewOf: expected one containing \(rootViewOf), got \(first?.rootViewOf ?? "none")")
        }
        compare("flagged", flagged, answer.matches.filter(\.belongsToAnotherControl).compactMap(\.line))
        compare("appObjects", appObjects, answer.appObjects)
        if let duplicates, first?.duplicates != duplicates {
            found.append("duplicates: expected \(duplicates), got \(first?.duplicates ?? [])")
        }
        if let os, answer.os != os { found.append("os: expected \(os), got \(answer.os ?? "none")") }
        if let path, first?.path != path { found.append("path: expected \(path), got \(first?.path ?? [])") }
        if let diagnostic, !answer.diagnostics.contains(where: { $0.contains(diagnostic) }) {
            found.append("diagnostic: expected one containing \(diagnostic), got \(answer.diagnostics)")
        }
        if let start = firstDiagnosticStartingWith, answer.diagnostics.first?.hasPrefix(start) != true {
            found.append("first diagnostic: expected one starting \(start), got \(answer.diagnostics.first ?? "none")")
        }
        return found
    }
}
