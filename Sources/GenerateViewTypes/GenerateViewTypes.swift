import Foundation

/// `swift run generate-view-types [OUTPUT]`: writes the typed API of the Apple layer from the catalog into
/// `Sources/Introspect/ViewTypes` (or OUTPUT), replacing the generated files there.
@main
enum GenerateViewTypes {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let output = URL(fileURLWithPath: arguments.first ?? "Sources/Introspect/ViewTypes", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in existing where name.hasSuffix(".swift") {
            try FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
        let files = ViewTypeSourceGenerator.files()
        for file in files {
            try Data(file.contents.utf8).write(to: output.appendingPathComponent(file.name))
        }
        print("wrote \(files.count) files to \(output.path)")
    }
}
