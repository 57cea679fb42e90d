/// A superview chain printed as descriptions one a line: an array of views printed by `po` or `NSLog`
/// (`<__NSArrayM 0x…>(`, one description per line followed by `,`, then `)`), or a loop's print of each `superview`
/// in turn. With exactly one window, at one end, the views are a chain: from the window down when it comes first,
/// from the view up when it comes last.
enum SuperviewChainReader: DescriptionBlockReader {
    /// One description of a block, as the chain is judged from it.
    private struct Element {
        let number: Int
        let width: Int
        let endsWithComma: Bool
        let description: DescriptionLine
    }

    /// The descriptions of `lines` (1-based) of `text`, in order, each found by `description`.
    private static func elements(
        _ lines: ClosedRange<Int>, of text: DumpText, description: (Int) -> DescriptionLine?
    ) -> [Element] {
        lines.compactMap { number in
            guard let found = description(number) else { return nil }
            let line = text.line(number)
            return Element(
                number: number, width: LineLexer.indentation(line).width,
                endsWithComma: line.trimmed.last == UInt8(ascii: ","), description: found)
        }
    }

    /// The blocks of a region of descriptions indented with spaces that are superview chains: at least three
    /// descriptions at one indentation, consecutive lines each but the last ending with a comma (an array), or lines
    /// with only blank lines between and no comma (a loop's prints), with exactly one window, at one end. A
    /// `recursiveDescription` line never ends with a comma; arrays of windows and of `subviews` are no chain, and
    /// a walk printed from the window down without commas is a breadth-first listing as often as a chain.
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>] {
        let elements = elements(region.lines, of: region.text, description: region.descriptionStart(ofLine:))
        var claimed: [ClosedRange<Int>] = []
        var start = 0
        while start < elements.count {
            let isArray = elements[start].endsWithComma
            var end = start + 1
            while end < elements.count, elements[end].width == elements[start].width,
                isArray
                    ? elements[end].number == elements[end - 1].number + 1 && elements[end - 1].endsWithComma
                    : !elements[end].endsWithComma && elements[end].number > elements[end - 1].number
                        && ((elements[end - 1].number + 1)..<elements[end].number).allSatisfy(region.text.isBlank)
            {
                end += 1
            }
            defer { start = end }
            guard end - start >= 3, let window = chainWindow(elements[start..<end], of: region.text) else { continue }
            guard isArray || window == end - 1 else { continue }
            claimed.append(elements[start].number...elements[end - 1].number)
        }
        return claimed
    }

    /// The position of the block's only window, when it is at one end: a description whose class, or the base class
    /// it states, is named for a window.
    private static func chainWindow(_ block: ArraySlice<Element>, of text: DumpText) -> Int? {
        let windows = block.indices.filter { index in
            let line = text.line(block[index].number)
            let stated = DescriptionLine(line)?.statedSuperclass(in: line)
            return ClassName.kind(of: block[index].description.name.string) == .window
                || stated.map { ClassName.kind(of: $0) == .window } == true
        }
        guard windows.count == 1, let window = windows.first,
            window == block.startIndex || window == block.endIndex - 1
        else { return nil }
        return window
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        let elements = elements(region, of: text) { DescriptionLine(text.line($0)) }
        let first = reading.entries.count
        reading.readDescriptionLines(region, of: text)
        guard reading.entries.count > first, let window = chainWindow(elements[...], of: text) else { return }
        let isArray = elements.first?.endsWithComma == true
        let leafFirst = window == elements.count - 1
        let block = first..<reading.entries.count
        if leafFirst { reading.entries[block].reverse() }
        for (depth, index) in block.enumerated() {
            reading.entries[index].depthKey = depth
            reading.entries[index].startsTree = depth == 0
        }
        reading.notes.append(
            DumpNote(
                line: region.lowerBound,
                message: "\(isArray ? "an array of views" : "views printed one a line") through line "
                    + "\(region.upperBound), \(leafFirst ? "ending" : "starting") with a window, read as a superview "
                    + "chain" + (leafFirst ? " (leaf first)" : "")))
    }
}
