/// The search strategies of the original Introspect library (0.x), kept for code written against it and used
/// as the "v0" baseline in the benchmarks.
///
/// The classic API places one marker (an `.overlay`) and looks *around* it: the marker's platform-view host,
/// the siblings before that host, their subtrees, the ancestors. These strategies know nothing of a second
/// marker, so they can return an object of a neighbouring view; prefer ``IntrospectionSearch`` in new code.
///
/// Each function follows the original's order exactly (the original's source, tag 0.12.0,
/// `Introspect/Introspect.swift`), with one opt-in exception: a search given the modifier's ``anchor`` hands
/// over only what belongs to the modified view (see ``anchor``). Each strategy counts what it touches in
/// ``cost``:
///
/// <!-- example: platforms linux -->
/// ```swift
/// @_spi(Tooling) import IntrospectCore
///
/// func textField<Node: HierarchyNode>(near marker: Node) -> Node? {
///     var classic = ClassicSearch<Node>(anchor: nil)
///     let textField = classic.siblingContaining(.named("UITextField"), from: marker)
///     print(classic.cost)
///     return textField
/// }
/// ```
@_spi(Tooling) public struct ClassicSearch<Node: HierarchyNode> {
    /// What the strategies run so far have touched.
    public var cost = TraversalCost()

    /// The anchor the modifier placed behind the modified view, when the strategy runs for one of this
    /// library's classic modifiers (`introspectTextField`, …); `nil` for the original's unbounded behaviour,
    /// which the public helpers keep.
    ///
    /// With an anchor, a strategy hands over only what belongs to the modified view:
    /// - a previous-sibling search never reaches the siblings before the anchor's branch (in z-order SwiftUI puts
    ///   `.background` content before the view and `.overlay` content after it, so those siblings are other
    ///   views' — the original handed over a neighbouring control when the modified view had none);
    /// - an ancestor's subtree yields a lone candidate only when the chooser accepts it, as it must accept one of
    ///   several (the original took a lone candidate anywhere in an ancestor's subtree, a neighbour's included;
    ///   the chooser checks that the candidate covers the modified view).
    public var anchor: Node?

    /// A search with a zero cost, unbounded as the original's.
    @inlinable
    public init() {}

    /// A search with a zero cost, bounded by `anchor` when one is given (see ``anchor``).
    @inlinable
    public init(anchor: Node?) {
        self.anchor = anchor
    }

    // MARK: Building blocks

    /// The first descendant of `root` (not `root` itself) that passes `test`, depth-first in child order: a
    /// child before its subtree, that subtree before the next child.
    ///
    /// - Complexity: O(size of `root`'s subtree) in the worst case; iterative.
    @inlinable
    @_spi(Tooling) public mutating func findChild<Target>(_ test: NodeMatcher<Node, Target>, in root: Node) -> Target? {
        var walk = PreorderSequence(root: root).makeIterator()
        _ = walk.next()
        while let node = walk.next() {
            cost.nodesVisited += 1
            if let target = test.target(of: node) { return target }
        }
        return nil
    }

    /// ``findChild(_:in:)``, then `root` itself: the original's controller form, which checked the root only
    /// after every child and subtree had failed.
    @inlinable
    @_spi(Tooling) public mutating func findChildOrSelf<Target>(_ test: NodeMatcher<Node, Target>, in root: Node)
        -> Target?
    {
        if let target = findChild(test, in: root) { return target }
        cost.nodesVisited += 1
        return test.target(of: root)
    }

    /// One candidate per child of `root`, in child order — the child itself if it passes `test`, else the first
    /// match of its subtree (``findChild(_:in:)``); children without a match add none. Several candidates are
    /// settled by `choose`; zero or one need no choice.
    ///
    /// The original chose by geometry: the first candidate whose frame holds the centre of the marker. The core
    /// has no geometry, so the chooser is given (`nil` when none fits); the Apple layer passes that rule.
    ///
    /// - Complexity: O(size of `root`'s subtree) in the worst case; iterative.
    @inlinable
    @_spi(Tooling) public mutating func findChildUsingFrame<Target>(
        _ test: NodeMatcher<Node, Target>,
        in root: Node,
        choose: ([Target]) -> Target?
    ) -> Target? {
        let candidates = childCandidates(test, in: root)
        return candidates.count > 1 ? choose(candidates) : candidates.first
    }

