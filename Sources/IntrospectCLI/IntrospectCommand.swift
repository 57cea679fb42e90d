import ArgumentParser
import IntrospectCore

/// The `introspect` command-line tool.
@main
struct IntrospectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "introspect",
        abstract: "Explains what SwiftUI introspection finds in a UIKit/AppKit view hierarchy.",
        subcommands: [VersionsCommand.self, SearchCommand.self, ProbeTemp.self]
    )
}
