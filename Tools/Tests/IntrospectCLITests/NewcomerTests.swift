import DumpFixtures
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let errors = ReadToEnd(stderr.fileHandleForReading)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errors.wait(), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Reads a file handle to its end on a thread of its own, so that two pipes never block each other.
    final class ReadToEnd: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    /// A pseudo-terminal: the side a program is given (`secondary`, a terminal to it) and the side this test reads and
    /// types on.
    struct Terminal {
        let primary: Int32
        let secondary: FileHandle

        init() throws {
            // The C library's pseudo-terminal calls, looked up by name: Glibc's module does not export them.
            typealias Open = @convention(c) (Int32) -> Int32
            typealias Prepare = @convention(c) (Int32) -> Int32
            typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            func function<F>(_ name: String, as type: F.Type) throws -> F {
                guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw CocoaError(.fileReadUnknown) }
                return unsafeBitCast(symbol, to: type)
            }
            let primary = try function("posix_openpt", as: Open.self)(O_RDWR | O_NOCTTY)
            guard primary >= 0, try function("grantpt", as: Prepare.self)(primary) == 0,
                try function("unlockpt", as: Prepare.self)(primary) == 0,
                let name = try function("ptsname", as: Name.self)(primary)
            else {
                throw CocoaError(.fileReadUnknown)
            }
            let secondary = open(name, O_RDWR | O_NOCTTY)
            guard secondary >= 0 else { throw CocoaError(.fileReadUnknown) }
            self.primary = primary
            self.secondary = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        }

        /// What the program wrote to the terminal, once it has ended (reading stops at the error a terminal gives
        /// when its other side is closed).
        func written() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var pending = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            while poll(&pending, 1, 200) > 0 {
                let count = read(primary, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func temporaryFile(_ data: Data, name: String = "input.txt") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    static func jsonObject(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    // MARK: Input

    @Test func binaryInputIsRefusedAsSuch() throws {
        let executable = try Self.temporaryFile(
            Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0x00, 0xFF, 0xFE]), name: "a.out")
        let run = try Self.run(["explain", executable.path, "--view", "scrollView"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: \(executable.path): binary file: not text (it holds NUL bytes)\n")
        #expect(run.stdout.isEmpty)
        // No NUL byte, but not UTF-8 either: an image, a compressed file.
        let image = try Self.temporaryFile(Data((0..<4096).map { UInt8(0x80 + $0 % 0x7F) }), name: "image.bin")
        let tree = try Self.run(["tree", image.path])
        #expect(tree.status == 2)
        #expect(tree.stderr.hasPrefix("error: \(image.path): binary file: not text (bytes that are not UTF-8)\n"))
        // With --json, the object, its error and the status.
        let json = try Self.run(["explain", executable.path, "--view", "scrollView", "--json"])
        let object = try #require(Self.jsonObject(json.stdout))
        #expect(json.status == 2)
        #expect(object["error"] as? String == "\(executable.path): binary file: not text (it holds NUL bytes)")
        #expect(object["exitCode"] as? Int == 2)
        #expect(json.stderr.isEmpty)
    }

    @Test func aDirectorySaysSo() throws {
        let directory = try Self.temporaryFile(Data()).deletingLastPathComponent()
        let run = try Self.run(["tree", directory.path])
        #expect(run.status == 2)
        #expect(run.stderr == "error: \(directory.path): is a directory, not a dump\n")
    }

    @Test func randomTextIsNotADump() throws {
        let file = try Self.temporaryFile(Data(RandomText.generate(bytes: 1_000_000, seed: 7).utf8))
        let run = try Self.run(["explain", file.path, "--view", "scrollView"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: \(file.path): not a view hierarchy: "))
        #expect(run.stderr.hasSuffix("but none names a class of UIKit, AppKit or SwiftUI\n"))
        #expect(run.stdout.isEmpty)
    }

    /// With no path and the terminal on standard input, the tool says it is waiting for a paste, on standard error.
    @Test func readingTheTerminalSaysSo() throws {
        let terminal = try Terminal()
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["tree"]
        process.standardInput = terminal.secondary
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // End of input, as a user types it: Ctrl-D at the start of a line.
        var endOfInput: UInt8 = 4
        #expect(write(terminal.primary, &endOfInput, 1) == 1)
        let errors = ReadToEnd(stderr.fileHandleForReading)
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        close(terminal.primary)
        #expect(process.terminationStatus == 2)
        #expect(
            String(decoding: errors.wait(), as: UTF8.self)
                == "introspect: reading a dump from standard input, the terminal: paste it and end with Ctrl-D (or pass "
                + "a file, or --sample)\nerror: standard input: the dump is empty: no line holds a view\n")
        // Standard input that is not a terminal is read without a word.
        let piped = try Self.run(["tree"], input: Data("<UIView: 0x1; frame = (0 0; 1 1)>\n".utf8))
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
    }

    /// A large text says on a terminal that it is being read; not when standard error is a file, nor with `--json`.
    @Test func largeInputShowsProgressOnlyOnATerminal() throws {
        let line = "<UIView: 0x1; frame = (0 0; 1 1)>\n"
        let count = 8_000_000 / line.utf8.count + 1
        let file = try Self.temporaryFile(Data(String(repeating: line, count: count).utf8))
        func run(_ arguments: [String]) throws -> (status: Int32, terminal: String) {
            let terminal = try Terminal()
            let process = Process()
            process.executableURL = Self.executable
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = terminal.secondary
            try process.run()
            process.waitUntilExit()
            try terminal.secondary.close()
            let written = terminal.written()
            close(terminal.primary)
            return (process.terminationStatus, written)
        }
        let megabytes = (line.utf8.count * count) / 1_000_000
        let plain = try run(["explain", file.path, "--class", "UIView"])
        #expect(plain.status == 0)
        #expect(
            plain.terminal.replacingOccurrences(of: "\r\n", with: "\n")
                == "introspect: reading \(file.path), \(megabytes) MB…\nintrospect: read \(file.path)\n")
        let json = try run(["explain", file.path, "--class", "UIView", "--json"])
        #expect(json.status == 0)
        #expect(json.terminal.isEmpty)
        let piped = try Self.run(["tree", file.path])
        #expect(piped.stderr.isEmpty)
    }

    // MARK: --json

    /// Every usage error of `explain --json` is the documented object on standard output, with the message and 64.
    @Test(arguments: [
        (["--format", "nope"], "unknown format \"nope\"; formats: " + DumpFormatNames.all),
        (
            ["--scope", "sideways"],
            "the value 'sideways' is invalid for '--scope <scope>'. Please provide one of "
                + "'receiver', 'ancestor' or 'both'."
        ),
        (["--sample", "dump.txt"], "pass either a dump or --sample, not both"),
        (["--bogus"], "unknown option '--bogus'. Did you mean '--os'?"),
        (["--sampel"], "unknown option '--sampel'. Did you mean '--sample'?"),
        (["--platform", "watchOS"], "unknown platform \"watchOS\"; use iOS, tvOS, macOS or visionOS"),
        (["--class", "UITableView"], "pass either --view or --class, not both"),
        (
            ["--os", "iOS 17", "--platform", "macOS"],
            "--os \"iOS 17\" names iOS, not --platform macOS: pass one of them, or both for one platform"
        ),
        (
            ["--os", "iOS seventeen"],
            "expected a version like \"17.4\", \"iOS 26.1\" or \"macOS 10.15.4\"; found "
                + "\"seventeen\" at column 5 of \"iOS seventeen\""
        ),
    ])
    func everyUsageErrorIsTheJSONObjectWithJSON(arguments: [String], error: String) throws {
        let run = try Self.run(["explain", "--view", "scrollView", "--json"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.isEmpty)
        let object = try #require(Self.jsonObject(run.stdout), "\(run.stdout)")
        #expect(object["error"] as? String == error)
        #expect(object["exitCode"] as? Int == 64)
        #expect(object["matches"] as? [Any] != nil)
        // Without --json: the same message, the tool's one error style, and where to read more.
        let plain = try Self.run(["explain", "--view", "scrollView"] + arguments)
        #expect(plain.status == 64)
        #expect(plain.stderr == "error: \(error)\nsee: introspect explain --help\n")
    }

    /// `catalog --json` prints `{"error", "exitCode"}` for a usage error.
    @Test func catalogUsageErrorsAreJSONWithJSON() throws {
        let run = try Self.run(["catalog", "--view", "scrolView", "--json"])
        #expect(run.status == 64)
        #expect(
            run.stdout
                == #"{"error": "unknown view type \"scrolView\"; did you mean scrollView? (`introspect catalog` lists "#
                + #"the accessors)", "exitCode": 64}"# + "\n")
    }

    // MARK: Conventions

    @Test func versionIsThePackagesVersion() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == PackageVersion.current + "\n")
        // The changelog names every released version; the version being built is the next one, unreleased.
        let changelog = try String(
            contentsOf: Fixture.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        #expect(headings.first == "Unreleased")
        let released = try #require(headings.dropFirst().first)
        let current = PackageVersion.current.split(separator: "-")[0].split(separator: ".").compactMap { Int($0) }
        let last = released.split(separator: ".").compactMap { Int($0) }
        #expect(PackageVersion.current.hasSuffix("-dev"))
        #expect(current.lexicographicallyPrecedes(last) == false && current != last)
    }

    @Test func swiftUINamesAndMisspellingsOfViewTypes() throws {
        let swiftUIName = try Self.run(["catalog", "--view", "List", "--platform", "iOS", "--os", "16"])
        #expect(swiftUIName.stdout == "UICollectionView\n")
        let misspelt = try Self.run(["catalog", "--view", "scrolView"])
        #expect(misspelt.status == 64)
        #expect(
            misspelt.stderr
                == "error: unknown view type \"scrolView\"; did you mean scrollView? (`introspect catalog` lists the "
                + "accessors)\nsee: introspect catalog --help\n")
    }

    @Test func completionsOfferViewTypesPlatformsAndFormats() throws {
        let run = try Self.run(["--generate-completion-script", "bash"])
        #expect(run.status == 0)
        for word in [
            "'scrollView'", "'list(style: .insetGrouped)'", "'visionOS'", "'flatText'", "'recursiveDescription'",
        ] {
            #expect(run.stdout.contains(word), "\(word) is not completed")
        }
    }

    @Test func versionsReadsEverythingBeforePrintingAndNeedsRunningForAPredicate() throws {
        let partial = try Self.run(["versions", "--running", "iOS 17.4", "--predicate", "16,,"])
        #expect(partial.status == 64)
        #expect(partial.stdout.isEmpty)
        let alone = try Self.run(["versions", "--predicate", "16"])
        #expect(alone.status == 64)
        #expect(
            alone.stderr
                == "error: --predicate needs --running: the version to check it against\nsee: introspect versions --help\n"
        )
        let swift = try Self.run(["versions", "--running", "iOS 17.4", "--predicate", ".iOS(.v16, .v17)"])
        #expect(swift.status == 0)
        #expect(swift.stdout == "iOS 17.4: release line iOS 17\niOS 16, 17: matches (release line 17)\n")
        let range = try Self.run(["versions", "--running", "macOS 10.15.4", "--predicate", ".v10_15_4..."])
        #expect(range.status == 0)
        let other = try Self.run(["versions", "--running", "iOS 17.4", "--predicate", ".macOS(.v13)"])
        #expect(other.status == 64)
        #expect(other.stderr.hasPrefix("error: \".macOS(.v13)\" lists macOS versions; the running version is iOS's\n"))
    }

    // MARK: One version vocabulary

    /// The tool reads a version through the library's own mapping: for every platform, every known release and
    /// its compatibility version, `versions` reports the release line `RunningVersion` gives, and `catalog` answers
    /// a compatibility version as the release it stands for.
    @Test func theToolMapsEveryKnownReleaseAsTheLibraryDoes() throws {
        for platform in Platform.allCases {
            let compatibility = platform.knownVersions.compactMap {
                RunningVersion.compatibilityVersion(of: $0, on: platform)
            }
            #expect(!compatibility.isEmpty)
            for version in platform.knownVersions + compatibility {
                let line = RunningVersion.releaseLine(observed: version, on: platform)
                let run = try Self.run(["versions", "--running", "\(platform) \(version)"])
                #expect(run.status == 0)
                #expect(run.stdout == "\(platform) \(version): release line \(platform) \(line)\n", "\(run.stderr)")
                let matched = try Self.run([
                    "versions", "--running", "\(platform) \(version)", "--predicate", "\(line)",
                ])
                #expect(matched.status == 0, "\(platform) \(version) against \(line): \(matched.stdout)")
            }
            for (release, told) in zip(
                platform.knownVersions.filter { RunningVersion.compatibilityVersion(of: $0, on: platform) != nil },
                compatibility)
            {
                let asked = try Self.run(["catalog", "--json", "--platform", "\(platform)", "--os", "\(told)"])
                let stands = try Self.run(["catalog", "--json", "--platform", "\(platform)", "--os", "\(release)"])
                #expect(asked.status == stands.status)
                #expect(
                    asked.stdout.replacingOccurrences(of: "\"version\": \"\(told)\"", with: "")
                        == stands.stdout.replacingOccurrences(of: "\"version\": \"\(release)\"", with: ""),
                    "catalog for \(platform) \(told) and \(release) differ")
            }
        }
        let note = try Self.run(["catalog", "--platform", "macOS", "--os", "16", "--view", "toggle(style: .button)"])
        #expect(note.stdout == ".toggleStyle(.button) isn't backed by NSButton on macOS 26\n")
        #expect(
            note.stderr == "note: macOS 16 is what macOS 26 tells apps built with older SDKs; answered for macOS 26\n")
    }

    // MARK: The catalog's words

    @Test func theCatalogSaysWhenSwiftUIHasTheViewButNoObjectBacksIt() throws {
        let stack = try Self.run(["catalog", "--platform", "macOS", "--os", "14", "--view", "navigationStack"])
        #expect(stack.status == 1)
        #expect(stack.stdout == "NavigationStack has no AppKit object behind it on macOS 14\n")
        let tabs = try Self.run(["catalog", "--platform", "visionOS", "--os", "1", "--view", "tabView"])
        #expect(tabs.stdout == "TabView has no UIKit object behind it on visionOS 1\n")
        let signIn = try Self.run(["catalog", "--platform", "macOS", "--view", "signInWithAppleButton"])
        #expect(
            signIn.stdout.hasSuffix(
                "    macOS: — SignInWithAppleButton support was removed on every platform, after linking it could hang "
                    + "apps on iOS 17\n"))
        let web = try Self.run(["catalog", "--platform", "tvOS", "--os", "26", "--view", "webView"])
        #expect(web.status == 1)
        #expect(web.stdout == "WebKit is not public on tvOS: no WebView, no WKWebView\n")
    }

    /// `catalog --json`'s two shapes, keys in the documented order, and the guide documents each key.
    @Test func catalogJSONShapesAreTheDocumentedOnes() throws {
        let table = try Self.run(["catalog", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(table.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == ViewTypeCatalog.entries.count)
        for row in rows { #expect(Set(row.keys) == ["accessor", "construct", "scope", "platforms", "note"]) }
        let rowKeys =
            #"\{"accessor": "[^"]*", "construct": "[^"]*", "scope": "[^"]*", "platforms": \{"iOS": \[\{"#
            + #""version": "[^"]*", "route": "[^"]*", "class": "#
        #expect(table.stdout.range(of: "^\\[" + rowKeys, options: .regularExpression) != nil)
        let lookup = try Self.run(["catalog", "--json", "--platform", "iOS", "--os", "16", "--view", "list"])
        #expect(
            lookup.stdout
                == #"[{"accessor": "list", "platform": "iOS", "version": "16", "class": "UICollectionView", "#
                + #""guessed": false, "reason": null}]"# + "\n")
        let guessed = try Self.run(["catalog", "--json", "--platform", "iOS", "--os", "40", "--view", "list"])
        #expect(guessed.stdout.contains(#""class": "UICollectionView", "guessed": true, "reason": null"#))
        let guide = try String(
            contentsOf: Fixture.repository.appendingPathComponent(
                "Tools/Sources/IntrospectDumps/IntrospectDumps.docc/CommandLineTool.md"),
            encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "### `catalog --json`").dropFirst().first)
            .components(separatedBy: "\n### ")[0]
        for key in [
            "accessor", "construct", "scope", "platforms", "note", "version", "route", "class", "reason", "evidence",
            "kind", "fixture", "lines", "os", "parentLine", "url", "quote",
        ] {
            #expect(section.contains("`\(key)`") || section.contains("\"\(key)\""), "\(key) is not documented")
        }
        #expect(section.contains(#"{"accessor", "platform", "version", "class", "guessed", "reason"}"#))
        // Every version row has the evidence of its run; the runs beyond the reference cite some.
        for row in rows {
            for case let versions as [[String: Any]] in (row["platforms"] as? [String: Any] ?? [:]).values {
                for version in versions {
                    #expect(Set(version.keys) == ["version", "route", "class", "reason", "evidence"])
                }
            }
        }
        let toolbar = try #require(rows.first { $0["accessor"] as? String == "toolbar" })
        let iOS = try #require((toolbar["platforms"] as? [String: Any])?["iOS"] as? [[String: Any]])
        let cited = try #require(iOS.last?["evidence"] as? [[String: Any]])
        #expect(cited.map { $0["kind"] as? String } == ["observed", "documented"])
        #expect(Set(cited[0].keys) == ["kind", "fixture", "lines", "os", "class", "parentLine"])
        #expect(cited[0]["fixture"] as? String == "030" && cited[0]["lines"] as? [Int] == [136])
        #expect(Set(cited[1].keys) == ["kind", "url", "quote"])
    }

    // MARK: What is SwiftUI's

    /// A UIKit app's whole window (fixture 046, no host, nothing of SwiftUI's): no match, the app's own
    /// navigation controller's root view listed as such; fragments (an elided dump, 092; a chain, 094) still answer.
    @Test func aUIKitAppsWholeWindowDumpAnswersNothingOfSwiftUIs() throws {
        let run = try Self.run([
            "explain", try Fixture.path("046"), "--view", "navigationStack", "--os", "iOS 16", "--json",
        ])
        let object = try #require(Self.jsonObject(run.stdout))
        #expect(run.status == 1)
        #expect((object["matches"] as? [Any])?.isEmpty == true)
        #expect((object["appObjects"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [2])
        #expect(
            (object["diagnostics"] as? [String])?.first?.hasPrefix(
                "no SwiftUI host in this text: the dump is a whole window (line 1)") == true)
        #expect(object["exitCode"] as? Int == 1)
        for fragment in ["092", "094"] {
            let answer = try Self.run([
                "explain", try Fixture.path(fragment), "--view", "navigationView", "--os", "iOS 13",
            ])
            #expect(answer.status == 0, "\(fragment): \(answer.stdout)")
        }
    }

    // MARK: Pasted text

    @Test func aTextThatNamesClassesIsReadFlat() throws {
        // A crash log (fixture 153): no tree, no description, but an object of a known class at an address, twice.
        let run = try Self.run(["explain", try Fixture.path("153"), "--class", "UITableViewCell", "--json"])
        let object = try #require(Self.jsonObject(run.stdout))
        #expect(run.status == 0)
        #expect(object["format"] as? String == "flatText")
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["line"] as? Int } == [1])
        #expect(matches.first?["duplicates"] as? [Int] == [2])
        // Prose that names a class in a sentence (fixture 154) is still no dump.
        let prose = try Self.run(["explain", try Fixture.path("154"), "--class", "UITableView"])
        #expect(prose.status == 2)
        #expect(prose.stderr.contains("no line of the text holds a view"))
    }

    // MARK: The README

    /// No version is tagged yet: the install line names the branch (or a revision), and the changelog says so.
    @Test func theInstallLineNamesARequirementThatResolves() throws {
        let readme = try String(contentsOf: Fixture.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains(".package(url:") })
        #expect(line.contains("branch: \"main\"") || line.contains("revision:"))
        let changelog = try String(
            contentsOf: Fixture.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("not tagged yet"))
    }

    /// The examples check bites: one README block broken in a copy fails it. It compiles against the Apple SDKs,
    /// so it runs where they are set up (`APPLE_TYPECHECK`, as `.ci/run` sets it).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["APPLE_TYPECHECK"] != nil))
    func aBrokenReadmeExampleFailsTheExamplesCheck() throws {
        let process = Process()
        process.executableURL = Fixture.repository.appendingPathComponent("Tools/Scripts/check-examples.sh")
        process.arguments = ["--selftest"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("check-examples: a broken README block fails the check (FAIL  README.md:"))
    }
}

/// The names `--format` accepts, as the usage error lists them.
enum DumpFormatNames {
    static let all =
        "recursiveDescription, printHierarchy, autolayoutTrace, subtreeDescription, boxTree, indentedTree, arrowTree, "
        + "json, ancestorChain, flatList, numberedTree, referenceTagged, ivarDescription, freeText, flatText, "
        + "hierarchyCapture"
}
