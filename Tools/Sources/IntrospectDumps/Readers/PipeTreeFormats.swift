/// The formats whose depth is the number of `|` before the node: UIKit's `recursiveDescription`,
/// `UIViewController._printHierarchy` and `_autolayoutTrace`.
enum PipePrefix {

    /// Reads every line of `region` that `recognizes` accepts with `readLine`, which appends its entries; lines that start with `|` but are not
    /// recognised become warnings saying what `expected` means; other lines are passed over.
    static func readLines(
        _ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading, expected: String,
        recognizes: (ArraySlice<UInt8>) -> Bool, readLine: (ArraySlice<UInt8>, Int, inout DumpReading) -> Void
    ) {
        // Lines left out by an elision (`......`): when the next line is more than one level deeper than the line
        // above the cut, its parents were left out with them. It and what follows it that deep have no known
        // parent, rather than hang under whatever stood above the cut; a line back at a known level does.
        let regionStart = reading.entries.count
        var afterElision = false
        for number in region {
            let line = text.line(number)
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            // The reader appends its entries in place: an array per line would cost a malloc per line.
            if recognizes(line) {
                let first = reading.entries.count
                readLine(line, number, &reading)
                if afterElision, first > regionStart, first < reading.entries.count,
                    reading.entries[first].depthKey > reading.entries[first - 1].depthKey + 1
                {
                    reading.entries[first].gapBelow = reading.entries[first - 1].depthKey + 1
                    reading.notes.append(
                        DumpNote(
                            line: number,
                            message: "lines were left out above this one: its ancestors are not in the dump"
                        ))
                }
                afterElision = false
            } else if LineLexer.isElision(line[LineLexer.pipes(line).content...]) {
                afterElision = true
                reading.passedOver += 1
            } else if LineLexer.startsWithPipe(line) {
                let (_, content) = LineLexer.pipes(line)
                let found = line[content...].prefix(24).string
                reading.warn(
                    text, line: number, byte: content,
                    "expected \(expected) after the indentation, found \"\(found)\"")
            } else {
                reading.passedOver += 1
            }
        }
    }
}

/// `po view.value(forKey: "recursiveDescription")`:
/// `   |    | <SwiftUI.UpdateCoalescingCollectionView: 0x15f836400; baseClass = UICollectionView; frame = …>`,
/// with or without addresses (`<UIView; frame = …>` from snapshot tests), and `(layer)` pseudo-children.
enum RecursiveDescriptionFormat: DumpReader {
    static let format = DumpFormat.recursiveDescription

    /// What may stand between a line's indentation and its description, as printed by older debuggers and iOS
    /// versions: lldb's result prefix (`(id) $2 = 0x08bb4d50 `), a quote around a string holding the description
    /// (a Cycript template literal's `` ` ``, Swift's `"` or `#"`, Objective-C's `@"`, `'`), the tag of the
    /// controller that owns the view (iOS 5 and 6: `'MFMailComposeController:0x89b0220' `, with `1 child[…] ` for a
    /// container), and the `XX (` that marks a hidden view.
    struct Prefix {
        /// Where the description's `<` is expected.
        var open: Int
        /// The owning controller's class, from its tag.
        var controller: ArraySlice<UInt8>?
        /// The owning controller's address, from its tag.
        var controllerAddress: String?
    }

