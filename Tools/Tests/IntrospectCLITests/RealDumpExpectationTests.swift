import ArgumentParser
import DumpFixtures
import Foundation
import Testing

@testable import IntrospectCLI

/// The expected answer for each real dump, asked the way a user asks: `introspect explain FILE … --json`, the
/// output decoded and the exit status checked. The answers are the fixtures' manifests (what each text shows,
/// never what the parser happens to say). An answer not given yet is marked `pending` and runs as a known issue;
/// the change that makes it pass removes the mark.
@Suite("Expected answers for the real dumps (introspect explain --json)")
struct RealDumpExpectationTests {
    static let questions = (try? Fixture.questions()) ?? []

    @Test func everyManifestIsRead() throws {
        #expect(try Fixture.manifests().count == Fixture.names.count)
        #expect(!Self.questions.isEmpty)
    }

    @Test(arguments: questions)
    func explainGivesTheExpectedAnswer(_ fixtureQuestion: FixtureQuestion) throws {
        let question = fixtureQuestion.question
        let answer = try Self.answer(fixtureQuestion)
        if question.pending == true {
            withKnownIssue("not met by the parser yet") { #expect(question.mismatches(answer) == []) }
        } else {
            #expect(question.mismatches(answer) == [])
        }
    }

    @Test func aMissingFileExitsWithStatusTwoAndStillPrintsTheJSONShape() throws {
        let result = Self.run(["/nonexistent/dump.txt", "--class", "UIView", "--json"])
        #expect(result.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["error"] as? String == "/nonexistent/dump.txt: no such file")
        #expect((object["matches"] as? [Any])?.isEmpty == true)
    }

    /// The command's answer, read from its JSON.
    static func answer(_ fixtureQuestion: FixtureQuestion) throws -> FixtureAnswer {
        let path = Fixture.directory.appendingPathComponent(fixtureQuestion.manifest.text).path
        let result = run([path] + fixtureQuestion.question.arguments + ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let matches = try #require(object["matches"] as? [[String: Any]]).map { match in
            FixtureAnswer.Match(
                line: match["line"] as? Int, hostLine: match["hostLine"] as? Int,
                publicClass: match["publicClass"] as? String, rootViewOf: match["rootViewOf"] as? String,
                belongsToAnotherControl: match["belongsTo"] is String, duplicates: match["duplicates"] as? [Int] ?? [],
                path: match["path"] as? [String] ?? [])
        }
        for match in matches { #expect(!match.path.isEmpty) }
        return FixtureAnswer(
            status: result.status, expectedClass: object["expectedClass"] as? String, matches: matches,
            os: object["os"] as? String, diagnostics: object["diagnostics"] as? [String] ?? [],
            appObjects: (object["appObjects"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int })
    }

    /// Runs `introspect explain` with `arguments`: what it prints and its exit status.
    static func run(_ arguments: [String]) -> (output: String, status: Int32) {
        do {
            return try ExplainCommand.parse(arguments).render()
        } catch {
            return ("", ExplainCommand.exitCode(for: error).rawValue)
        }
    }
}
