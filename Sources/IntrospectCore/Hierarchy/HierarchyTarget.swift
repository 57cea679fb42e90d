/// Where a hierarchy search found its target: a node of the hierarchy, or an object the platform attaches to one.
/// The `Introspect` module turns it into the UIKit or AppKit object (`view`, `controller`, `view.window`,
/// `controller.presentationController`); a test turns it into the object a recorded hierarchy names.
@_spi(Tooling) public enum HierarchyTarget<Node: HierarchyView> {
    /// A view.
    case view(Node)
    /// A view controller.
    case controller(Node.Controller)
    /// The window the view is in.
    case window(containing: Node)
    /// The presentation controller of a presented controller.
    case presentation(of: Node.Controller, PresentationKind)
    /// An object a controller holds as a documented property: its navigation bar, toolbar, navigation item or
    /// search controller.
    case held(HeldObject, by: Node.Controller)
    /// An object of the window the view is in: its toolbar, or one of the toolbar's items.
    case windowObject(HeldObject, containing: Node)

    /// The view whose place in the hierarchy says whether the target still holds: the view, the controller's
    /// root view, the view in the window, the presented controller's root view.
    package var anchorView: Node? {
        switch self {
        case let .view(view), let .window(view), let .windowObject(_, view): view
        case let .controller(controller), let .presentation(controller, _), let .held(_, controller):
            controller.rootView
        }
    }

    /// Whether the target lies around `marker` — a view or a controller's view above it, its window, the
    /// presentation it is in — so that a layout pass lays the target out before it reaches the marker.
    package func encloses(_ marker: Node) -> Bool {
        switch self {
        case .window, .presentation, .windowObject: true
        case .view, .controller, .held: anchorView.map { marker.isDescendant(of: $0) } ?? false
        }
    }
}

/// An object UIKit or AppKit attaches to a controller or a window as a documented property. The bar routes read
/// these properties, and never search the view tree for a bar: a toolbar of the content, or one of another
/// navigation controller, is not the one asked for.
@_spi(Tooling) public enum HeldObject: Hashable, Sendable {
    /// `UINavigationController.navigationBar`: "The navigation bar managed by the navigation controller."
    case navigationBar
    /// `UINavigationController.toolbar`: "The custom toolbar associated with the navigation controller."
    case navigationToolbar
    /// `UIViewController.navigationItem`.
    case navigationItem
    /// `UIViewController.navigationItem.searchController`.
    case searchController
    /// `NSWindow.toolbar`.
    case windowToolbar
    /// The item at `index` of `NSWindow.toolbar.items`.
    case toolbarItem(index: Int)

    /// The identifier SwiftUI gives the toolbar item of `.searchable` on macOS (seen on macOS 27, with an
    /// `AppKitSearchToolbarItem`, a subclass of `NSSearchToolbarItem`).
    public static let swiftUISearchItemIdentifier = "com.apple.SwiftUI.search"
}

/// Which presentation controller a presentation route hands over.
@_spi(Tooling) public enum PresentationKind: String, Hashable, Sendable {
    /// The controller that manages the presentation (`.sheet`, `.fullScreenCover`).
    case sheet
    /// The popover presentation controller (`.popover`).
    case popover
}

/// What a hierarchy search found: the target, converted once where it was found, and where that is.
@_spi(Tooling) public struct Hit<Node: HierarchyView, Target> {
    /// What `customize` receives.
    public let target: Target
    /// Where it was found: what says later whether it is still in place.
    public let location: HierarchyTarget<Node>
}

/// What a hierarchy search looks for: the route to the target, the classes that are never the target, and the one
/// conversion of what the route reaches into the target.
@_spi(Tooling) public struct TargetQuery<Node: HierarchyView, Target> {
    /// How the target is reached.
    public let route: TargetRoute
    /// The class the target must have, for traces and diagnostics (`"UIScrollView"`).
    public let className: String
    /// Classes whose instances belong to another control and are never the target, nor is anything inside
    /// them (a text field's `UIFieldEditor` is a `UIScrollView`, but not a `ScrollView`'s).
    @_spi(Tooling) public let excludedClassNames: [String]
    /// Classes whose scroll view is never the target: a view whose grandchild (a scroll view's document view, in
    /// its clip view) is one of these belongs to that control.
    @_spi(Tooling) public let excludedDocumentClassNames: [String]
    /// The class test and the conversion at once: the target at `location`, or `nil` when what is there is not
    /// of the target's class (on Apple platforms, the one checked cast of the platform object).
    public let target: (_ location: HierarchyTarget<Node>) -> Target?