    static func prefix(_ line: ArraySlice<UInt8>, from content: Int) -> Prefix {
        var index = content
        // lldb: `(id) $2 = 0x08bb4d50 `, `(UIView *) $1 = 0x7f… ` or, with no type, `$3 = 0x08c5d730 `.
        if index < line.endIndex, line[index] == UInt8(ascii: "(") || line[index] == UInt8(ascii: "$"),
            let dollar = line.firstOffset(ofByte: UInt8(ascii: "$"), from: index),
            dollar == index || (dollar - index < 64 && line[index..<dollar].hasSuffixBytes(") ")),
            let equals = line.firstOffset(of: " = 0x", from: dollar), equals - dollar < 8
        {
            index = equals + 3
            while index < line.endIndex, line[index].isASCIIHexDigit || line[index] == UInt8(ascii: "x") { index += 1 }
            while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        }
        var controller: ArraySlice<UInt8>?
        var controllerAddress: String?
        if index < line.endIndex, line[index] == UInt8(ascii: "'"), index + 1 < line.endIndex,
            LineLexer.startsClassName(line[index + 1]),
            let close = line.firstOffset(ofByte: UInt8(ascii: "'"), from: index + 1)
        {
            let tag = line[(index + 1)..<close]
            let name = BracketScanner.className(in: tag, from: tag.startIndex)
            if tag[name.endIndex...].hasASCIIPrefix(":0x") {
                controller = name
                controllerAddress = tag[(name.endIndex + 1)...].prefix { $0 != UInt8(ascii: " ") }.string
                index = close + 1
                while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
                // `1 child[MFMailComposeController:0x89b0220 ] `
                if index < line.endIndex, line[index].isASCIIDigit,
                    let bracket = line.firstOffset(ofByte: UInt8(ascii: "]"), from: index)
                {
                    index = bracket + 1
                    while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
                }
            }
        }
        if line[index...].hasASCIIPrefix("XX (") { index += 4 }
        // The instance variable that holds the view, as some helpers print it (`| _myButton <UIRoundedRectButton:
        // 0x…; …>`): a lowercase or `_` identifier, then the description.
        if index < line.endIndex, line[index] == UInt8(ascii: "_") || line[index].isASCIILowercase {
            var end = index
            while end < line.endIndex, LineLexer.isNameByte(line[end]), line[end] != UInt8(ascii: ".") { end += 1 }
            var next = end
            while next < line.endIndex, line[next] == UInt8(ascii: " ") { next += 1 }
            if next > end, next < line.endIndex, line[next] == UInt8(ascii: "<") { index = next }
        }
        return Prefix(
            open: LineLexer.afterQuote(line, at: index), controller: controller, controllerAddress: controllerAddress)
    }

    /// Whether the text after a description is the rest of an AppKit window's own description: its window number
    /// in hex and in decimal, then its frame (`<SPWindow: 0x12d74d170> 0x5696 (22166) {{-57, 1102}, {921, 742}}
    /// en`), which makes an app's window class an NSWindow.
    static func isWindowDescription(_ rest: ArraySlice<UInt8>) -> Bool {
        guard rest.hasASCIIPrefix(" 0x") else { return false }
        let hex = rest.dropFirst(3).prefix { $0.isASCIIHexDigit }
        guard !hex.isEmpty, rest[hex.endIndex...].hasASCIIPrefix(" (") else { return false }
        let decimal = rest[(hex.endIndex + 2)...].prefix { $0.isASCIIDigit }
        return !decimal.isEmpty && rest[decimal.endIndex...].hasASCIIPrefix(") {{")
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = LineLexer.pipes(line)
        var open = prefix(line, from: content).open
        // A description nested as the first thing in another (`<<_UITextContainerView: 0x…; …>>`) is read inside.
        while open + 1 < line.endIndex, line[open] == UInt8(ascii: "<"), line[open + 1] == UInt8(ascii: "<") {
            open += 1
        }
        guard open + 1 < line.endIndex, line[open] == UInt8(ascii: "<") else { return false }
        let name: ArraySlice<UInt8>
        if LineLexer.startsClassName(line[open + 1]) {
            name = BracketScanner.className(in: line, from: open + 1)
        } else if let shortened = shortenedName(in: line, from: open + 1) {
            name = line[shortened.name.startIndex..<shortened.end]
        } else {
            return false
        }
        let rest = line[name.endIndex...]
        // `<Class: 0x…`, `<Class; frame…` or `<Class>`; not `_printHierarchy`'s `<Class 0x…>, state:`, nor a
        // constraint (`<NSLayoutConstraint:0x… UILabel:0x….top == …>`), whose items are read as free text.
        return rest.isEmpty || rest.hasASCIIPrefix(": ") || rest.hasASCIIPrefix(";") || rest.hasASCIIPrefix(">")
    }

