/// Box-drawing trees printed by helpers (`├─ UITextField(frame: {{0, 0}, {393, 19.6}}, ax=0)`): depth is the
/// column of the class name, the class name comes first (generic arguments included), and `(AX)` lines are
/// accessibility elements, not views.
enum BoxTreeReader: LineReader {
    static let format = DumpFormat.boxTree

    /// Offset of the first byte after the spaces and box-drawing characters (U+2500 ─, U+2502 │, U+251C ├,
    /// U+2514 └, all `E2 94 xx` in UTF-8), and whether any box character was seen.
    static func prefix(_ line: ArraySlice<UInt8>) -> (content: Int, sawBox: Bool) {
        var index = line.startIndex
        var sawBox = false
        while index < line.endIndex {
            if line[index] == UInt8(ascii: " ") {
                index += 1
            } else if index + 2 < line.endIndex, line[index] == 0xE2, line[index + 1] == 0x94 {
                sawBox = true
                index += 3
            } else {
                break
            }
        }
        return (index, sawBox)
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (content, sawBox) = prefix(line)
        if sawBox { return true }
        guard content == line.startIndex else { return false }
        // The root has no box characters: a class name followed by `(frame: `, or an accessibility element with
        // its role and class (`Accessibility Inspector (application) [XRCApplication]`).
        let name = BracketScanner.genericClassName(in: line, from: content)
        if LineLexer.looksLikeClassName(name), line[name.endIndex...].hasASCIIPrefix("(frame:") { return true }
        guard let element = accessibilityElement(line[content...]), element.role != nil,
            let className = element.className
        else { return false }
        return className.contains(".") || className.utf8.count(where: \.isASCIIUppercase) >= 2
    }

    /// A node of an accessibility tree as Accessibility Inspector's hierarchy is copied (`scroll area
    /// [SwiftUI.HostingScrollView]`, `Back (button)`, `Volume Up (button) [NSButtonCell]`): a label, a role in
    /// parentheses, and the class in brackets — module and class may be apart and the end cut (`[SwiftUI
    /// NSHostingView ...]`). `nil` when the line is not one: a class name first, or anything else.
    static func accessibilityElement(
        _ content: ArraySlice<UInt8>
    ) -> (className: String?, column: Int, role: ArraySlice<UInt8>?)? {
        let text = content.trimmed
        guard let last = text.last else { return nil }
        var label = text
        var className: (name: String, start: Int)?
        if last == UInt8(ascii: "]"), let open = text.lastIndex(of: UInt8(ascii: "[")) {
            let words = LineLexer.withoutEllipsis(text[(open + 1)..<(text.endIndex - 1)]).split(
                separator: UInt8(ascii: " "))
            guard let first = words.first,
                words.allSatisfy({ LineLexer.looksLikeClassName($0) && $0.allSatisfy(LineLexer.isClassNameByte) })
            else { return nil }
            className = (words.map(\.string).joined(separator: "."), first.startIndex)
            label = text[..<open].trimmed
        }
        var role: ArraySlice<UInt8>?
        if label.last == UInt8(ascii: ")"), let open = label.lastIndex(of: UInt8(ascii: "(")) {
            let words = label[(open + 1)..<(label.endIndex - 1)]
            if words.first?.isASCIILowercase == true,
                words.allSatisfy({ $0.isASCIILowercase || $0 == UInt8(ascii: " ") })
            {
                role = words
                label = label[..<open].trimmed
            }
        }
        if let className { return (className.name, className.start, role) }
        // No class: a label with its role (`Element (text)`), a role word alone (`editor area`, `group`) or a
        // label cut short (`Source Editor, ...`). A class name with its frame (`UIView (0 0; 10 10)`) is not one.
        if role != nil, !label.isEmpty { return (nil, text.startIndex, role) }
        // Byte by byte, not split into words: detection asks this of every prose line at the start of a line.
        if label.first?.isASCIILowercase == true,
            label.allSatisfy({ $0.isASCIILowercase || $0 == UInt8(ascii: " ") })
        {
            return (nil, text.startIndex, nil)
        }
        if label.hasSuffixBytes(", ...") || label.hasSuffixBytes(",...") || label.hasSuffixBytes(", \u{2026}") {
            return (nil, text.startIndex, nil)
        }
        return nil
    }

    /// A root drawn with no box characters (`UIWindow` / `├── UIView` / `│   └── UILabel`, as the Unix `tree`
    /// command draws it): a class name first, on the line right above the tree.
    static func adoptsRoot(_ line: ArraySlice<UInt8>) -> Bool {
        LineLexer.nodeName(line) != nil
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { prefix(line).sawBox }

    /// Whether the node's text starts with a class named for a view (`NSView (content view)`, `_NSThemeWidget -
    /// Minimize (note …)`): a class with a note after it, as people annotate the trees they draw, not an
    /// accessibility element's label and role (`Back (button)`), whose label names no view class.
    private static func startsWithViewClass(_ line: ArraySlice<UInt8>, at content: Int) -> Bool {
        let name = BracketScanner.genericClassName(in: line, from: content)
        return LineLexer.looksLikeClassName(name) && ClassName.namesAViewOrController(name.string)
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            let (content, sawBox) = prefix(line)
            // The root, drawn with no box characters (see ``adoptsRoot(_:)``): a class name alone, at its column.
            if !sawBox, !recognizes(line), let name = LineLexer.nodeName(line) {
                let column = text.column(ofByte: name.startIndex, onLine: number)
                reading.entries.append(
                    DumpEntry(depthKey: column, className: name.string, line: number, column: column))
                continue
            }
            guard recognizes(line) else {
                reading.passedOver += 1
                continue
            }
            if let element = accessibilityElement(line[content...]), !startsWithViewClass(line, at: content) {
                guard let className = element.className else {
                    reading.elementsWithoutClass += 1
                    continue
                }
                let column = text.column(ofByte: element.column, onLine: number)
                reading.entries.append(
                    DumpEntry(
                        depthKey: text.column(ofByte: content, onLine: number), className: className, line: number,
                        column: column))
                continue
            }
            let column = text.column(ofByte: content, onLine: number)
            if line[content...].hasASCIIPrefix("(AX)") {
                reading.entries.append(
                    DumpEntry(
                        depthKey: column, className: "(AX)", line: number, column: column,
                        isPseudo: true))
                continue
            }
            var name = BracketScanner.genericClassName(in: line, from: content)
            // A name cut short (`SimulatorKit.SimDisplayRenderable...`) is read as far as it goes.
            let cutShort =
                !LineLexer.looksLikeClassName(name) && LineLexer.looksLikeClassName(LineLexer.withoutEllipsis(name))
            if cutShort { name = LineLexer.withoutEllipsis(name) }
            guard LineLexer.looksLikeClassName(name) else {
                reading.warn(text, line: number, byte: content, "expected a class name after the tree lines")
                continue
            }
            var entry = DumpEntry(depthKey: column, className: name.string, line: number, column: column)
            if cutShort { entry.note = "class name cut short in the dump" }
            entry.signature = line[name.endIndex...].trimmed.string
            reading.entries.append(entry)
        }
    }
}
