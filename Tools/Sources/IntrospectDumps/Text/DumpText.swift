#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A dump's text as UTF-8 lines, with 1-based line numbers and character columns.
///
/// Parsers scan bytes, not `Character`s: a 100,000-line dump must parse in a fraction of a second, and every
/// byte that matters to a format (`<`, `>`, `|`, `;`, spaces, digits) is ASCII.
///
/// A line that starts with a `//` comment marker (after white space) is read from after the slashes: people
/// keep hierarchies they measured in source comments and paste them from there, and no dump format starts a
/// line with `//`. Columns still count from the line's first byte.
struct DumpText {
    let bytes: [UInt8]
    /// The byte range of each line's content: without its line break, and after a leading `//` marker.
    let lines: [Range<Int>]
    /// The offset of each line's first byte, where columns count from.
    private let starts: [Int]

    /// Whether the text came HTML-escaped (`&lt;UIView: 0x…&gt;`, copied from a page's source) and was decoded:
    /// columns then count the decoded text.
    let decodedEntities: Bool
    /// Whether the text's line breaks were `\n` escapes, unfolded (see ``unfoldEscapedLineBreaks(_:)``).
    let unfoldedEscapes: Bool

    /// What reading the text as given involved, for the reader to know: escapes unfolded, entities decoded.
    var notes: [DumpNote] {
        var notes: [DumpNote] = []
        if unfoldedEscapes {
            notes.append(
                DumpNote(
                    line: 0,
                    message: "the tree was printed in a string, its line breaks escaped (\\n): read unfolded, "
                        + "lines count the unfolded text"))
        }
        if decodedEntities {
            notes.append(
                DumpNote(
                    line: 0,
                    message: "the text was HTML-escaped (&lt;…&gt;): read decoded, columns count the decoded text"))
        }
        return notes
    }

    init(_ text: String) {
        var bytes = Array(text.utf8)
        decodedEntities = Self.decodeEntitiesIfEscaped(&bytes)
        unfoldedEscapes = Self.unfoldEscapedLineBreaks(&bytes)
        var lines: [Range<Int>] = []
        var starts: [Int] = []
        var inBlockComment = false
        func add(_ start: Int, _ end: Int) {
            starts.append(start)
            let content =
                inBlockComment
                ? Self.afterCommentLeader(of: start..<end, in: bytes) : Self.contentStart(of: start..<end, in: bytes)
            lines.append(content..<end)
            inBlockComment = Self.isInBlockComment(after: start..<end, in: bytes, wasInside: inBlockComment)
        }
        var start = 0
        // Line breaks are found with the C library's byte search: this is the one pass every parse makes over
        // every byte.
        while let index = bytes[...].firstOffset(ofByte: UInt8(ascii: "\n"), from: start) {
            var end = index
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            add(start, end)
            start = index + 1
        }
        if start < bytes.count { add(start, bytes.count) }
        self.bytes = bytes
        self.lines = lines
        self.starts = starts
    }

