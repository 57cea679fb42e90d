import Foundation

/// `swift run --package-path Tools generate-from-catalog [ROOT]`: writes the Apple layer's generated sources from
/// IntrospectCore's catalog into the library package at ROOT (by default the repository this tool is built from):
/// the typed API (`Sources/Introspect/Generated`: one file per view type, the version constants and the running
/// version's `#available` ladder), one sample call per view type (`Sources/IntrospectCompileChecks/Generated`) and
/// one behavior scenario per view type (`Sources/IntrospectBehaviorChecks/Generated`), and the article of the views
/// with no platform object (`Introspect.docc/CannotIntrospect.md`). Swift files it wrote before and no longer writes
/// are removed.
@main
enum CatalogGenerator {
    static func main() throws {
        let root =
            CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? libraryRoot
        var written = 0
        for (folder, files) in outputs {
            let directory = root.appendingPathComponent(folder, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let names = Set(files.map(\.name))
            for stale in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where stale.hasSuffix(".swift") && !names.contains(stale) {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
            }
            for file in files {
                try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name))
            }
            written += files.count
        }
        print("wrote \(written) files under \(root.path)")
    }

    /// The generated files, by folder of the library package.
    static var outputs: [(folder: String, files: [(name: String, contents: String)])] {
        [
            ("Sources/Introspect/Generated/ViewTypes", ViewTypeSourceGenerator.files()),
            (
                "Sources/Introspect/Generated",
                [
                    ("PlatformVersionConstants.swift", ViewTypeSourceGenerator.platformVersions()),
                    ("FirstObjectVersions.swift", ViewTypeSourceGenerator.firstObjectVersions()),
                    ("ViewTypeEntries.swift", ViewTypeSourceGenerator.catalogEntries()),
                    ("RunningVersionLadder.swift", ViewTypeSourceGenerator.runningVersionLadder()),
                ]
            ),
            (
                "Sources/IntrospectCompileChecks/Generated",
                [
                    ("ViewTypeCalls.swift", ViewTypeSourceGenerator.sampleCalls()),
                    ("FirstObjectCalls.swift", ViewTypeSourceGenerator.firstObjectSampleCalls()),
                ]
            ),
            (
                "Sources/IntrospectBehaviorChecks/Generated",
                [("CatalogScenarios.swift", BehaviorScenarioGenerator.source())]
            ),
            ("Sources/Introspect/Introspect.docc", [("CannotIntrospect.md", UnbackedArticleGenerator.article())]),
        ]
    }

    /// The library package this tool is built from: two folders above the tools package's sources.
    static var libraryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
