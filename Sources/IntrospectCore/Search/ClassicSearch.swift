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
public struct ClassicSearch<Node: HierarchyNode> {
    /// What the strategies run so far have touched.
    public var cost = TraversalCost()

    /// A search with a zero cost.
    @inlinable
    public init() {}

    // MARK: Building blocks

    /// The first descendant of `root` (not `root` itself) that passes `test`, depth-first in child order.
    ///
    /// - Complexity: O(size of `root`'s subtree) in the worst case; iterative.
    @inlinable
    public mutating func findChild<Target>(_ test: NodeClassTest<Node, Target>, in root: Node) -> Target? {
        var walk = PreorderSequence(root: root).makeIterator()
        _ = walk.next()
        while let node = walk.next() {
            cost.nodesVisited += 1
            if let target = test.target(of: node) { return target }
        }
        return nil
    }

    /// The nearest ancestor of `entry` whose class name contains `fragment`.
    @inlinable
    public mutating func findAncestor(named fragment: String, from entry: Node) -> Node? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            if ancestor.hierarchyTypeName.containsSubstring(fragment) { return ancestor }
        }
        return nil
    }

    /// The platform-view host around `entry`: the nearest ancestor whose class name contains `"ViewHost"`
    /// (`PlatformViewHost`, `UIKitPlatformViewHost`, `AppKitPlatformViewHost`). SwiftUI wraps every
    /// representable's view in one.
    @inlinable
    public mutating func findViewHost(from entry: Node) -> Node? {
        findAncestor(named: "ViewHost", from: entry)
    }

    /// The hosting view around `entry`: the nearest ancestor whose class name contains `"HostingView"`.
    @inlinable
    public mutating func findHostingView(from entry: Node) -> Node? {
        findAncestor(named: "HostingView", from: entry)
    }

    /// The nearest ancestor of `entry` that passes `test`.
    @inlinable
    public mutating func findAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.target(of: ancestor) { return target }
        }
        return nil
    }

    /// The first match found in the subtrees of the siblings before `entry`, nearest sibling first (each
    /// subtree searched with ``findChild(_:in:)``, so a sibling itself is not a candidate).
    @inlinable
    public mutating func previousSibling<Target>(containing test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        let (siblings, range) = siblings(of: entry, before: true)
        for index in range.reversed() {
            if let target = findChild(test, in: siblings[index]) { return target }
        }
        return nil
    }

    /// The nearest sibling before `entry` that itself passes `test`.
    @inlinable
    public mutating func previousSibling<Target>(ofType test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        let (siblings, range) = siblings(of: entry, before: true)
        return firstSibling(passing: test, among: siblings, at: range.reversed())
    }

    /// The first match found in the subtrees of the siblings after `entry`, nearest sibling first.
    @inlinable
    public mutating func nextSibling<Target>(containing test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        let (siblings, range) = siblings(of: entry, before: false)
        for index in range {
            if let target = findChild(test, in: siblings[index]) { return target }
        }
        return nil
    }

    /// The nearest sibling after `entry` that itself passes `test`.
    @inlinable
    public mutating func nextSibling<Target>(ofType test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        let (siblings, range) = siblings(of: entry, before: false)
        return firstSibling(passing: test, among: siblings, at: range)
    }

    /// For each ancestor of `entry`, nearest first: the ancestor itself if it passes `test`, else the matches
    /// in its subtree, one per child subtree; a single match is the answer, and several are settled by
    /// `choose` (the original library picked the one whose frame contains the entry's centre — geometry the
    /// core does not have). With no `choose`, several matches are no answer at that level and the climb goes
    /// on — and one level up, the single subtree holding them all yields its first match, as in the original.
    @inlinable
    public mutating func findAncestorOrAncestorChild<Target>(
        _ test: NodeClassTest<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.target(of: ancestor) { return target }
            var matches: [Target] = []
            for child in ancestor.hierarchyChildren {
                cost.nodesVisited += 1
                if let target = test.target(of: child) ?? findChild(test, in: child) { matches.append(target) }
            }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1, let chosen = choose?(matches) { return chosen }
        }
        return nil
    }

    // MARK: TargetViewSelector compositions

    /// View host → previous siblings → their subtrees: the classic selector of most controls.
    @inlinable
    public mutating func siblingContaining<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(containing: test, from: host)
    }

    /// ``siblingContaining(_:from:)``, else the nearest matching ancestor.
    @inlinable
    public mutating func siblingContainingOrAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        siblingContaining(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// ``siblingContaining(_:from:)``, else ``findAncestorOrAncestorChild(_:from:choose:)``.
    @inlinable
    public mutating func siblingContainingOrAncestorOrAncestorChild<Target>(
        _ test: NodeClassTest<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        siblingContaining(test, from: entry) ?? findAncestorOrAncestorChild(test, from: entry, choose: choose)
    }

    /// View host → the nearest previous sibling that itself passes the test.
    @inlinable
    public mutating func siblingOfType<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(ofType: test, from: host)
    }

    /// ``siblingOfType(_:from:)``, else the nearest matching ancestor.
    @inlinable
    public mutating func siblingOfTypeOrAncestor<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        siblingOfType(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// The nearest matching ancestor, else ``siblingContaining(_:from:)``.
    @inlinable
    public mutating func ancestorOrSiblingContaining<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        findAncestor(test, from: entry) ?? siblingContaining(test, from: entry)
    }

    /// The nearest matching ancestor, else ``siblingOfType(_:from:)``.
    @inlinable
    public mutating func ancestorOrSiblingOfType<Target>(_ test: NodeClassTest<Node, Target>, from entry: Node) -> Target? {
        findAncestor(test, from: entry) ?? siblingOfType(test, from: entry)
    }

    // MARK: Helpers

    /// The siblings of `entry` and the positions of those before it or after it (not copied: a screen's worth
    /// of rows can be thousands of siblings).
    @inlinable
    mutating func siblings(of entry: Node, before: Bool) -> (siblings: [Node], range: Range<Int>) {
        guard let parent = entry.hierarchyParent else { return ([], 0..<0) }
        let siblings = parent.hierarchyChildren
        guard let index = siblings.identityIndex(of: entry, cost: &cost) else { return ([], 0..<0) }
        return (siblings, before ? 0..<index : (index + 1)..<siblings.count)
    }

    @inlinable
    mutating func firstSibling<Target>(
        passing test: NodeClassTest<Node, Target>,
        among siblings: [Node],
        at positions: some Sequence<Int>
    ) -> Target? {
        for index in positions {
            cost.nodesVisited += 1
            if let target = test.target(of: siblings[index]) { return target }
        }
        return nil
    }
}

extension String {
    /// Whether `fragment` occurs in this string, compared by UTF-8 bytes (class names are ASCII).
    /// `String.contains(_: String)` needs iOS 16 / macOS 13 without Foundation.
    @inlinable
    func containsSubstring(_ fragment: String) -> Bool {
        let haystack = Array(utf8), needle = Array(fragment.utf8)
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
