import DumpFixtures
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Every real dump, read as its manifest says: in its format, or refused; and every question of its manifest asked
/// of the library as `introspect explain` asks it.
@Suite("Real dumps")
struct RealDumpTests {
    static let manifests = (try? Fixture.manifests()) ?? []

    @Test func everyFixtureHasAManifest() throws {
        #expect(Fixture.manifestNames.count == Fixture.names.count)
        #expect(try Fixture.manifests().map(\.text) == Fixture.names)
    }

    @Test(arguments: manifests)
    func parsesInItsFormat(_ manifest: FixtureManifest) throws {
        if manifest.formatPending == true {
            withKnownIssue("not read in this format yet") { try Self.check(manifest) }
        } else {
            try Self.check(manifest)
        }
    }

    static func check(_ manifest: FixtureManifest) throws {
        let prefix = String(manifest.text.prefix(3))
        guard let format = manifest.format else {
            #expect(throws: DumpParseError.self) { try Fixture.dump(prefix) }
            return
        }
        let dump = try Fixture.dump(prefix)
        #expect(dump.format.rawValue == format)
        #expect(!dump.roots.isEmpty)
        for node in dump.allNodes {
            #expect(node.sourceLine != nil && node.sourceColumn != nil, "\(node.className) has no location")
        }
        if let count = manifest.dump?.nodeCount { #expect(dump.allNodes.count == count) }
        if let start = manifest.dump?.noteStartingWith {
            #expect(dump.notes.contains { $0.message.hasPrefix(start) }, "no note starting \(start)")
        }
    }

    static let questions = (try? Fixture.questions()) ?? []

    @Test func theLibraryAnswersEveryQuestion() {
        #expect(Self.questions.filter { !LibraryAnswer.answers($0) }.map(\.description) == [])
    }

    @Test(arguments: questions)
    func explanationGivesTheManifestsAnswer(_ fixtureQuestion: FixtureQuestion) throws {
        let question = fixtureQuestion.question
        let answer = try LibraryAnswer.answer(fixtureQuestion)
        if question.pending == true {
            withKnownIssue("not answered so yet") { #expect(question.mismatches(answer) == []) }
        } else {
            #expect(question.mismatches(answer) == [])
        }
    }

    @Test func jsonCaptureFindsTheCollectionViewAtTreeChildren0Children0() throws {
        // 011: tree.children[0].children[0] is SwiftUI.UpdateCoalescingCollectionView.
        let dump = try Fixture.dump("011")
        let expected = dump.roots[0].children[0].children[0]
        #expect(expected.className == "SwiftUI.UpdateCoalescingCollectionView")
        let explanation = DumpExplanation(dump: dump, className: "UICollectionView")
        #expect(explanation.matches.count == 1)
        #expect(explanation.matches.first?.node === expected)
        let text = try Fixture.text("011")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[(expected.sourceLine ?? 1) - 1]
        #expect(line.contains("\"className\" : \"SwiftUI.UpdateCoalescingCollectionView\""))
        #expect(dump.statedOS == "visionOS 27.0")
    }
}

/// A manifest's question asked of the library, as `introspect explain` asks it: the dump parsed, the class
/// expected for `--class` or for `--view` on the OS (`--os`, else the one the dump states) and platform, then
/// explained.
enum LibraryAnswer {
    /// The options a manifest's question may use.
    struct Options {
        var className: String?
        var view: String?
        var os: PlatformOSVersion?
        var platform: Platform?

        init?(_ arguments: [String]) {
            var index = 0
            while index + 1 < arguments.count {
                let value = arguments[index + 1]
                switch arguments[index] {
                case "--class": className = value
                case "--view": view = value
                case "--os": os = try? PlatformOSVersion.parse(value)
                case "--platform": platform = Platform(name: value)
                default: return nil
                }
                index += 2
            }
            guard index == arguments.count else { return nil }
        }
    }

    /// Whether the library alone answers the question here: it uses no option but those above.
    static func answers(_ fixtureQuestion: FixtureQuestion) -> Bool {
        Options(fixtureQuestion.question.arguments) != nil
    }

    static func answer(_ fixtureQuestion: FixtureQuestion) throws -> FixtureAnswer {
        let options = try #require(Options(fixtureQuestion.question.arguments))
        let dump: HierarchyDump
        do {
            dump = try Fixture.dump(String(fixtureQuestion.manifest.text.prefix(3)))
        } catch is DumpParseError {
            return FixtureAnswer(status: 2, expectedClass: nil, matches: [], os: nil, diagnostics: [])
        }
        let os = options.os?.description ?? dump.statedOS
        let namedPlatform = options.platform ?? options.os?.platform
        let asked = try #require(options.className ?? options.view)
        let expected =
            options.view.flatMap { ExpectedClass(view: $0, os: os, platform: namedPlatform, toolkit: dump.toolkit) }
            ?? .search(asked)
        let className: String
        switch expected {
        case .search(let expectedClass):
            className = expectedClass
        case .unbacked(let reason):
            return FixtureAnswer(
                status: 1, expectedClass: nil, matches: [], os: os,
                diagnostics: [reason] + dump.notes.map(\.description))
        }
        let explanation = DumpExplanation(
            dump: dump, className: className, viewType: options.view, platform: options.os?.platform ?? namedPlatform)
        let matches = explanation.matches.map { match in
            FixtureAnswer.Match(
                line: match.line, hostLine: match.host?.sourceLine, publicClass: match.publicClass,
                rootViewOf: match.rootViewOf, belongsToAnotherControl: match.belongsTo != nil,
                duplicates: match.duplicateLines, path: match.path)
        }
        for match in matches { #expect(!match.path.isEmpty) }
        return FixtureAnswer(
            status: explanation.found ? 0 : 1, expectedClass: explanation.expectedClass, matches: matches, os: os,
            diagnostics: explanation.diagnostics, appObjects: explanation.appObjects.compactMap(\.line))
    }
}
