import ArgumentParser
import Foundation
import IntrospectDumps

/// Where a command reads its dump from: a file, standard input (`-` or no path), or the bundled sample.
struct DumpInput: ParsableArguments {
    @Argument(help: "A dump file (recursiveDescription, _printHierarchy, _autolayoutTrace, _subtreeDescription, a box-drawing or indented tree, a JSON capture, …). Reads standard input when omitted or '-'.")
    var path: String?

    @Flag(help: "Use the bundled sample dump (an iOS 16 List recorded with recursiveDescription).")
    var sample = false

    @Option(help: "Read the dump as this format instead of detecting it: \(DumpFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String?

    /// The dump's name for messages, and the parsed dump. Parse errors are reported with the line and column
    /// and end the command with status 2.
    func load() throws -> (name: String, dump: HierarchyDump) {
        let (name, text) = try read()
        var chosenFormat: DumpFormat?
        if let format {
            guard let known = DumpFormat(rawValue: format) else {
                throw ValidationError("unknown format \"\(format)\"; formats: \(DumpFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            chosenFormat = known
        }
        do {
            return (name, try HierarchyDump(parsing: text, format: chosenFormat))
        } catch let error as DumpParseError {
            FileHandle.standardError.write(Data("error: \(name): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    private func read() throws -> (String, String) {
        if sample {
            guard path == nil else { throw ValidationError("pass either a dump or --sample, not both") }
            return (SampleDump.name, SampleDump.text)
        }
        guard let path, path != "-" else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return ("standard input", String(decoding: data, as: UTF8.self))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path)")
        }
        return (path, String(decoding: data, as: UTF8.self))
    }
}
