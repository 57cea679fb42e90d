/// The formats whose depth is the number of `|` before the node: UIKit's `recursiveDescription`,
/// `UIViewController._printHierarchy` and `_autolayoutTrace`.
enum PipePrefix {
    /// The number of `|` in the indentation, and the offset of the first byte after it.
    static func read(_ line: ArraySlice<UInt8>) -> (pipes: Int, content: Int) {
        var pipes = 0
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "|") {
                pipes += 1
            } else if !byte.isASCIIWhitespace {
                break
            }
            index += 1
        }
        return (pipes, index)
    }
}

/// `po view.value(forKey: "recursiveDescription")`:
/// `   |    | <SwiftUI.UpdateCoalescingCollectionView: 0x15f836400; baseClass = UICollectionView; frame = …>`,
/// with or without addresses (`<UIView; frame = …>` from snapshot tests), and `(layer)` pseudo-children.
enum RecursiveDescriptionFormat {
    static func matches(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = PipePrefix.read(line)
        guard content + 1 < line.endIndex, line[content] == UInt8(ascii: "<"), startsClassName(line[content + 1]) else { return false }
        let name = BracketScanner.className(in: line, from: content + 1)
        guard name.endIndex < line.endIndex else { return true }
        // `<Class: 0x…`, `<Class; frame…` or `<Class>`; not `_printHierarchy`'s `<Class 0x…>, state:`.
        return line[name.endIndex] != UInt8(ascii: " ")
    }

    static func entries(in text: DumpText, notes: inout [DumpNote]) throws -> [DumpEntry] {
        var entries: [DumpEntry] = []
        for number in text.nonBlankLineNumbers {
            let line = text.line(number)
            let (pipes, content) = PipePrefix.read(line)
            guard content < line.endIndex, line[content] == UInt8(ascii: "<") else {
                throw DumpParseError(line: number, column: text.column(ofByte: content, onLine: number),
                                     reason: "expected \"<ClassName: 0x…; …>\" after the indentation, found \"\(line[content...].prefix(24).string)\"")
            }
            let name = BracketScanner.className(in: line, from: content + 1)
            guard let first = name.first, startsClassName(first) else {
                throw DumpParseError(line: number, column: text.column(ofByte: content + 1, onLine: number),
                                     reason: "expected a class name after \"<\"")
            }
            let close = BracketScanner.matchingClose(in: line, open: content)
            if close == nil { notes.append(DumpNote(line: number, message: "no closing \">\": the description is cut short")) }
            let end = close ?? line.endIndex
            let isLayer = close.map { line[($0 + 1)...].trimmed.hasASCIIPrefix("(layer)") } ?? false
            var entry = DumpEntry(depthKey: pipes, className: name.string, line: number,
                                  column: text.column(ofByte: content + 1, onLine: number), isPseudo: isLayer)
            if let base = BracketScanner.topLevelValue(of: "baseClass", in: line, from: content, to: end) {
                entry.superclasses = [base.string]
            }
            entries.append(entry)
        }
        return entries
    }
}

/// `UIViewController._printHierarchy`: `   | <SwiftUI.UIKitTabBarController 0x10509ba00>, state: appeared,
/// view: <UILayoutContainerView: 0x105914650>`, or `view: (view not loaded)`.
enum PrintHierarchyFormat {
    static func matches(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = PipePrefix.read(line)
        guard content + 1 < line.endIndex, line[content] == UInt8(ascii: "<"), startsClassName(line[content + 1]) else { return false }
        let name = BracketScanner.className(in: line, from: content + 1)
        return line[name.endIndex...].hasASCIIPrefix(" 0x") && line.firstOffset(of: ", state:") != nil
    }

    static func entries(in text: DumpText, notes: inout [DumpNote]) throws -> [DumpEntry] {
        var entries: [DumpEntry] = []
        for number in text.nonBlankLineNumbers {
            let line = text.line(number)
            guard matches(line) else {
                let (_, content) = PipePrefix.read(line)
                throw DumpParseError(line: number, column: text.column(ofByte: content, onLine: number),
                                     reason: "expected \"<ControllerClass 0x…>, state: …, view: …\"")
            }
            let (pipes, content) = PipePrefix.read(line)
            let name = BracketScanner.className(in: line, from: content + 1)
            var details: [String] = []
            if let state = line.firstOffset(of: "state: ") {
                let value = line[(state + 7)...].prefix { $0 != UInt8(ascii: ",") }
                details.append("state: \(value.string)")
            }
            if let view = line.firstOffset(of: "view: ") {
                let rest = line[(view + 6)...]
                if rest.first == UInt8(ascii: "<") {
                    details.append("view: \(BracketScanner.className(in: rest, from: rest.startIndex + 1).string)")
                } else {
                    details.append("view not loaded")
                }
                if rest.firstOffset(of: "not in the window") != nil { details.append("not in the window") }
            }
            entries.append(DumpEntry(depthKey: pipes, className: name.string, note: details.joined(separator: "; "),
                                     line: number, column: text.column(ofByte: content + 1, onLine: number)))
        }
        return entries
    }
}

/// `_autolayoutTrace`: `|   |   SwiftUI.ListCollectionViewCell:0x1072a8f00'ListCell-29370…'`, with `*`, `+` or
/// `•` before a class laid out by auto layout, and a legend after the tree.
enum AutolayoutTraceFormat {
    static func matches(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = PipePrefix.read(line)
        let rest = line[markersSkipped(line, from: content)...]
        guard let first = rest.first, startsClassName(first) else { return false }
        let name = BracketScanner.className(in: rest, from: rest.startIndex)
        return rest[name.endIndex...].hasASCIIPrefix(":0x")
    }

    /// Skips the layout markers `*`, `+` and `•` (U+2022).
    static func markersSkipped(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "*") || line[index] == UInt8(ascii: "+") || line[index] == UInt8(ascii: " ") {
                index += 1
            } else if line[index...].hasASCIIPrefix("\u{2022}") {
                index += 3
            } else {
                break
            }
        }
        return index
    }

    static func entries(in text: DumpText, notes: inout [DumpNote]) throws -> [DumpEntry] {
        var entries: [DumpEntry] = []
        for number in text.nonBlankLineNumbers {
            let line = text.line(number)
            if line.trimmed.hasASCIIPrefix("Legend:") {
                notes.append(DumpNote(line: number, message: "the legend and what follows it are not part of the tree"))
                break
            }
            guard matches(line) else {
                throw DumpParseError(line: number, column: text.column(ofByte: PipePrefix.read(line).content, onLine: number),
                                     reason: "expected \"ClassName:0x…\" after the indentation")
            }
            let (pipes, content) = PipePrefix.read(line)
            let start = markersSkipped(line, from: content)
            let name = BracketScanner.className(in: line, from: start)
            var entry = DumpEntry(depthKey: pipes, className: name.string, line: number, column: text.column(ofByte: start, onLine: number))
            if let quote = line[name.endIndex...].firstIndex(of: UInt8(ascii: "'")) {
                entry.note = line[quote...].string
            }
            entries.append(entry)
        }
        return entries
    }
}