    /// Replaces `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&#39;` when the text holds more `&lt;` than `<`: a dump
    /// copied from HTML source. Line breaks are kept, so line numbers stay those of the text as given.
    private static func decodeEntitiesIfEscaped(_ bytes: inout [UInt8]) -> Bool {
        let escaped = bytes[...]
        guard let first = escaped.firstOffset(of: "&lt;") else { return false }
        var escapes = 0
        var index = first
        while let found = escaped.firstOffset(of: "&lt;", from: index) {
            escapes += 1
            index = found + 4
        }
        guard bytes.count(where: { $0 == UInt8(ascii: "<") }) < escapes else { return false }
        let entities: [(StaticString, UInt8)] = [
            ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
            ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
        ]
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        index = 0
        scanning: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&") {
                for (entity, byte) in entities where escaped[index...].hasASCIIPrefix(entity) {
                    decoded.append(byte)
                    index += entity.utf8CodeUnitCount
                    continue scanning
                }
            }
            decoded.append(bytes[index])
            index += 1
        }
        bytes = decoded
        return true
    }

    /// Unfolds a tree printed inside a string literal, its line breaks escaped (`"<WFRootController 0x…>, …\n   |
    /// <…>"`, as lldb's `p`, a REPL's `toString()` or a JSON log prints it): when at least two `\n` escapes are
    /// followed by a tree's next line (spaces, then `|`, `+ ` or `<`), every `\n` becomes a line break and `\"`,
    /// `\t` and `\\` their characters.
    private static func unfoldEscapedLineBreaks(_ bytes: inout [UInt8]) -> Bool {
        let text = bytes[...]
        // A JSON document keeps its strings' escapes: the JSON reader unescapes them (a capture holding a
        // `recursiveDescription` string).
        if let first = text.firstNonWhitespace {
            if text[first] == UInt8(ascii: "{") { return false }
            if text[first] == UInt8(ascii: "["), let next = text[(first + 1)...].firstNonWhitespace,
                [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\"")].contains(text[next])
            {
                return false
            }
        }
        var treeBreaks = 0
        var index = text.startIndex
        while treeBreaks < 2, let found = text.firstOffset(of: "\\n", from: index) {
            index = found + 2
            var next = index
            while next < text.endIndex, text[next] == UInt8(ascii: " ") { next += 1 }
            if next < text.endIndex,
                text[next] == UInt8(ascii: "|") || text[next] == UInt8(ascii: "<")
                    || text[next...].hasASCIIPrefix("+ ")
            {
                treeBreaks += 1
            }
        }
        guard treeBreaks >= 2 else { return false }
        var unfolded: [UInt8] = []
        unfolded.reserveCapacity(bytes.count)
        index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let escaped: UInt8? =
                    switch bytes[index + 1] {
                    case UInt8(ascii: "n"): UInt8(ascii: "\n")
                    case UInt8(ascii: "t"): UInt8(ascii: "\t")
                    case UInt8(ascii: "\""): UInt8(ascii: "\"")
                    case UInt8(ascii: "\\"): UInt8(ascii: "\\")
                    default: nil
                    }
                if let escaped {
                    unfolded.append(escaped)
                    index += 2
                    continue
                }
            }
            unfolded.append(bytes[index])
            index += 1
        }
        bytes = unfolded
        return true
    }

    /// Where a line's content starts: after a Markdown quote's `> `, after the white space and slashes of a leading
    /// `//` (or `///`) or `/*`, after `NSLog`'s prefix (`2024-05-01 10:00:00.123456+0200 App[123:4567] `, which a
    /// logged `recursiveDescription` carries on its first line only), after a logger's time and tags
    /// (`10:19:20.445 [window0][d] `), or at its first byte.
    private static func contentStart(of line: Range<Int>, in bytes: [UInt8]) -> Int {
        if let logged = afterLogPrefix(line, in: bytes) ?? afterTimeAndTags(line, in: bytes) { return logged }
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        // A Markdown quote (`> <UIView: 0x…>`, `> > …` in replies), and a space after each `>`.
        if index < line.upperBound, bytes[index] == UInt8(ascii: ">") {
            while index < line.upperBound, bytes[index] == UInt8(ascii: ">") {
                index += 1
                if index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
            }
            return index
        }
        // A block comment's opening around a description (`/* <UIView: 0x…; …>`), as a line comment's.
        if index + 1 < line.upperBound, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
            index += 2
            while index < line.upperBound, bytes[index] == UInt8(ascii: "*") { index += 1 }
            return index
        }
        guard index + 1 < line.upperBound, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/")
        else { return line.lowerBound }
        while index < line.upperBound, bytes[index] == UInt8(ascii: "/") { index += 1 }
        return index
    }

    /// Whether the line after `line` is inside a block comment (`/* … */`, `/** … */`): the line opens one (its
    /// first non-blank bytes are `/*`, as a documentation comment starts) and does not close it after, or
    /// continues one it does not close. A `/*` later in a line (a path's `Sources/*`) opens nothing.
    private static func isInBlockComment(after line: Range<Int>, in bytes: [UInt8], wasInside: Bool) -> Bool {
        let text = bytes[line]
        var from = line.lowerBound
        if !wasInside {
            guard let first = text.firstNonWhitespace, first + 1 < line.upperBound, bytes[first] == UInt8(ascii: "/"),
                bytes[first + 1] == UInt8(ascii: "*")
            else { return false }
            from = first + 2
        }
        return text.firstOffset(of: "*/", from: from) == nil
    }

    /// Where a line inside a block comment starts: after the white space and the `*` that leads each line of a
    /// documentation comment (`/**` / ` * NSThemeFrame` / ` * ├─NSView` / ` */`), as Objective-C, Swift and C
    /// sources write them; a line without one starts where any line does (``contentStart(of:in:)``).
    private static func afterCommentLeader(of line: Range<Int>, in bytes: [UInt8]) -> Int {
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index < line.upperBound, bytes[index] == UInt8(ascii: "*"),
            index + 1 == line.upperBound || bytes[index + 1] == UInt8(ascii: " ")
        else { return contentStart(of: line, in: bytes) }
        return index + 1
    }

    /// The offset after an `NSLog` prefix — a date (`2024-05-01`), a time, the process and `[pid:thread] ` — when
    /// the line starts with one.
    private static func afterLogPrefix(_ line: Range<Int>, in bytes: [UInt8]) -> Int? {
        let start = line.lowerBound
        // `dddd-dd-dd `: the date is enough to try; the bracket must follow within a short prefix.
        guard line.count > 20 else { return nil }
        for (offset, expected) in [(4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: " "))]
        where bytes[start + offset] != expected {
            return nil
        }
        for offset in [0, 1, 2, 3, 5, 6, 8, 9] where !bytes[start + offset].isASCIIDigit { return nil }
        var index = start + 11
        let limit = min(line.upperBound, start + 160)
        while index < limit, bytes[index] != UInt8(ascii: "[") { index += 1 }
        guard index < limit else { return nil }
        index += 1
        let digits = index
        while index < limit, bytes[index].isASCIIDigit { index += 1 }
        guard index > digits, index < limit, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < limit, bytes[index].isASCIIHexDigit || bytes[index] == UInt8(ascii: "x") { index += 1 }
        guard index + 1 < line.upperBound, bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: " ")
        else { return nil }
        return index + 2
    }

    /// The offset after a logger's prefix of a time and bracketed tags, when the line starts with one: an optional
    /// date (`2025-06-15 ` or `2025-06-15T`), `HH:MM:SS` with an optional fraction (`.445`, `,445`, `:445`), a
    /// space, then one or more tags (`[window0][d]`, `[INFO] [net]`) and a space. Prose that starts with a time
    /// has no tag, so it is left as it is.
    private static func afterTimeAndTags(_ line: Range<Int>, in bytes: [UInt8]) -> Int? {
        func digits(_ index: Int, _ count: Int) -> Bool {
            index + count <= line.upperBound && bytes[index..<(index + count)].allSatisfy(\.isASCIIDigit)
        }
        func byte(_ index: Int, is expected: Unicode.Scalar) -> Bool {
            index < line.upperBound && bytes[index] == UInt8(ascii: expected)
        }
        var index = line.lowerBound
        if digits(index, 4), byte(index + 4, is: "-"), digits(index + 5, 2), byte(index + 7, is: "-"),
            digits(index + 8, 2), byte(index + 10, is: " ") || byte(index + 10, is: "T")
        {
            index += 11
        }
        guard digits(index, 2), byte(index + 2, is: ":"), digits(index + 3, 2), byte(index + 5, is: ":"),
            digits(index + 6, 2)
        else { return nil }
        index += 8
        if byte(index, is: ".") || byte(index, is: ",") || byte(index, is: ":") {
            let fraction = index + 1
            index = fraction
            while index < line.upperBound, index - fraction < 9, bytes[index].isASCIIDigit { index += 1 }
            guard index > fraction else { return nil }
        }
        guard byte(index, is: " ") else { return nil }
        index += 1
        var tags = 0
        while byte(index, is: "[") {
            let limit = min(line.upperBound, index + 64)
            var close = index + 1
            while close < limit, bytes[close] != UInt8(ascii: "]") { close += 1 }
            guard close < limit else { return nil }
            tags += 1
            index = close + 1
            if byte(index, is: " "), byte(index + 1, is: "[") { index += 1 }
        }
        guard tags > 0, byte(index, is: " ") else { return nil }
        return index + 1
    }

    /// The bytes of line `number` (1-based).
    func line(_ number: Int) -> ArraySlice<UInt8> {
        bytes[lines[number - 1]]
    }

    /// The 1-based character column of byte offset `offset` on line `number`: the code points before it, plus one.
    func column(ofByte offset: Int, onLine number: Int) -> Int {
        var column = 1
        for byte in bytes[starts[number - 1]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// The offset of line `number`'s first byte (1-based), where its columns count from.
    func lineStart(_ number: Int) -> Int {
        starts[number - 1]
    }

    /// Whether line `number` holds nothing but white space.
    func isBlank(_ number: Int) -> Bool {
        !line(number).contains { !$0.isASCIIWhitespace }
    }

    /// Line numbers of the lines that hold more than white space.
    var nonBlankLineNumbers: [Int] {
        lines.indices.compactMap { index in
            bytes[lines[index]].contains { !$0.isASCIIWhitespace } ? index + 1 : nil
        }
    }
}

extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A }
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIIHexDigit: Bool { isASCIIDigit || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46) }
    var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
    var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }
}

