/// Ancestor chains printed by probes and people, leaf first: `chain=UITextField < UIKitPlatformViewHost<…> <
/// UIWindow` (one chain per line, ` < ` between classes, `<` also inside generic names), or `→` between classes,
/// wrapped over lines or with one ancestor (or several) per line, further indented as they go up:
///
/// ```
/// NSHostingView<NavigationPaneModifier> constraints=122
///  _NSSplitViewItemViewWrapper → NSSplitView → NSView
///   AppKitPlatformViewHost<…SystemSplitView>      ← inner
/// ```
///
/// A block of consecutive lines that holds an arrow is one chain; each chain is a tree of one path. Elements that
/// are not class names (`NSHostingView.setRootView`, `-[NSView …]`: a call stack drawn with the same arrows) are
/// not views, and notes after `←` or `<-` are dropped.
enum AncestorChainReader: LineReader {
    static let format = DumpFormat.ancestorChain

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        line.firstOffset(of: LineLexer.arrow) != nil || line.firstOffset(of: "chain=") != nil
            || markedAncestor(line) != nil || quotedNames(line) != nil || spannedChain(line) != nil
    }

    /// The names of an ancestry written leaf first in one code span of prose, joined by ` < ` (`` `CGDrawingView <
    /// _UIGraphicsView < _UIHostingView` ``, a README's or an issue's inline code): at least two names, each a
    /// whole class name, one of them named for a view. The spaces around `<` tell it from a generic's `<`, and a
    /// comparison in code (`` `count < limit` ``) names no class.
    static func spannedChain(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
        guard let first = line.firstOffset(ofByte: UInt8(ascii: "`")) else { return nil }
        var open = first
        while let close = line.firstOffset(ofByte: UInt8(ascii: "`"), from: open + 1) {
            let span = line[(open + 1)..<close]
            var names: [ArraySlice<UInt8>] = []
            var start = span.startIndex
            while true {
                let end = span.firstOffset(of: " < ", from: start) ?? span.endIndex
                names.append(span[start..<end].trimmed)
                guard end < span.endIndex else { break }
                start = end + 3
            }
            let wholeNames = names.allSatisfy { name in
                LineLexer.looksLikeClassName(name)
                    && BracketScanner.genericClassName(in: name, from: name.startIndex).endIndex == name.endIndex
            }
            if names.count >= 2, wholeNames,
                names.contains(where: { ClassName.namesAViewOrController($0.string) })
            {
                return names
            }
            guard let next = line.firstOffset(ofByte: UInt8(ascii: "`"), from: close + 1) else { return nil }
            open = next
        }
        return nil
    }

    /// Of a region of name-first lines (an indented tree's) that holds arrow or marker lines, all of it when it
    /// is an ancestry printed leaf first, whose indentation climbs line by line (`NSHostingView…` /
    /// ` _NSSplitViewItemViewWrapper → NSSplitView` / `  AppKitPlatformViewHost…`), rather than a tree whose arrows
    /// say what a host holds (`AppKitPlatformViewHost<…>  →  ClampedScrollView`, siblings at one indentation, the
    /// lines below aligned under the name after the arrow). It is a tree when it has name-first lines and two
    /// adjacent lines where the indentation does not grow (a blank line or prose between two blocks starts over),
    /// and no line marks its next ancestor (`PARENT[2] …`, `inside …`); a region of arrow lines only (`chain=…`
    /// lines, one chain each) is chains.
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>] {
        guard region.lines.contains(where: { region.isRecognized($0, by: Self.self) }) else { return [] }
        var hasPlainLine = false
        var growsThroughout = true
        var previous: (number: Int, width: Int)?
        for number in region.lines where region.isRecognized(number) {
            let line = region.line(number)
            if markedAncestor(line) != nil { return [region.lines] }
            if region.isRecognized(number, by: region.root) { hasPlainLine = true }
            let width = LineLexer.indentation(line).width
            if let previous, previous.number == number - 1, width <= previous.width { growsThroughout = false }
            previous = (number, width)
        }
        return hasPlainLine && !growsThroughout ? [] : [region.lines]
    }

    /// The class names a line lists in quotes, when that is all it holds besides an array's brackets, commas and
    /// what opens the array: `["UILabel", "UIView", "UIWindow"]`, `let chain = [`…`"UIDropShadowView",
    /// "UIWindow",` — the commonest way Swift prints an ancestry (`sequence(first: view, next: \.superview).map {
    /// "\(type(of: $0))" }`) and writes one in a test. `closes`: the line ends the array (`]`).
    static func quotedNames(_ line: ArraySlice<UInt8>) -> (names: [ArraySlice<UInt8>], closes: Bool)? {
        let content = line.trimmed
        guard let first = content.first else { return nil }
        var index: Int
        if first == UInt8(ascii: "\"") {
            index = content.startIndex
        } else if let open = content.firstOffset(ofByte: UInt8(ascii: "[")),
            content[(open + 1)...].first == UInt8(ascii: "\"")
        {
            index = open + 1
        } else {
            return nil
        }
        var names: [ArraySlice<UInt8>] = []
        while index < content.endIndex, content[index] == UInt8(ascii: "\"") {
            guard let close = content.firstOffset(ofByte: UInt8(ascii: "\""), from: index + 1) else { return nil }
            let name = content[(index + 1)..<close]
            guard LineLexer.looksLikeClassName(name), LineLexer.isClassLike(name) else { return nil }
            names.append(name)
            index = close + 1
            while index < content.endIndex, content[index] == UInt8(ascii: ",") || content[index] == UInt8(ascii: " ") {
                index += 1
            }
        }
        guard !names.isEmpty else { return nil }
        let rest = content[index...]
        guard rest.isEmpty || rest.first == UInt8(ascii: "]") else { return nil }
        return (names, !rest.isEmpty)
    }

    /// The class after a marker that opens a line and says "the next ancestor" — `inside X`, `< X`,
    /// `PARENT[3] X`, `superview: X` — as probes print ancestries one ancestor a line; `nil` for other lines.
    static func markedAncestor(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let start = line.firstNonWhitespace else { return nil }
        let rest = line[start...]
        var after: Int?
        for marker: StaticString in ["inside ", "< ", "superview: ", "parent: "] where rest.hasASCIIPrefix(marker) {
            after = start + marker.utf8CodeUnitCount
            break
        }
        if after == nil, rest.hasASCIIPrefix("PARENT[") || rest.hasASCIIPrefix("parent["),
            let close = rest.firstOffset(ofByte: UInt8(ascii: "]")),
            rest[rest.startIndex + 7..<close].allSatisfy(\.isASCIIDigit)
        {
            after = close + 1
        }
        guard var index = after else { return nil }
        while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.endIndex, LineLexer.startsClassName(line[index]) else { return nil }
        let name = BracketScanner.genericClassName(in: line, from: index)
        return LineLexer.looksLikeClassName(name) ? name : nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        var chains: [[(name: ArraySlice<UInt8>, line: Int)]] = []
        // A list of quoted names being read, and whether an array of them ends the list.
        var quoted: [(name: ArraySlice<UInt8>, line: Int)] = []
        func closeQuoted() {
            defer { quoted = [] }
            // An ancestry: at least three classes, one window, at one end; stored leaf first, as arrows are.
            let windows = quoted.indices.filter { ClassName.kind(of: quoted[$0].name.string) == .window }
            guard quoted.count >= 3, windows.count == 1, let window = windows.first,
                window == 0 || window == quoted.count - 1
            else {
                reading.passedOver += Set(quoted.map(\.line)).count
                return
            }
            chains.append(window == 0 ? quoted.reversed() : quoted)
        }
        // The arrow block being read: its elements, and whether a line of it held an arrow.
        var block: [(name: ArraySlice<UInt8>, line: Int)] = []
        var blockHasArrow = false
        func closeBlock() {
            // A block with no arrow or marker is classes printed on their own (`WKWebView frame=…` before the
            // chains of a probe's dump): each is a view of its own.
            if blockHasArrow { chains.append(block) } else { chains += block.map { [$0] } }
            block = []
            blockHasArrow = false
        }
        for number in region {
            let line = text.line(number)
            if let (names, closes) = quotedNames(line) {
                closeBlock()
                quoted += names.map { ($0, number) }
                if closes { closeQuoted() }
                continue
            }
            if !quoted.isEmpty { closeQuoted() }
            if let start = line.firstOffset(of: "chain=") {
                closeBlock()
                chains.append(split(line[(start + 6)...], separator: " < ").map { ($0, number) })
            } else if let names = spannedChain(line) {
                closeBlock()
                chains.append(names.map { ($0, number) })
            } else if let marked = markedAncestor(line) {
                blockHasArrow = true
                block.append((marked, number))
            } else if line.firstOffset(of: LineLexer.arrow) != nil {
                blockHasArrow = true
                block += split(line, separator: LineLexer.arrow).map { ($0, number) }
            } else if let name = LineLexer.nodeName(line) {
                // A line of one class inside (or opening) a block: an ancestor printed on a line of its own.
                block.append((name, number))
            } else {
                closeBlock()
                if line.contains(where: { !$0.isASCIIWhitespace }) { reading.passedOver += 1 }
            }
        }
        closeBlock()
        if !quoted.isEmpty { closeQuoted() }
        var cursor = ColumnCursor()
        for chain in chains {
            // Columns in text order, counted on from element to element along each line.
            let located = chain.map { element in
                (
                    element.name, element.line,
                    cursor.column(ofByte: element.name.startIndex, onLine: element.line, in: text)
                )
            }
            // Leaf first in the text (the root is the last element), unless the chain runs from container to
            // content (`ToolbarItemHostingView → AppKitPlatformViewHost<…> → AppKitTextField`).
            let ordered = runsFromContainer(chain.map { $0.name.string }) ? located : located.reversed()
            for (depth, (name, line, column)) in ordered.enumerated() {
                reading.entries.append(
                    DumpEntry(depthKey: depth, className: name.string, line: line, column: column))
            }
        }
    }

    /// Whether a chain is written container first. SwiftUI puts a platform-view host directly inside a hosting
    /// view, and the host holds the platform view: a hosting view right before a host says container first, a
    /// host right before a hosting view says leaf first (the hosting view holds the host). Without such a pair,
    /// leaf first, the way ancestries are printed by walking `superview`.
    static func runsFromContainer(_ names: [String]) -> Bool {
        var votes = 0
        for (first, second) in zip(names, names.dropFirst()) {
            if ClassName.isHostingView(first), ClassName.isPlatformViewHost(second) { votes += 1 }
            if ClassName.isPlatformViewHost(first), ClassName.isHostingView(second) { votes -= 1 }
        }
        return votes > 0
    }

    private static func split(_ bytes: ArraySlice<UInt8>, separator: StaticString) -> [ArraySlice<UInt8>] {
        // A note after `←` or `<-` ends the useful part of the line.
        var end = bytes.endIndex
        if let note = bytes.firstOffset(of: "\u{2190}") { end = min(end, note) }
        if let note = bytes.firstOffset(of: "<-") { end = min(end, note) }
        let bytes = bytes[bytes.startIndex..<end]
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while let found = bytes.firstOffset(of: separator, from: start) {
            parts.append(bytes[start..<found])
            start = found + separator.utf8CodeUnitCount
        }
        parts.append(bytes[start...])
        return parts.map(\.trimmed).filter { !$0.isEmpty }.map { part in
            // An ancestry quoted in prose (`` `A → B → C`, ``): the quotes and the punctuation after them are not
            // part of the names.
            let part = part.drop { LineLexer.isQuote($0) }
            // `found=UITextField   chain=…` leaves nothing but the names; drop trailing commentary after spaces.
            var name = BracketScanner.genericClassName(in: part, from: part.startIndex)
            while let last = name.last,
                LineLexer.isQuote(last) || last == UInt8(ascii: ",") || last == UInt8(ascii: ".")
                    || last == UInt8(ascii: ";")
            {
                name = name.dropLast()
            }
            // XCUITest's element and query lines use the same arrow (`→Window, 0x1036…, {{0.0, 0.0}, …}`,
            // `→Find: Application 'com.apple.springboard'`): an element type and a query, no class.
            let rest = part[name.endIndex...]
            if rest.hasASCIIPrefix(", 0x") || (rest.hasASCIIPrefix(": ") && !rest.hasASCIIPrefix(": 0x")) {
                return part[part.startIndex..<part.startIndex]
            }
            return name
        }.filter { LineLexer.looksLikeClassName($0) && !isMethodOrModule($0) }
    }

    /// Whether a chain element names a method (`NSWindow._setFrameCommon`, `NSHostingView.layout`: the last
    /// component starts with a lowercase letter, after `_` too) or a framework alone (`SwiftUI DisplayList…`): a
    /// call chain drawn with the same arrows, not a view.
    static func isMethodOrModule(_ name: ArraySlice<UInt8>) -> Bool {
        if ["SwiftUI", "UIKit", "AppKit", "Foundation", "CoreFoundation"].contains(name.string) { return true }
        // The last `.` outside generic arguments (`PlatformViewHost<Adaptor<App.view>>` names no method).
        var depth = 0
        var lastDot: Int?
        for index in name.indices {
            switch name[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: ".") where depth == 0: lastDot = index
            default: break
            }
        }
        guard let lastDot else { return false }
        return name[(lastDot + 1)...].drop { $0 == UInt8(ascii: "_") }.first?.isASCIILowercase == true
    }

}
