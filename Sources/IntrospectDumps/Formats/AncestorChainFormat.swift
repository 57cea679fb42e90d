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
enum AncestorChainFormat: DumpLayout {
    static let format = DumpFormat.ancestorChain
    static let arrow: StaticString = "\u{2192}"

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        line.firstOffset(of: arrow) != nil || line.firstOffset(of: "chain=") != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        var chains: [[(name: ArraySlice<UInt8>, line: Int)]] = []
        // The arrow block being read: its elements, and whether a line of it held an arrow.
        var block: [(name: ArraySlice<UInt8>, line: Int)] = []
        var blockHasArrow = false
        func closeBlock() {
            if blockHasArrow, !block.isEmpty { chains.append(block) }
            block = []
            blockHasArrow = false
        }
        for number in region {
            let line = text.line(number)
            if let start = line.firstOffset(of: "chain=") {
                closeBlock()
                chains.append(split(line[(start + 6)...], separator: " < ").map { ($0, number) })
            } else if line.firstOffset(of: arrow) != nil {
                blockHasArrow = true
                block += split(line, separator: arrow).map { ($0, number) }
            } else if let name = IndentedTreeFormat.nodeName(line) {
                // A line of one class inside (or opening) a block: an ancestor printed on a line of its own.
                block.append((name, number))
            } else {
                closeBlock()
                if line.contains(where: { !$0.isASCIIWhitespace }) { reading.passedOver += 1 }
            }
        }
        closeBlock()
        for chain in chains {
            // Leaf first in the text: the root is the last element.
            for (depth, element) in chain.reversed().enumerated() {
                reading.entries.append(
                    DumpEntry(
                        depthKey: depth, className: element.name.string, line: element.line,
                        column: text.column(ofByte: element.name.startIndex, onLine: element.line)))
            }
        }
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
            // `found=UITextField   chain=…` leaves nothing but the names; drop trailing commentary after spaces.
            BracketScanner.genericClassName(in: part, from: part.startIndex)
        }.filter(looksLikeClassName)
    }
}
