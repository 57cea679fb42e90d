/// AppKit's `_subtreeDescription`: `[   AF      LU ] h=--- v=--- NSView 0x7f9… f=(0,0,480,270) b=(-) …`, indented
/// with spaces before the bracket, and a legend of the flags after the tree.
enum SubtreeDescriptionReader: LineReader {
    static let format = DumpFormat.subtreeDescription

    /// The indentation width and the class name's byte range, or `nil`.
    static func node(_ line: ArraySlice<UInt8>) -> (width: Int, name: Range<Int>)? {
        let (width, content) = LineLexer.indentation(line)
        guard content < line.endIndex, line[content] == UInt8(ascii: "["),
            let close = line[content...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        var index = close + 1
        // h=… v=… then the class name.
        for key in ["h=", "v="] {
            while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
            guard line[index...].starts(with: key.utf8) else { return nil }
            while index < line.endIndex, line[index] != UInt8(ascii: " ") { index += 1 }
        }
        while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        let name = BracketScanner.className(in: line, from: index)
        guard let first = name.first, LineLexer.startsClassName(first) else { return nil }
        return (width, name.startIndex..<name.endIndex)
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        node(line) != nil
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool {
        line.firstNonWhitespace.map { line[$0] == UInt8(ascii: "[") } ?? false
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            if let (width, name) = node(line) {
                reading.entries.append(
                    DumpEntry(
                        depthKey: width, className: line[name].string, line: number,
                        column: text.column(ofByte: name.lowerBound, onLine: number)))
            } else if attempts(line) {
                reading.warn(text, line: number, "expected \"[flags] h=… v=… ClassName 0x…\"")
            } else {
                reading.passedOver += 1
            }
        }
    }
}
