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
            """,
        completion: .list(DumpFormat.allCases.map(\.rawValue)))
    var format: String?

    /// A dump that could not be read: the reason, for the message and the JSON `error`, ending with status 2.
    struct Unreadable: Error {
        let name: String
        let reason: String
    }

    /// Checks the options; called by the commands' `run()`, not as `validate()`, so that ArgumentParser names an
    /// unknown or misspelt option before any of these is checked.
    func check() throws {
        if let format, DumpFormat(name: format) == nil {
            throw ValidationError(
                "unknown format \"\(format)\"; formats: "
                    + DumpFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if sample, path != nil { throw ValidationError("pass either a dump or --sample, not both") }
    }

    /// The dump's name for messages, and the parsed dump. A large text read for a terminal says on standard error
    /// that it is being read (`showsProgress`, and standard error a terminal).
    /// - Throws: ``Unreadable`` for a missing, unreadable, binary or directory path and for text with no view line.
    func load(showsProgress: Bool = true) throws -> (name: String, dump: HierarchyDump) {
        let (name, text) = try read()
        let progress = showsProgress && isatty(STDERR_FILENO) != 0 && text.utf8.count >= Self.largeText
        if progress {
            let megabytes = text.utf8.count / 1_000_000
            FileHandle.standardError.write(Data("introspect: reading \(name), \(megabytes) MB…\n".utf8))
        }
        defer { if progress { FileHandle.standardError.write(Data("introspect: read \(name)\n".utf8)) } }
        do {
            return (name, try HierarchyDump(parsing: text, format: format.flatMap(DumpFormat.init(name:))))
        } catch let error as DumpParseError {
            throw Unreadable(name: name, reason: error.description)
        }
    }

    /// The size from which reading says so on a terminal: a few seconds' reading.
    static let largeText = 8_000_000

    private func read() throws -> (String, String) {
        if sample { return (SampleDump.name, SampleDump.text) }
        guard let path, path != "-" else {
            if isatty(STDIN_FILENO) != 0 {
                FileHandle.standardError.write(
                    Data(
                        "introspect: reading a dump from standard input, the terminal: paste it and end with Ctrl-D (or pass a file, or --sample)\n"
                            .utf8))
            }
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return ("standard input", try Self.text(of: data, name: "standard input"))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Unreadable(name: path, reason: "is a directory, not a dump")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw Unreadable(name: path, reason: reason)
        }
        return (path, try Self.text(of: data, name: path))
    }

    /// The text of `data`, or ``Unreadable`` when it is a binary file: it holds NUL bytes, or more than one byte in
    /// a hundred is not UTF-8 (a pasted text may hold a stray byte; an executable or an image holds many).
    static func text(of data: Data, name: String) throws -> String {
        if data.contains(0) { throw Unreadable(name: name, reason: "binary file: not text (it holds NUL bytes)") }
        let text = String(decoding: data, as: UTF8.self)
        // Valid UTF-8 decodes to the same bytes: the usual text pays for no more scans.
        guard text.utf8.count != data.count else { return text }
        let replaced = text.unicodeScalars.lazy.filter { $0 == "\u{FFFD}" }.count
        // A replacement character the file itself holds (EF BF BD) is text.
        var written = 0
        var index = data.startIndex
        while let found = data[index...].firstIndex(of: 0xEF) {
            if data.index(found, offsetBy: 2, limitedBy: data.endIndex - 1) != nil, data[found + 1] == 0xBF,
                data[found + 2] == 0xBD
            {
                written += 1
            }
            index = found + 1
        }
        if replaced - min(written, replaced) > max(8, data.count / 100) {
            throw Unreadable(name: name, reason: "binary file: not text (bytes that are not UTF-8)")
        }
        return text
    }
}
