import Foundation
import IntrospectDumps

/// A dump from `Fixtures/`: real text from public sources, each copied verbatim (sources in `Fixtures/SOURCES.md`).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.first?.isNumber == true }
            .sorted()
    }

    /// The fixture whose name starts with `prefix` (`"001"`).
    static func text(_ prefix: String) throws -> String {
        guard let name = names.first(where: { $0.hasPrefix(prefix) }) else { throw FixtureMissing(prefix: prefix) }
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func dump(_ prefix: String) throws -> HierarchyDump {
        try HierarchyDump(parsing: text(prefix))
    }

    struct FixtureMissing: Error {
        let prefix: String
    }
}
