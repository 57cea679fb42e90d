@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// What views say about controllers and controls: the root views UIKit's containers install (a view dump
/// shows a navigation controller only as its `UILayoutContainerView`), SwiftUI's own objects for a view type, and
/// objects that are of the requested class but belong to another control (a text field's field editor is a
/// `UIScrollView`, and not a `ScrollView`'s).
extension ClassKnowledge {
    /// A view a controller installs as its `view`.
    public struct RootView: Sendable {
        /// The view's base class name.
        public let baseName: String
        /// The public controller class.
        public let controller: String
        /// Classes among the view's children or grandchildren that tell this controller from another one with
        /// the same root view class; empty when the class alone tells.
        public let holds: [String]
        /// Names of SwiftUI representables whose host holds this controller's root view.
        public let hostedBy: [String]
        /// Where the fact was seen.
        public let evidence: Evidence
    }

    /// The root views UIKit's container controllers install, and the SwiftUI representables that host them.
    public static let rootViews: [RootView] = [
        RootView(
            baseName: "_UISplitViewControllerPanelImplView", controller: "UISplitViewController", holds: [],
            hostedBy: ["MulticolumnSplitViewRepresentable"],
            evidence: seen(
                "iOS 14+",
                "`<UISplitViewController 0x…>, state: appeared, view: "
                    + "<_UISplitViewControllerPanelImplView 0x…>` in _printHierarchy",
                "MapsIndoors/MapsIndoorsIOS Example/MIAIOS-SRC, comment above currentMapControl")),
        RootView(
            baseName: "UILayoutContainerView", controller: "UINavigationController",
            holds: ["UINavigationTransitionView", "UINavigationBar"],
            hostedBy: ["NavigationStackRepresentable", "NavigationColumn"],
            evidence: seen(
                "iOS 14+",
                "`<UINavigationController 0x…>, …, view: <UILayoutContainerView 0x…>`; the "
                    + "view holds a UINavigationTransitionView and the UINavigationBar",
                "MapsIndoors/MapsIndoorsIOS (as above); getsentry/sentry "
                    + "static/app/components/events/mockViewHierarchyData.tsx @21cad6e9")),
        RootView(
            baseName: "UILayoutContainerView", controller: "UITabBarController",
            holds: ["UITabBar", "_UITabBarContainerView"], hostedBy: ["UIKitAdaptableTabView", "TabBarController"],
            evidence: seen(
                "iOS 16+, iOS 26",
                "`<SwiftUI.UIKitTabBarController 0x…>, …, view: "
                    + "<UILayoutContainerView: 0x…>`; under the TabView's host the view holds the UITabBar",
                Sources.dungeonMap + "; " + Sources.wwdcDumps + " section \"## TabBar\"")),
        RootView(
            baseName: "_UIPageViewControllerContentView", controller: "UIPageViewController", holds: [],
            hostedBy: ["PageViewController"],
            evidence: seen(
                "all",
                "UIPageViewController's `_contentView` is a `_UIPageViewControllerContentView` "
                    + "holding its `_UIQueuingScrollView`",
                "UIKitCore class dumps (for example EthanArbuckle/iPhone18-3_26.1_23B85_Restore)")),
        RootView(
            baseName: "_UIHostingView", controller: "UIHostingController", holds: [], hostedBy: [],
            evidence: seen(
                "iOS 16+",
                "`<…UIHostingController… 0x…>, state: appeared, view: "
                    + "<_TtGC7SwiftUI14_UIHostingView…: 0x…>` in _printHierarchy", Sources.dungeonMap)),
    ]

    /// The controller whose root view `node` is: the controller the dump names for it, or the one its class,
    /// its children and the representable hosting it tell. `nil` for other views.
    /// - Complexity: O(children and grandchildren, and depth): the host is found by walking up.
    public static func rootViewController(of node: RecordedNode, named tag: String?) -> String? {
        var visits = 0
        return rootViewController(
            of: node, named: tag, host: node.ancestors.first { ClassName.isPlatformViewHost($0.className) },
            visits: &visits)
    }

