@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// Builds trees from entries with an indentation stack: an entry deeper than the one above it is its child;
/// otherwise it is the child of the nearest entry above that is shallower than it, or a new root. Units do not
/// matter (two spaces, `   | `, dashes), and a damaged indent only moves one node.
enum TreeAssembler {
    static func assemble(
        _ entries: ArraySlice<DumpEntry>, made: (_ node: RecordedNode, _ entry: Int) -> Void = { _, _ in }
    ) -> (roots: [RecordedNode], pseudoCount: Int) {
        var roots: [RecordedNode] = []
        // A stack entry with no node is a pseudo entry whose subtree is skipped, or a gap whose children are roots.
        var stack: [(key: Int, node: RecordedNode?, gap: Bool)] = []
        var pseudoCount = 0
        for index in entries.indices {
            let entry = entries[index]
            if entry.startsTree { stack.removeAll() }
            while let top = stack.last, top.key >= entry.depthKey { stack.removeLast() }
            if let gap = entry.gapBelow, gap < entry.depthKey { stack.append((gap, nil, true)) }
            // Under a pseudo entry (or anything skipped under one), skip.
            if let top = stack.last, top.node == nil, !top.gap {
                stack.append((entry.depthKey, nil, false))
                pseudoCount += 1
                continue
            }
            if entry.isPseudo {
                stack.append((entry.depthKey, nil, false))
                pseudoCount += 1
                continue
            }
            let node = RecordedNode(entry.className, superclasses: entry.superclasses, note: entry.note)
            node.sourceLine = entry.line
            node.sourceColumn = entry.column
            made(node, index)
            if let parent = stack.last?.node {
                parent.append(node)
            } else {
                roots.append(node)
            }
            stack.append((entry.depthKey, node, false))
        }
        return (roots, pseudoCount)
    }
}