    /// A class name someone shortened by hand with `…` or `...` (`<…AppKitPlatformViewHost…TextViewWrapper…: 0x…>`):
    /// its first readable part, read as the name, and where the shortened name ends.
    static func shortenedName(in line: ArraySlice<UInt8>, from start: Int) -> (name: ArraySlice<UInt8>, end: Int)? {
        let marker = LineLexer.elisionLength(in: line, at: start)
        guard marker > 0, start + marker < line.endIndex, LineLexer.startsClassName(line[start + marker]) else {
            return nil
        }
        let whole = BracketScanner.className(in: line, from: start + marker)
        var cut = whole.startIndex
        while cut < whole.endIndex, LineLexer.elisionLength(in: whole, at: cut) == 0 { cut += 1 }
        return (line[whole.startIndex..<cut], whole.endIndex)
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        let first = reading.entries.count
        var sawPipe = false
        PipePrefix.readLines(
            region, of: text, into: &reading, expected: "\"<ClassName: 0x…; …>\"",
            recognizes: recognizes
        ) { line, number, reading in
            let (pipes, content) = LineLexer.pipes(line)
            if pipes > 0 { sawPipe = true }
            let found = prefix(line, from: content)
            var open = found.open
            while open + 1 < line.endIndex, line[open + 1] == UInt8(ascii: "<") { open += 1 }
            let shortened = shortenedName(in: line, from: open + 1)
            let name = shortened?.name ?? BracketScanner.className(in: line, from: open + 1)
            let close = BracketScanner.matchingClose(in: line, open: open)
            if close == nil {
                // A label's or a text view's text may hold line breaks: the description then goes on below, on
                // lines that are not the tree's.
                var below = number + 1
                while below <= min(text.lines.count, number + 3), text.isBlank(below) { below += 1 }
                let next = below <= text.lines.count ? text.line(below) : []
                let runsOn =
                    !next.trimmed.isEmpty && !LineLexer.startsWithPipe(next) && next.trimmed.first != UInt8(ascii: "<")
                    && !LineLexer.isElision(next)
                reading.notes.append(
                    DumpNote(
                        line: number,
                        message: runsOn
                            ? "no closing \">\" on the line: a value in the description (a text) runs on below"
                            : "no closing \">\": the description is cut short"))
            }
            let end = close ?? line.endIndex
            let isLayer = close.map { line[($0 + 1)...].trimmed.hasASCIIPrefix("(layer)") } ?? false
            var entry = DumpEntry(
                depthKey: pipes, className: name.string, line: number,
                column: text.column(ofByte: name.startIndex, onLine: number), isPseudo: isLayer)
            if shortened != nil { entry.note = "class name shortened with … in the dump" }
            if let base = BracketScanner.topLevelValue(of: "baseClass", in: line, from: open, to: end) {
                entry.superclasses = [base.string]
            } else if let close, isWindowDescription(line[(close + 1)...]) {
                entry.superclasses = ["NSWindow"]
            }
            entry.address = BracketScanner.addressRange(after: name, in: line)
            entry.controller = found.controller?.string
            if let controller = found.controller, let address = found.controllerAddress {
                entry.alsoPrints = controller.string + "@" + address
            }
            reading.entries.append(entry)
        }
        guard reading.entries.count > first else { return }
        if sawPipe {
            readResponderChains(from: first, of: text, into: &reading)
        } else {
            takeDepthFromIndentation(from: first, of: text, into: &reading)
            readSuperviewArrays(from: first, of: text, into: &reading)
        }
    }
}

/// `UIViewController._printHierarchy`: `   | <SwiftUI.UIKitTabBarController 0x10509ba00>, state: appeared,
/// view: <UILayoutContainerView: 0x105914650>`, or `view: (view not loaded)`; views may print as `<UIView 0x…>`.
enum PrintHierarchyFormat: DumpReader {
    static let format = DumpFormat.printHierarchy

