/// `_autolayoutTrace`: `|   |   SwiftUI.ListCollectionViewCell:0x1072a8f00'ListCell-29370…'`, with `*`, `+` or
/// `•` before a class laid out by auto layout, and a legend after the tree.
enum AutolayoutTraceReader: LineReader {
    static let format = DumpFormat.autolayoutTrace

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = LineLexer.pipes(line)
        let start = markersSkipped(line, from: content)
        let rest = line[start...]
        guard let first = rest.first, LineLexer.startsClassName(first) else { return false }
        // The legend's heading, so that a trace's region reaches its legend and reads it as one.
        if rest.hasASCIIPrefix("Legend:"), rest.trimmed.count == 7 { return true }
        let name = BracketScanner.className(in: rest, from: rest.startIndex)
        let address = rest[name.endIndex...]
        guard address.hasASCIIPrefix(":0x") else { return false }
        guard start > line.startIndex, line[start - 1] == UInt8(ascii: "<") else { return true }
        // The bracketed form closes right after the address (`<UITableView:0x10b0aca00>`); a constraint in a log
        // (`<NSLayoutConstraint:0x6000… UIView:0x7f….height == 44>`) goes on, and is not a trace line.
        let digits = address.dropFirst(3).prefix { isHexDigit($0) }
        return !digits.isEmpty && digits.endIndex < address.endIndex && address[digits.endIndex] == UInt8(ascii: ">")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }

    /// Skips the layout markers `*`, `+` and `•` (U+2022), and the `<` that iOS 7's traces put before each class
    /// (`*<UITableView:0x10b0aca00>`).
    static func markersSkipped(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "*") || line[index] == UInt8(ascii: "+") || line[index] == UInt8(ascii: " ")
            {
                index += 1
            } else if line[index...].hasASCIIPrefix("\u{2022}") {
                index += 3
            } else {
                break
            }
        }
        if index < line.endIndex, line[index] == UInt8(ascii: "<") { index += 1 }
        return index
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        // A legend ("Legend:", then one indented line per marker) follows each trace and is not part of it; the
        // console prints one trace per ambiguous view, each with its own legend, so reading goes on after it.
        var parts: [ClosedRange<Int>] = []
        var start = region.lowerBound
        var number = region.lowerBound
        while number <= region.upperBound {
            guard text.line(number).trimmed.hasASCIIPrefix("Legend:") else {
                number += 1
                continue
            }
            reading.notes.append(DumpNote(line: number, message: "a trace's legend is not part of the tree"))
            if number > start { parts.append(start...(number - 1)) }
            number += 1
            while number <= region.upperBound, isLegendEntry(text.line(number)) { number += 1 }
            start = number
        }
        if start <= region.upperBound { parts.append(start...region.upperBound) }
        for part in parts { readTrace(part, of: text, into: &reading) }
    }

    /// `\t* - is laid out with auto layout`: an indented marker, a dash, its meaning.
    private static func isLegendEntry(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, first == UInt8(ascii: "\t") || first == UInt8(ascii: " ") else { return false }
        let trimmed = line.trimmed
        return trimmed.hasASCIIPrefix("* - ") || trimmed.hasASCIIPrefix("+ - ")
            || trimmed.hasASCIIPrefix("\u{2022} - ")
    }

    /// Whether the line is a layout guide the trace lists among the views since iOS 11 (`*<UILayoutGuide: 0x… -
    /// "UIViewSafeAreaLayoutGuide", layoutFrame = …, owningView = <UIView: 0x…>>`): not a view, left out.
    static func isLayoutGuide(_ line: ArraySlice<UInt8>) -> Bool {
        let start = markersSkipped(line, from: LineLexer.pipes(line).content)
        guard start < line.endIndex, LineLexer.startsClassName(line[start]) else { return false }
        return ClassName.baseName(BracketScanner.className(in: line, from: start).string).hasSuffix("LayoutGuide")
    }

    /// A line the trace reads: a view, or a layout guide it leaves out.
    private static func readsLine(_ line: ArraySlice<UInt8>) -> Bool {
        recognizes(line) || isLayoutGuide(line)
    }

    private static func readTrace(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        reading.readLines(
            region, of: text, expected: "\"ClassName:0x…\"",
            recognizes: readsLine
        ) { line, number, reading in
            let (pipes, content) = LineLexer.pipes(line)
            let start = markersSkipped(line, from: content)
            let name = BracketScanner.className(in: line, from: start)
            var entry = DumpEntry(
                depthKey: pipes, className: name.string, line: number,
                column: text.column(ofByte: start, onLine: number), isPseudo: isLayoutGuide(line))
            if let quote = line[name.endIndex...].firstIndex(of: UInt8(ascii: "'")) {
                entry.note = line[quote...].string
            }
            reading.entries.append(entry)
        }
    }
}
