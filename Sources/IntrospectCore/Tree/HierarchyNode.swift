/// A node of a platform hierarchy: a view, a view controller, or a node recorded from a hierarchy dump.
///
/// Every algorithm of `IntrospectCore` is written against this protocol, so the same code that runs on a
/// `UIView` tree in an app runs on Linux in tests, in the benchmarks and in the `introspect` command-line tool.
///
/// A node has a parent and children in a fixed order. For views, children are in z-order, back to front:
/// SwiftUI puts `.background` content before and `.overlay` content after the view it modifies, which is what
/// receiver search relies on.
///
/// A node stands for an object, and two nodes are the same node when they stand for the same object
/// (``nodeIdentity``). A node may be the object itself (`RecordedNode`, a class) or a small value wrapping it:
/// the `Introspect` module wraps each `UIView` or `NSView` it walks in such a value rather than making the
/// UIKit and AppKit classes conform, so that apps never see this protocol's members on their views.
///
/// The protocol is nonisolated: the benchmarks, the command-line tool and the tests walk trees off the main
/// actor. The Apple layer walks UIKit and AppKit trees on the main actor only.
@_spi(Tooling) public protocol HierarchyNode {
    /// The parent of this node (`superview`, `parent`), or `nil` for a root.
    var hierarchyParent: Self? { get }

    /// The children of this node, in order (`subviews`, `children`).
    var hierarchyChildren: [Self] { get }

    /// The runtime class name, as the platform spells it (`"UIScrollView"`, `"SwiftUI.HostingScrollView"`,
    /// `"_TtGC7SwiftUI14_UIHostingView…"`). Used in traces, diagnostics and the classic name-based rules.
    var hierarchyTypeName: String { get }

    /// The class-test hook: whether this node is an instance of the class called `className` or of a subclass.
    ///
    /// Typed searches test classes with a conversion of their own (a cast on Apple platforms), which needs no help
    /// from the node. This hook serves hierarchies whose classes are known only by name: dumps, test trees, and
    /// lookups typed by a string (`NSClassFromString` on Apple platforms).
    func isInstance(ofClassNamed className: String) -> Bool

    /// The identity of the object this node stands for. Nodes with equal identities are the same node.
    ///
    /// Every object a walk meets is alive while the walk runs (the tree holds it), so identities cannot be
    /// reused during a walk. Do not keep identities across walks: keep the objects, weakly.
    var nodeIdentity: ObjectIdentifier { get }

    /// The names of the node's superclasses, nearest first, as far as they are known (for captures and tools;
    /// empty by default).
    var hierarchySuperclassNames: [String] { get }

    /// Whether this node is a marker placed by an `.introspect` modifier — of any call, so that stacked
    /// modifiers never hand over each other's markers. By default decided by the class name
    /// (``IntrospectionMarkerClass``); the Apple layer answers with a class check.
    var isIntrospectionMarker: Bool { get }
}

extension HierarchyNode {
    /// None known.
    public var hierarchySuperclassNames: [String] { [] }

    /// Decided by the class name.
    @inlinable
    public var isIntrospectionMarker: Bool { IntrospectionMarkerClass.isMarker(hierarchyTypeName) }

    /// Whether this node only wraps a marker: SwiftUI puts each representable's view in a platform-view host
    /// of its own (`PlatformViewHost<…>`, one child), so a marker's host holds the marker and nothing else.
    /// Follows single children a few levels down, so it also holds for a view whose content is another call's
    /// marker and nothing else. The classic sibling rules use it; receiver search skips only the marker's own
    /// host, since such a view may be the target.
    @inlinable
    @_spi(Tooling) public var isMarkerHost: Bool {
        var node = self
        for _ in 0..<3 {
            let children = node.hierarchyChildren
            guard children.count == 1 else { return false }
            node = children[0]
            if node.isIntrospectionMarker { return true }
        }
        return false
    }

    /// Whether this node is the platform-view host SwiftUI made for a marker: its one child is the marker, as
    /// SwiftUI hosts every representable's view as the only subview of a host of its own.
    @inlinable
    @_spi(Tooling) public var isMarkersOwnHost: Bool {
        let children = hierarchyChildren
        return children.count == 1 && children[0].isIntrospectionMarker
    }
}

extension HierarchyNode where Self: AnyObject {
    /// A class that is its own node is identified by itself.
    @inlinable
    public var nodeIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

extension HierarchyNode {
    /// Whether `other` stands for the same object as this node.
    @inlinable
    @_spi(Tooling) public func isSameNode(as other: Self) -> Bool {
        nodeIdentity == other.nodeIdentity
    }

    /// Whether `other` is given and stands for the same object as this node.
    @inlinable
    @_spi(Tooling) public func isSameNode(as other: Self?) -> Bool {
        guard let other else { return false }
        return nodeIdentity == other.nodeIdentity
    }
}
