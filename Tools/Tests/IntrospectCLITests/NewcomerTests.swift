import DumpFixtures
import Foundation
import Testing

/// What a new user meets first, through the built `introspect` executable as a shell runs it: bad input, `--json`
/// errors, `--version`, one version vocabulary, the catalog's words, UIKit apps' own objects, pasted text that is
/// not a dump.
@Suite("The command-line tool, as a newcomer meets it")
struct NewcomerTests {
    /// What one run printed and how it ended.
    struct Run {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The `introspect` executable the package built, beside the test runner.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("introspect")

    /// Runs `introspect ARGUMENTS`, with `input` on standard input (an empty file by default, never the terminal).
    static func run(_ arguments: [String], input: Data = Data()) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    static func temporaryFile(_ data: Data, name: String = "input.txt") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    static func isTagged(_ tag: String) -> @Sendable (Issue) -> Bool {
        { issue in issue.comments.contains { $0.rawValue.hasPrefix(tag) } }
    }

    static func jsonObject(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    // MARK: Input

    @Test func binaryInputIsRefusedAsSuch() throws {
        let file = try Self.temporaryFile(Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0x00, 0xFF, 0xFE]))
        let run = try Self.run(["explain", file.path, "--view", "scrollView"])
        withKnownIssue("binary input is read as a dump") {
            #expect(run.status == 2, "binary: exit \(run.status)")
            #expect(run.stderr.contains("binary file"), "binary: \(run.stderr)\(run.stdout)")
        } matching: {
            Self.isTagged("binary:")($0)
        }
    }

    @Test func aDirectorySaysSo() throws {
        let directory = try Self.temporaryFile(Data()).deletingLastPathComponent()
        let run = try Self.run(["tree", directory.path])
        #expect(run.status == 2)
        withKnownIssue("a directory is \"cannot read the file\"") {
            #expect(run.stderr.contains("is a directory"), "directory: \(run.stderr)")
        } matching: {
            Self.isTagged("directory:")($0)
        }
    }

