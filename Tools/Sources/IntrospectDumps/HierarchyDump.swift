import IntrospectCore

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
public struct HierarchyDump {
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
    /// The scene, when the text is a hierarchy capture: controllers, window and markers as the device saw them.
    public let scene: RecordedHierarchy?
    /// What the dump says about nodes beyond their class, by node.
    private let details: [ObjectIdentifier: NodeDetails]
    /// The text's bytes as read (HTML entities decoded, escaped line breaks unfolded, so lines count as the tree's
    /// do), shared with the reading, not copied: to say where a class that was not read is named.
    private let textBytes: [UInt8]

    /// What the dump says about a node beyond its class.
    public struct NodeDetails: Sendable {
        /// The controller the dump names as the view's owner (`UIKitTabBarController` in reference-tagged lines).
        public var controller: String?
        /// Lines where the same view was printed again (an accessibility duplicate), folded into this node.
        public var duplicateLines: [Int] = []
    }

    /// Parses `text` in `format`, or in the formats detected in the text.
    ///
    /// - Throws: ``DumpParseError`` when no line holds a view (for text in no supported format, the error lists
    ///   the formats), or for JSON that is not well-formed, with the line and column.
    /// - Complexity: O(n) in the size of the text.
    public init(parsing text: String, format: DumpFormat? = nil) throws {
        if format == nil || format == .sceneCapture, let scene = try SceneCaptureReader.scene(in: text) {
            self = HierarchyDump(scene: scene, text: text)
            return
        }
        if format == .sceneCapture {
            throw DumpParseError(
                line: 1, column: 1, reason: #"no scene capture ({"introspectScene": …}) in the text"#)
        }
        scene = nil
        let dumpText = DumpText(text)
        var reading = DumpReading()
        if dumpText.unfoldedEscapes {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message: "the tree was printed in a string, its line breaks escaped (\\n): read unfolded, "
                        + "lines count the unfolded text"))
        }
        if dumpText.decodedEntities {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message: "the text was HTML-escaped (&lt;…&gt;): read decoded, columns count the decoded text"))
        }
        var regionEntries: [(format: DumpFormat, lines: ClosedRange<Int>, entries: Range<Int>)] = []
        // Text that opens like JSON is read as JSON; if it is not (a log whose lines start with `[`), it is read
        // line by line like any other text, and the JSON error is reported only when no line holds a view either.
        var jsonError: DumpParseError?
        if format == .json || (format == nil && JSONTreeReader.recognizes(document: dumpText) != .no) {
            do {
                var notes: [DumpNote] = []
                reading.entries = try JSONTreeReader.entries(in: dumpText, notes: &notes, stated: &reading.statedOS)
                reading.notes = notes
                regionEntries = [(.json, 1...max(1, dumpText.lines.count), 0..<reading.entries.count)]
            } catch let error as DumpParseError where format == nil {
                jsonError = error
            }
        }
        if regionEntries.isEmpty {
            let nonBlank = dumpText.nonBlankLineNumbers
            let (detector, readers) = DumpFormat.detector()
            let classification = detector.classify(dumpText)
            var regions: [DetectedRegion] = []
            if let format {
                // Read as the format the user named: one region, of which only that format's readers claim parts.
                if !dumpText.lines.isEmpty, let reader = format.reader,
                    let position = readers.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(reader) })
                {
                    regions = detector.resolve(
                        DetectedRegion(recognizer: position, lines: 1...dumpText.lines.count, recognized: 0),
                        classes: classification.classes, in: dumpText, claims: { readers[$0].format == format })
                }
            } else {
                reading.statedOS = classification.statedOS
                regions = detector.regions(classes: classification.classes, in: dumpText)
            }
            guard !regions.isEmpty else {
                if let jsonError { throw jsonError }
                guard let first = nonBlank.first else { throw DumpParseError.empty }
                throw DumpParseError.unknownFormat(firstLine: first)
            }
            var inside = 0
            for region in regions {
                let start = reading.entries.count
                let reader = readers[region.recognizer]
                reader.read(region.lines, of: dumpText, into: &reading)
                regionEntries.append((reader.format, region.lines, start..<reading.entries.count))
                inside += region.lines.count(where: { !dumpText.isBlank($0) })
            }
            let outside = nonBlank.count - inside + reading.passedOver
            if outside > 0 {
                reading.notes.append(
                    DumpNote(line: 0, message: "\(outside) lines that are not part of a tree were passed over"))
            }
        }
        var roots: [RecordedNode] = []
        var pseudoCount = 0
        var details: [ObjectIdentifier: NodeDetails] = [:]
        var signatures: [ObjectIdentifier: String] = [:]
        var printed: [RepeatFolding.Printed] = []
        var formatCounts: [DumpFormat: Int] = [:]
        // Inside one free-text region the reader has already dropped repeats; folding is for repeats across
        // regions, and a 100,000-line constraint log alone makes no key strings.
        // The ways of one format that claimed parts of one region (a responder chain among descriptions) read
        // them apart; the text is reported as one region of that format.
        var reported: [(format: DumpFormat, lines: ClosedRange<Int>)] = []
        for region in regionEntries {
            if let last = reported.last, last.format == region.format,
                last.lines.upperBound + 1 == region.lines.lowerBound
            {
                reported[reported.count - 1].lines = last.lines.lowerBound...region.lines.upperBound
            } else {
                reported.append((region.format, region.lines))
            }
        }
        let foldsFreeText = reported.count > 1
        for region in regionEntries {
            let (regionRoots, regionPseudo) = TreeAssembler.assemble(reading.entries[region.entries]) { node, entry in
                if let controller = entry.controller {
                    details[ObjectIdentifier(node), default: NodeDetails()].controller = controller
                }
                if let signature = entry.signature { signatures[ObjectIdentifier(node)] = signature }
                if let address = entry.address, region.format != .freeText || foldsFreeText {
                    printed.append(RepeatFolding.Printed(node: node, address: address, alsoPrints: entry.alsoPrints))
                }
            }
            roots += regionRoots
            pseudoCount += regionPseudo
            formatCounts[region.format, default: 0] += region.entries.count - regionPseudo
        }
        guard !roots.isEmpty else {
            if pseudoCount > 0 {
                throw DumpParseError(
                    line: reading.entries.first?.line ?? 0, column: 0,
                    reason: "the dump holds only layers or accessibility elements, no view")
            }
            let detail = reading.warnings.first.map { " (first skipped line: \($0))" } ?? ""
            throw DumpParseError(line: 0, column: 0, reason: "no line of the text holds a view\(detail)")
        }
        pseudoCount += reading.elementsWithoutClass
        if pseudoCount > 0 {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message:
                        "\(pseudoCount) lines that are not views (layers, layout guides, accessibility elements) were left out"
                ))
        }
        let folded = DuplicateFolding.fold(roots: roots, signatures: signatures, details: &details)
        if folded > 0 {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message: "\(folded) subtrees printed twice (accessibility order, then under their host) "
                        + "were folded into one"))
        }
        let repeats = RepeatFolding.fold(roots: &roots, printed: printed, bytes: dumpText.bytes, details: &details)
        if repeats > 0 {
            reading.notes.append(
                DumpNote(line: 0, message: "\(repeats) views printed again on their own were folded into their node"))
        }
        let toolkit = Toolkit.judged(fromClassNames: reading.entries.lazy.map(\.className))
        ClassKnowledge.addKnownSuperclasses(to: roots, toolkit: toolkit)
        self.format =
            regionEntries.max { lhs, rhs in
                (formatCounts[lhs.format] ?? 0) < (formatCounts[rhs.format] ?? 0)
            }?.format ?? .freeText
        self.regions = reported
        self.roots = roots
        self.toolkit = toolkit
        self.statedOS = reading.statedOS
        self.warnings = reading.warnings
        self.notes = reading.notes
        self.details = details
        self.textBytes = dumpText.bytes
    }

    /// A dump that is a hierarchy capture.
    private init(scene: RecordedHierarchy, text: String) {
        textBytes = Array(text.utf8)
        let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        self.scene = scene
        format = .sceneCapture
        regions = [(.sceneCapture, 1...max(1, lines))]
        roots = [scene.root]
        toolkit = Toolkit(className: scene.root.className)
        statedOS = nil
        warnings = []
        notes = []
        details = [:]
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
