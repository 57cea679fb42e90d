/// Lines tagged with a short reference and indented by depth, as inspection tools print hierarchies for agents:
/// `      #985e8602 UILayoutContainerView <UIKitTabBarController> [0,0,402,874]` — the reference, the class
/// (generic arguments may be elided with `…`), the controller whose view it is in angle brackets, the frame, and
/// extras such as `tap(201,437)`.
enum ReferenceTaggedReader: LineReader {
    static let format = DumpFormat.referenceTagged

    /// The indentation width, the reference's end, and the class name, or `nil`.
    static func node(_ line: ArraySlice<UInt8>) -> (width: Int, name: ArraySlice<UInt8>)? {
        let (width, content) = LineLexer.indentation(line)
        guard content < line.endIndex, line[content] == UInt8(ascii: "#") else { return nil }
        let reference = line[(content + 1)...].prefix { $0.isASCIIHexDigit }
        guard reference.count >= 4, reference.endIndex < line.endIndex, line[reference.endIndex] == UInt8(ascii: " ")
        else { return nil }
        let name = BracketScanner.genericClassName(in: line, from: reference.endIndex + 1)
        return LineLexer.looksLikeClassName(name) ? (width, name) : nil
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        node(line) != nil
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.firstNonWhitespace, line[first] == UInt8(ascii: "#") else { return false }
        return line[(first + 1)...].prefix { $0.isASCIIHexDigit }.count >= 4
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            guard let (width, name) = node(line) else {
                if attempts(line) {
                    reading.warn(text, line: number, "expected a class name after the reference")
                } else {
                    reading.passedOver += 1
                }
                continue
            }
            var entry = DumpEntry(
                depthKey: width, className: name.string, line: number,
                column: text.column(ofByte: name.startIndex, onLine: number))
            let rest = line[name.endIndex...].trimmed
            if rest.first == UInt8(ascii: "<"),
                let close = BracketScanner.matchingClose(in: rest, open: rest.startIndex)
            {
                entry.controller = rest[(rest.startIndex + 1)..<close].string
            }
            entry.signature =
                line[(line.firstNonWhitespace ?? line.startIndex)...].prefix { $0 != UInt8(ascii: " ") }.string
            reading.entries.append(entry)
        }
    }
}