    @Test func randomTextIsNotADump() throws {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 <>:;=.,()[]{}_-\n")
        let text = String((0..<1_000_000).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        let file = try Self.temporaryFile(Data(text.utf8))
        let run = try Self.run(["explain", file.path, "--view", "scrollView"])
        withKnownIssue("random text is read as views") {
            #expect(run.status == 2, "random: exit \(run.status)")
        } matching: {
            Self.isTagged("random:")($0)
        }
    }

    // MARK: --json

    @Test(arguments: [
        ["--format", "nope"], ["--scope", "sideways"], ["--sample", "dump.txt"], ["--bogus"],
    ])
    func everyErrorIsTheJSONObjectWithJSON(arguments: [String]) throws {
        let run = try Self.run(["explain", "--view", "scrollView", "--json"] + arguments)
        #expect(run.status == 64)
        withKnownIssue("usage errors print text") {
            let object = Self.jsonObject(run.stdout)
            #expect(object?["error"] is String, "json: \(run.stdout) \(run.stderr)")
            #expect(object?["exitCode"] as? Int == 64, "json: no exit code in \(run.stdout)")
        } matching: {
            Self.isTagged("json:")($0)
        }
    }

    // MARK: Conventions

    @Test func versionIsPrinted() throws {
        let run = try Self.run(["--version"])
        withKnownIssue("no --version") {
            #expect(run.status == 0, "version: exit \(run.status)")
            #expect(
                run.stdout.range(of: #"^\d+\.\d+\.\d+"#, options: .regularExpression) != nil, "version: \(run.stdout)")
        } matching: {
            Self.isTagged("version:")($0)
        }
    }

    @Test func swiftUINamesAndMisspellingsOfViewTypes() throws {
        let swiftUIName = try Self.run(["catalog", "--view", "List", "--platform", "iOS", "--os", "16"])
        let misspelt = try Self.run(["catalog", "--view", "scrolView"])
        withKnownIssue("no suggestion") {
            #expect(swiftUIName.stdout.contains("UICollectionView"), "names: \(swiftUIName.stderr)")
            #expect(misspelt.stderr.contains("did you mean scrollView"), "names: \(misspelt.stderr)")
        } matching: {
            Self.isTagged("names:")($0)
        }
    }

    @Test func aMisspeltOptionIsNamed() throws {
        let run = try Self.run(["explain", "--sampel"])
        #expect(run.status == 64)
        withKnownIssue("the wrong message") {
            #expect(run.stderr.contains("--sampel"), "option: \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: "), "option: one error style, not \(run.stderr)")
        } matching: {
            Self.isTagged("option:")($0)
        }
    }

    @Test func aPlatformAndAnOSOfAnotherAreRefused() throws {
        let run = try Self.run(["catalog", "--view", "list", "--os", "iOS 17", "--platform", "macOS"])
        withKnownIssue("accepted silently") {
            #expect(run.status == 64, "platform: exit \(run.status), \(run.stdout)")
        } matching: {
            Self.isTagged("platform:")($0)
        }
    }

    @Test func versionsReadsEverythingBeforePrintingAndNeedsRunningForAPredicate() throws {
        let partial = try Self.run(["versions", "--running", "iOS 17.4", "--predicate", "16,,"])
        let alone = try Self.run(["versions", "--predicate", "16"])
        let swift = try Self.run(["versions", "--running", "iOS 17.4", "--predicate", ".iOS(.v16, .v17)"])
        withKnownIssue("partial output, ignored predicate, no Swift spellings") {
            #expect(partial.stdout.isEmpty, "versions: printed before the error: \(partial.stdout)")
            #expect(alone.status == 64, "versions: --predicate without --running: exit \(alone.status)")
            #expect(swift.status == 0, "versions: .iOS(.v16, .v17): \(swift.stderr)")
        } matching: {
            Self.isTagged("versions:")($0)
        }
    }

    // MARK: One version vocabulary

    @Test func compatibilityVersionsAreTheReleasesTheyStandFor() throws {
        let iOS = try Self.run(["versions", "--running", "iOS 19.0", "--predicate", "26"])
        let macOS = try Self.run(["catalog", "--platform", "macOS", "--os", "16", "--view", "toggle(style: .button)"])
        withKnownIssue("the tool contradicts the library") {
            #expect(iOS.status == 0, "vocabulary: \(iOS.stdout)")
            #expect(macOS.status == 0, "vocabulary: \(macOS.stdout)\(macOS.stderr)")
        } matching: {
            Self.isTagged("vocabulary:")($0)
        }
    }

    // MARK: The catalog's words

    @Test func theCatalogSaysWhenSwiftUIHasTheViewButNoObjectBacksIt() throws {
        let stack = try Self.run(["catalog", "--platform", "macOS", "--os", "14", "--view", "navigationStack"])
        let signIn = try Self.run(["catalog", "--platform", "macOS", "--view", "signInWithAppleButton"])
        let web = try Self.run(["catalog", "--platform", "tvOS", "--os", "26", "--view", "webView"])
        #expect(stack.status == 1)
        withKnownIssue("the catalog says the API does not exist") {
            #expect(
                stack.stdout.contains("NavigationStack has no AppKit object behind it on macOS 14"),
                "words: \(stack.stdout)")
            #expect(
                !signIn.stdout.contains("hang apps on iOS 17\n") || signIn.stdout.contains("every platform"),
                "words: \(signIn.stdout)")
            #expect(web.status == 1, "words: tvOS webView \(web.stdout)")
        } matching: {
            Self.isTagged("words:")($0)
        }
    }

    // MARK: What is SwiftUI's

    @Test func aUIKitAppsWholeWindowDumpAnswersNothingOfSwiftUIs() throws {
        let path = try Fixture.path("046")
        let run = try Self.run(["explain", path, "--view", "navigationStack", "--os", "iOS 16", "--json"])
        let object = Self.jsonObject(run.stdout)
        withKnownIssue("the app's own controller is SwiftUI's") {
            #expect(run.status == 1, "host: exit \(run.status)")
            #expect((object?["matches"] as? [Any])?.isEmpty == true, "host: matches")
            #expect(
                (object?["diagnostics"] as? [String])?.contains { $0.contains("no SwiftUI host in this text") } == true,
                "host: \(object?["diagnostics"] ?? "")")
        } matching: {
            Self.isTagged("host:")($0)
        }
    }

    // MARK: Pasted text

    @Test func aTextThatNamesClassesIsReadFlat() throws {
        // A crash log (fixture 153): no tree, no description, but an object of a known class at an address.
        let run = try Self.run(["explain", try Fixture.path("153"), "--class", "UITableViewCell"])
        withKnownIssue("refused for its shape") {
            #expect(run.status == 0, "flat: exit \(run.status) \(run.stderr)")
        } matching: {
            Self.isTagged("flat:")($0)
        }
        // Prose that names a class in a sentence (fixture 154) is still no dump.
        let prose = try Self.run(["explain", try Fixture.path("154"), "--class", "UITableView"])
        #expect(prose.status == 2)
    }

    // MARK: The README

    @Test func theInstallLineNamesARequirementThatResolves() throws {
        let readme = try String(contentsOf: Fixture.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains(".package(url:") })
        withKnownIssue("from: a tag that does not exist") {
            #expect(line.contains("branch:") || line.contains("revision:"), "install: \(line)")
        } matching: {
            Self.isTagged("install:")($0)
        }
    }
}
