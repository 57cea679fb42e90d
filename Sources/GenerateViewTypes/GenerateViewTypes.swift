import Foundation

/// `swift run generate-view-types [OUTPUT [EXAMPLES [SCENARIOS]]]`: writes the typed API of the Apple layer from the
/// catalog into `Sources/Introspect/ViewTypes` (or OUTPUT), replacing the generated files there, one sample call per
/// view type into `Sources/IntrospectExamples/ViewTypeCalls.swift` (or EXAMPLES), and one behaviour scenario per
/// view type into `Sources/IntrospectBehaviourChecks/CatalogScenarios.swift` (or SCENARIOS).
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
        let examples = URL(
            fileURLWithPath: arguments.dropFirst().first ?? "Sources/IntrospectExamples/ViewTypeCalls.swift")
        try FileManager.default.createDirectory(
            at: examples.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ViewTypeSourceGenerator.sampleCalls().utf8).write(to: examples)
        let ladder = output.deletingLastPathComponent().appendingPathComponent("Versions/RunningVersionLadder.swift")
        try Data(ViewTypeSourceGenerator.runningVersionLadder().utf8).write(to: ladder)
        let versions = output.deletingLastPathComponent().appendingPathComponent("Versions/PlatformVersions.swift")
        try Data(ViewTypeSourceGenerator.platformVersions().utf8).write(to: versions)
        let scenarios = URL(
            fileURLWithPath: arguments.dropFirst(2).first ?? "Sources/IntrospectBehaviourChecks/CatalogScenarios.swift")
        try Data(BehaviourScenarioGenerator.source().utf8).write(to: scenarios)
        print(
            "wrote \(files.count) files to \(output.path), the sample calls to \(examples.path), the ladder to \(ladder.path), the scenarios to \(scenarios.path)"
        )
    }
}
