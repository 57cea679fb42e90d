import Foundation

/// A text from `IntrospectDumpsTests/Fixtures/`: real text from a public source, copied verbatim, with its manifest
/// beside it (`NNN-….manifest.json`: where the text comes from and the answers expected of it).
public enum Fixture {
    /// The fixtures folder.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("IntrospectDumpsTests/Fixtures")

    /// The suffix of a manifest's file name.
    public static let manifestSuffix = ".manifest.json"

    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file names of the texts, in order (`001-sentry-list-ios16.txt`, …); manifests are not among them.
    public static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.first?.isNumber == true && !$0.hasSuffix(manifestSuffix) }
        .sorted()

    /// The file names of the manifests, in order.
    public static let manifestNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.first?.isNumber == true && $0.hasSuffix(manifestSuffix) }
        .sorted()

    /// The file name of the text whose name starts with `prefix` (`"001"`).
    public static func name(_ prefix: String) throws -> String {
        guard let name = names.first(where: { $0.hasPrefix(prefix) }) else { throw Missing(name: prefix) }
        return name
    }

    /// The path of the text whose name starts with `prefix`.
    public static func path(_ prefix: String) throws -> String {
        directory.appendingPathComponent(try name(prefix)).path
    }

    /// The text whose name starts with `prefix`.
    public static func text(_ prefix: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(try name(prefix)), encoding: .utf8)
    }

    /// Every manifest, in the order of the texts.
    public static func manifests() throws -> [FixtureManifest] {
        try manifestNames.map { name in
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            do {
                return try JSONDecoder().decode(FixtureManifest.self, from: data)
            } catch {
                throw Unreadable(name: name, reason: "\(error)")
            }
        }
    }

    /// Every question of every manifest, with the manifest it belongs to.
    public static func questions() throws -> [FixtureQuestion] {
        try manifests().flatMap { manifest in
            manifest.questions.map { FixtureQuestion(manifest: manifest, question: $0) }
        }
    }

    /// No text or manifest of that name.
    public struct Missing: Error {
        public let name: String
    }

    /// A manifest that is not the JSON a manifest must be.
    public struct Unreadable: Error, CustomStringConvertible {
        public let name: String
        public let reason: String
        public var description: String { "\(name): \(reason)" }
    }
}
