import IntrospectCore

/// What the engine would hand to `customize` in a recorded hierarchy, for one class — and why not, for a miss.
///
/// When the dump holds Introspect's own markers (`IntrospectionMarkerClass`), each anchor–probe pair is
/// searched exactly as the modifier would search it. Otherwise every node of the class is listed, with the
/// platform-view host it sits under (SwiftUI wraps each representable's view in one), since any of them could
/// be the receiver of a modifier placed around it.
public struct DumpExplanation {
    /// One node the engine would return.
    public struct Match {
        /// The node found.
        public let node: RecordedNode
        /// The node's line in the dump.
        public var line: Int? { node.sourceLine }
        /// The class as printed.
        public var className: String { node.className }
        /// The public class a developer introspects (`UICollectionView` for `UpdateCoalescingCollectionView`).
        public var publicClass: String? { ClassKnowledge.publicClass(of: node) }
        /// The nearest platform-view host above the node, if any.
        public let host: RecordedNode?
        /// Class names from the root down to the node.
        public var path: [String] {
            AncestorSequence(startingAt: node).map(\.className).reversed()
        }
    }

    /// The class looked for.
    public let expectedClass: String
    /// The nodes found, in pre-order.
    public let matches: [Match]
    /// Why nothing (or not more) was found, and what to know about the dump.
    public let diagnostics: [String]
    /// Whether the dump held Introspect's markers, so that matches come from the exact search.
    public let usedMarkers: Bool

    /// Explains a search for `className` (any spelling: `UICollectionView`, a private class's base name, a
    /// module-qualified name) in `dump`, in `scope` when the dump has markers.
    public init(dump: HierarchyDump, className: String, scope: IntrospectionScope = [.receiver, .ancestor]) {
        expectedClass = className
        let test = DumpClassTest.named(className)
        let nodes = dump.allNodes
        let pairs = Self.markerPairs(in: nodes)
        var matches: [Match] = []
        var diagnostics: [String] = []
        if !pairs.isEmpty {
            for (anchor, probe) in pairs {
                let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(test, scope: scope)
                let markerLines = "markers at lines \(anchor.sourceLine ?? 0)–\(probe.sourceLine ?? 0)"
                if let node = result.target {
                    matches.append(Match(node: node, host: Self.host(of: node)))
                } else {
                    diagnostics.append("\(markerLines): " + result.missReasons.map(\.description).joined(separator: "; "))
                }
            }
        } else {
            matches = nodes.filter { test.target(of: $0) != nil }.map { Match(node: $0, host: Self.host(of: $0)) }
            if matches.isEmpty {
                diagnostics.append("no \(className) in the dump (\(nodes.count) views examined): SwiftUI drew this content itself, or used another class")
            } else if matches.contains(where: { $0.host == nil }) {
                diagnostics.append("the dump holds no Introspect markers: every \(className) is listed; those with no platform-view host above them were not created for a representable")
            } else {
                diagnostics.append("the dump holds no Introspect markers: every \(className) is listed with the platform-view host it sits under")
            }
        }
        diagnostics += dump.notes.map(\.description)
        self.matches = matches
        self.diagnostics = diagnostics
        self.usedMarkers = !pairs.isEmpty
    }

    /// Anchors and probes paired like brackets in pre-order (modifiers nest, so their markers do).
    static func markerPairs(in nodes: [RecordedNode]) -> [(anchor: RecordedNode, probe: RecordedNode)] {
        var open: [RecordedNode] = []
        var pairs: [(RecordedNode, RecordedNode)] = []
        for node in nodes {
            let base = ClassName.baseName(node.className)
            if IntrospectionMarkerClass.isAnchor(base) {
                open.append(node)
            } else if IntrospectionMarkerClass.isProbe(base), let anchor = open.popLast() {
                pairs.append((anchor, node))
            }
        }
        return pairs
    }

    /// The nearest platform-view host above `node`.
    public static func host(of node: RecordedNode) -> RecordedNode? {
        node.ancestors.first { ClassName.isPlatformViewHost($0.className) }
    }
}

/// Class tests for dump nodes that accept any spelling of a class name.
public enum DumpClassTest {
    /// Accepts a node whose class or one of whose superclasses has the same base name as `className`
    /// (`UICollectionView`, `UpdateCoalescingCollectionView` and `SwiftUI.UpdateCoalescingCollectionView` all
    /// name the same thing). `A|B` accepts either class.
    public static func named(_ className: String) -> NodeClassTest<RecordedNode, RecordedNode> {
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        return NodeClassTest(name: className.split(separator: "|").joined(separator: " or ")) { node in
            if wanted.contains(ClassName.baseName(node.className)) { return node }
            return node.superclassNames.contains { wanted.contains(ClassName.baseName($0)) } ? node : nil
        }
    }
}
