@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A parsed hierarchy dump: its trees, the formats it was in, and what was noticed while reading it.
///
/// ```swift
/// let dump = try HierarchyDump(parsing: text)          // detects the formats, region by region
/// for root in dump.roots { … }                          // RecordedNode trees the search runs on
/// for warning in dump.warnings { print(warning) }      // lines skipped, with line and column
/// ```
///
/// Reading is lenient: a line that cannot be read is skipped with a ``DumpWarning``; the text is refused only
/// when no line of it holds a view. Each node records its line and column (`RecordedNode.sourceLine`), its class
/// name as printed (mangled names are kept; ``ClassName/demangled(_:)`` shows them readable), and its
/// superclasses: those the dump states, then those ``ClassKnowledge`` knows.
@_spi(Tooling) public struct HierarchyDump {
    /// The format most of the views were read from.
    public let format: DumpFormat
    /// Every region of the text that was read, in order: its format and its first and last line.
    public let regions: [(format: DumpFormat, lines: ClosedRange<Int>)]
    /// The trees, in the order of the text (several roots are several trees).
    public let roots: [RecordedNode]
    /// The toolkit the classes belong to, judged from their names (`UI…` or `NS…`), if it could be told.
    public let toolkit: Toolkit?
    /// The OS the dump says it was recorded on (`"iOS 27.0"`), if it says.
    public let statedOS: String?
    /// Lines that could not be read and were skipped.
    public let warnings: [DumpWarning]
    /// What was skipped, folded or guessed while reading.
    public let notes: [DumpNote]
    /// Whether the text says that part of the hierarchy is not in it: a line of dots or `…` where lines were left
    /// out, or a description cut short. Such a text is a fragment, however it starts.
    public let leavesPartOut: Bool
    /// The hierarchy around the markers, when the text is a hierarchy capture: controllers, window and markers as the
    /// device saw them.
    public let capture: RecordedHierarchy?
    /// What the dump says about nodes beyond their class, by node.
    private let details: [ObjectIdentifier: NodeDetails]
    /// The text's bytes as read (HTML entities decoded, escaped line breaks unfolded, so lines count as the tree's
    /// do), shared with the reading, not copied: to say where a class that was not read is named.
    private let textBytes: [UInt8]

    /// What the dump says about a node beyond its class: the controller it names as the view's owner, and the
    /// lines where the same view was printed again.
    public typealias NodeDetails = DumpNodeDetails

    /// Parses `text` in `format`, or in the formats detected in the text: the stages in order — the text decoded
    /// and cut into lines, its regions detected and read, the entries assembled into trees, and the superclasses
    /// the knowledge table knows added.
    ///
    /// - Throws: ``DumpParseError`` when no line holds a view (for text in no supported format, the error lists
    ///   the formats), when the views read name no class of UIKit, AppKit or SwiftUI ("not a view hierarchy"), or
    ///   for JSON that is not well-formed, with the line and column.
    /// - Complexity: O(n) in the size of the text.
    public init(parsing text: String, format: DumpFormat? = nil) throws {
        let dumpText = DumpText(text)
        let reading = try DumpReading.read(dumpText, as: format, isKnown: ClassKnowledge.isKnown(baseName:))
        // Text that only looks like a tree (random words, indented prose) names no class any hierarchy is made of:
        // neither as a view's class, nor as the superclass the dump states, nor in the frameworks' own spelling.
        // Checked on the entries before the trees are assembled: a flat array, and no assembly for what is refused.
        // (A reading with no view at all gets the assembly's own error.)
        if reading.entries.contains(where: { !$0.isPseudo }),
            !reading.entries.contains(where: {
                !$0.isPseudo && ClassKnowledge.namesAFrameworkClass($0.className, superclasses: $0.superclasses)
            })
        {
            throw DumpParseError(
                line: 0, column: 0,
                reason:
                    "not a view hierarchy: \(reading.entries.count.counted("line")) read as views, but none names a "
                    + "class of UIKit, AppKit or SwiftUI")
        }
        let assembly = try DumpAssembly(reading, text: dumpText)
        let toolkit = Toolkit.judged(fromClassNames: reading.entries.lazy.map(\.className))
        ClassKnowledge.addKnownSuperclasses(to: assembly.roots, toolkit: toolkit)
        // UIKit adds a scroll view's refresh control as one of its subviews: a dump shows the property that way.
        if reading.entries.contains(where: { $0.className.hasSuffix("RefreshControl") }) {
            for root in assembly.roots {
                for node in root.preorder where ClassKnowledge.publicClass(of: node) == "UIRefreshControl" {
                    if let parent = node.parent,
                        ClassKnowledge.publicClass(of: parent) == "UIScrollView"
                            || parent.superclassNames.contains("UIScrollView")
                    {
                        parent.refreshControl = node
                    }
                }
            }
        }
        self.format = assembly.format
        self.regions = assembly.regions
        self.roots = assembly.roots
        self.toolkit = toolkit
        self.statedOS = reading.statedOS
        self.warnings = reading.warnings
        self.notes = assembly.notes
        self.leavesPartOut =
            reading.isCutShort || dumpText.lines.indices.contains { LineLexer.isElision(dumpText.line($0 + 1)) }
        self.capture = assembly.capture
        self.details = assembly.details
        self.textBytes = dumpText.bytes
    }