    /// The nearest ancestor of `entry` whose class name contains `fragment`.
    @inlinable
    @_spi(Tooling) public mutating func findAncestor(named fragment: String, from entry: Node) -> Node? {
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
    @_spi(Tooling) public mutating func findViewHost(from entry: Node) -> Node? {
        findAncestor(named: "ViewHost", from: entry)
    }

    /// The hosting view around `entry`: the nearest ancestor whose class name contains `"HostingView"`.
    @inlinable
    @_spi(Tooling) public mutating func findHostingView(from entry: Node) -> Node? {
        findAncestor(named: "HostingView", from: entry)
    }

    /// The nearest ancestor of `entry` that passes `test` (`entry` itself is not a candidate).
    @inlinable
    @_spi(Tooling) public mutating func findAncestor<Target>(_ test: NodeMatcher<Node, Target>, from entry: Node)
        -> Target?
    {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.target(of: ancestor) { return target }
        }
        return nil
    }

    /// The first child of `root` whose class name contains `fragment` and that passes `test` (the original's
    /// paged `TabView` before iOS 16: the collection view's `EmbeddedScrollView`).
    @inlinable
    @_spi(Tooling) public mutating func firstChild<Target>(
        named fragment: String, _ test: NodeMatcher<Node, Target>, of root: Node
    )
        -> Target?
    {
        for child in root.hierarchyChildren {
            cost.nodesVisited += 1
            if child.hierarchyTypeName.containsSubstring(fragment), let target = test.target(of: child) {
                return target
            }
        }
        return nil
    }

    /// The first match found in the subtrees of the siblings before `entry`, nearest sibling first, each subtree
    /// searched with ``findChild(_:in:)``: a sibling's descendants are candidates, the sibling itself is not.
    @inlinable
    @_spi(Tooling) public mutating func previousSibling<Target>(
        containing test: NodeMatcher<Node, Target>, from entry: Node
    )
        -> Target?
    {
        let (siblings, range) = siblings(of: entry, before: true)
        for index in range.reversed() {
            if let target = findChild(test, in: siblings[index]) { return target }
        }
        return nil
    }

    /// The first match among the siblings before `entry` and their subtrees, nearest sibling first, each
    /// searched with ``findChildOrSelf(_:in:)``: a sibling's descendants, then the sibling itself (the original's
    /// controller form of `previousSibling(containing:from:)`).
    @inlinable
    @_spi(Tooling) public mutating func previousSibling<Target>(
        containingOrBeing test: NodeMatcher<Node, Target>, from entry: Node
    )
        -> Target?
    {
        let (siblings, range) = siblings(of: entry, before: true)
        for index in range.reversed() {
            if let target = findChildOrSelf(test, in: siblings[index]) { return target }
        }
        return nil
    }

    /// The nearest sibling before `entry` that itself passes `test`.
    @inlinable
    @_spi(Tooling) public mutating func previousSibling<Target>(
        ofType test: NodeMatcher<Node, Target>, from entry: Node
    ) -> Target? {
        let (siblings, range) = siblings(of: entry, before: true)
        return firstSibling(passing: test, among: siblings, at: range.reversed())
    }

    /// The first match found in the subtrees of `entry` and of the siblings after it, in order: `entry`'s own
    /// subtree comes first, as in the original.
    @inlinable
    @_spi(Tooling) public mutating func nextSibling<Target>(
        containing test: NodeMatcher<Node, Target>, from entry: Node
    ) -> Target? {
        let (siblings, range) = siblings(of: entry, before: false)
        for index in range {
            if let target = findChild(test, in: siblings[index]) { return target }
        }
        return nil
    }

    /// The first of `entry` and the siblings after it that itself passes `test`: `entry` is checked first, as in
    /// the original.
    @inlinable
    @_spi(Tooling) public mutating func nextSibling<Target>(ofType test: NodeMatcher<Node, Target>, from entry: Node)
        -> Target?
    {
        let (siblings, range) = siblings(of: entry, before: false)
        return firstSibling(passing: test, among: siblings, at: range)
    }

    /// For each ancestor of `entry`, nearest first: the ancestor itself if it passes `test`, else
    /// ``findChildUsingFrame(_:in:choose:)`` on it. With no `choose`, several candidates are no answer at that
    /// level and the climb goes on (one level up, the single subtree holding them all yields its first).
    ///
    /// With an ``anchor``, a lone candidate must be accepted by `choose` too (and without `choose` it is none).
    @inlinable
    @_spi(Tooling) public mutating func findAncestorOrAncestorChild<Target>(
        _ test: NodeMatcher<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        for ancestor in entry.ancestors {
            cost.ancestorSteps += 1
            cost.nodesVisited += 1
            if let target = test.target(of: ancestor) { return target }
            let candidates = childCandidates(test, in: ancestor)
            if candidates.isEmpty { continue }
            if candidates.count == 1, anchor == nil { return candidates[0] }
            if let chosen = choose?(candidates) { return chosen }
        }
        return nil
    }

