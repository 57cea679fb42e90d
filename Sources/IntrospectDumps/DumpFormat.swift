/// The hierarchy dump formats the parsers read.
public enum DumpFormat: String, CaseIterable, Sendable, CustomStringConvertible {
    /// UIKit's `recursiveDescription` (`   | <UIView: 0x…; frame = …>`), with or without addresses.
    case recursiveDescription
    /// `UIViewController._printHierarchy` (`<Controller 0x…>, state: …, view: <…>`).
    case printHierarchy
    /// UIKit's `_autolayoutTrace` (`|   ClassName:0x…`).
    case autolayoutTrace
    /// AppKit's `_subtreeDescription` (`[ flags ] h=--- v=--- NSView 0x… f=(…)`).
    case subtreeDescription
    /// Box-drawing trees (`├─ ClassName(frame: …)`).
    case boxTree
    /// Trees indented with spaces, class name first.
    case indentedTree
    /// Bone captures (`--->ClassName:` with `superclass:` lines).
    case boneCapture
    /// JSON trees (`className`, `children`, `superclassChain`).
    case json
    /// Ancestor chains, leaf first (`A < B < C`, `A → B → C`).
    case ancestorChain
    /// Flat lists with no depth (`Child: ClassName`).
    case flatList
    /// Trees with an id column and `| ` per level.
    case numberedTree

    public var description: String {
        switch self {
        case .recursiveDescription: "recursiveDescription"
        case .printHierarchy: "_printHierarchy"
        case .autolayoutTrace: "_autolayoutTrace"
        case .subtreeDescription: "_subtreeDescription"
        case .boxTree: "box-drawing tree"
        case .indentedTree: "indented tree"
        case .boneCapture: "Bone capture"
        case .json: "JSON tree"
        case .ancestorChain: "ancestor chain"
        case .flatList: "flat list"
        case .numberedTree: "numbered tree"
        }
    }

    /// Formats tried line by line, most specific first.
    static let lineFormats: [DumpFormat] = [
        .printHierarchy, .recursiveDescription, .autolayoutTrace, .subtreeDescription, .boneCapture, .boxTree,
        .ancestorChain, .flatList, .numberedTree, .indentedTree,
    ]

    func matches(_ line: ArraySlice<UInt8>) -> Bool {
        switch self {
        case .recursiveDescription: RecursiveDescriptionFormat.matches(line)
        case .printHierarchy: PrintHierarchyFormat.matches(line)
        case .autolayoutTrace: AutolayoutTraceFormat.matches(line)
        case .subtreeDescription: SubtreeDescriptionFormat.matches(line)
        case .boxTree: BoxTreeFormat.matches(line)
        case .indentedTree: IndentedTreeFormat.matches(line)
        case .boneCapture: BoneCaptureFormat.matches(line)
        case .ancestorChain: AncestorChainFormat.matches(line)
        case .flatList: FlatListFormat.matches(line)
        case .numberedTree: NumberedTreeFormat.matches(line)
        case .json: false
        }
    }

    /// The format of `text`: JSON if it opens with `{` or `[`; otherwise the format that recognises the most of
    /// the first 200 non-blank lines (ties go to the more specific format).
    static func detect(_ text: DumpText) throws -> DumpFormat {
        let lineNumbers = text.nonBlankLineNumbers
        guard let firstLine = lineNumbers.first else { throw DumpParseError.empty }
        let first = text.line(firstLine)
        // JSON opens with `{` or `[` — but so does every line of AppKit's `_subtreeDescription` (`[ flags ] h=…`).
        if let opening = first.firstNonWhitespace, first[opening] == UInt8(ascii: "{") || first[opening] == UInt8(ascii: "["),
           !SubtreeDescriptionFormat.matches(first) {
            return .json
        }
        let sample = lineNumbers.prefix(200).map { text.line($0) }
        var best: (format: DumpFormat, score: Int)?
        for format in lineFormats {
            let score = sample.reduce(0) { $0 + (format.matches($1) ? 1 : 0) }
            if score > 0, score > (best?.score ?? 0) { best = (format, score) }
        }
        guard let best else { throw DumpParseError.unknownFormat(firstLine: firstLine) }
        return best.format
    }
}
