@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A baseline in the style of the reference library's 1.x engine, written here from its description:
/// the common ancestor found by asking "is the anchor a descendant of this?" for each ancestor of the probe,
/// then a pre-order walk of the common ancestor's descendants that skips forward to the anchor and stops at
/// the probe.
enum V1StyleBaseline {
    static func nearestCommonAncestor(_ anchor: RecordedNode, _ probe: RecordedNode, cost: inout TraversalCost)
        -> RecordedNode?
    {
        var candidate: RecordedNode? = probe
        while let current = candidate {
            var cursor: RecordedNode? = anchor
            while let step = cursor {
                cost.ancestorSteps += 1
                if step === current { return current }
                cursor = step.parent
            }
            candidate = current.parent
        }
        return nil
    }

    static func receiver(
        _ test: NodeMatcher<RecordedNode, RecordedNode>,
        anchor: RecordedNode,
        probe: RecordedNode,
        cost: inout TraversalCost
    ) -> RecordedNode? {
        guard let commonAncestor = nearestCommonAncestor(anchor, probe, cost: &cost) else { return nil }
        var pastAnchor = false
        for node in commonAncestor.preorder.dropFirst() {
            cost.nodesVisited += 1
            if !pastAnchor {
                pastAnchor = node === anchor
                continue
            }
            if node === probe { return nil }
            if let target = test.target(of: node) { return target }
        }
        return nil
    }
}
