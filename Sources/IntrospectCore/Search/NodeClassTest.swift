/// The class test a search applies to each candidate node: "is this node a `UIScrollView`?", and if so, the
/// node typed as one.
///
/// On Apple platforms a test is an `as?` cast (``instances(of:)``); for hierarchies known by class names (dumps,
/// tests) it asks the node's class-test hook (``named(_:)``). A test can reject subclasses that look like the
/// target but are not what the developer meant (``excluding(classNamed:)``): a focused `UITextField` holds a
/// `UIFieldEditor`, which *is* a `UIScrollView`.
public struct NodeClassTest<Node, Target> {
    /// The class the test accepts, as shown in traces and diagnostics (`"UIScrollView"`).
    public let name: String
    @usableFromInline let match: (Node) -> Target?
    @usableFromInline let rejects: (Node) -> Bool
    @usableFromInline let excludedNames: [String]

    /// A test that accepts a node when `match` returns a value for it.
    public init(name: String, match: @escaping (Node) -> Target?) {
        self.init(name: name, match: match, rejects: { _ in false }, excludedNames: [])
    }

    private init(name: String, match: @escaping (Node) -> Target?, rejects: @escaping (Node) -> Bool, excludedNames: [String]) {
        self.name = name
        self.match = match
        self.rejects = rejects
        self.excludedNames = excludedNames
    }

    /// The node as a `Target`, or `nil` when the test does not accept it.
    @inlinable
    public func accept(_ node: Node) -> Target? {
        rejects(node) ? nil : match(node)
    }

    /// Whether the test turns this node away on purpose, so that a search does not look inside it either.
    @inlinable
    public func excludes(_ node: Node) -> Bool {
        rejects(node)
    }

    /// Accepts nodes that are instances of `type` or of a subclass (an `as?` cast).
    public static func instances(of type: Target.Type) -> NodeClassTest {
        NodeClassTest(name: String(describing: type)) { $0 as? Target }
    }
}

extension NodeClassTest: CustomStringConvertible {
    public var description: String {
        excludedNames.isEmpty ? name : "\(name) except \(excludedNames.joined(separator: ", "))"
    }
}

extension NodeClassTest where Node: HierarchyNode {
    /// The same test, except that it turns away instances of the class called `className` (and their
    /// subtrees), whatever else they are.
    public func excluding(classNamed className: String) -> NodeClassTest {
        let rejects = self.rejects
        return NodeClassTest(
            name: name,
            match: match,
            rejects: { rejects($0) || $0.isInstance(ofClassNamed: className) },
            excludedNames: excludedNames + [className]
        )
    }
}

extension NodeClassTest where Node: HierarchyNode, Target == Node {
    /// Accepts nodes whose class, or one of whose superclasses, is called `className`, by asking each node's
    /// class-test hook (``HierarchyNode/isInstance(ofClassNamed:)``).
    public static func named(_ className: String) -> NodeClassTest {
        NodeClassTest(name: className) { $0.isInstance(ofClassNamed: className) ? $0 : nil }
    }
}
