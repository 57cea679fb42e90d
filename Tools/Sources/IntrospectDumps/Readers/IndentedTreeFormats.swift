/// Box-drawing trees printed by helpers (`├─ UITextField(frame: {{0, 0}, {393, 19.6}}, ax=0)`): depth is the
/// column of the class name, the class name comes first (generic arguments included), and `(AX)` lines are
/// accessibility elements, not views.
enum BoxTreeFormat: DumpLayout {
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
        if looksLikeClassName(name), line[name.endIndex...].hasASCIIPrefix("(frame:") { return true }
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
            let words = withoutEllipsis(text[(open + 1)..<(text.endIndex - 1)]).split(separator: UInt8(ascii: " "))
            guard let first = words.first,
                words.allSatisfy({ looksLikeClassName($0) && $0.allSatisfy(IndentedTreeFormat.isClassNameByte) })
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

    /// `name` without the ellipsis that marks it cut short (`...` or `…`).
    static func withoutEllipsis(_ name: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var name = name.trimmed
        if name.hasSuffixBytes("...") {
            name = name.dropLast(3)
        } else if name.hasSuffixBytes("\u{2026}") {
            name = name.dropLast(3)
        }
        return name.trimmed
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { prefix(line).sawBox }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            let (content, sawBox) = prefix(line)
            // The root, drawn with no box characters (see ``DumpDetector``): a class name alone, at its column.
            if !sawBox, !recognizes(line), let name = IndentedTreeFormat.nodeName(line) {
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
            let cutShort = !looksLikeClassName(name) && looksLikeClassName(withoutEllipsis(name))
            if cutShort { name = withoutEllipsis(name) }
            guard looksLikeClassName(name) else {
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
enum IndentedTreeFormat: DumpLayout {
    static let format = DumpFormat.indentedTree

    static func indentation(_ line: ArraySlice<UInt8>) -> (width: Int, content: Int) {
        var width = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
            width += line[index] == UInt8(ascii: "\t") ? 4 : 1
            index += 1
        }
        return (width, index)
    }

    /// Whether `rest` (after a class name) starts a note someone appended: `<-`, `←` (U+2190), `//` or `#`.
    static func isNote(_ rest: ArraySlice<UInt8>) -> Bool {
        rest.hasASCIIPrefix("<-") || rest.hasASCIIPrefix("\u{2190}") || rest.hasASCIIPrefix("//")
            || rest.hasASCIIPrefix("#")
    }

    /// The bytes a printed class name may hold: letters, digits, `_ $ . < > , ` and space inside generic
    /// arguments, and anything non-ASCII (`…`).
    static func isClassNameByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 || byte.isASCIILetter || byte.isASCIIDigit { return true }
        switch byte {
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: ","), UInt8(ascii: " "):
            return true
        default: return false
        }
    }

    /// The offset after a list marker that opens a line's content (`- `, `* `, `• `, `-> `, and the spaces after
    /// it), and the marker's level, or `nil`: hierarchies written as Markdown lists, tools that print `-> Class,
    /// subviews (3)`, and trees written by hand whose depth is the number of dashes (`- Child`, `--- Grandchild`).
    static func listMarker(_ line: ArraySlice<UInt8>, at content: Int) -> (end: Int, level: Int)? {
        let rest = line[content...]
        var end: Int
        var level = 1
        if rest.hasASCIIPrefix("-> ") {
            end = content + 3
        } else if rest.first == UInt8(ascii: "-") {
            let dashes = rest.prefix { $0 == UInt8(ascii: "-") }
            guard dashes.endIndex < line.endIndex, line[dashes.endIndex] == UInt8(ascii: " ") else { return nil }
            end = dashes.endIndex + 1
            level = dashes.count
        } else if rest.hasASCIIPrefix("* ") {
            end = content + 2
        } else if rest.hasASCIIPrefix("\u{2022} ") {
            end = content + 4
        } else {
            return nil
        }
        while end < line.endIndex, line[end] == UInt8(ascii: " ") { end += 1 }
        return (end, level)
    }

    /// Where a line's class name starts: after the indentation and a list marker, if any, with the marker's level
    /// (0 without one).
    static func nameStart(_ line: ArraySlice<UInt8>) -> (width: Int, content: Int, level: Int) {
        let (width, indentEnd) = indentation(line)
        if let marker = listMarker(line, at: indentEnd) { return (width, marker.end, marker.level) }
        return (width, indentEnd, 0)
    }

    /// Whether the name is called, not annotated: its `(` touches it and what follows opens no frame — a frame
    /// starts with a number, a sign, a brace or a lowercase label and `:` or `=` (`Name(0, 0, 10, 10)`, `Name(frame:
    /// …)`, `Name(x=0 …)`); a note is set off by a space (`NSView (content view)`).
    private static func isCall(_ name: ArraySlice<UInt8>, in line: ArraySlice<UInt8>) -> Bool {
        guard name.endIndex < line.endIndex, line[name.endIndex] == UInt8(ascii: "(") else { return false }
        let inside = line[(name.endIndex + 1)...]
        guard let first = inside.first else { return false }
        if first.isASCIIDigit || first == UInt8(ascii: "-") || first == UInt8(ascii: "{") || first == UInt8(ascii: ".")
            || first == UInt8(ascii: ")")
        {
            return false
        }
        let label = inside.prefix { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        let after = inside[label.endIndex...].first
        let isLabel =
            first.isASCIILowercase
            && (after == UInt8(ascii: ":") || after == UInt8(ascii: "=") || after == UInt8(ascii: " "))
        return !isLabel
    }

    /// Whether a name alone on a line names an exception or an error (`NSInternalInconsistencyException` above
    /// its reason, as Xcode's console and crash reporters print it), not a view.
    private static func namesAnException(_ name: ArraySlice<UInt8>) -> Bool {
        name.hasSuffixBytes("Exception") || name.hasSuffixBytes("Error") || name.hasSuffixBytes("Warning")
    }

    /// Whether a name in a list item is written like a view class, not like a capitalised word of prose
    /// (`- However, …`): two capitals (`UIView`, `HostingScrollView`), a module, generic arguments or a leading
    /// underscore.
    static func isClassLike(_ name: ArraySlice<UInt8>) -> Bool {
        name.first == UInt8(ascii: "_") || name.contains(UInt8(ascii: ".")) || name.contains(UInt8(ascii: "<"))
            || name.count(where: \.isASCIIUppercase) >= 2
    }

    /// Whether the text after a class name and its comma annotates it, as a tool prints (`UIView, subviews (1)`,
    /// `…, hidden`), rather than going on as a sentence: a lowercase word first, and no sentence end.
    private static func isAnnotation(_ rest: ArraySlice<UInt8>) -> Bool {
        let words = rest.trimmed
        guard let first = words.first, first.isASCIILowercase, let last = words.last else { return false }
        return last != UInt8(ascii: ".") && last != UInt8(ascii: ":")
    }

    /// The class name of a node line, or `nil` for commentary.
    static func nodeName(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let (_, content, level) = nameStart(line)
        let listed = level > 0
        guard content < line.endIndex else { return nil }
        let first = line[content]
        guard first.isASCIIUppercase || first == UInt8(ascii: "_") || first == UInt8(ascii: "$") else { return nil }
        var name = BracketScanner.genericClassName(in: line, from: content)
        // A class may be annotated after a comma (`-> SwiftUI.HostingScrollView, subviews (3)`).
        if name.last == UInt8(ascii: ",") { name = name.dropLast() }
        guard looksLikeClassName(name), name.allSatisfy(isClassNameByte), !listed || isClassLike(name) else {
            return nil
        }
        let rest = line[name.endIndex...].trimmed
        guard let next = rest.first else { return namesAnException(name) ? nil : name }
        // Prose that names a class, then describes the object in parentheses (`UITableView (<HVTableView: 0x…;
        // …>) failed to obtain a cell`), is free text; so is a value Swift's `print` shows in its type's name
        // (`Optional([<UITransitionView: 0x…>, …])`, `Optional("…")`); a Swift value printed by `dump`/`print`
        // opens a parenthesis and goes on to the next lines (`SwiftUI._ViewDebug.Data(`): none is a node.
        if rest.hasASCIIPrefix("(<") || rest.hasASCIIPrefix("([") || rest.hasASCIIPrefix("(\"")
            || rest.hasASCIIPrefix("('") || (rest.count == 1 && next == UInt8(ascii: "("))
        {
            return nil
        }
        // A call pasted with the dump (`XCTAssertFalse(WebViewDOM.isInteropHosted(…))`, `NSLog(@"…")`) is code.
        if isCall(name, in: line) { return nil }
        // A frame in parentheses or, as people abbreviate one, a position in braces (`{0,249} 402x536`).
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") || isNote(rest)
            || rest.hasASCIIPrefix(AncestorChainFormat.arrow)
        {
            return name
        }
        if next == UInt8(ascii: ","), listed || isAnnotation(rest.dropFirst()), isClassLike(name) { return name }
        let token = rest.prefix { !$0.isASCIIWhitespace }
        return token.contains(UInt8(ascii: "=")) && !token.hasASCIIPrefix("=") ? name : nil
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        nodeName(line) != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            guard let name = nodeName(line) else {
                reading.passedOver += 1
                continue
            }
            let (width, content, level) = nameStart(line)
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
            let indentationEnd = indentation(line).content
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
    /// in order; a region reads its arrows so when its lines nest (see ``DumpDetector``).
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
                rest.hasASCIIPrefix(AncestorChainFormat.arrow)
                ? AncestorChainFormat.arrow.utf8CodeUnitCount : rest.hasASCIIPrefix("->") ? 2 : 0
            guard arrowLength > 0 else { break }
            let after = line[(rest.startIndex + arrowLength)...]
            guard let start = after.firstNonWhitespace else { break }
            let held = BracketScanner.genericClassName(in: line, from: start)
            guard looksLikeClassName(held) else { break }
            names.append(held)
            cursor = held.endIndex
        }
        return names
    }
}

/// The "Bone" capture format: `--->ClassName:` (dashes count the depth; the root has none), followed by
/// indented property lines (` superclass: UIControl `), blank lines, and an `OS: …` trailer.
enum BoneCaptureFormat: DumpLayout {
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
        guard index < end, startsClassName(line[index]),
            !line[index..<end].contains(UInt8(ascii: " ")) || line[index..<end].contains(UInt8(ascii: "<"))
        else { return nil }
        // A root is written like a class (`_UIHostingView<…>:`, `UIWindow:`), not like a heading above a dump
        // (`Records:`, `Output:`).
        if dashes == 0, !IndentedTreeFormat.isClassLike(line[index..<end]) { return nil }
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
                if reading.statedOS == nil { reading.statedOS = DumpDetector.statedOS(in: line) }
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
enum SubtreeDescriptionFormat: DumpLayout {
    static let format = DumpFormat.subtreeDescription

    /// The indentation width and the class name's byte range, or `nil`.
    static func node(_ line: ArraySlice<UInt8>) -> (width: Int, name: Range<Int>)? {
        let (width, content) = IndentedTreeFormat.indentation(line)
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
        guard let first = name.first, startsClassName(first) else { return nil }
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
enum NumberedTreeFormat: DumpLayout {
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
        guard let first = name.first, startsClassName(first) else { return nil }
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
enum FlatListFormat: DumpLayout {
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
