/// How a view type's target is reached on one platform, from the markers a modifier places.
///
/// A route is chosen per platform in the catalog, because SwiftUI builds the same view differently: a
/// `TabView` is a `UITabBarController` on iOS and an `NSTabView` on macOS; a `NavigationSplitView` is a
/// `UISplitViewController` on iOS and a `UINavigationController` on tvOS.
@_spi(Tooling) public enum TargetRoute: String, Hashable, Sendable, CaseIterable {
    /// A view of the class: the first one between the markers (receiver), or the nearest one above the probe
    /// (ancestor).
    case view
    /// The window the probe is in. Needs no walk, and works when the content has no platform view of its own.
    case window
    /// A view controller: the first controller whose root view lies between the markers (receiver), or the
    /// hosting controller of the probe and its parents (ancestor).
    case viewController
    /// A `UINavigationController`: the first one whose root view lies between the markers (receiver), or the
    /// nearest one among the hosting controller and its parents (ancestor).
    case navigationController
    /// A `UISplitViewController`, found as ``navigationController`` finds a navigation controller.
    case splitViewController
    /// A `UITabBarController`, found as ``navigationController`` finds a navigation controller.
    case tabBarController
    /// The presentation controller of the presented controller around the probe (inside `.sheet` or
    /// `.fullScreenCover` content). Nothing when no controller around the probe is presented.
    case sheetPresentation
    /// The popover presentation controller of the presented controller around the probe (inside `.popover`
    /// content). Nothing when no controller around the probe is presented.
    case popoverPresentation
    /// The first `UISearchBar` under the root view of the navigation controller found as
    /// ``navigationController`` finds it (the bar `.searchable` installs).
    case searchBarInNavigationController
    /// The `refreshControl` of a scroll view (`UIScrollView.refreshControl`, the control `.refreshable` installs): of
    /// the first view between the markers that holds one (receiver), or of the nearest view above the probe that
    /// holds one (ancestor). Read as the property, never searched for among subviews; nothing when no scroll view
    /// there has a refresh control.
    case refreshControl
    /// The `navigationBar` of a `UINavigationController` found as ``navigationController`` finds one: read as the
    /// controller's property, never searched for among its views.
    case navigationBar
    /// The `toolbar` of a `UINavigationController` found as ``navigationController`` finds one (the bar
    /// `.toolbar`'s bottom-bar items go to): read as the controller's property, never searched for among its views,
    /// so a toolbar of the content is not taken.
    case navigationToolbar
    /// The `navigationItem` of a screen: the controller around the probe that a navigation controller holds
    /// (ancestor), or the top controller of the first navigation controller between the markers (receiver).
    case navigationItem
    /// The `navigationItem.searchController` of a screen, found as ``navigationItem`` finds the screen (the
    /// controller `.searchable` installs); nothing when that screen's item has none.
    case searchController
    /// The `toolbar` of the window the probe is in (`NSWindow.toolbar`); nothing when the window has none.
    case windowToolbar
    /// The item of the probe's window's toolbar that SwiftUI's `.searchable` adds (identifier
    /// ``HeldObject/swiftUISearchItemIdentifier``); nothing when the toolbar has none.
    case searchToolbarItem

    /// The controller class a container route looks for.
    @_spi(Tooling) public var containerClassName: String? {
        switch self {
        case .navigationController, .searchBarInNavigationController, .navigationBar, .navigationToolbar,
            .navigationItem, .searchController:
            "UINavigationController"
        case .splitViewController: "UISplitViewController"
        case .tabBarController: "UITabBarController"
        case .view, .window, .viewController, .sheetPresentation, .popoverPresentation, .refreshControl,
            .windowToolbar, .searchToolbarItem:
            nil
        }
    }

    /// What kind of object the route hands over.
    package var yields: PlatformObjectKind {
        switch self {
        case .view, .searchBarInNavigationController, .refreshControl, .navigationBar, .navigationToolbar: .view
        case .window: .window
        case .viewController, .navigationController, .splitViewController, .tabBarController, .searchController:
            .controller
        case .sheetPresentation, .popoverPresentation: .presentationController
        case .navigationItem, .windowToolbar, .searchToolbarItem: .barObject
        }
    }