    /// ``rootViewController(of:named:)`` with the node's nearest platform-view host already known (an
    /// explanation learns it top-down); the children and grandchildren looked at are counted in `visits`.
    static func rootViewController(
        of node: RecordedNode, named tag: String?, host: @autoclosure () -> RecordedNode?, visits: inout Int
    ) -> String? {
        if let tag { return tag }
        let base = ClassName.baseName(node.className)
        let candidates = rootViews.filter { $0.baseName == base }
        guard !candidates.isEmpty else { return nil }
        if candidates.count == 1, candidates[0].holds.isEmpty { return candidates[0].controller }
        // Several controllers install this class: tell them apart by what the view holds…
        let near = node.children + node.children.flatMap(\.children)
        visits += near.count
        let held = Set(near.map { ClassName.baseName($0.className) })
        if let byContent = candidates.first(where: { $0.holds.contains(where: held.contains) }) {
            return byContent.controller
        }
        // …or by the representable SwiftUI hosts it in.
        if let host = host() {
            if let byHost = candidates.first(where: { $0.hostedBy.contains(where: host.className.contains) }) {
                return byHost.controller
            }
        }
        return nil
    }

    /// The SwiftUI representables whose host holds a root view of `controller` (a public class name).
    static func adaptors(of controller: String) -> [String] {
        rootViews.filter { $0.controller == controller }.flatMap(\.hostedBy)
    }

    /// SwiftUI's own objects for a view type: the private classes it creates for it, by the catalog's accessor
    /// (its base name, before any `(style: …)`).
    public static let ownClasses: [String: [String]] = [
        "scrollView": ["HostingScrollView"],
        "list": ["UpdateCoalescingCollectionView", "UpdateCoalescingTableView", "SwiftUIOutlineListView"],
        "table": ["UpdateCoalescingCollectionView"],
        "textField": ["AppKitTextField"],
        "textEditor": ["TextEditorTextView"],
        "tabView": ["UIKitTabBarController"],
        "navigationSplitView": ["NotifyingMulticolumnSplitViewController", "UIKitSplitViewController"],
        "navigationStack": ["UIKitNavigationController"],
        "navigationView": ["NotifyingMulticolumnSplitViewController", "StyleContextSplitViewNavigationController"],
        // A menu Picker shows SwiftUIPopupButton on macOS 26 and earlier; on 27 only a Menu still mounts one.
        "picker": ["UIKitPickerView", "SwiftUISegmentedControl", "UIKitIconPreferringButton", "SwiftUIPopupButton"],
        // The windows SwiftUI itself creates on macOS: a scene's window and a sheet's.
        "window": ["AppKitWindow", "SheetPresentationWindow"],
        "toolbar": ["UIKitToolbar"],
    ]

    /// Objects that are of a requested class but belong to another control.
    struct ForeignObject {
        /// A class the object is (its own, or a superclass).
        let isA: String
        /// The requested classes for which the object is another control's.
        let whenLookingFor: [String]
        /// Whose object it is.
        let reason: String
    }

