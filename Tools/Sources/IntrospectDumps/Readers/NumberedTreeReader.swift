/// A tree printed with an id column and `| ` per level (` 529  | | | | | _TtGC7SwiftUI16PlatformViewHost… . . .
/// 1 children superview:745`); class names may be cut short with `...`.
enum NumberedTreeReader: LineReader {
    static let format = DumpFormat.numberedTree

    static func node(_ line: ArraySlice<UInt8>) -> (depth: Int, name: Range<Int>)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        let idStart = index
        while index < line.endIndex, line[index].isASCIIHexDigit { index += 1 }
        guard index - idStart >= 3, index + 1 < line.endIndex, line[index] == UInt8(ascii: " "),
            line[index + 1] == UInt8(ascii: " ")
        else { return nil }
        while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        var depth = 0
        while index + 1 < line.endIndex, line[index] == UInt8(ascii: "|"), line[index + 1] == UInt8(ascii: " ") {
            depth += 1
            index += 2
        }
        let name = line[index...].prefix { !$0.isASCIIWhitespace }
        guard let first = name.first, LineLexer.startsClassName(first) else { return nil }
        return (depth, name.startIndex..<name.endIndex)
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        node(line) != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            guard let (depth, name) = node(line) else {
                reading.passedOver += 1
                continue
            }
            var entry = DumpEntry(
                depthKey: depth, className: line[name].string, line: number,
                column: text.column(ofByte: name.lowerBound, onLine: number))
            if entry.className.hasSuffix("...") {
                entry.className.removeLast(3)
                entry.note = "class name cut short in the dump"
            }
            reading.entries.append(entry)
        }
    }
}
