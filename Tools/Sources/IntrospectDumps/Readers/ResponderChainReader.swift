/// A responder chain drawn with `recursiveDescription`'s `   | `, as Chisel's `presponder` prints it
/// (facebook/chisel, `FBPrintUpwardResponderChain`): each line is the next responder of the one above, so the view
/// comes first and its controller last. Read leaf first: the last line is the root.
enum ResponderChainReader: DescriptionBlockReader {
    /// The blocks of a region of descriptions that are whole trees of one line per depth (0, 1, 2, …, on
    /// consecutive lines, the next description at depth 0) and are responder chains: the command stands above the
    /// block, or a responder that is never a subview (a controller, the application, its delegate) is one of its
    /// lines below the first — a `recursiveDescription` prints none there.
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>] {
        var lines: [(number: Int, depth: Int)] = []
        for number in region.lines {
            if let description = region.descriptionStart(ofLine: number) { lines.append((number, description.pipes)) }
        }
        var claimed: [ClosedRange<Int>] = []
        var start = 0
        while start < lines.count {
            var end = start + 1
            while end < lines.count, lines[end].depth == lines[end - 1].depth + 1,
                lines[end].number == lines[end - 1].number + 1
            {
                end += 1
            }
            defer { start = end }
            let wholeTree = end == lines.count || lines[end].depth == 0
            guard end - start >= 3, lines[start].depth == 0, wholeTree else { continue }
            var above = lines[start].number - 1
            while above > 0, region.text.isBlank(above) { above -= 1 }
            let afterCommand = above > 0 && region.line(above).firstOffset(of: "presponder") != nil
            guard
                afterCommand
                    || (start + 1..<end).contains(where: {
                        let name = region.descriptionStart(ofLine: lines[$0].number)?.name.string ?? ""
                        return [.controller, .responder].contains(ClassName.kind(of: name))
                    })
            else {
                continue
            }
            claimed.append(lines[start].number...lines[end - 1].number)
        }
        return claimed
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        let first = reading.entries.count
        reading.readDescriptionLines(region, of: text)
        guard reading.entries.count > first else { return }
        let block = first..<reading.entries.count
        // Leaf first: the last line is the root, each line above it one level deeper.
        reading.entries[block].reverse()
        for (depth, index) in block.enumerated() {
            reading.entries[index].depthKey = depth
            reading.entries[index].startsTree = false
        }
        reading.notes.append(
            DumpNote(
                line: region.lowerBound,
                message: "a responder chain through line \(region.upperBound) (each line the next responder of the one "
                    + "above), read leaf first"))
    }
}