    /// The number of `|` before a line's controller, and where its `<` is: after the indentation and a quote
    /// that opens the string a debugger printed it in (`"<WFRootController 0x…>, state: …`).
    static func start(_ line: ArraySlice<UInt8>) -> (pipes: Int, content: Int) {
        let (pipes, content) = LineLexer.pipes(line)
        return (pipes, LineLexer.afterQuote(line, at: content))
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = start(line)
        guard content + 1 < line.endIndex, line[content] == UInt8(ascii: "<"),
            LineLexer.startsClassName(line[content + 1])
        else {
            return false
        }
        let name = BracketScanner.className(in: line, from: content + 1)
        // SnapshotTesting's `.hierarchy` strategy prints the same lines without addresses (`<UITabBarController>,`).
        let rest = line[name.endIndex...]
        return (rest.hasASCIIPrefix(" 0x") || rest.hasASCIIPrefix(">, state:"))
            && line.firstOffset(of: ", state:") != nil
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        PipePrefix.readLines(
            region, of: text, into: &reading, expected: "\"<ControllerClass 0x…>, state: …, view: …\"",
            recognizes: recognizes
        ) { line, number, reading in
            let (pipes, content) = start(line)
            let name = BracketScanner.className(in: line, from: content + 1)
            // Depths count double, so that a presentation controller fits between a presented controller and
            // its presenter: `presented with: <_UIPageSheetPresentationController 0x…>` names the object that
            // manages the presentation (UIKit's `presentationController`), the one a `.sheet` introspection gets.
            if let presented = line.firstOffset(of: "presented with: <") {
                let open = presented + 16
                // A line cut right after `presented with: <` names no presentation controller.
                if open + 1 < line.endIndex, LineLexer.startsClassName(line[open + 1]) {
                    let presenter = BracketScanner.className(in: line, from: open + 1)
                    reading.entries.append(
                        DumpEntry(
                            depthKey: 2 * pipes - 1, className: presenter.string, note: "presentation controller",
                            line: number, column: text.column(ofByte: open + 1, onLine: number)))
                }
            }
            var details: [String] = []
            if let state = line.firstOffset(of: "state: ") {
                let value = line[(state + 7)...].prefix { $0 != UInt8(ascii: ",") }
                details.append("state: \(value.string)")
            }
            var rootView: DumpEntry?
            if let view = line.firstOffset(of: "view: ") {
                let rest = line[(view + 6)...]
                let outside = rest.firstOffset(of: "not in the window") != nil
                if rest.first == UInt8(ascii: "<"), rest.count > 1, LineLexer.startsClassName(rest[rest.startIndex + 1])
                {
                    let viewName = BracketScanner.className(in: rest, from: rest.startIndex + 1)
                    details.append("view: \(viewName.string)")
                    // The view the controller installed (UIKit's `viewIsLoaded` view), an object of its own: a
                    // node under the controller, as deep as its child controllers, so they stay the controller's.
                    var entry = DumpEntry(
                        depthKey: 2 * pipes + 2, className: viewName.string,
                        note: "root view" + (outside ? "; not in the window" : ""), line: number,
                        column: text.column(ofByte: viewName.startIndex, onLine: number))
                    entry.controller = name.string
                    rootView = entry
                } else {
                    details.append("view not loaded")
                }
                if outside { details.append("not in the window") }
            }
            let controller = DumpEntry(
                depthKey: 2 * pipes, className: name.string, note: details.joined(separator: "; "),
                line: number, column: text.column(ofByte: content + 1, onLine: number))
            reading.entries.append(controller)
            if let rootView { reading.entries.append(rootView) }
        }
    }
}

