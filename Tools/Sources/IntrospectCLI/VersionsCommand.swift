import ArgumentParser
@_spi(Tooling) import IntrospectCore

/// `introspect versions`: the known OS versions, and whether a version predicate covers a running version.
struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "Lists the OS versions the library knows, or checks a version predicate against a running version.",
        discussion: """
            Examples:
              introspect versions
              introspect versions --running "iOS 17.4" --predicate "15, 16"
              introspect versions --running "iOS 28" --predicate "16..."
              introspect versions --running "iOS 19.0" --predicate ".iOS(.v26)"

            A compatibility version — what an app built with an older SDK is told on the 26 releases: iOS and tvOS 19, \
            macOS 16, visionOS 3 — is the release it stands for, as in the library.

            Exit status: 0 when the predicate matches (or none was given), 1 when it does not, 64 for a usage error.
            """
    )

    @Option(help: "The running version, with its platform: \"iOS 17.4\", \"macOS 10.15.4\".")
    var running: String?

    @Option(
        help: """
            A predicate for the running version's platform: a list ("15, 16"), an open range ("16..."), or as Swift \
            writes them (".iOS(.v16, .v17)", ".v16...").
            """)
    var predicate: String?

    func run() throws {
        // Checked here rather than in `validate()`: ArgumentParser names an unknown option first.
        if predicate != nil, running == nil {
            throw ValidationError("--predicate needs --running: the version to check it against")
        }
        guard let running else {
            for platform in Platform.allCases {
                print("\(platform): " + platform.knownVersions.map(\.description).joined(separator: ", "))
            }
            return
        }
        let version = try parse { try PlatformOSVersion.parse(running) }
        guard let platform = version.platform else {
            throw ValidationError("--running needs a platform name: \"iOS 17.4\", not \"\(running)\"")
        }
        // Everything is read before anything is printed.
        let parsed = try predicate.map { predicate in
            try parse { () throws in try VersionPredicate.parse(predicate, for: platform) }
        }
        let release = platform.release(containing: version.version)
        print("\(version): " + (release.map { "release line \(platform) \($0)" } ?? "not a known release line"))
        guard let parsed else { return }
        switch parsed.match(version.version) {
        case let .known(release):
            print("\(parsed): matches (release line \(release))")
        case .beyondKnownVersions:
            print("\(parsed): matches through the open range only; \(version) is newer than every known version")
        case .none:
            print("\(parsed): does not match")
            throw ExitCode(1)
        }
    }

    /// Turns a parse error into a usage error that prints the parser's message.
    private func parse<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as OSVersionParseError {
            throw ValidationError(error.description)
        }
    }
}
