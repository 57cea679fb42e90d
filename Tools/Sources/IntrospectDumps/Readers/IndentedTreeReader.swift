/// Trees indented with spaces, class name first (`  AppKitTextField (0, 0, 120, 24)`,
/// `  ListCoreScrollView role=AXScrollArea … kids=2`), as probe programs print them, with free-text lines between
/// trees. A line is a node when it starts with a class-like name followed by nothing, a frame in parentheses,
/// `key=value` fields, a note (`<- recognizer was here`, `← inner`) or `→` and the view a host holds
/// (`AppKitPlatformViewHost<…>  →  ClampedScrollView`, that view a child as deep as its column); other lines are
/// commentary.
enum IndentedTreeReader: LineReader {
    static let format = DumpFormat.indentedTree

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        LineLexer.nodeName(line) != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            guard let name = LineLexer.nodeName(line) else {
                reading.passedOver += 1
                continue
            }
            let (width, content, level) = LineLexer.nameStart(line)
            let className = name.string
            // Accessibility walks list SwiftUI's accessibility elements among the views.
            let base = ClassName.baseName(className)
            let isElement = base.hasPrefix("Accessibility") || base.hasPrefix("NSAccessibility")
            // Depths count double: a list item is one step deeper than a line without a marker at its column
            // (`UIView, subviews (1)` / `-> SwiftUI.UIHostingView<…>, accessibility container (1)`), and an item
            // of n dashes n steps (`- Child` / `--- Grandchild`).
            var entry = DumpEntry(
                depthKey: 2 * width + level, className: className, line: number,
                column: text.column(ofByte: content, onLine: number), isPseudo: isElement)
            let hosted = hostedNames(after: name, in: line)
            entry.signature = line[name.endIndex..<(hosted.first?.startIndex ?? line.endIndex)].trimmed.string
            reading.entries.append(entry)
            // `Host  →  Held`: each name after an arrow is a child of the one before it, as deep as its column (the
            // lines below it are aligned under it).
            // Columns counted on from name to name, so that a line of many arrows is read in one pass.
            let indentationEnd = LineLexer.indentation(line).content
            var cursor = ColumnCursor()
            let indentationColumn = cursor.column(ofByte: indentationEnd, onLine: number, in: text)
            for held in hosted {
                let column = cursor.column(ofByte: held.startIndex, onLine: number, in: text)
                var child = DumpEntry(
                    depthKey: 2 * (width + column - indentationColumn), className: held.string, line: number,
                    column: column)
                child.signature = ""
                reading.entries.append(child)
            }
        }
    }

    /// The class names after `→` arrows that follow a node's name (`AppKitPlatformViewHost<…>  →  ClampedScrollView`),
    /// in order. A region reads its arrows so when its lines nest; one whose arrows climb line by line is an
    /// ancestry, claimed by the way that reads those.
    private static func hostedNames(after name: ArraySlice<UInt8>, in line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var names: [ArraySlice<UInt8>] = []
        var cursor = name.endIndex
        // A word on the name's role may stand before the arrow (`UIKitNavigationController (sidebar)  -> …`).
        while cursor < line.endIndex, line[cursor] == UInt8(ascii: " ") { cursor += 1 }
        if cursor < line.endIndex, line[cursor] == UInt8(ascii: "("),
            let close = line[cursor...].firstOffset(ofByte: UInt8(ascii: ")"))
        {
            cursor = close + 1
        }
        while true {
            // Forward only: trimming both ends of the rest on every pass would rescan trailing white space.
            while cursor < line.endIndex, line[cursor].isASCIIWhitespace { cursor += 1 }
            let rest = line[cursor...]
            // `→`, or `->` as typed on a keyboard.
            let arrowLength =
                rest.hasASCIIPrefix(LineLexer.arrow)
                ? LineLexer.arrow.utf8CodeUnitCount : rest.hasASCIIPrefix("->") ? 2 : 0
            guard arrowLength > 0 else { break }
            let after = line[(rest.startIndex + arrowLength)...]
            guard let start = after.firstNonWhitespace else { break }
            let held = BracketScanner.genericClassName(in: line, from: start)
            guard LineLexer.looksLikeClassName(held) else { break }
            names.append(held)
            cursor = held.endIndex
        }
        return names
    }
}
