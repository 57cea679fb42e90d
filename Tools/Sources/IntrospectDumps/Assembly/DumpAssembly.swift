@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// The trees of a read text: its entries assembled region by region, subtrees printed twice folded, views printed
/// again on their own folded into their node, and what assembly noticed.
struct DumpAssembly {
    /// The trees, in the order of the text.
    private(set) var roots: [RecordedNode] = []
    /// What the dump says about nodes beyond their class, by node.
    private(set) var details: [ObjectIdentifier: DumpNodeDetails] = [:]
    /// The regions as reported, and the format most of the views were read from.
    let regions: [(format: DumpFormat, lines: ClosedRange<Int>)]
    private(set) var format = DumpFormat.freeText
    /// The notes of reading, then those of assembly.
    private(set) var notes: [DumpNote]
    /// The capture, when the text is a hierarchy capture.
    private(set) var capture: RecordedHierarchy?

    /// Assembles what `read` holds; `text` is the text it was read from (to tell repeats by their addresses).
    ///
    /// - Throws: ``DumpParseError`` when no entry makes a view: all were layers or accessibility elements, or no
    ///   line held one.
    init(_ reading: DumpReading, text: DumpText) throws {
        regions = reading.reportedRegions
        notes = reading.notes
        var pseudoCount = 0
        var signatures: [ObjectIdentifier: String] = [:]
        var printed: [RepeatFolding.Printed] = []
        var formatCounts: [DumpFormat: Int] = [:]
        // The node each entry made, for a capture's controllers and markers.
        var nodes: [RecordedNode?] = reading.capture == nil ? [] : Array(repeating: nil, count: reading.entries.count)
        // Inside one free-text region the reader has already dropped repeats; folding is for repeats across
        // regions, and a 100,000-line constraint log alone makes no key strings.
        let foldsFreeText = regions.count > 1
        for region in reading.regions {
            let (regionRoots, regionPseudo) = TreeAssembler.assemble(reading.entries[region.entries]) { node, index in
                let entry = reading.entries[index]
                if let controller = entry.controller {
                    details[ObjectIdentifier(node), default: DumpNodeDetails()].controller = controller
                }
                if let signature = entry.signature { signatures[ObjectIdentifier(node)] = signature }
                if !entry.repeatedAt.isEmpty {
                    details[ObjectIdentifier(node), default: DumpNodeDetails()].duplicateLines += entry.repeatedAt
                }
                if let address = entry.address, region.format != .freeText || foldsFreeText {
                    printed.append(RepeatFolding.Printed(node: node, address: address, alsoPrints: entry.alsoPrints))
                }
                if !nodes.isEmpty { nodes[index] = node }
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
        format = regions.max { (formatCounts[$0.format] ?? 0) < (formatCounts[$1.format] ?? 0) }?.format ?? .freeText
        if let description = reading.capture { capture = RecordedHierarchy(description, nodes: nodes) }
        pseudoCount += reading.elementsWithoutClass
        if pseudoCount > 0 {
            notes.append(
                DumpNote(
                    line: 0,
                    message: "\(pseudoCount.counted("line")) of layers, layout guides or accessibility elements (not "
                        + "views) left out"))
        }
        let folded = DuplicateFolding.fold(roots: roots, signatures: signatures, details: &details)
        if folded > 0 {
            notes.append(
                DumpNote(
                    line: 0,
                    message: "\(folded.counted("subtree")) printed twice (accessibility order, then under their host) "
                        + "\(folded == 1 ? "was" : "were") folded into one"))
        }
        let repeats = RepeatFolding.fold(roots: &roots, printed: printed, bytes: text.bytes, details: &details)
        if repeats > 0 {
            notes.append(
                DumpNote(
                    line: 0,
                    message: "\(repeats.counted("view")) printed again on \(repeats == 1 ? "its" : "their") own "
                        + "\(repeats == 1 ? "was" : "were") folded into \(repeats == 1 ? "its" : "their") node"))
        }
    }
}
