@_spi(Tooling) import IntrospectCore

/// A view controller of a recorded hierarchy: a class name with its known superclasses, the root view it owns,
/// its children (in `addChild` order) and its presentation.
///
/// Recorded hierarchies are built by tests from the shapes real dumps show (`_printHierarchy` lists controllers,
/// `recursiveDescription` their views) and by the hierarchy captures the `Introspect` module writes in its
/// diagnostics; `introspect explain` replays them.
@_spi(Tooling) public final class RecordedController: HierarchyController {
    public typealias RootView = RecordedNode

    /// The runtime class name (`"SwiftUI.UIKitNavigationController"`).
    public let className: String
    /// The known superclasses, nearest first (`["UINavigationController", "UIViewController"]`).
    public var superclassNames: [String]
    /// Free text (a dump line, a label in a test).
    public var note: String?
    /// The parent controller (`parent`).
    public private(set) weak var parent: RecordedController?
    /// The child controllers, in `addChild` order.
    public private(set) var children: [RecordedController] = []
    /// The controller that presents this one, if it is presented.
    public weak var presenting: RecordedController?
    /// The controller this one presents, if any (held strongly, as UIKit does).
    public private(set) var presented: RecordedController?
    /// What the controller holds as documented properties (its navigation bar, its navigation item's search
    /// controller), each recorded as a node: a bar is one of the views under ``rootView``; an item or a search
    /// controller is a node outside the view tree.
    public var held: [HeldObject: RecordedNode] = [:]

    /// The root view (`view`), if loaded; setting it makes this controller the view's owner.
    public var rootView: RecordedNode? {
        didSet {
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            rootView?.owningController = self
        }
    }

    /// A controller owning `rootView`, with `children` adopted in order.
    public init(
        _ className: String,
        superclasses: [String] = ["UIViewController"],
        note: String? = nil,
        rootView: RecordedNode? = nil,
        children: [RecordedController] = []
    ) {
        self.className = className
        self.superclassNames = superclasses
        self.note = note
        self.rootView = rootView
        rootView?.owningController = self
        for child in children { addChild(child) }
    }

    /// Adds `child` as the last child controller (`addChild(_:)`), detaching it from its previous parent.
    public func addChild(_ child: RecordedController) {
        if let previous = child.parent { previous.children.removeAll { $0 === child } }
        child.parent = self
        children.append(child)
    }

    /// Presents `controller` from this one (`present(_:animated:)`).
    public func present(_ controller: RecordedController) {
        presented = controller
        controller.presenting = self
    }

    public var hierarchyParent: RecordedController? { parent }
    public var hierarchyChildren: [RecordedController] { children }

    public func heldObjectClasses(_ object: HeldObject) -> [String]? {
        held[object].map { [$0.className] + $0.superclassNames }
    }
    public var hierarchyTypeName: String { className }
    public var hierarchySuperclassNames: [String] { superclassNames }

    /// Whether the class or one of the recorded superclasses is called `className`.
    public func isInstance(ofClassNamed className: String) -> Bool {
        self.className == className || superclassNames.contains(className)
    }

    /// `presentingViewController`: the presenter of this controller or, as UIKit answers, of its nearest
    /// presented parent.
    public var presentingController: RecordedController? {
        var controller: RecordedController? = self
        while let current = controller {
            if let presenting = current.presenting { return presenting }
            controller = current.parent
        }
        return nil
    }
}

extension RecordedController: CustomStringConvertible {
    public var description: String {
        note.map { "\(className) (\($0))" } ?? className
    }
}

/// A window of a recorded hierarchy. Its root view holds it (``RecordedNode/window``); it holds the root view weakly.
@_spi(Tooling) public final class RecordedWindow {
    /// The class name (`"UIWindow"`, `"NSWindow"`).
    public let className: String
    /// The root view: in UIKit the window itself as a view, in AppKit its content view.
    public private(set) weak var rootView: RecordedNode?
    /// The window's toolbar (`NSWindow.toolbar`), recorded as a node outside the view tree.
    public var toolbar: RecordedNode?
    /// The toolbar's items in order, with their identifiers (`NSToolbarItem.itemIdentifier`).
    public var toolbarItems: [(identifier: String, item: RecordedNode)] = []

    /// A window whose root view is `rootView`.
    public init(_ className: String, rootView: RecordedNode) {
        self.className = className
        self.rootView = rootView
        rootView.window = self
    }
}

/// A query of a recorded hierarchy: classes tested by name, the target the location itself.
@_spi(Tooling) public typealias RecordedQuery = TargetQuery<RecordedNode, HierarchyTarget<RecordedNode>>
