import ArgumentParser
import Foundation
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation

/// Where a command reads its dump from: a file, standard input (`-` or no path), or the bundled sample.
struct DumpInput: ParsableArguments {
    @Argument(
        help: """
            A dump: recursiveDescription, _printHierarchy, _autolayoutTrace, _subtreeDescription, a box-drawing, \
            indented or reference-tagged tree, a JSON capture, an ancestor chain, or a log, exception message or \
            crash report with descriptions in it. Reads standard input when omitted or '-'.
            """)
    var path: String?

    @Flag(help: "Use the bundled sample dump (an iOS 16 List recorded with recursiveDescription).")
    var sample = false

    @Option(
        help: """
            Read the dump as this format instead of detecting it: \
            \(DumpFormat.allCases.map(\.rawValue).joined(separator: ", ")).
            """)
    var format: String?

    /// A dump that could not be read: the reason, for the message and the JSON `error`, ending with status 2.
    struct Unreadable: Error {
        let name: String
        let reason: String
    }

    func validate() throws {
        if let format, DumpFormat(name: format) == nil {
            throw ValidationError(
                "unknown format \"\(format)\"; formats: "
                    + DumpFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if sample, path != nil { throw ValidationError("pass either a dump or --sample, not both") }
    }

    /// The dump's name for messages, and the parsed dump.
    /// - Throws: ``Unreadable`` for a missing or unreadable file and for text with no view line.
    func load() throws -> (name: String, dump: HierarchyDump) {
        let (name, text) = try read()
        do {
            return (name, try HierarchyDump(parsing: text, format: format.flatMap(DumpFormat.init(name:))))
        } catch let error as DumpParseError {
            throw Unreadable(name: name, reason: error.description)
        }
    }

    private func read() throws -> (String, String) {
        if sample { return (SampleDump.name, SampleDump.text) }
        guard let path, path != "-" else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return ("standard input", String(decoding: data, as: UTF8.self))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw Unreadable(name: path, reason: reason)
        }
        return (path, String(decoding: data, as: UTF8.self))
    }
}
