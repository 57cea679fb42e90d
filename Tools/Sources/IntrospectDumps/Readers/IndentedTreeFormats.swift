/// Box-drawing trees printed by helpers (`├─ UITextField(frame: {{0, 0}, {393, 19.6}}, ax=0)`): depth is the
/// column of the class name, the class name comes first (generic arguments included), and `(AX)` lines are
/// accessibility elements, not views.
enum BoxTreeFormat: DumpReader {
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
            if let element = accessibilityElement(line[content...]) {
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

/// Trees indented with spaces, class name first (`  AppKitTextField (0, 0, 120, 24)`,
/// `  ListCoreScrollView role=AXScrollArea … kids=2`), as probe programs print them, with free-text lines between
/// trees. A line is a node when it starts with a class-like name followed by nothing, a frame in parentheses,
/// `key=value` fields, a note (`<- recognizer was here`, `← inner`) or `→` and the view a host holds
/// (`AppKitPlatformViewHost<…>  →  ClampedScrollView`, that view a child as deep as its column); other lines are
/// commentary.
enum IndentedTreeFormat: DumpReader {
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

/// The "Bone" capture format: `--->ClassName:` (dashes count the depth; the root has none), followed by
/// indented property lines (` superclass: UIControl `), blank lines, and an `OS: …` trailer.
enum BoneCaptureFormat: DumpReader {
    static let format = DumpFormat.boneCapture

    /// The depth and the name's byte range of a node line, or `nil`.
    static func node(_ line: ArraySlice<UInt8>) -> (depth: Int, name: Range<Int>)? {
        guard let first = line.first, !first.isASCIIWhitespace else { return nil }
        let trimmed = line.trimmed
        guard trimmed.last == UInt8(ascii: ":") else { return nil }
        var index = line.startIndex
        var dashes = 0
        while index < line.endIndex, line[index] == UInt8(ascii: "-") {
            dashes += 1
            index += 1
        }
        if dashes > 0 {
            guard index < line.endIndex, line[index] == UInt8(ascii: ">") else { return nil }
            index += 1
        }
        let end = trimmed.endIndex - 1
        guard index < end, LineLexer.startsClassName(line[index]),
            !line[index..<end].contains(UInt8(ascii: " ")) || line[index..<end].contains(UInt8(ascii: "<"))
        else { return nil }
        // A root is written like a class (`_UIHostingView<…>:`, `UIWindow:`), not like a heading above a dump
        // (`Records:`, `Output:`).
        if dashes == 0, !LineLexer.isClassLike(line[index..<end]) { return nil }
        // `Recorder: …`-style property lines have a space after their colon and do not end with one.
        return (dashes, index..<end)
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        // The `OS:` trailer is recognised too, so that a capture's region reaches it.
        node(line) != nil || line.hasASCIIPrefix(" superclass: ") || line.hasASCIIPrefix("OS: ")
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool {
        line.hasASCIIPrefix("--") && line.firstOffset(of: ">") != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        var nodes = 0
        for number in region {
            let line = text.line(number)
            if let (depth, name) = node(line) {
                nodes += 1
                reading.entries.append(
                    DumpEntry(
                        depthKey: depth, className: line[name].string, line: number,
                        column: text.column(ofByte: name.lowerBound, onLine: number)))
            } else if line.hasASCIIPrefix(" superclass: "), !reading.entries.isEmpty {
                let superclass = line.dropFirst(13).trimmed
                if !superclass.isEmpty { reading.entries[reading.entries.count - 1].superclasses = [superclass.string] }
            } else if line.hasASCIIPrefix("OS:"), nodes == 0 {
                // No capture above it: a probe's header stating the OS the dump was taken on.
                if reading.statedOS == nil { reading.statedOS = StatedOS.stated(in: line) }
            } else if line.hasASCIIPrefix("OS:") {
                reading.notes.append(
                    DumpNote(
                        line: number,
                        message:
                            "the capture states \"\(line.trimmed.string)\" (Bone captures state iOS even on visionOS)"))
            } else if attempts(line) {
                reading.warn(text, line: number, "expected \"--->ClassName:\"")
            }
            // Property lines (layer:, sublayers:, contents:) belong to the node above them.
        }
    }
}

/// AppKit's `_subtreeDescription`: `[   AF      LU ] h=--- v=--- NSView 0x7f9… f=(0,0,480,270) b=(-) …`, indented
/// with spaces before the bracket, and a legend of the flags after the tree.
enum SubtreeDescriptionFormat: DumpReader {
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

/// A tree printed with an id column and `| ` per level (` 529  | | | | | _TtGC7SwiftUI16PlatformViewHost… . . .
/// 1 children superview:745`); class names may be cut short with `...`.
enum NumberedTreeFormat: DumpReader {
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

/// A flat list of classes in pre-order with no depth (`Child: MTKView`): each line is a tree of its own, since
/// nesting cannot be recovered.
enum FlatListFormat: DumpReader {
    static let format = DumpFormat.flatList

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        line.trimmed.hasASCIIPrefix("Child: ")
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let trimmed = text.line(number).trimmed
            guard !trimmed.isEmpty else { continue }
            guard trimmed.hasASCIIPrefix("Child: ") else {
                reading.passedOver += 1
                continue
            }
            let name = trimmed.dropFirst(7).trimmed
            reading.entries.append(
                DumpEntry(
                    depthKey: 0, className: name.string, line: number,
                    column: text.column(ofByte: name.startIndex, onLine: number)))
        }
        reading.notes.append(
            DumpNote(
                line: 0,
                message:
                    "the list has no depth: each class is a tree of its own, and hosts cannot be told"))
    }
}