    static let foreignObjects: [ForeignObject] = [
        ForeignObject(
            isA: "UIFieldEditor", whenLookingFor: ["UIScrollView"],
            reason: "the field editor of a UITextField (a UIScrollView while the field is edited)"),
        ForeignObject(
            isA: "UITextView", whenLookingFor: ["UIScrollView"],
            reason: "a text view scrolls its own text: it is a TextEditor's or a text view's, not a ScrollView's"),
        ForeignObject(
            isA: "UICollectionView", whenLookingFor: ["UIScrollView"],
            reason: "a collection view's own scrolling (a List, a Table or a lazy grid)"),
        ForeignObject(
            isA: "UITableView", whenLookingFor: ["UIScrollView"],
            reason: "a table view's own scrolling (a List's up to iOS 15, or a UIKit table)"),
        ForeignObject(
            isA: "UITableViewWrapperView", whenLookingFor: ["UIScrollView"],
            reason: "the scrolling wrapper inside a table view (iOS 7–10), part of the table's own scrolling"),
        ForeignObject(
            isA: "UIButtonLabel", whenLookingFor: ["UILabel"], reason: "the title label of a button, not a Text's"),
        ForeignObject(
            isA: "UITextFieldLabel", whenLookingFor: ["UILabel"], reason: "the label inside a text field, not a Text's"),
        ForeignObject(isA: "ListCoreScrollView", whenLookingFor: ["NSScrollView"], reason: "the scroll view of a List"),
        ForeignObject(isA: "NSTextView", whenLookingFor: ["NSScrollView"], reason: "the text view of a TextEditor"),
        ForeignObject(
            isA: "UISearchBarTextField", whenLookingFor: ["UITextField"],
            reason: "the text field of a search bar (.searchable), not a TextField"),
        ForeignObject(
            isA: "NSButtonTextField", whenLookingFor: ["NSTextField"],
            reason: "the field that draws a button's title, not a TextField"),
        ForeignObject(
            isA: "_NSThemeWidget", whenLookingFor: ["NSButton"],
            reason: "a button of the window's title bar (close, minimize, zoom), not a Button"),
    ]

    /// Controls whose inside belongs to them: a match below one of these is that control's object.
    static let enclosingControls = ["UITextField", "UISearchBar", "UIPickerView", "UIDatePicker", "UITextView"]

    /// Why `node`, a match for `expected` (base names of the requested classes), belongs to another control;
    /// `nil` when it does not.
    /// - Complexity: O(depth of `node`): the enclosing control is found by walking up.
    public static func foreignReason(of node: RecordedNode, lookingFor expected: Set<String>) -> String? {
        let classes = [ClassName.baseName(node.className)] + node.superclassNames.map(ClassName.baseName)
        // Asked for exactly this class: it is what was asked for, whoever owns it.
        if expected.contains(classes[0]) { return nil }
        if let reason = foreignObjectReason(classes: classes, lookingFor: expected) { return reason }
        for ancestor in node.ancestors {
            let ancestorClasses =
                [ClassName.baseName(ancestor.className)] + ancestor.superclassNames.map(ClassName.baseName)
            if let control = enclosingControls.first(where: ancestorClasses.contains), !expected.contains(control) {
                return enclosedReason(control: control, line: ancestor.sourceLine)
            }
        }
        return nil
    }

    /// Why an object whose class and superclasses are `classes` (base names, its own first) is another control's
    /// by its class alone (a field editor, when a scroll view is asked for); `nil` when its class does not say.
    static func foreignObjectReason(classes: [String], lookingFor expected: Set<String>) -> String? {
        for foreign in foreignObjects
        where classes.contains(foreign.isA)
            && foreign.whenLookingFor.contains(where: expected.contains) && !expected.contains(foreign.isA)
        {
            return foreign.reason
        }
        return nil
    }

    /// Why an object inside `control` (printed at `line`) is that control's.
    static func enclosedReason(control: String, line: Int?) -> String {
        "inside a \(control) (line \(line ?? 0)): that control's own object"
    }

    /// SwiftUI's own classes for a view type (a catalog accessor; a style in parentheses is ignored), in the
    /// table's order.
    public static func ownClasses(ofViewType viewType: String) -> [String] {
        ownClasses[String(viewType.prefix { $0 != "(" })] ?? []
    }

    /// Whether the table lists `baseName` as a class of `toolkit` (of either, when `nil`).
    public static func isClass(_ baseName: String, of toolkit: Toolkit?) -> Bool {
        entries.contains { $0.baseName == baseName && (toolkit == nil || $0.toolkit == toolkit) }
    }
}
