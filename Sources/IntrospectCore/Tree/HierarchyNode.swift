/// A node of a platform hierarchy: a view, a view controller, or a node recorded from a hierarchy dump.
///
/// Every algorithm of `IntrospectCore` is written against this protocol, so the same code that runs on a
/// `UIView` tree in an app runs on Linux in tests, in the benchmarks and in the `introspect` command-line tool.
///
/// A conforming type is a reference (identity is `===`) with a parent and children in a fixed order. For views,
/// children are in z-order, back to front: SwiftUI puts `.background` content before and `.overlay` content after
/// the view it modifies, which is what receiver search relies on.
///
/// The parent and children are typed with ``HierarchyBase``, not `Self`: `UIView` and `NSView` are non-final
/// classes, and a protocol whose property types mention `Self` cannot be adopted by a non-final class. A `UIView`
/// conforms with `HierarchyBase == UIView`, and so every subclass of it conforms too.
///
/// The protocol is nonisolated. Conformances of main-actor classes (`UIView`, `NSView`) are declared
/// `@preconcurrency`; the benchmarks, the command-line tool and the tests walk trees off the main actor.
public protocol HierarchyNode<HierarchyBase>: AnyObject {
    /// The common base class of every node in this hierarchy (`UIView` for views, `UIViewController` for
    /// controllers).
    associatedtype HierarchyBase: HierarchyNode where HierarchyBase.HierarchyBase == HierarchyBase

    /// The parent of this node (`superview`, `parent`), or `nil` for a root.
    var hierarchyParent: HierarchyBase? { get }

    /// The children of this node, in order (`subviews`, `children`).
    var hierarchyChildren: [HierarchyBase] { get }

    /// The runtime class name, as the platform spells it (`"UIScrollView"`, `"SwiftUI.HostingScrollView"`,
    /// `"_TtGC7SwiftUI14_UIHostingView…"`). Used in traces, diagnostics and the classic name-based rules.
    var hierarchyTypeName: String { get }

    /// The class-test hook: whether this node is an instance of the class called `className` or of a subclass.
    ///
    /// Typed searches test classes with ``NodeClassTest/instances(of:)`` (an `as?` cast), which needs no help
    /// from the node. This hook serves hierarchies whose classes are known only by name: dumps, test trees, and
    /// lookups typed by a string (`NSClassFromString` on Apple platforms).
    func isInstance(ofClassNamed className: String) -> Bool

    /// The node itself, typed as the hierarchy's base class.
    ///
    /// A `UIScrollView` passed where a `UIView` is expected is the same object; this requirement lets generic
    /// code start a walk at any conforming node without a cast.
    var asHierarchyBase: HierarchyBase { get }
}

extension HierarchyNode where HierarchyBase == Self {
    /// The node itself: for a final conforming class the base class is the class.
    public var asHierarchyBase: Self { self }
}
