import ArgumentParser
@_spi(Tooling) import IntrospectCore

/// The `introspect` command-line tool.
@main
struct IntrospectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "introspect",
        abstract: "Reads UIKit/AppKit view-hierarchy dumps and explains what SwiftUI introspection finds in them.",
        subcommands: [ExplainCommand.self, TreeCommand.self, CatalogCommand.self, VersionsCommand.self]
    )
}
