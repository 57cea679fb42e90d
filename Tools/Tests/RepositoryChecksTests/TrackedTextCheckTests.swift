import Foundation
import Testing

/// `Tools/Scripts/check-tracked-text.sh`, run on a folder laid out like the repository: each kind of line it must
/// refuse, the lines it must let through, and the third-party texts it must leave alone.
///
/// The bad lines are assembled at run time, so this file passes the check it tests.
@Suite("The tracked-text check")
struct TrackedTextCheckTests {
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/check-tracked-text.sh")

    private static let slash = "/"
    private static let up = ".."
    private static let issueWord = "issue"
    private static let roundWord = "Round"

    /// One line of each kind the check refuses, with the reason it must give.
    private static let refused: [(line: String, reason: String)] = [
        ("Logs land in \(slash)Users\(slash)jane/Library/Logs.", "an absolute path of a machine"),
        ("Scratch copy in \(slash)tmp\(slash)refbuild-27.", "an absolute path of a machine"),
        ("Run \(slash)work\(slash)bin/locked first.", "an absolute path of a machine"),
        ("See \(up)/\(up)/shared/tools/apple-typecheck for the SDKs.", "a relative path out of the repository"),
        ("Layouts: \(up)/shared/reference/value-layouts.md", "a relative path to nothing in the repository"),
        ("Fixed for \(issueWord) 12 of the tracker.", "an unqualified issue, task, round or stop number"),
        ("// \(roundWord) 8: objects printed as Class 0x…", "an unqualified issue, task, round or stop number"),
        ("found through the file id " + "46607110745", "a numeric index id"),
        (
            "the seed" + " article's modifier",
            "a source named by its role in the work log, not by its title and address"
        ),
    ]

    /// Lines that look alike but cite what anyone can look up, or climb no higher than the file is deep.
    private static let accepted = [
        "siteline/swiftui-introspect#44 handed over a UIFieldEditor.",
        "As https://github.com/siteline/swiftui-introspect/issues/445 says.",
        "import the sibling: \(up)/Other/File.swift",
        "The API of /usr/lib/swift is not a machine path of ours.",
        "Five rounds of 12 passes each.",
    ]

    @Test func refusesEachKindOfBadLineAndNamesWhereAndWhy() throws {
        let root = try makeRepository(files: [
            "Docs/Notes.md": Self.refused.map(\.line).joined(separator: "\n") + "\n",
            "Sources/Module/Clean.swift": Self.accepted.joined(separator: "\n") + "\n",
            "Sources/Other/File.swift": "\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (status, output) = try run(root: root)

        let expected =
            Self.refused.enumerated().map { index, bad in "Docs/Notes.md:\(index + 1): \(bad.reason): \(bad.line)" }
            + [
                "check-tracked-text: \(Self.refused.count) line(s) above name machine paths or cite what a reader "
                    + "cannot look up"
            ]
        #expect(status == 1)
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func leavesThirdPartyTextsAndTheCIScriptAlone() throws {
        let home = "\(Self.slash)Users\(Self.slash)dev/Projects/App/ContentView.swift:12"
        let root = try makeRepository(files: [
            "Tools/Tests/IntrospectDumpsTests/Fixtures/001-real-dump.txt": "Fatal error: \(home)\n",
            ".ci/run": "export APPLE_TYPECHECK=\(Self.slash)work\(Self.slash)shared/tools/apple-typecheck\n",
            "Sources/Module/Clean.swift": Self.accepted.joined(separator: "\n") + "\n",
            "Sources/Other/File.swift": "\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (status, output) = try run(root: root)

        #expect(status == 0)
        #expect(
            output
                == "check-tracked-text: no machine paths, no paths out of the repository, no unqualified work-log "
                + "citations\n")
    }

    @Test func checksAFixtureOutsideTheAllowedFolder() throws {
        // The allowance is for the numbered fixtures' folder only: the same text elsewhere is refused.
        let line = "Fatal error: \(Self.slash)Users\(Self.slash)dev/App/ContentView.swift:12"
        let root = try makeRepository(files: ["Tools/Tests/IntrospectDumpsTests/Notes/001-copy.txt": line + "\n"])
        defer { try? FileManager.default.removeItem(at: root) }

        let (status, output) = try run(root: root)

        #expect(status == 1)
        #expect(
            output.split(separator: "\n").first.map(String.init)
                == "Tools/Tests/IntrospectDumpsTests/Notes/001-copy.txt:1: an absolute path of a machine: \(line)")
    }

    @Test func checksAFixturesManifest() throws {
        // A manifest is ours (the source and the expected answers), though it sits beside the fixture and is
        // numbered like it: only the third-party text is allowed.
        let home = "\(Self.slash)Users\(Self.slash)dev/App/ContentView.swift:12"
        let line = #"  "about": "copied from \#(home)","#
        let root = try makeRepository(files: [
            "Tools/Tests/IntrospectDumpsTests/Fixtures/001-real-dump.txt": "Fatal error: \(home)\n",
            "Tools/Tests/IntrospectDumpsTests/Fixtures/001-real-dump.manifest.json": "{\n\(line)\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (status, output) = try run(root: root)

        #expect(status == 1)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "Tools/Tests/IntrospectDumpsTests/Fixtures/001-real-dump.manifest.json:2: an absolute path of a "
                    + "machine: \(line.trimmingCharacters(in: .whitespaces))",
                "check-tracked-text: 1 line(s) above name machine paths or cite what a reader cannot look up",
            ])
    }

    private func makeRepository(files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tracked-text-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func run(root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script.path, "--root", root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
