/// The tokens every way of printing a hierarchy is made of, read from one line's bytes: indentation (spaces and
/// tabs, or `|` per level), list markers, quotes around a printed string, elisions, notes, arrows, and the class
/// name a line starts with. Readers take a line apart with these and nothing else, so that two readers never
/// disagree on what a token is, and no reader uses another as its lexer.
///
/// Every function looks at one line, and costs O(length of the line) at most.
enum LineLexer {
    /// `→` (U+2192): between the classes of an ancestry, or between a host and what it holds.
    static let arrow: StaticString = "\u{2192}"
    /// `…` (U+2026) in UTF-8.
    static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    // MARK: Indentation

    /// The indentation's width (a tab counts four) and the offset of the first byte after it.
    static func indentation(_ line: ArraySlice<UInt8>) -> (width: Int, content: Int) {
        var width = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
            width += line[index] == UInt8(ascii: "\t") ? 4 : 1
            index += 1
        }
        return (width, index)
    }

    /// The number of `|` in the indentation, and the offset of the first byte after it. A `+` followed by a
    /// space counts as a `|`: `_printHierarchy` prints it in the place of the last one for a presented controller
    /// (`   |    + <App.ViewController 0x…>, …, presented with: <…>`); `_autolayoutTrace`'s `+` marker touches the
    /// class name instead.
    static func pipes(_ line: ArraySlice<UInt8>) -> (pipes: Int, content: Int) {
        var pipes = 0
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "|")
                || (byte == UInt8(ascii: "+") && index + 1 < line.endIndex && line[index + 1] == UInt8(ascii: " "))
            {
                pipes += 1
            } else if !byte.isASCIIWhitespace {
                break
            }
            index += 1
        }
        return (pipes, index)
    }

    /// Whether the line starts with `|` after its indentation: it was meant as a line of a pipe-indented tree.
    static func startsWithPipe(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.firstNonWhitespace else { return false }
        return line[first] == UInt8(ascii: "|")
    }

    /// The `|` in the run of spaces and pipes right before `offset`, when that run starts the line (a tree printed
    /// after a log prefix keeps its depth); 0 otherwise.
    static func pipes(before offset: Int, in line: ArraySlice<UInt8>) -> Int {
        var index = offset
        var pipes = 0
        while index > line.startIndex, line[index - 1] == UInt8(ascii: " ") || line[index - 1] == UInt8(ascii: "|") {
            index -= 1
            if line[index] == UInt8(ascii: "|") { pipes += 1 }
        }
        return pipes
    }

    // MARK: Quotes, elisions, notes

    /// The offset after a quote that opens a string holding the description, if one stands at `index`: a Cycript
    /// template literal's `` ` ``, Swift's `"` or `#"`, Objective-C's `@"`, `'`.
    static func afterQuote(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
        var index = index
        if index + 1 < line.endIndex, line[index] == UInt8(ascii: "#") || line[index] == UInt8(ascii: "@"),
            line[index + 1] == UInt8(ascii: "\"")
        {
            index += 1
        }
        guard index < line.endIndex else { return index }
        switch line[index] {
        case UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: "'"): return index + 1
        default: return index
        }
    }

    /// Whether `byte` quotes a name in prose or code: `` ` ``, `"` or `'`.
    static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Whether `bytes` hold only an author's elision after white space: dots and `…` (`.......`, `   ...`), where
    /// lines were left out of the text.
    static func isElision(_ bytes: ArraySlice<UInt8>) -> Bool {
        let content = bytes.trimmed
        var index = content.startIndex
        while index < content.endIndex {
            if content[index] == UInt8(ascii: ".") {
                index += 1
            } else if content[index...].starts(with: ellipsis) {
                index += ellipsis.count
            } else {
                return false
            }
        }
        return !content.isEmpty
    }

    /// The length of an elision marker (`…` or `...`) at `index`, or 0: how people shorten a name, an address or
    /// a run of lines.
    static func elisionLength(in bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        if bytes[index...].starts(with: ellipsis) { return ellipsis.count }
        return bytes[index...].hasASCIIPrefix("...") ? 3 : 0
    }

    /// `name` without the elision that marks it cut short (`...` or `…`).
    static func withoutEllipsis(_ name: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var name = name.trimmed
        if name.hasSuffixBytes("...") {
            name = name.dropLast(3)
        } else if name.hasSuffixBytes("\u{2026}") {
            name = name.dropLast(3)
        }
        return name.trimmed
    }

    /// Whether `rest` (after a class name) starts a note someone appended: `<-`, `←` (U+2190), `//` or `#`.
    static func isNote(_ rest: ArraySlice<UInt8>) -> Bool {
        rest.hasASCIIPrefix("<-") || rest.hasASCIIPrefix("\u{2190}") || rest.hasASCIIPrefix("//")
            || rest.hasASCIIPrefix("#")
    }

    // MARK: List markers

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

    // MARK: Class names

    /// Whether the byte can start a class name: a letter, `_` or `$`.
    static func startsClassName(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// The bytes of an identifier or a dotted name: letters, digits, `_`, `$` and `.`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: ".")
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

    /// Whether `name` reads as a class name rather than a method, a property or an identifier: the part after the
    /// last `.` outside generic arguments starts with a capital, `_` or `$` (`SwiftUI.HostingScrollView`,
    /// `deltachat_ios.ChatTitleView`; not `NSHostingView.setRootView`, `channelnametextfield`), the name holds only
    /// the bytes class names are printed with, and at least one letter (not a banner's `____` or a rule's `$$$$`).
    static func looksLikeClassName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, startsClassName(first) else { return false }
        // `$1061f446832PlatformView…`: a piece of a mangled name wrapped onto its own line (a symbolic reference),
        // not Swift's `$SwiftEmergencyPlaceholderClassName…`.
        if first == UInt8(ascii: "$"), name.dropFirst().first?.isASCIIDigit == true { return false }
        var depth = 0
        var componentStart = name.startIndex
        var hasLetter = false
        for index in name.indices {
            let byte = name[index]
            if byte.isASCIILetter { hasLetter = true }
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: "."):
                if depth == 0 { componentStart = index + 1 }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "\""),
                UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "\\"):
                if depth == 0 { return false }
            default: break
            }
        }
        guard hasLetter, componentStart < name.endIndex else { return false }
        let lead = name[componentStart]
        return lead.isASCIIUppercase || lead == UInt8(ascii: "_") || lead == UInt8(ascii: "$")
    }

    /// Whether a name is written like a view class, not like a capitalised word of prose (`- However, …`): two
    /// capitals (`UIView`, `HostingScrollView`), a module, generic arguments or a leading underscore.
    static func isClassLike(_ name: ArraySlice<UInt8>) -> Bool {
        name.first == UInt8(ascii: "_") || name.contains(UInt8(ascii: ".")) || name.contains(UInt8(ascii: "<"))
            || name.count(where: \.isASCIIUppercase) >= 2
    }

    // MARK: Name-first lines

    /// The class name of a line that starts with one (after its indentation and a list marker) and goes on as a
    /// node's line does: with nothing, a frame in parentheses or braces (`UIView (0 0; 10 10)`, `{0,249} 402x536`),
    /// a note, an arrow to what it holds, `key=value` fields, or a tool's annotation after a comma (`UIView,
    /// subviews (1)`); `nil` for prose, code and values that only start with a class name.
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
        // A name alone on a line is a node, unless it names an exception or an error (`NSInternalInconsistencyException`
        // above its reason, as Xcode's console and crash reporters print it).
        guard let next = rest.first else { return ClassName.kind(of: name.string) == .problem ? nil : name }
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
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") || isNote(rest) || rest.hasASCIIPrefix(arrow) {
            return name
        }
        if next == UInt8(ascii: ","), listed || isAnnotation(rest.dropFirst()), isClassLike(name) { return name }
        let token = rest.prefix { !$0.isASCIIWhitespace }
        return token.contains(UInt8(ascii: "=")) && !token.hasASCIIPrefix("=") ? name : nil
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

    /// Whether the text after a class name and its comma annotates it, as a tool prints (`UIView, subviews (1)`,
    /// `…, hidden`), rather than going on as a sentence: a lowercase word first, and no sentence end.
    private static func isAnnotation(_ rest: ArraySlice<UInt8>) -> Bool {
        let words = rest.trimmed
        guard let first = words.first, first.isASCIILowercase, let last = words.last else { return false }
        return last != UInt8(ascii: ".") && last != UInt8(ascii: ":")
    }
}
