@_spi(Tooling) import IntrospectCore

/// A node of a hierarchy known as data rather than as live objects: parsed from a hierarchy dump, built by a
/// test or a benchmark.
///
/// Its class is a name plus the names of its superclasses, as far as they are known (a dump's `baseClass =`,
/// a JSON `superclassChain`, or a table of SwiftUI's private classes). ``isInstance(ofClassNamed:)`` answers
/// from those names.
///
/// A node owns its children. The parent link is a plain pointer that is cleared whenever the link breaks (the
/// child is detached or the parent is freed), so it never dangles and reading it costs no weak-reference
/// lookup. Releasing a tree is iterative (see `deinit`), so a chain 100,000 levels deep is freed without
/// overflowing the stack.
@_spi(Tooling) public final class RecordedNode: HierarchyNode {
    /// The runtime class name as recorded (`"SwiftUI.UpdateCoalescingCollectionView"`).
    public let className: String
    /// The known superclasses, nearest first (`["UICollectionView", "UIScrollView", "UIView"]`); may be empty
    /// or partial.
    public var superclassNames: [String]
    /// Free text a producer attaches to the node (a dump line, an accessibility identifier, a label in a test).
    public var note: String?
    /// Where the node was recorded: the 1-based line of a dump (or of a JSON object's class name), if any.
    public var sourceLine: Int?
    /// The 1-based column on ``sourceLine`` where the class name starts, if known.
    public var sourceColumn: Int?
    /// The controller whose root view this is, in a recorded hierarchy (set by ``RecordedController/rootView``).
    public internal(set) weak var owningController: RecordedController?
    /// The window this node is the root view of, in a recorded hierarchy: a window is a view in UIKit
    /// (`UIWindow`) and holds its content view in AppKit (`NSWindow.contentView`).
    public var window: RecordedWindow?
    /// The refresh control this scroll view holds (`UIScrollView.refreshControl`): in UIKit also one of its
    /// subviews, so it is held weakly here and should be one of ``children``.
    public weak var refreshControl: RecordedNode?

    /// The parent, or `nil` for a root (and for a node whose parent has been freed).
    public var parent: RecordedNode? { parentLink }
    // Unowned: the parent owns this node, and clears the link before letting it go (see `deinit` and
    // `removeFromParent`), so the pointer is valid whenever it is not nil.
    private unowned(unsafe) var parentLink: RecordedNode?
    /// The children, in order (back to front, for views).
    public private(set) var children: [RecordedNode] = []

    // The class name never changes: whether the node is a marker is decided once.
    private let isMarker: Bool

    /// Creates a node and adopts `children` in order.
    public init(_ className: String, superclasses: [String] = [], note: String? = nil, children: [RecordedNode] = []) {
        self.className = className
        self.isMarker = IntrospectionMarkerClass.isMarker(className)
        self.superclassNames = superclasses
        self.note = note
        for child in children { append(child) }
    }

    /// Adds `child` as the last child of this node, detaching it from its previous parent.
    public func append(_ child: RecordedNode) {
        child.removeFromParent()
        child.parentLink = self
        children.append(child)
    }

    /// Inserts `child` at `index` among this node's children, detaching it from its previous parent.
    public func insert(_ child: RecordedNode, at index: Int) {
        child.removeFromParent()
        child.parentLink = self
        children.insert(child, at: Swift.min(Swift.max(index, 0), children.count))
    }

    /// Detaches this node from its parent.
    public func removeFromParent() {
        guard let parent = parentLink else { return }
        parent.children.removeAll { $0 === self }
        parentLink = nil
    }

    public var hierarchyParent: RecordedNode? { parentLink }
    public var hierarchyChildren: [RecordedNode] { children }
    public var hierarchyTypeName: String { className }
    public var hierarchySuperclassNames: [String] { superclassNames }
    public var isIntrospectionMarker: Bool { isMarker }

    /// Whether the class or one of the recorded superclasses is called `className`.
    public func isInstance(ofClassNamed className: String) -> Bool {
        self.className == className || superclassNames.contains(className)
    }

    deinit {
        // Releasing children recursively would take one stack frame per level. Instead, take over the children
        // of every node that this deinit is about to free, so each node dies with no children of its own.
        // Children that live on (held elsewhere) lose their parent link first.
        var pending = children
        children = []
        for child in pending { child.parentLink = nil }
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) {
                for child in node.children { child.parentLink = nil }
                pending.append(contentsOf: node.children)
                node.children = []
            }
        }
    }
}

extension RecordedNode: HierarchyView {
    public typealias Controller = RecordedController

    /// Whether the root of this node's tree is the root view of a window.
    public var isInWindow: Bool { windowHolding != nil }

    /// The window whose root view is the root of this node's tree.
    public var windowHolding: RecordedWindow? {
        var root = self
        while let parent = root.parentLink { root = parent }
        return root.window
    }

    public func windowObjectClasses(_ object: HeldObject) -> [String]? {
        windowObject(object).map { [$0.className] + $0.superclassNames }
    }

    public var windowToolbarItemIdentifiers: [String] {
        windowHolding?.toolbarItems.map(\.identifier) ?? []
    }

    /// What the window this node is in holds as `object`: its toolbar, or an item of it.
    public func windowObject(_ object: HeldObject) -> RecordedNode? {
        guard let window = windowHolding else { return nil }
        switch object {
        case .windowToolbar: return window.toolbar
        case let .toolbarItem(index):
            return window.toolbarItems.indices.contains(index) ? window.toolbarItems[index].item : nil
        case .navigationBar, .navigationToolbar, .navigationItem, .searchController: return nil
        }
    }
}

extension RecordedNode: CustomStringConvertible {
    public var description: String {
        note.map { "\(className) (\($0))" } ?? className
    }
}
