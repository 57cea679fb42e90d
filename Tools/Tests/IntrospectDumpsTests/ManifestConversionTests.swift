import DumpFixtures
import Testing

/// The manifests say what the three tables said before them, no more and no less: every legacy answer is in the
/// manifest of its fixture, under the same arguments, and every answer a manifest of those fixtures gives comes from
/// a legacy table.
@Suite("Manifests hold the answers the tables held")
struct ManifestConversionTests {
    /// The manifest of each fixture, by its number.
    static func manifests() throws -> [String: FixtureManifest] {
        Dictionary(uniqueKeysWithValues: try Fixture.manifests().map { (String($0.text.prefix(3)), $0) })
    }

    /// The keys each legacy table sets, by fixture and arguments.
    static func legacyKeys() -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        func claim(_ fixture: String, _ arguments: [String], _ set: Set<String>) {
            keys[fixture + " " + arguments.joined(separator: " "), default: []].formUnion(set)
        }
        for (fixture, className, _, _, _) in LegacyAnswers.labelled {
            claim(fixture, ["--class", className], ["lines", "hostLines", "publicClasses"])
        }
        for (fixture, className) in LegacyAnswers.negative where fixture != "028" {
            claim(fixture, ["--class", className], ["lines", "firstDiagnosticStartingWith"])
        }
        for (fixture, className, _, _) in LegacyAnswers.commandLabelled {
            claim(fixture, ["--class", className], ["status", "expectedClass", "lines", "publicClasses"])
        }
        for (fixture, className) in LegacyAnswers.commandMisses {
            claim(fixture, ["--class", className], ["status", "lines", "firstDiagnosticStartingWith"])
        }
        for expectation in LegacyAnswers.expectations {
            var set: Set<String> = ["status"]
            if expectation.status != 2 { set.formUnion(["lines", "flagged"]) }
            if expectation.rootViewOf != nil { set.insert("rootViewOf") }
            if expectation.os != nil { set.insert("os") }
            if expectation.diagnostic != nil { set.insert("diagnostic") }
            if expectation.publicClass != nil { set.insert("publicClass") }
            if expectation.path != nil { set.insert("path") }
            if !expectation.duplicates.isEmpty { set.insert("duplicates") }
            if expectation.pending { set.insert("pending") }
            claim(expectation.fixture, expectation.arguments, set)
        }
        return keys
    }

    static func question(_ manifest: FixtureManifest?, _ arguments: [String]) -> FixtureManifest.Question? {
        manifest?.questions.first { $0.arguments == arguments }
    }

    @Test func formatsAreTheTablesFormats() throws {
        let manifests = try Self.manifests()
        // Every fixture the tables knew has a manifest; fixtures added since (numbered after the last of them) have
        // only their manifest.
        let converted = Set(LegacyAnswers.formats.map(\.0))
        let last = try #require(converted.max())
        #expect(Set(manifests.keys.filter { $0 <= last }) == converted)
        for (file, format, pending) in LegacyAnswers.formats {
            let manifest = try #require(manifests[file])
            #expect(manifest.format == format, "\(file)")
            #expect((manifest.formatPending ?? false) == pending, "\(file)")
        }
    }

    @Test func theDumpTablesAnswersAreInTheManifests() throws {
        let manifests = try Self.manifests()
        for (fixture, className, lines, publicClass, hostLines) in LegacyAnswers.labelled {
            let question = try #require(Self.question(manifests[fixture], ["--class", className]), "\(fixture)")
            #expect(question.lines == lines, "\(fixture) \(className)")
            #expect(question.hostLines == hostLines, "\(fixture) \(className)")
            #expect(question.publicClasses == Array(repeating: publicClass, count: lines.count), "\(fixture)")
        }
        for (fixture, className) in LegacyAnswers.negative {
            if fixture == "028" {
                let facts = try #require(manifests[fixture]?.dump)
                #expect(facts.nodeCount == 1)
                #expect(facts.noteStartingWith == "9 lines that are not views")
                continue
            }
            let question = try #require(Self.question(manifests[fixture], ["--class", className]), "\(fixture)")
            #expect(question.lines == [], "\(fixture) \(className)")
            #expect(question.firstDiagnosticStartingWith == "no \(className) in the dump", "\(fixture)")
        }
    }

    @Test func theCommandTablesAnswersAreInTheManifests() throws {
        let manifests = try Self.manifests()
        for (fixture, className, lines, publicClass) in LegacyAnswers.commandLabelled {
            let question = try #require(Self.question(manifests[fixture], ["--class", className]), "\(fixture)")
            #expect(question.status == 0, "\(fixture) \(className)")
            #expect(question.expectedClass == className, "\(fixture) \(className)")
            #expect(question.lines == lines, "\(fixture) \(className)")
            #expect(question.publicClasses == Array(repeating: publicClass, count: lines.count), "\(fixture)")
        }
        for (fixture, className) in LegacyAnswers.commandMisses {
            let question = try #require(Self.question(manifests[fixture], ["--class", className]), "\(fixture)")
            #expect(question.status == 1, "\(fixture) \(className)")
            #expect(question.lines == [], "\(fixture) \(className)")
            #expect(question.firstDiagnosticStartingWith == "no \(className) in the dump", "\(fixture)")
        }
        for expectation in LegacyAnswers.expectations {
            let name = "\(expectation.fixture) \(expectation.arguments)"
            let question = try #require(Self.question(manifests[expectation.fixture], expectation.arguments), "\(name)")
            #expect(question.status == expectation.status, "\(name)")
            if expectation.status != 2 {
                #expect(question.lines == expectation.lines, "\(name)")
                #expect(question.flagged == expectation.flagged, "\(name)")
            }
            // Two expectations of one question (067 asks for the OS, then the path) set different keys: each key
            // set is compared here, and `theManifestsSayNothingTheTablesDidNot` rules out any other.
            if let rootViewOf = expectation.rootViewOf { #expect(question.rootViewOf == rootViewOf, "\(name)") }
            if let os = expectation.os { #expect(question.os == os, "\(name)") }
            if let diagnostic = expectation.diagnostic { #expect(question.diagnostic == diagnostic, "\(name)") }
            if let publicClass = expectation.publicClass { #expect(question.publicClass == publicClass, "\(name)") }
            if let path = expectation.path { #expect(question.path == path, "\(name)") }
            if !expectation.duplicates.isEmpty { #expect(question.duplicates == expectation.duplicates, "\(name)") }
            if expectation.pending { #expect(question.pending == true, "\(name)") }
        }
    }

    /// No answer of the converted manifests was made up: each key a question sets is set by a legacy table for
    /// the same fixture and arguments.
    @Test func theManifestsSayNothingTheTablesDidNot() throws {
        let legacy = Self.legacyKeys()
        let converted = Set(LegacyAnswers.formats.map(\.file))
        for manifest in try Fixture.manifests() where converted.contains(String(manifest.text.prefix(3))) {
            for question in manifest.questions {
                let name = "\(manifest.text.prefix(3)) \(question.arguments.joined(separator: " "))"
                let claimed = try #require(legacy[name], "\(name) is in no table")
                #expect(Self.keys(of: question).subtracting(claimed) == [], "\(name)")
            }
        }
    }

    static func keys(of question: FixtureManifest.Question) -> Set<String> {
        let present: [(String, Bool)] = [
            ("status", question.status != nil), ("expectedClass", question.expectedClass != nil),
            ("lines", question.lines != nil), ("hostLines", question.hostLines != nil),
            ("publicClasses", question.publicClasses != nil), ("publicClass", question.publicClass != nil),
            ("rootViewOf", question.rootViewOf != nil), ("flagged", question.flagged != nil),
            ("duplicates", question.duplicates != nil), ("os", question.os != nil), ("path", question.path != nil),
            ("diagnostic", question.diagnostic != nil),
            ("firstDiagnosticStartingWith", question.firstDiagnosticStartingWith != nil),
            ("pending", question.pending != nil),
        ]
        return Set(present.filter(\.1).map(\.0))
    }
}