    /// The property a route reads from the controller or window it reaches, if it reads one.
    package var heldObject: HeldObject? {
        switch self {
        case .navigationBar: .navigationBar
        case .navigationToolbar: .navigationToolbar
        case .navigationItem: .navigationItem
        case .searchController: .searchController
        case .windowToolbar: .windowToolbar
        case .view, .window, .viewController, .navigationController, .splitViewController, .tabBarController,
            .sheetPresentation, .popoverPresentation, .searchBarInNavigationController, .refreshControl,
            .searchToolbarItem:
            nil
        }
    }

    /// The route of the first object of a class of the kind `kind`, for `.first(T.self)` and a view type of an
    /// app's own: a view between the markers or above them, a controller whose root view lies between them or that
    /// hosts the probe, the window. `nil` for the other kinds, which no walk of the views and their controllers
    /// reaches (a bar's item is read as a property of its holder: `.navigationItem`, `.toolbar`).
    package static func firstObject(of kind: PlatformObjectKind) -> TargetRoute? {
        switch kind {
        case .view: .view
        case .controller: .viewController
        case .window: .window
        case .presentationController, .barObject: nil
        }
    }

    /// The route of the first object of the class whose class chain (the class, then its superclasses) is
    /// `classChain`.
    package static func firstObject(ofClassChain classChain: some Sequence<String>) -> TargetRoute? {
        PlatformObjectKind(classChain: classChain).flatMap(firstObject(of:))
    }

    /// Whether the route can hand over an object of the platform class `className`: a view class from a view
    /// route, the container's class from a container route, and so on.
    package func canYield(_ className: String) -> Bool {
        guard PlatformObjectKind.of(className) == yields else { return false }
        switch self {
        case .navigationController, .splitViewController, .tabBarController:
            return className == containerClassName
        case .searchBarInNavigationController:
            return className == "UISearchBar"
        case .refreshControl:
            return className == "UIRefreshControl"
        case .navigationBar:
            return className == "UINavigationBar"
        case .navigationToolbar:
            return className == "UIToolbar"
        case .navigationItem:
            return className == "UINavigationItem"
        case .searchController:
            return className == "UISearchController"
        case .windowToolbar:
            return className == "NSToolbar"
        case .searchToolbarItem:
            return className == "NSSearchToolbarItem"
        case .popoverPresentation:
            return className == "UIPopoverPresentationController"
        case .view, .window, .viewController, .sheetPresentation:
            return true
        }
    }
}

/// The kinds of platform objects a view type can be backed by.
package enum PlatformObjectKind: String, Hashable, Sendable {
    /// A `UIView` or `NSView`.
    case view
    /// A `UIViewController` or `NSViewController`.
    case controller
    /// A `UIWindow` or `NSWindow`.
    case window
    /// A `UIPresentationController` (or a subclass).
    case presentationController
    /// An object of a bar that is no view: a `UINavigationItem`, an `NSToolbar`, an `NSToolbarItem`.
    case barObject

    /// The kind of an object whose class and superclasses, nearest first, are `classChain` (on Apple platforms, the
    /// runtime class and what `class_getSuperclass` gives): decided by the first base class of UIKit or AppKit the
    /// chain reaches, never by how a name ends (an app's `ScrollController: UIView` is a view, SwiftUI's
    /// `PlatformAlertController` a controller). `nil` when the chain reaches none of them.
    package init?(classChain: some Sequence<String>) {
        for className in classChain {
            if let kind = Self.baseClasses[className] {
                self = kind
                return
            }
        }
        return nil
    }

    /// The base classes of each kind. A window is looked up before the view it is (`UIWindow` is a `UIView`), as a
    /// chain reaches it first.
    private static let baseClasses: [String: PlatformObjectKind] = [
        "UIView": .view, "NSView": .view, "UIViewController": .controller, "NSViewController": .controller,
        "UIWindow": .window, "NSWindow": .window, "UIPresentationController": .presentationController,
        "UINavigationItem": .barObject, "NSToolbar": .barObject, "NSToolbarItem": .barObject,
    ]

    /// The kind of one of the catalog's platform classes, by the naming conventions of UIKit, AppKit and AVKit
    /// (every class in the catalog follows them). An object at run time is classed by its class chain instead
    /// (``init(classChain:)``).
    package static func of(_ className: String) -> PlatformObjectKind {
        if let kind = baseClasses[className] { return kind }
        if className.hasSuffix("ToolbarItem") { return .barObject }
        if className.hasSuffix("PresentationController") { return .presentationController }
        if className.hasSuffix("Controller") { return .controller }
        return .view
    }
}