extension ArraySlice<UInt8> {
    /// Whether these bytes end with the ASCII text `suffix`.
    func hasSuffixBytes(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        return matches(suffix, at: endIndex - count)
    }

    /// Whether these bytes start with the ASCII text `prefix`.
    func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        return matches(prefix, at: startIndex)
    }

    /// Whether the bytes from `start` on are `text`'s, which they have room for. Every line is tested against a
    /// few of these: byte by byte, with no slice or iterator made for it.
    private func matches(_ text: StaticString, at start: Int) -> Bool {
        text.withUTF8Buffer { buffer in
            for offset in 0..<buffer.count where self[start + offset] != buffer[offset] { return false }
            return true
        }
    }

    /// The offset of the first occurrence of the ASCII text `needle`, at or after `start`.
    func firstOffset(of needle: StaticString, from start: Int? = nil) -> Int? {
        needle.withUTF8Buffer { buffer -> Int? in
            let count = buffer.count
            guard count > 0 else { return start ?? startIndex }
            var index = start ?? startIndex
            while index + count <= endIndex {
                // Jump to the next candidate first byte with the C library's byte search.
                guard let candidate = firstOffset(ofByte: buffer[0], from: index), candidate + count <= endIndex else {
                    return nil
                }
                var matched = true
                for offset in 1..<count where self[candidate + offset] != buffer[offset] {
                    matched = false
                    break
                }
                if matched { return candidate }
                index = candidate + 1
            }
            return nil
        }
    }

    /// The first occurrence of `word` (UTF-8) at or after `start` with no letter, digit or `_` right before or
    /// after it, and whether it names the class of a method there (after `[`, as in `-[NSThemeFrame setFrameSize:]`,
    /// or before `.` and a lowercase name, as in `NSClipView.scroll(to:)`).
    func firstOccurrence(ofWord word: [UInt8], from start: Int? = nil) -> (offset: Int, isMethod: Bool)? {
        guard let first = word.first else { return nil }
        var index = start ?? startIndex
        while let found = firstOffset(ofByte: first, from: index) {
            index = found + 1
            guard found + word.count <= endIndex, self[found..<(found + word.count)].elementsEqual(word) else {
                continue
            }
            let before = found > startIndex ? self[found - 1] : UInt8(ascii: " ")
            let after = found + word.count < endIndex ? self[found + word.count] : UInt8(ascii: " ")
            guard !LineLexer.isNameByte(before) || before == UInt8(ascii: "."),
                !LineLexer.isNameByte(after) || after == UInt8(ascii: ".")
            else { continue }
            let end = found + word.count
            let isMethod =
                before == UInt8(ascii: "[")
                || (after == UInt8(ascii: ".") && end + 1 < endIndex && self[end + 1].isASCIILowercase)
            return (found, isMethod)
        }
        return nil
    }

    /// The offset of the first `byte` at or after `start`: `memchr`, which is much faster than a Swift loop on
    /// long lines (and, in fuzzing builds, is not instrumented byte by byte).
    func firstOffset(ofByte byte: UInt8, from start: Int? = nil) -> Int? {
        let from = Swift.max(start ?? startIndex, startIndex)
        guard from < endIndex else { return nil }
        return withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let skip = from - startIndex
            #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let found = memchr(base + skip, Int32(byte), buffer.count - skip) else { return nil }
            return startIndex + (base.distance(to: found.assumingMemoryBound(to: UInt8.self)))
            #else
            return buffer[skip...].firstIndex(of: byte).map { startIndex + $0 }
            #endif
        }
    }

    /// The offset of the first byte that is not white space, or `nil` for a blank line.
    var firstNonWhitespace: Int? { firstIndex { !$0.isASCIIWhitespace } }

    var string: String { String(decoding: self, as: UTF8.self) }

    /// These bytes without leading and trailing white space.
    var trimmed: ArraySlice<UInt8> {
        guard let first = firstNonWhitespace, let last = lastIndex(where: { !$0.isASCIIWhitespace }) else { return [] }
        return self[first...last]
    }
}

/// Columns of several places on a line, in increasing order, each counted on from the one before: linear in the
/// line for all of them, where ``DumpText/column(ofByte:onLine:)`` counts from the line start each time (a line of a
/// thousand `→`-separated names would cost a thousand scans of the line).
struct ColumnCursor {
    private var line = 0
    private var offset = 0
    private var column = 1

    /// The 1-based character column of byte `target` on line `number`.
    mutating func column(ofByte target: Int, onLine number: Int, in text: DumpText) -> Int {
        if number != line || target < offset {
            line = number
            offset = text.lineStart(number)
            column = 1
        }
        for byte in text.bytes[offset..<target] where byte & 0xC0 != 0x80 { column += 1 }
        offset = target
        return column
    }
}
