@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// Introspect's markers in a dump, paired, and each pair searched exactly as the modifier searches it.
enum MarkerPairs {
    /// The marker behind a modified view, and the one in front of it.
    typealias Pair = (anchor: RecordedNode, probe: RecordedNode)

    /// Anchors and probes paired like brackets in pre-order (modifiers nest, so their markers do).
    static func find(in dump: HierarchyDump, work: inout ExplanationWork) -> [Pair] {
        var open: [RecordedNode] = []
        var pairs: [(RecordedNode, RecordedNode)] = []
        // Every spelling of a marker class ends with its name: test that before demangling.
        let names = [
            IntrospectionMarkerClass.anchor, IntrospectionMarkerClass.probe,
            IntrospectionMarkerClass.formerAnchor, IntrospectionMarkerClass.formerProbe,
        ]
        for root in dump.roots {
            for node in root.preorder {
                work.nodeVisits += 1
                let name = node.className
                guard names.contains(where: name.hasSuffix) else { continue }
                let base = ClassName.baseName(name)
                if IntrospectionMarkerClass.isAnchor(base) {
                    open.append(node)
                } else if IntrospectionMarkerClass.isProbe(base), let anchor = open.popLast() {
                    pairs.append((anchor, node))
                }
            }
        }
        return pairs
    }

    /// Searches the first ``DumpExplanation/listLimit`` pairs for `test` in `scope`: a match for each pair that
    /// finds a target, a diagnostic with the reasons for each that does not, and one counting the pairs left.
    static func search(
        _ pairs: [Pair], for test: NodeMatcher<RecordedNode, RecordedNode>,
        scope: IntrospectionScope, in dump: HierarchyDump, work: inout ExplanationWork
    ) -> (matches: [DumpExplanation.Match], diagnostics: [String]) {
        var matches: [DumpExplanation.Match] = []
        var diagnostics: [String] = []
        // Nested modifiers nest their markers: each pair's search reaches into the pairs inside it, so searching
        // every pair of a dump that nests thousands would be quadratic.
        for (anchor, probe) in pairs.prefix(DumpExplanation.listLimit) {
            let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(test, scope: scope)
            if let node = result.target {
                matches.append(DumpExplanation.match(node, in: dump, work: &work))
            } else {
                diagnostics.append(
                    "markers at lines \(anchor.sourceLine ?? 0)–\(probe.sourceLine ?? 0): "
                        + result.missReasons.map(\.description).joined(separator: "; "))
            }
        }
        if pairs.count > DumpExplanation.listLimit {
            diagnostics.append(
                "\(pairs.count - DumpExplanation.listLimit) more marker pairs were not searched: only the first "
                    + "\(DumpExplanation.listLimit) are")
        }
        return (matches, diagnostics)
    }
}
