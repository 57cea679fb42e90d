/// `_ivarDescription`-style trees: class lines indented by depth (read as an indented tree), each followed by
/// the object's instance variables, `_hostingView (UIView*): <SwiftUI._UIHostingView<…>: 0x…>`, and `in Class:`
/// section headers. A description in a property line is the variable's value, not a child view, so property
/// lines are passed over — reading them as `recursiveDescription` is what made such trees unreadable.
enum IvarDescriptionReader: LineReader {
    static let format = DumpFormat.ivarDescription

    /// Whether `line` is an instance-variable line (`name (Type): value`) or an `in Class:` header.
    static func isPropertyLine(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = line.trimmed
        if trimmed.hasASCIIPrefix("in "), trimmed.last == UInt8(ascii: ":"),
            LineLexer.looksLikeClassName(trimmed.dropFirst(3).dropLast())
        {
            return true
        }
        let name = trimmed.prefix { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        guard let first = name.first, !first.isASCIIDigit, name.endIndex < trimmed.endIndex else { return false }
        let rest = trimmed[name.endIndex...]
        guard rest.hasASCIIPrefix(" ("), let close = rest.firstIndex(of: UInt8(ascii: ")")) else { return false }
        return trimmed[(close + 1)...].hasASCIIPrefix(":")
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        isPropertyLine(line)
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        var properties = 0
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            if isPropertyLine(line) {
                properties += 1
                continue
            }
            guard let name = LineLexer.nodeName(line) else {
                reading.passedOver += 1
                continue
            }
            let (width, content) = LineLexer.indentation(line)
            reading.entries.append(
                DumpEntry(
                    depthKey: width, className: name.string, line: number,
                    column: text.column(ofByte: content, onLine: number)))
        }
        if properties > 0 {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message:
                        "\(properties.counted("instance-variable line")) \(properties == 1 ? "was" : "were") read as values, not as views"
                ))
        }
    }
}
