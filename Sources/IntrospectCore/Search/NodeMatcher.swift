/// The class test a search applies to each candidate node: "is this node a `UIScrollView`?", and if so, the
/// node typed as one.
///
/// On Apple platforms a test is an `as?` cast; for hierarchies known by class names (dumps, tests) it asks the
/// node's class-test hook (``named(_:)``). A test can turn away subclasses that look like the target but are
/// not what the developer meant (`excluding(classNamed:)`): a focused `UITextField` holds a `UIFieldEditor`,
/// which *is* a `UIScrollView`.
@_spi(Tooling) public struct NodeMatcher<Node, Target> {
    /// The class the test accepts, as shown in traces and diagnostics (`"UIScrollView"`).
    public let name: String
    /// The names of the classes turned away, for traces and diagnostics.
    package let excludedNames: [String]
    @usableFromInline let cast: (Node) -> Target?
    @usableFromInline let isTurnedAway: (Node) -> Bool

    /// A test that accepts a node when `match` returns a value for it, and turns away (with its subtree) a node
    /// for which `rejects` is true, whatever `match` says.
    public init(
        name: String,
        match: @escaping (Node) -> Target?,
        rejects: @escaping (Node) -> Bool = { _ in false },
        excludedNames: [String] = []
    ) {
        self.name = name
        self.cast = match
        self.isTurnedAway = rejects
        self.excludedNames = excludedNames
    }

    /// The node as a `Target`, or `nil` when the test does not accept it (or turns it away).
    @inlinable
    public func target(of node: Node) -> Target? {
        isTurnedAway(node) ? nil : cast(node)
    }

    /// Whether the test turns this node away on purpose, so that a search does not look inside it either.
    @inlinable
    @_spi(Tooling) public func excludes(_ node: Node) -> Bool {
        isTurnedAway(node)
    }
}

extension NodeMatcher: CustomStringConvertible {
    public var description: String {
        excludedNames.isEmpty ? name : "\(name) except \(excludedNames.joined(separator: ", "))"
    }
}

extension NodeMatcher where Node: HierarchyNode {
    /// The same test, except that it turns away instances of the class called `className` (and their
    /// subtrees), whatever else they are.
    package func excluding(classNamed className: String) -> NodeMatcher {
        let isTurnedAway = self.isTurnedAway
        return NodeMatcher(
            name: name,
            match: cast,
            rejects: { isTurnedAway($0) || $0.isInstance(ofClassNamed: className) },
            excludedNames: excludedNames + [className]
        )
    }
}

extension NodeMatcher where Node: HierarchyNode, Target == Node {
    /// Accepts nodes whose class, or one of whose superclasses, is called `className`, by asking each node's
    /// class-test hook (``HierarchyNode/isInstance(ofClassNamed:)``).
    public static func named(_ className: String) -> NodeMatcher {
        NodeMatcher(name: className) { $0.isInstance(ofClassNamed: className) ? $0 : nil }
    }
}
