/// Descriptions indented with spaces and no `|` (`print(String(repeating: "  ", count: depth) + "\(view)")`, an
/// app's debug log): the indentation is the depth, and a blank line ends a tree, which keeps the objects of separate
/// prints in an lldb session apart. The widths are measured after a log prefix or `//`.
enum SpaceIndentedDescriptionReader: DescriptionBlockReader {
    /// All of a region of descriptions when none of them has a `|` before it.
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>] {
        for number in region.lines {
            if let description = region.descriptionStart(ofLine: number), description.pipes > 0 { return [] }
        }
        return [region.lines]
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        let first = reading.entries.count
        reading.readDescriptionLines(region, of: text)
        var previousLine = 0
        for index in first..<reading.entries.count {
            let number = reading.entries[index].line
            reading.entries[index].depthKey = LineLexer.indentation(text.line(number)).width
            if previousLine > 0, previousLine < number, ((previousLine + 1)..<number).contains(where: text.isBlank) {
                reading.entries[index].startsTree = true
            }
            previousLine = number
        }
    }
}
