import Foundation

/// Reading this repository's Swift sources as the architecture tests do: the code without comments and string
/// literals, the names a file declares, and whether code uses a name.
public enum SwiftSource {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The code without comments and without the text of string literals (their quotes stay).
    public static func code(of text: String) -> String {
        var code = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
            } else if rest.hasPrefix("\"\"\"") {
                let after = text.index(index, offsetBy: 3)
                index = text[after...].range(of: "\"\"\"").map(\.upperBound) ?? text.endIndex
                code += "\"\"\"\"\"\""
            } else if text[index] == "\"" {
                var end = text.index(after: index)
                while end < text.endIndex, text[end] != "\"", text[end] != "\n" {
                    end =
                        text[end] == "\\" && text.index(after: end) < text.endIndex
                        ? text.index(end, offsetBy: 2) : text.index(after: end)
                }
                code += "\"\""
                index = end < text.endIndex ? text.index(after: end) : end
            } else {
                code.append(text[index])
                index = text.index(after: index)
            }
        }
        return code
    }

    /// The names `code` declares at the top level: types, protocols, type aliases, functions, constants.
    public static func topLevelNames(in code: String) -> [String] {
        let declaration =
            #/^(?:@[A-Za-z_]+(?:\([A-Za-z_]*\))? )*(?:public |package |internal |fileprivate |private )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias|func|let|var|actor) +([A-Za-z_][A-Za-z0-9_]*)/#
        return code.split(separator: "\n").compactMap { line in line.firstMatch(of: declaration).map { String($0.1) } }
    }

    /// The names of `candidates` that `code` uses as whole words (`Type.member` as written so).
    public static func names(_ candidates: Set<String>, in code: String) -> [String] {
        candidates.filter { name in
            var searched = code[...]
            while let range = searched.range(of: name) {
                let before = range.lowerBound > code.startIndex ? code[code.index(before: range.lowerBound)] : " "
                let after = range.upperBound < code.endIndex ? code[range.upperBound] : " "
                if !(before.isLetter || before.isNumber || before == "_" || before == "."),
                    !(after.isLetter || after.isNumber || after == "_")
                {
                    return true
                }
                searched = code[range.upperBound...]
            }
            return false
        }.sorted()
    }

    /// The Swift files under `folder` (relative to the repository), by path relative to the repository, sorted.
    public static func files(under folder: String) throws -> [String] {
        let base = repositoryRoot.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    /// The text of the file at `path` (relative to the repository).
    public static func text(of path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }
}
