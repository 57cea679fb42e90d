extension DumpReading {
    /// Reads every line of `region` that `recognizes` accepts with `readLine`, which appends its entries: the
    /// reading of trees whose depth is the number of `|` before a node (UIKit's `recursiveDescription`,
    /// `_printHierarchy` and `_autolayoutTrace`). Lines that start with `|` but are not recognised become warnings
    /// saying what `expected` means; other lines are passed over.
    mutating func readLines(
        _ region: ClosedRange<Int>, of text: DumpText, expected: String, recognizes: (ArraySlice<UInt8>) -> Bool,
        readLine: (ArraySlice<UInt8>, Int, inout DumpReading) -> Void
    ) {
        // Lines left out by an elision (`......`): when the next line is more than one level deeper than the line
        // above the cut, its parents were left out with them. It and what follows it that deep have no known
        // parent, rather than hang under whatever stood above the cut; a line back at a known level does.
        let regionStart = entries.count
        var afterElision = false
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            // The reader appends its entries in place: an array per line would cost a malloc per line.
            if recognizes(line) {
                let first = entries.count
                readLine(line, number, &self)
                if afterElision, first > regionStart, first < entries.count,
                    entries[first].depthKey > entries[first - 1].depthKey + 1
                {
                    entries[first].gapBelow = entries[first - 1].depthKey + 1
                    notes.append(
                        DumpNote(
                            line: number,
                            message: "lines were left out above this one: its ancestors are not in the dump"
                        ))
                }
                afterElision = false
            } else if LineLexer.isElision(line[LineLexer.pipes(line).content...]) {
                afterElision = true
                passedOver += 1
            } else if LineLexer.startsWithPipe(line) {
                let (_, content) = LineLexer.pipes(line)
                let found = line[content...].prefix(24).string
                warn(
                    text, line: number, byte: content,
                    "expected \(expected) after the indentation, found \"\(found)\"")
            } else {
                passedOver += 1
            }
        }
    }
}