    // MARK: TargetViewSelector compositions

    /// View host → previous siblings → their subtrees: the classic selector of most controls.
    @inlinable
    @_spi(Tooling) public mutating func siblingContaining<Target>(_ test: NodeMatcher<Node, Target>, from entry: Node)
        -> Target?
    {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(containing: test, from: host)
    }

    /// `siblingContaining(_:from:)`, else the nearest matching ancestor.
    @inlinable
    @_spi(Tooling) public mutating func siblingContainingOrAncestor<Target>(
        _ test: NodeMatcher<Node, Target>, from entry: Node
    )
        -> Target?
    {
        siblingContaining(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// `siblingContaining(_:from:)`, else `findAncestorOrAncestorChild(_:from:choose:)`.
    @inlinable
    public mutating func siblingContainingOrAncestorOrAncestorChild<Target>(
        _ test: NodeMatcher<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        siblingContaining(test, from: entry) ?? findAncestorOrAncestorChild(test, from: entry, choose: choose)
    }

    /// View host → the nearest previous sibling that itself passes the test.
    @inlinable
    @_spi(Tooling) public mutating func siblingOfType<Target>(_ test: NodeMatcher<Node, Target>, from entry: Node)
        -> Target?
    {
        guard let host = findViewHost(from: entry) else { return nil }
        return previousSibling(ofType: test, from: host)
    }

    /// ``siblingOfType(_:from:)``, else the nearest matching ancestor.
    @inlinable
    @_spi(Tooling) public mutating func siblingOfTypeOrAncestor<Target>(
        _ test: NodeMatcher<Node, Target>, from entry: Node
    )
        -> Target?
    {
        siblingOfType(test, from: entry) ?? findAncestor(test, from: entry)
    }

    /// ``siblingOfType(_:from:)``, else the nearest matching ancestor, else
    /// ``siblingContainingOrAncestorOrAncestorChild(_:from:choose:)`` (the original's scroll-view selector from
    /// iOS 14 and macOS 11, for scroll views clipped or masked inside a container).
    @inlinable
    @_spi(Tooling) public mutating func siblingOrAncestorOrSiblingContainingOrAncestorChild<Target>(
        _ test: NodeMatcher<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        siblingOfType(test, from: entry)
            ?? findAncestor(test, from: entry)
            ?? siblingContainingOrAncestorOrAncestorChild(test, from: entry, choose: choose)
    }

    /// The nearest matching ancestor, else `siblingContaining(_:from:)`.
    @inlinable
    public mutating func ancestorOrSiblingContaining<Target>(_ test: NodeMatcher<Node, Target>, from entry: Node)
        -> Target?
    {
        findAncestor(test, from: entry) ?? siblingContaining(test, from: entry)
    }

    /// The nearest matching ancestor, else ``siblingOfType(_:from:)``.
    @inlinable
    @_spi(Tooling) public mutating func ancestorOrSiblingOfType<Target>(
        _ test: NodeMatcher<Node, Target>, from entry: Node
    )
        -> Target?
    {
        findAncestor(test, from: entry) ?? siblingOfType(test, from: entry)
    }

    /// Runs `strategy` from `entry`; `choose` settles several ancestor-child candidates (see
    /// ``findChildUsingFrame(_:in:choose:)``).
    @inlinable
    @_spi(Tooling) public mutating func run<Target>(
        _ strategy: ClassicStrategy,
        _ test: NodeMatcher<Node, Target>,
        from entry: Node,
        choose: (([Target]) -> Target?)? = nil
    ) -> Target? {
        switch strategy {
        case .siblingContaining: siblingContaining(test, from: entry)
        case .siblingContainingOrAncestor: siblingContainingOrAncestor(test, from: entry)
        case .siblingContainingOrAncestorOrAncestorChild:
            siblingContainingOrAncestorOrAncestorChild(test, from: entry, choose: choose)
        case .siblingOfType: siblingOfType(test, from: entry)
        case .siblingOfTypeOrAncestor: siblingOfTypeOrAncestor(test, from: entry)
        case .siblingOrAncestorOrSiblingContainingOrAncestorChild:
            siblingOrAncestorOrSiblingContainingOrAncestorChild(test, from: entry, choose: choose)
        case .ancestorOrSiblingContaining: ancestorOrSiblingContaining(test, from: entry)
        case .ancestorOrSiblingOfType: ancestorOrSiblingOfType(test, from: entry)
        }
    }

    // MARK: Helpers

    /// One candidate per child of `root`: the child if it passes `test`, else its subtree's first match.
    @inlinable
    mutating func childCandidates<Target>(_ test: NodeMatcher<Node, Target>, in root: Node) -> [Target] {
        var candidates: [Target] = []
        for child in root.hierarchyChildren {
            cost.nodesVisited += 1
            if let target = test.target(of: child) ?? findChild(test, in: child) { candidates.append(target) }
        }
        return candidates
    }

    /// The siblings of `entry` and the positions of those before it, or of `entry` and those after it (not
    /// copied: a screen's worth of rows can be thousands of siblings). With an ``anchor``, the positions before
    /// `entry` start after the anchor's branch.
    @inlinable
    mutating func siblings(of entry: Node, before: Bool) -> (siblings: [Node], range: Range<Int>) {
        guard let parent = entry.hierarchyParent else { return ([], 0..<0) }
        let siblings = parent.hierarchyChildren
        guard let index = TreeNavigation.identityIndex(of: entry, in: siblings, cost: &cost) else { return ([], 0..<0) }
        guard before else { return (siblings, index..<siblings.count) }
        let start = anchor.map { firstPositionAfter(anchor: $0, among: siblings, under: parent, before: index) } ?? 0
        return (siblings, start..<max(start, index))
    }

    /// The first sibling position that does not precede the anchor: after the anchor's branch when that branch
    /// holds only the anchor (its platform-view host), at the branch when it also holds content, and 0 when the
    /// anchor is not below `parent` (then every sibling follows it, or none of this applies).
    @inlinable
    mutating func firstPositionAfter(anchor: Node, among siblings: [Node], under parent: Node, before index: Int) -> Int
    {
        var branch = anchor
        while let up = branch.hierarchyParent, !up.isSameNode(as: parent) {
            cost.ancestorSteps += 1
            branch = up
        }
        guard branch.hierarchyParent != nil,
            let position = siblings[..<index].firstIndex(where: { $0.isSameNode(as: branch) })
        else {
            return 0
        }
        cost.siblingComparisons += position + 1
        let holdsOnlyTheAnchor = branch.isSameNode(as: anchor) || branch.isMarkerHost
        return holdsOnlyTheAnchor ? position + 1 : position
    }

    @inlinable
    mutating func firstSibling<Target>(
        passing test: NodeMatcher<Node, Target>,
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

/// The original library's eight `TargetViewSelector` strategies, as values: what a classic modifier runs.
@_spi(Tooling) public enum ClassicStrategy: String, CaseIterable, Hashable, Sendable {
    /// View host → previous siblings' subtrees.
    case siblingContaining
    /// ``siblingContaining``, else the nearest ancestor.
    case siblingContainingOrAncestor
    /// ``siblingContaining``, else an ancestor or a candidate of an ancestor's subtree.
    case siblingContainingOrAncestorOrAncestorChild
    /// View host → the nearest previous sibling of the class.
    case siblingOfType
    /// ``siblingOfType``, else the nearest ancestor.
    case siblingOfTypeOrAncestor
    /// ``siblingOfType``, else the nearest ancestor, else ``siblingContainingOrAncestorOrAncestorChild``.
    case siblingOrAncestorOrSiblingContainingOrAncestorChild
    /// The nearest ancestor, else ``siblingContaining``.
    case ancestorOrSiblingContaining
    /// The nearest ancestor, else ``siblingOfType``.
    case ancestorOrSiblingOfType
}

/// The original library's view modifiers that find a *view* (`introspectScrollView`, `introspectTextField`, …)
/// and the strategy each ran, per platform and OS version — its `ViewExtensions.swift` at 0.12.0 (unchanged
/// since 0.6.0), where two of them chose at run time with `#available`.
package enum ClassicViewModifier: String, CaseIterable, Hashable, Sendable {
    /// `introspectTableView` (UIKit and AppKit).
    case tableView
    /// `introspectTableViewCell` (`UITableViewCell`, `NSTableCellView`).
    case tableViewCell
    /// `introspectCollectionView` (UIKit).
    case collectionView
    /// `introspectCollectionViewCell` (UIKit).
    case collectionViewCell
    /// `introspectScrollView` (UIKit and AppKit).
    case scrollView
    /// `introspectPagedTabView`: the collection view it starts from (UIKit).
    case pagedTabView
    /// `introspectTextField` (UIKit and AppKit).
    case textField
    /// `introspectTextView` (UIKit and AppKit).
    case textView
    /// `introspectSwitch` (UIKit).
    case `switch`
    /// `introspectSlider`.
    case slider
    /// `introspectStepper`.
    case stepper
    /// `introspectDatePicker`.
    case datePicker
    /// `introspectSegmentedControl`.
    case segmentedControl
    /// `introspectColorWell`.
    case colorWell
    /// `introspectSplitView` (AppKit).
    case splitView
    /// `introspectTabView` (AppKit).
    case tabView
    /// `introspectButton` (AppKit).
    case button
    /// `introspectMapView`.
    case mapView

    /// The strategy the modifier runs on `platform` at `version` (visionOS, which the original never shipped
    /// for, takes the iOS branch of a version its first release exceeds).
    ///
    /// - `scrollView`: from iOS/tvOS 14 and macOS 11 the scroll view may be clipped or masked inside a container
    ///   (the original's changelog for 0.3.0), so a sibling of the class or an ancestor comes first; before
    ///   them, a sibling's subtree, else an ancestor.
    /// - `textField` reaches into an ancestor's other children on UIKit only.
    package func strategy(on platform: Platform, running version: OSVersion) -> ClassicStrategy {
        switch self {
        case .tableView, .tableViewCell, .collectionView, .collectionViewCell, .pagedTabView, .splitView:
            return .ancestorOrSiblingContaining
        case .scrollView:
            return ClassicViewModifier.isAtLeast(platform, version, iOS: 14, tvOS: 14, macOS: 11)
                ? .siblingOrAncestorOrSiblingContainingOrAncestorChild
                : .siblingContainingOrAncestor
        case .textField:
            return platform == .macOS ? .siblingContaining : .siblingContainingOrAncestorOrAncestorChild
        case .textView, .switch, .slider, .stepper, .datePicker, .segmentedControl, .colorWell, .tabView, .button,
            .mapView:
            return .siblingContaining
        }
    }

    /// What the original's `introspectPagedTabView` handed over with the collection view it found.
    package enum PagedTabViewHandOver: Hashable, Sendable {
        /// The collection view twice: from iOS 16 the collection view itself pages.
        case collectionViewTwice
        /// The collection view and its first child whose class name contains `EmbeddedScrollView` (a scroll
        /// view): before iOS 16 that child pages.
        case embeddedScrollView
    }

    /// The paged `TabView` hand-over on `platform` at `version`. The original tested `#available(iOS 16, *)`,
    /// which holds on every other platform (`*`): tvOS always hands over the collection view twice.
    package static func pagedTabViewHandOver(on platform: Platform, running version: OSVersion) -> PagedTabViewHandOver
    {
        platform == .iOS && version < OSVersion(16) ? .embeddedScrollView : .collectionViewTwice
    }

    /// `#available(iOS i, tvOS t, macOS m, *)`; visionOS always passes.
    static func isAtLeast(_ platform: Platform, _ version: OSVersion, iOS: Int, tvOS: Int, macOS: Int) -> Bool {
        switch platform {
        case .iOS: version >= OSVersion(iOS)
        case .tvOS: version >= OSVersion(tvOS)
        case .macOS: version >= OSVersion(macOS)
        case .visionOS: true
        }
    }
}

extension IntrospectionSearch where Node: HierarchyView {
    /// The original library's controller modifiers, answered on this library's hierarchies:
    /// - `.viewController` (`introspectViewController`): the hosting controller of the probe — the original
    ///   handed over the parent of the controller it injected, which is that hosting controller;
    /// - container routes (`introspectNavigationController`, `…SplitViewController`, `…TabBarController`): the
    ///   hosting controller and its parents first (the original asked `navigationController`,
    ///   `splitViewController`, `tabBarController` first), then a controller whose root view lies between the
    ///   markers — where the original searched every child of the hosting controller added before its own, a
    ///   neighbouring view's controllers included.
    ///
    /// For example, with a query for `UINavigationController` on the `.navigationController` route: the stack around
    /// the view, else the one it shows.
    package func findClassicController<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<
        Node, Hit<Node, Target>
    > {
        var result = ancestor(query)
        if result.isHit || query.route == .viewController { return result }
        result.scope = [.ancestor, .receiver]
        result.merge(receiver(query))
        return result
    }
}

extension String {
    /// Whether `fragment` occurs in this string, compared by UTF-8 bytes (class names are ASCII).
    /// `String.contains(_: String)` needs iOS 16 / macOS 13 without Foundation.
    @inlinable
    func containsSubstring(_ fragment: String) -> Bool {
        let haystack = Array(utf8)
        let needle = Array(fragment.utf8)
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
