import Foundation
import SourceScanning
import Testing

/// The reader's folders are its stages, and a stage depends only on the stages before it: text → detection →
/// readers → assembly → knowledge → (the pipeline, `HierarchyDump`) → explanation. A file names no type, function
/// or member declared in a later stage; in particular, no file of the text or detection stages names a format or its
/// reader, and no reader names the explanation.
@Suite("Stages depend only on the stages before them")
struct StageDependencyTests {
    /// The stages, in order: the folders of `Sources/IntrospectDumps`, with the module's root files (the pipeline)
    /// between knowledge and explanation.
    static let stages = ["Text", "Detection", "Readers", "Assembly", "Knowledge", "", "Explanation"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/IntrospectDumps")

    /// A source file: its path under the module, its stage, and its code without comments and string literals.
    struct Source {
        let path: String
        let stage: Int
        let code: String
    }

    static func moduleSources() throws -> [Source] {
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : ""
            let stage = try #require(stages.firstIndex(of: folder), "\(path) is in no stage's folder")
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return Source(path: path, stage: stage, code: StageDependencyCheck.code(of: text))
        }
    }

    @Test func noFileNamesWhatALaterStageDeclares() throws {
        let violations = StageDependencyCheck.violations(in: try Self.moduleSources())
        #expect(violations == [])
    }

    @Test func textAndDetectionNameNoFormatAndReadersNameNoExplanation() throws {
        let sources = try Self.moduleSources()
        let declared = StageDependencyCheck.declarations(in: sources)
        let formats = Set(declared.filter { $0.value.path.hasPrefix("Readers/") }.keys)
        let explanation = Set(declared.filter { $0.value.path.hasPrefix("Explanation/") }.keys)
        #expect(formats.contains("DumpFormat") && formats.contains("RecursiveDescriptionReader"))
        #expect(explanation.contains("DumpExplanation") && explanation.contains("CandidateRanking"))
        for source in sources where source.path.hasPrefix("Text/") || source.path.hasPrefix("Detection/") {
            #expect(StageDependencyCheck.names(formats, in: source.code) == [], "\(source.path)")
        }
        for source in sources where source.path.hasPrefix("Readers/") {
            #expect(StageDependencyCheck.names(explanation, in: source.code) == [], "\(source.path)")
        }
    }

    /// The check finds what it looks for: a detection file that asks a reader, a reader that asks the explanation.
    @Test func theCheckFindsALaterStagesName() {
        let sources = [
            Source(path: "Detection/Detector.swift", stage: 1, code: "let x = FreeTextReader.recognizes(line)"),
            Source(path: "Readers/FreeTextReader.swift", stage: 2, code: "enum FreeTextReader { }\nlet y = Rank.all"),
            Source(
                path: "Explanation/Rank.swift", stage: 6, code: "struct Rank {}\nextension Rank { static let all = 1 }"),
        ]
        #expect(
            StageDependencyCheck.violations(in: sources) == [
                "Detection/Detector.swift names FreeTextReader (Readers/FreeTextReader.swift)",
                "Readers/FreeTextReader.swift names Rank (Explanation/Rank.swift)",
            ])
        #expect(StageDependencyCheck.code(of: "let a = \"FreeTextReader\" // FreeTextReader") == "let a = \"\" ")
    }
}

/// What the test looks for: names declared in each file, and their uses in the files of earlier stages.
enum StageDependencyCheck {
    /// The code without comments and without the text of string literals (their quotes stay).
    static func code(of text: String) -> String { SwiftSource.code(of: text) }

    /// Every name declared at the top level of a file (types, functions, constants) or in an extension of a type
    /// (as `Type.member`), with the file that declares it.
    static func declarations(in sources: [StageDependencyTests.Source]) -> [String: StageDependencyTests.Source] {
        var declared: [String: StageDependencyTests.Source] = [:]
        let topLevel =
            #/^(?:@[A-Za-z_]+(?:\([A-Za-z_]*\))? )*(?:public |package |internal |fileprivate |private )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias|func|let|var|actor) +([A-Za-z_][A-Za-z0-9_]*)/#
        let member =
            #/^    (?:@[A-Za-z_]+(?:\([A-Za-z_]*\))? )*(?:public |package |internal |fileprivate |private )?(?:static |mutating )*(?:func|var|let) +([A-Za-z_][A-Za-z0-9_]*)/#
        for source in sources {
            var extended: String?
            for line in source.code.split(separator: "\n", omittingEmptySubsequences: false) {
                if let match = line.firstMatch(of: topLevel) {
                    declared[String(match.1), default: source] = declared[String(match.1)] ?? source
                    extended = nil
                } else if line.hasPrefix("extension ") {
                    extended = line.dropFirst(10).prefix { $0.isLetter || $0.isNumber || $0 == "_" }.description
                } else if let type = extended, let match = line.firstMatch(of: member) {
                    let name = type + "." + match.1
                    declared[name] = declared[name] ?? source
                }
            }
        }
        return declared
    }

    /// The names of `candidates` that `code` uses as whole words (`Type.member` as written so).
    static func names(_ candidates: Set<String>, in code: String) -> [String] {
        SwiftSource.names(candidates, in: code)
    }

    /// Each use of a name declared in a later stage: `path names Name (where it is declared)`.
    static func violations(in sources: [StageDependencyTests.Source]) -> [String] {
        let declared = declarations(in: sources)
        var found: [String] = []
        for source in sources {
            let later = Set(declared.filter { $0.value.stage > source.stage }.keys)
            for name in names(later, in: source.code) {
                found.append("\(source.path) names \(name) (\(declared[name]?.path ?? "?"))")
            }
        }
        return found
    }
}
