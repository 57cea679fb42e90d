import IntrospectCore

/// A parsed hierarchy dump: its trees, the format it was in, and what was noticed while reading it.
///
/// ```swift
/// let dump = try HierarchyDump(parsing: text)          // detects the format
/// for root in dump.roots { … }                          // RecordedNode trees the search runs on
/// ```
///
/// Each node records its line and column (`RecordedNode.sourceLine`), its class name as printed (mangled
/// names are kept; ``ClassName/demangled(_:)`` shows them readable), and its superclasses: those the dump states,
/// then those ``ClassKnowledge`` knows.
public struct HierarchyDump {
    /// The format the text was read as.
    public let format: DumpFormat
    /// The trees, in the order of the text (several roots are several trees).
    public let roots: [RecordedNode]
    /// The toolkit the classes belong to, judged from their names (`UI…` or `NS…`), if it could be told.
    public let toolkit: Toolkit?
    /// The OS the dump says it was recorded on (`"iOS 27.0"`), if it says.
    public let statedOS: String?
    /// What was skipped or guessed while reading.
    public let notes: [DumpNote]

    /// Parses `text` in `format`, or in the format detected from the text.
    ///
    /// - Throws: ``DumpParseError`` with the line and column where reading failed; for text in no supported
    ///   format, the error lists the supported ones. Text that yields no view at all is an error too.
    public init(parsing text: String, format: DumpFormat? = nil) throws {
        let dumpText = DumpText(text)
        let format = try format ?? DumpFormat.detect(dumpText)
        var notes: [DumpNote] = []
        var statedOS: String?
        let entries: [DumpEntry]
        switch format {
        case .recursiveDescription: entries = try RecursiveDescriptionFormat.entries(in: dumpText, notes: &notes)
        case .printHierarchy: entries = try PrintHierarchyFormat.entries(in: dumpText, notes: &notes)
        case .autolayoutTrace: entries = try AutolayoutTraceFormat.entries(in: dumpText, notes: &notes)
        case .subtreeDescription: entries = try SubtreeDescriptionFormat.entries(in: dumpText, notes: &notes)
        case .boxTree: entries = try BoxTreeFormat.entries(in: dumpText, notes: &notes)
        case .indentedTree: entries = try IndentedTreeFormat.entries(in: dumpText, notes: &notes)
        case .boneCapture: entries = try BoneCaptureFormat.entries(in: dumpText, notes: &notes)
        case .json: entries = try JSONTreeFormat.entries(in: dumpText, notes: &notes, stated: &statedOS)
        case .ancestorChain: entries = try AncestorChainFormat.entries(in: dumpText, notes: &notes)
        case .flatList: entries = try FlatListFormat.entries(in: dumpText, notes: &notes)
        case .numberedTree: entries = try NumberedTreeFormat.entries(in: dumpText, notes: &notes)
        }
        let (roots, pseudoCount) = TreeAssembler.assemble(entries)
        guard !roots.isEmpty else {
            throw pseudoCount > 0
                ? DumpParseError(line: entries.first?.line ?? 0, column: 0, reason: "the dump holds only layers or accessibility elements, no view")
                : DumpParseError.empty
        }
        if pseudoCount > 0 {
            notes.append(DumpNote(line: 0, message: "\(pseudoCount) lines that are not views (layers, accessibility elements) were left out"))
        }
        // Dumps repeat a few dozen class names thousands of times: look each one up once.
        var knownChains: [String: [String]] = [:]
        let toolkit = Self.toolkit(of: entries)
        func knownSuperclasses(of name: String) -> [String] {
            if let chain = knownChains[name] { return chain }
            let chain = ClassKnowledge.superclasses(of: name, toolkit: toolkit)
            knownChains[name] = chain
            return chain
        }
        for root in roots {
            for node in root.preorder {
                for superclass in knownSuperclasses(of: node.className) where !node.superclassNames.contains(superclass) {
                    node.superclassNames.append(superclass)
                }
                // A stated chain may end in a class the table knows (`… UICorePlatformViewHost`): extend from it.
                if let last = node.superclassNames.last {
                    for superclass in knownSuperclasses(of: last) where !node.superclassNames.contains(superclass) {
                        node.superclassNames.append(superclass)
                    }
                }
            }
        }
        self.format = format
        self.roots = roots
        self.toolkit = toolkit
        self.statedOS = statedOS
        self.notes = notes
    }

    /// Every node of every tree, in pre-order.
    public var allNodes: [RecordedNode] {
        roots.flatMap { Array($0.preorder) }
    }

    private static func toolkit(of entries: [DumpEntry]) -> Toolkit? {
        var uiKit = 0, appKit = 0
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.className, default: 0] += 1 }
        for (name, count) in counts {
            let base = ClassName.baseName(name)
            if base.hasPrefix("UI") || base.hasPrefix("_UI") { uiKit += count }
            if base.hasPrefix("NS") || base.hasPrefix("_NS") || base.hasPrefix("AppKit") { appKit += count }
        }
        if uiKit == appKit { return nil }
        return uiKit > appKit ? .uiKit : .appKit
    }
}