    /// The regions `text` would be read in, in order, and their formats, without reading them (a document's whole
    /// text, when a document reader recognises it): detection on its own, as the benchmarks measure it.
    public static func regions(in text: String) -> [(format: DumpFormat, lines: ClosedRange<Int>)] {
        let dumpText = DumpText(text)
        for case let reader as any DocumentReader.Type in DumpFormat.readers.map(\.reader)
        where reader.recognizes(document: dumpText) != .no {
            return [(reader.format, 1...max(1, dumpText.lines.count))]
        }
        let (detector, readers) = DumpFormat.detector()
        return DumpReading.merged(detector.regions(dumpText).map { (readers[$0.recognizer].format, $0.lines) })
    }

    /// Where the text names a class as a whole word: the lines (1-based) that name it as an object, and the lines
    /// that name it only as the class of a method (a stack frame's `-[NSThemeFrame setFrameSize:]`,
    /// `NSClipView.scroll(to:)`).
    struct Mentions: Equatable {
        var objects: [Int] = []
        var methodsOnly: [Int] = []
    }

    /// The lines whose text names one of `classNames` (base names), in order, at most `limit` of each kind: where a
    /// class the reader did not take for a view appears (a layout it does not know, a call stack).
    func mentions(of classNames: Set<String>, limit: Int = 3) -> Mentions {
        // It runs on every miss, in one pass: jump from one occurrence to the next rather than split the text into
        // lines (an array per line, each word sought on each line of a 100,000-line dump).
        let bytes = textBytes[...]
        let words = classNames.sorted().map { Array($0.utf8) }
        var next = words.map { bytes.firstOccurrence(ofWord: $0, from: 0) }
        var mentions = Mentions()
        var line = 1
        var lineStart = 0
        while mentions.objects.count < limit {
            guard
                let (word, found) = next.enumerated().compactMap({ item in item.element.map { (item.offset, $0) } })
                    .min(by: { $0.1.offset < $1.1.offset })
            else { break }
            while let lineBreak = bytes.firstOffset(ofByte: UInt8(ascii: "\n"), from: lineStart),
                lineBreak < found.offset
            {
                line += 1
                lineStart = lineBreak + 1
            }
            if found.isMethod {
                if mentions.methodsOnly.last != line, mentions.methodsOnly.count < limit {
                    mentions.methodsOnly.append(line)
                }
                next[word] = bytes.firstOccurrence(ofWord: words[word], from: found.offset + 1)
                continue
            }
            // A line that names the class as an object counts once, as an object's line.
            if mentions.methodsOnly.last == line { mentions.methodsOnly.removeLast() }
            mentions.objects.append(line)
            guard let lineBreak = bytes.firstOffset(ofByte: UInt8(ascii: "\n"), from: found.offset) else { break }
            line += 1
            lineStart = lineBreak + 1
            for index in words.indices where (next[index]?.offset ?? Int.max) < lineStart {
                next[index] = bytes.firstOccurrence(ofWord: words[index], from: lineStart)
            }
        }
        return mentions
    }

    /// Every node of every tree, in pre-order.
    public var allNodes: [RecordedNode] {
        roots.flatMap { Array($0.preorder) }
    }

    /// What the dump says about `node` beyond its class.
    public func details(of node: RecordedNode) -> NodeDetails {
        details[ObjectIdentifier(node)] ?? NodeDetails()
    }
}
