/// The search strategies of the original Introspect library (0.x), kept for code written against it and used
/// as the "v0" baseline in the benchmarks.
///
/// The classic API places one marker (an `.overlay`) and looks *around* it: the marker's platform-view host,
/// the siblings before that host, their subtrees, the ancestors. These strategies know nothing of a second
/// marker, so they can return an object of a neighbouring view; prefer ``IntrospectionSearch`` in new code.
///
/// Each strategy counts what it touches in ``cost``:
///
/// ```swift
/// var classic = ClassicSearch<UIView>()
/// let textField = classic.siblingContaining(.instances(of: UITextField.self), from: marker)
/// print(classic.cost)
/// ```
public struct ClassicSearch<Node: HierarchyNode> where Node.HierarchyBase == Node {
    /// What the strategies run so far have touched.
    public var cost = TraversalCost()

    /// A search with a zero cost.
    public init() {}

    // MARK: Building blocks

    /// The first descendant of `root` (not `root` itself) that passes `test`, depth-first in child order.
    ///
    /// - Complexity: O(size of `root`'s subtree) in the worst case; iterative.
    public mutating func findChild<Target>(_ test: NodeClassTest<Node, Target>, in root: Node) -> Target? {
        var walk = PreorderSequence(root: root).makeIterator()
        _ = walk.next()
        while let node = walk.next() {
            cost.nodesVisited += 1
            if let target = test.accept(node) { return target }
        }
        return nil
    }

    /// The nearest ancestor of `entry` whose class name contains `fragment`.
    public mutating func findAncestor(named fragment: String, from entry: Node) -> Node? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            if ancestor.hierarchyTypeName.contains(fragment) { return ancestor }
        }
        return nil
    }

    /// The platform-view host around `entry`: the nearest ancestor whose class name contains `"ViewHost"`
    /// (`PlatformViewHost`, `UIKitPlatformViewHost`, `AppKitPlatformViewHost`). SwiftUI wraps every
    /// representable's view in one.
    public mutating func findViewHost(from entry: Node) -> Node? {
        findAncestor(named: "ViewHost", from: entry)
    }

    /// The hosting view around `entry`: the nearest ancestor whose class name contains `"HostingView"`.
    public mutating func findHostingView(from entry: Node) -> Node? {
        findAncestor(named: "HostingView", from: entry)
    }

    /// The nearest ancestor of `entry` that passes `test`.
    public mutating func findAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.accept(ancestor) { return target }
        }
        return nil
    }

    /// The first match found in the subtrees of the siblings before `entry`, nearest sibling first (each
    /// subtree searched with ``findChild(_:in:)``, so a sibling itself is not a candidate).
    public mutating func previousSibling<Target>(containing test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        for sibling in siblings(of: entry, before: true) {
            if let target = findChild(test, in: sibling) { return target }
        }
        return nil
    }

    /// The nearest sibling before `entry` that itself passes `test`.
    public mutating func previousSibling<Target>(ofType test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        firstSibling(passing: test, among: siblings(of: entry, before: true))
    }

    /// The first match found in the subtrees of the siblings after `entry`, nearest sibling first.
    public mutating func nextSibling<Target>(containing test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        for sibling in siblings(of: entry, before: false) {
            if let target = findChild(test, in: sibling) { return target }
        }
        return nil
    }

    /// The nearest sibling after `entry` that itself passes `test`.
    public mutating func nextSibling<Target>(ofType test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        firstSibling(passing: test, among: siblings(of: entry, before: false))
    }

    /// For each ancestor of `entry`, nearest first: the ancestor itself if it passes `test`, else the matches
    /// in its subtree, one per child subtree; a single match is the answer, and several are settled by
    /// `choose` (the original library picked the one whose frame contains the entry's centre — geometry the
    /// core does not have). With no `choose`, several matches are no answer at that level and the climb goes
    /// on — and one level up, the single subtree holding them all yields its first match, as in the original.
    public mutating func findAncestorOrAncestorChild<Target>(
        _ test: NodeClassTest<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.accept(ancestor) { return target }
            var matches: [Target] = []
            for child in ancestor.hierarchyChildren {
                cost.nodesVisited += 1
                if let target = test.accept(child) ?? findChild(test, in: child) { matches.append(target) }
            }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1, let chosen = choose?(matches) { return chosen }
        }
        return nil
    }

    // MARK: TargetViewSelector compositions

    /// View host → previous siblings → their subtrees: the classic selector of most controls.
    public mutating func siblingContaining<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(containing: test, from: host)
    }

    /// ``siblingContaining(_:from:)``, else the nearest matching ancestor.
    public mutating func siblingContainingOrAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        siblingContaining(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// ``siblingContaining(_:from:)``, else ``findAncestorOrAncestorChild(_:from:choose:)``.
    public mutating func siblingContainingOrAncestorOrAncestorChild<Target>(
        _ test: NodeClassTest<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        siblingContaining(test, from: entry) ?? findAncestorOrAncestorChild(test, from: entry, choose: choose)
    }

    /// View host → the nearest previous sibling that itself passes the test.
    public mutating func siblingOfType<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(ofType: test, from: host)
    }

    /// ``siblingOfType(_:from:)``, else the nearest matching ancestor.
    public mutating func siblingOfTypeOrAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        siblingOfType(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// The nearest matching ancestor, else ``siblingContaining(_:from:)``.
    public mutating func ancestorOrSiblingContaining<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        findAncestor(test, from: entry) ?? siblingContaining(test, from: entry)
    }

    /// The nearest matching ancestor, else ``siblingOfType(_:from:)``.
    public mutating func ancestorOrSiblingOfType<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        findAncestor(test, from: entry) ?? siblingOfType(test, from: entry)
    }

    // MARK: Helpers

    /// The siblings of `entry` before it (nearest first) or after it (nearest first).
    private mutating func siblings(of entry: Node, before: Bool) -> ArraySlice<Node> {
        guard let parent = entry.hierarchyParent else { return [] }
        let siblings = parent.hierarchyChildren
        guard let index = siblings.identityIndex(of: entry, cost: &cost) else { return [] }
        return before ? ArraySlice(siblings[..<index].reversed()) : siblings[(index + 1)...]
    }

    private mutating func firstSibling<Target>(passing test: NodeClassTest<Node, Target>, among siblings: ArraySlice<Node>) -> Target? {
        for sibling in siblings {
            cost.nodesVisited += 1
            if let target = test.accept(sibling) { return target }
        }
        return nil
    }
}
