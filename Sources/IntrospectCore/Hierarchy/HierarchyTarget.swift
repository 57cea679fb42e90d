/// What a hierarchy search hands over: a node of the hierarchy, or an object the platform attaches to one. The
/// `Introspect` module turns it into the UIKit or AppKit object (`view`, `controller`, `view.window`,
/// `controller.presentationController`); a test turns it into the object a recorded hierarchy names.
public enum HierarchyTarget<View: HierarchyView> {
    /// A view.
    case view(View)
    /// A view controller.
    case controller(View.Controller)
    /// The window the view is in.
    case window(containing: View)
    /// The presentation controller of a presented controller.
    case presentation(of: View.Controller, PresentationKind)

    /// The view whose place in the hierarchy says whether the answer still holds: the view, the controller's
    /// root view, the view in the window, the presented controller's root view.
    package var anchorView: View? {
        switch self {
        case let .view(view), let .window(view): view
        case let .controller(controller), let .presentation(controller, _): controller.rootView
        }
    }
}

/// Which presentation controller a presentation route hands over.
public enum PresentationKind: String, Hashable, Sendable {
    /// The controller that manages the presentation (`.sheet`, `.fullScreenCover`).
    case sheet
    /// The popover presentation controller (`.popover`).
    case popover
}

/// What a hierarchy search looks for: the route to the target, the class it must have, and the classes that are
/// never the target.
public struct TargetQuery<View: HierarchyView> {
    /// How the target is reached.
    public let route: TargetRoute
    /// The class the target must have, for traces and diagnostics (`"UIScrollView"`).
    public let className: String
    /// Classes whose instances belong to another control and are never the target, nor is anything inside
    /// them (a text field's `UIFieldEditor` is a `UIScrollView`, but not a `ScrollView`'s).
    @usableFromInline package let excludedClassNames: [String]
    /// Classes whose scroll view is never the target: a view whose grandchild (a scroll view's document view, in
    /// its clip view) is one of these belongs to that control.
    @usableFromInline package let excludedDocumentClassNames: [String]
    /// Whether a view is of the target class (an `as?` cast on Apple platforms).
    public let acceptsView: (View) -> Bool
    /// Whether a controller is of the target class.
    public let acceptsController: (View.Controller) -> Bool

    /// A query; by default classes are tested by name (``HierarchyNode/isInstance(ofClassNamed:)``).
    public init(
        route: TargetRoute,
        className: String,
        excluding excludedClassNames: [String] = [],
        excludingScrollViewsOf excludedDocumentClassNames: [String] = [],
        acceptsView: ((View) -> Bool)? = nil,
        acceptsController: ((View.Controller) -> Bool)? = nil
    ) {
        self.route = route
        self.className = className
        self.excludedClassNames = excludedClassNames
        self.excludedDocumentClassNames = excludedDocumentClassNames
        self.acceptsView = acceptsView ?? { $0.isInstance(ofClassNamed: className) }
        self.acceptsController = acceptsController ?? { $0.isInstance(ofClassNamed: className) }
    }

    /// Whether `view` belongs to another control (see ``excludedClassNames``).
    @inlinable
    package func excludes(_ view: View) -> Bool {
        excludedClassNames.contains { view.isInstance(ofClassNamed: $0) }
    }

    /// Whether `view` is a scroll view of another control: its document view is one of
    /// ``excludedDocumentClassNames``. Asked only of views of the target class, so it costs nothing elsewhere.
    @inlinable
    package func belongsToAnotherControl(_ view: View) -> Bool {
        guard !excludedDocumentClassNames.isEmpty else { return false }
        for child in view.hierarchyChildren {
            for grandchild in child.hierarchyChildren
            where excludedDocumentClassNames.contains(where: grandchild.isInstance(ofClassNamed:)) {
                return true
            }
        }
        return false
    }

    /// Whether `controller` is what a controller route looks for: of the container class, if the route has
    /// one, and of the target class.
    @inlinable
    package func acceptsRouteController(_ controller: View.Controller) -> Bool {
        if let container = route.containerClassName, !controller.isInstance(ofClassNamed: container) { return false }
        // The search bar route looks for a navigation controller first; the target class is the bar's.
        return route == .searchBarInNavigationController || acceptsController(controller)
    }
}

extension TargetQuery {
    /// The query a call of one of the library's view types runs on `platform` for the class `className`: the
    /// catalog's route for that platform and the entry's exclusions. The Apple layer and the scenario tests build
    /// their queries here, so both run the same search.
    public init(
        catalog entry: ViewTypeEntry,
        platform: Platform,
        className: String,
        acceptsView: ((View) -> Bool)? = nil,
        acceptsController: ((View.Controller) -> Bool)? = nil
    ) {
        self.init(
            route: entry.route(on: platform),
            className: className,
            excluding: entry.excludedClassNames,
            excludingScrollViewsOf: entry.excludedDocumentClassNames,
            acceptsView: acceptsView,
            acceptsController: acceptsController
        )
    }
}
