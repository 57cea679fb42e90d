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
            """
    )

    @Option(help: "The running version, with its platform: \"iOS 17.4\", \"macOS 10.15.4\".")
    var running: String?

    @Option(help: "A predicate for the running version's platform: a list (\"15, 16\") or an open range (\"16...\").")
    var predicate: String?

    func run() throws {
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
        let release = platform.release(containing: version.version)
        print("\(version): " + (release.map { "release line \(platform) \($0)" } ?? "not a known release line"))
        guard let predicate else { return }
        let parsed = try parse { () throws in
            try VersionPredicate.parse(predicate, for: platform)
        }
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
