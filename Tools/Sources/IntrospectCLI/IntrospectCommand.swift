import ArgumentParser
import Foundation
@_spi(Tooling) import IntrospectCore

/// The `introspect` command-line tool.
@main
struct IntrospectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "introspect",
        abstract: "Reads UIKit/AppKit view-hierarchy dumps and explains what SwiftUI introspection finds in them.",
        discussion: """
            Exit status: 0 success, 1 nothing found (explain) or no class (catalog, versions), 2 a dump that cannot \
            be read, 64 a usage error. Shell completion: introspect --generate-completion-script bash|zsh|fish.
            """,
        version: PackageVersion.current,
        subcommands: [ExplainCommand.self, TreeCommand.self, CatalogCommand.self, VersionsCommand.self]
    )

    /// Parses and runs the command; every error ends the same way: `error: …` on standard error and the exit status,
    /// or, with `--json`, the command's JSON object with the error and the status on standard output.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let status = exitCode(for: error)
            // Help, `--version` and a plain exit with a status are not errors.
            if status == .success || error is ExitCode {
                exit(withError: error)
            }
            let message = Self.message(for: error)
            if arguments.contains("--json") {
                print(CommandLineError.json(message, status: status.rawValue, arguments: arguments))
            } else {
                FileHandle.standardError.write(Data(CommandLineError.text(message, arguments: arguments).utf8))
            }
            Foundation.exit(status.rawValue)
        }
    }
}

/// How a failed command says so.
enum CommandLineError {
    /// `error: MESSAGE` and where to read more, for standard error.
    static func text(_ message: String, arguments: [String]) -> String {
        let subcommand = arguments.first { ["explain", "tree", "catalog", "versions"].contains($0) }
        let help = subcommand.map { "introspect \($0) --help" } ?? "introspect --help"
        return "error: \(lowercasedFirst(message))\nsee: \(help)\n"
    }

    /// The JSON a `--json` command prints for an error: `explain`'s usual object, every other command's
    /// `{"error", "exitCode"}`.
    static func json(_ message: String, status: Int32, arguments: [String]) -> String {
        if arguments.contains("explain") {
            return ExplanationRendering.json(
                nil, dump: nil, request: ExplanationRequest(), error: lowercasedFirst(message), status: status)
        }
        return JSONText.object([("error", .string(lowercasedFirst(message))), ("exitCode", .number(Int(status)))])
            .rendered
    }

    /// ArgumentParser's messages start with a capital ("Unknown option"); this tool's with a lower-case letter.
    static func lowercasedFirst(_ message: String) -> String {
        let trimmed = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        guard let first = trimmed.first, first.isUppercase, trimmed.dropFirst().first?.isLowercase == true else {
            return trimmed
        }
        return first.lowercased() + trimmed.dropFirst()
    }
}
