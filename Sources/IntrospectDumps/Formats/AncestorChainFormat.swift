/// Ancestor chains printed by probes, leaf first: `chain=UITextField < UIKitPlatformViewHost<…> < UIWindow`
/// (one chain per line, ` < ` between classes, `<` also inside generic names) or
/// `ProbeView → PlatformViewHost<…> → HostingView →` wrapped over several lines. Each chain is a tree of one path.
enum AncestorChainFormat {
    static let arrow: StaticString = "\u{2192}"

    static func matches(_ line: ArraySlice<UInt8>) -> Bool {
        line.firstOffset(of: "chain=") != nil || line.firstOffset(of: arrow) != nil
    }

    static func entries(in text: DumpText, notes: inout [DumpNote]) throws -> [DumpEntry] {
        var chains: [[(name: ArraySlice<UInt8>, line: Int)]] = []
        var arrowChain: [(name: ArraySlice<UInt8>, line: Int)] = []
        var other = 0
        for number in text.nonBlankLineNumbers {
            let line = text.line(number)
            if let start = line.firstOffset(of: "chain=") {
                chains.append(split(line[(start + 6)...], separator: " < ").map { ($0, number) })
            } else if line.firstOffset(of: arrow) != nil {
                arrowChain += split(line, separator: arrow).map { ($0, number) }
            } else {
                // A wrapped arrow chain ends at the first line without an arrow.
                if !arrowChain.isEmpty {
                    chains.append(arrowChain)
                    arrowChain = []
                }
                other += 1
            }
        }
        if !arrowChain.isEmpty { chains.append(arrowChain) }
        if other > 0 { notes.append(DumpNote(line: 0, message: "\(other) lines outside the chains were passed over")) }
        var entries: [DumpEntry] = []
        for chain in chains {
            // Leaf first in the text: the root is the last element.
            for (depth, element) in chain.reversed().enumerated() {
                entries.append(DumpEntry(depthKey: depth, className: element.name.string, line: element.line,
                                         column: text.column(ofByte: element.name.startIndex, onLine: element.line)))
            }
        }
        return entries
    }

    private static func split(_ bytes: ArraySlice<UInt8>, separator: StaticString) -> [ArraySlice<UInt8>] {
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
        }.filter { !$0.isEmpty }
    }
}