/// `_autolayoutTrace`: `|   |   SwiftUI.ListCollectionViewCell:0x1072a8f00'ListCell-29370…'`, with `*`, `+` or
/// `•` before a class laid out by auto layout, and a legend after the tree.
enum AutolayoutTraceFormat: DumpReader {
    static let format = DumpFormat.autolayoutTrace

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = LineLexer.pipes(line)
        let start = markersSkipped(line, from: content)
        let rest = line[start...]
        guard let first = rest.first, LineLexer.startsClassName(first) else { return false }
        // The legend's heading, so that a trace's region reaches its legend and reads it as one.
        if rest.hasASCIIPrefix("Legend:"), rest.trimmed.count == 7 { return true }
        let name = BracketScanner.className(in: rest, from: rest.startIndex)
        let address = rest[name.endIndex...]
        guard address.hasASCIIPrefix(":0x") else { return false }
        guard start > line.startIndex, line[start - 1] == UInt8(ascii: "<") else { return true }
        // The bracketed form closes right after the address (`<UITableView:0x10b0aca00>`); a constraint in a log
        // (`<NSLayoutConstraint:0x6000… UIView:0x7f….height == 44>`) goes on, and is not a trace line.
        let digits = address.dropFirst(3).prefix { isHexDigit($0) }
        return !digits.isEmpty && digits.endIndex < address.endIndex && address[digits.endIndex] == UInt8(ascii: ">")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }

    /// Skips the layout markers `*`, `+` and `•` (U+2022), and the `<` that iOS 7's traces put before each class
    /// (`*<UITableView:0x10b0aca00>`).
    static func markersSkipped(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "*") || line[index] == UInt8(ascii: "+") || line[index] == UInt8(ascii: " ")
            {
                index += 1
            } else if line[index...].hasASCIIPrefix("\u{2022}") {
                index += 3
            } else {
                break
            }
        }
        if index < line.endIndex, line[index] == UInt8(ascii: "<") { index += 1 }
        return index
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        // A legend ("Legend:", then one indented line per marker) follows each trace and is not part of it; the
        // console prints one trace per ambiguous view, each with its own legend, so reading goes on after it.
        var parts: [ClosedRange<Int>] = []
        var start = region.lowerBound
        var number = region.lowerBound
        while number <= region.upperBound {
            guard text.line(number).trimmed.hasASCIIPrefix("Legend:") else {
                number += 1
                continue
            }
            reading.notes.append(DumpNote(line: number, message: "a trace's legend is not part of the tree"))
            if number > start { parts.append(start...(number - 1)) }
            number += 1
            while number <= region.upperBound, isLegendEntry(text.line(number)) { number += 1 }
            start = number
        }
        if start <= region.upperBound { parts.append(start...region.upperBound) }
        for part in parts { readTrace(part, of: text, into: &reading) }
    }

    /// `\t* - is laid out with auto layout`: an indented marker, a dash, its meaning.
    private static func isLegendEntry(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, first == UInt8(ascii: "\t") || first == UInt8(ascii: " ") else { return false }
        let trimmed = line.trimmed
        return trimmed.hasASCIIPrefix("* - ") || trimmed.hasASCIIPrefix("+ - ")
            || trimmed.hasASCIIPrefix("\u{2022} - ")
    }

    /// Whether the line is a layout guide the trace lists among the views since iOS 11 (`*<UILayoutGuide: 0x… -
    /// "UIViewSafeAreaLayoutGuide", layoutFrame = …, owningView = <UIView: 0x…>>`): not a view, left out.
    static func isLayoutGuide(_ line: ArraySlice<UInt8>) -> Bool {
        let start = markersSkipped(line, from: LineLexer.pipes(line).content)
        guard start < line.endIndex, LineLexer.startsClassName(line[start]) else { return false }
        return ClassName.baseName(BracketScanner.className(in: line, from: start).string).hasSuffix("LayoutGuide")
    }

    /// A line the trace reads: a view, or a layout guide it leaves out.
    private static func readsLine(_ line: ArraySlice<UInt8>) -> Bool {
        recognizes(line) || isLayoutGuide(line)
    }

    private static func readTrace(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        PipePrefix.readLines(
            region, of: text, into: &reading, expected: "\"ClassName:0x…\"",
            recognizes: readsLine
        ) { line, number, reading in
            let (pipes, content) = LineLexer.pipes(line)
            let start = markersSkipped(line, from: content)
            let name = BracketScanner.className(in: line, from: start)
            var entry = DumpEntry(
                depthKey: pipes, className: name.string, line: number,
                column: text.column(ofByte: start, onLine: number), isPseudo: isLayoutGuide(line))
            if let quote = line[name.endIndex...].firstIndex(of: UInt8(ascii: "'")) {
                entry.note = line[quote...].string
            }
            reading.entries.append(entry)
        }
    }
}