    /// A query whose candidates are tested and converted by `target`.
    public init(
        route: TargetRoute,
        className: String,
        excluding excludedClassNames: [String] = [],
        excludingScrollViewsOf excludedDocumentClassNames: [String] = [],
        target: @escaping (_ location: HierarchyTarget<Node>) -> Target?
    ) {
        self.route = route
        self.className = className
        self.excludedClassNames = excludedClassNames
        self.excludedDocumentClassNames = excludedDocumentClassNames
        self.target = target
    }

    /// Whether `view` belongs to another control (see ``excludedClassNames``).
    @inlinable
    @_spi(Tooling) public func excludes(_ view: Node) -> Bool {
        excludedClassNames.contains { view.isInstance(ofClassNamed: $0) }
    }

    /// Whether `view` is a scroll view of another control: its document view is one of
    /// ``excludedDocumentClassNames``. Asked only of views of the target class, so it costs nothing elsewhere.
    @inlinable
    @_spi(Tooling) public func belongsToAnotherControl(_ view: Node) -> Bool {
        guard !excludedDocumentClassNames.isEmpty else { return false }
        for child in view.hierarchyChildren {
            for grandchild in child.hierarchyChildren
            where excludedDocumentClassNames.contains(where: grandchild.isInstance(ofClassNamed:)) {
                return true
            }
        }
        return false
    }

    /// Whether `controller` is of the container class a container route looks for (any controller for a route
    /// without one).
    @inlinable
    @_spi(Tooling) public func isRouteContainer(_ controller: Node.Controller) -> Bool {
        route.containerClassName.map(controller.isInstance(ofClassNamed:)) ?? true
    }
}

extension TargetQuery where Target == HierarchyTarget<Node> {
    /// A query that tests classes by name (``HierarchyNode/isInstance(ofClassNamed:)``): for recorded hierarchies,
    /// where the target is the location itself.
    public init(
        route: TargetRoute,
        className: String,
        excluding excludedClassNames: [String] = [],
        excludingScrollViewsOf excludedDocumentClassNames: [String] = []
    ) {
        self.init(
            route: route, className: className, excluding: excludedClassNames,
            excludingScrollViewsOf: excludedDocumentClassNames
        ) { location in
            switch location {
            case let .view(view): view.isInstance(ofClassNamed: className) ? location : nil
            case let .controller(controller): controller.isInstance(ofClassNamed: className) ? location : nil
            case .window, .presentation: location
            case let .held(object, controller):
                controller.heldObjectClasses(object)?.contains(className) == true ? location : nil
            case let .windowObject(object, view):
                view.windowObjectClasses(object)?.contains(className) == true ? location : nil
            }
        }
    }

    /// The query of `.first(T.self)` for the class `className` whose superclasses are `superclasses`, by name.
    package init?(firstOfClass className: String, superclasses: [String]) {
        guard let route = TargetRoute.firstObject(ofClassChain: [className] + superclasses) else { return nil }
        self.init(route: route, className: className)
    }

    /// The query a call of one of the library's view types runs on `platform` for the class `className`, by name.
    public init(catalog entry: ViewTypeEntry, platform: Platform, className: String) {
        self.init(
            route: entry.route(on: platform), className: className, excluding: entry.excludedClassNames,
            excludingScrollViewsOf: entry.excludedDocumentClassNames)
    }
}

extension TargetQuery {
    /// The query of `.first(T.self)`, and of a view type of an app's own that declares no selector: the first
    /// object of the class `className` between the markers (or the nearest above them), along the route the class's
    /// kind takes (``TargetRoute/firstObject(of:)``), its kind read from `classChain`, the class and its
    /// superclasses. `nil` when no walk reaches objects of that class.
    package init?(
        firstOfClass className: String,
        classChain: some Sequence<String>,
        target: @escaping (_ location: HierarchyTarget<Node>) -> Target?
    ) {
        guard let route = TargetRoute.firstObject(ofClassChain: classChain) else { return nil }
        self.init(route: route, className: className, target: target)
    }

    /// The query a call of one of the library's view types runs on `platform` for the class `className`: the
    /// catalog's route for that platform and the entry's exclusions. The Apple layer and the scenario tests build
    /// their queries here, so both run the same search.
    public init(
        catalog entry: ViewTypeEntry,
        platform: Platform,
        className: String,
        target: @escaping (_ location: HierarchyTarget<Node>) -> Target?
    ) {
        self.init(
            route: entry.route(on: platform),
            className: className,
            excluding: entry.excludedClassNames,
            excludingScrollViewsOf: entry.excludedDocumentClassNames,
            target: target
        )
    }
}
