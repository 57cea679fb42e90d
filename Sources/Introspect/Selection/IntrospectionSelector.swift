#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// How a version constant's target is found: between the markers (receiver) or above them (ancestor).
///
/// The library's own view types need none: the catalog gives each platform's route. A custom view type may
/// declare one per constant:
///
/// ```swift
/// @_spi(Advanced) import Introspect
///
/// extension iOSViewVersion<MyStackType, UINavigationController> {
///     public static let v17 = Self(for: .v17, selector: .default.withAncestorSelector { $0.navigationController })
/// }
/// ```
@_spi(Advanced)
@MainActor
public struct IntrospectionSelector<Target: PlatformEntity> {
    private let receiverSelector: @MainActor (SelectionContext) -> Target?
    private let ancestorSelector: @MainActor (SelectionContext) -> Target?

    private init(
        receiverSelector: @escaping @MainActor (SelectionContext) -> Target?,
        ancestorSelector: @escaping @MainActor (SelectionContext) -> Target?
    ) {
        self.receiverSelector = receiverSelector
        self.ancestorSelector = ancestorSelector
    }

    /// The first object of the target class between the markers, or the nearest one above them.
    @_spi(Advanced)
    public static var `default`: Self { .from(Target.self) { $0 } }

    /// Finds the first `Entry` between the markers (receiver) or the nearest one above them (ancestor) — a view
    /// or a view controller — and maps it to the target with `selector`.
    @_spi(Advanced)
    public static func from<Entry: PlatformEntity>(
        _ entryType: Entry.Type,
        selector: @MainActor @escaping (Entry) -> Target?
    ) -> Self {
        Self(
            receiverSelector: { context in context.first(Entry.self, in: .receiver).flatMap(selector) },
            ancestorSelector: { context in context.first(Entry.self, in: .ancestor).flatMap(selector) }
        )
    }

    /// The same selector, with the receiver search replaced: `selector` receives the view controller that hosts
    /// the modified view. swiftui-introspect passes its marker controller, a child of that one: where a selector
    /// written for it reads `$0.parent`, read `$0` (<doc:MigrationGuide>).
    @_spi(Advanced)
    public func withReceiverSelector(_ selector: @MainActor @escaping (PlatformViewController) -> Target?) -> Self {
        Self(receiverSelector: { $0.hostingController.flatMap(selector) }, ancestorSelector: ancestorSelector)
    }

    /// The same selector, with the ancestor search replaced: `selector` receives the view controller that hosts
    /// the modified view (`.withAncestorSelector { $0.navigationController }`). swiftui-introspect passes its
    /// marker controller, a child of that one: where a selector written for it reads `$0.parent`, read `$0`
    /// (<doc:MigrationGuide>).
    @_spi(Advanced)
    public func withAncestorSelector(_ selector: @MainActor @escaping (PlatformViewController) -> Target?) -> Self {
        Self(receiverSelector: receiverSelector, ancestorSelector: { $0.hostingController.flatMap(selector) })
    }

    /// The target in `scope`, in the core's search order (the receiver first, then the ancestors).
    func select(in context: SelectionContext, scope: IntrospectionScope) -> Target? {
        for member in scope.searchOrder {
            let selector = member == .receiver ? receiverSelector : ancestorSelector
            if let target = selector(context) { return target }
        }
        return nil
    }
}

/// What a selector works from: the markers of one modifier.
@MainActor
struct SelectionContext {
    let anchor: ViewNode
    let probe: ViewNode

    /// The controller that hosts the modified view.
    var hostingController: PlatformViewController? { probe.hostingController?.controller }

    /// The first view or view controller of class `Entry` in `scope`, by the core's receiver or ancestor search;
    /// `nil` for other kinds of entity (as in the reference library, whose default selector finds views and view
    /// controllers only).
    func first<Entry: PlatformEntity>(_ entry: Entry.Type, in scope: IntrospectionScope) -> Entry? {
        let route: TargetRoute
        if Entry.Base.self == PlatformView.self {
            route = .view
        } else if Entry.Base.self == PlatformViewController.self {
            route = .viewController
        } else {
            return nil
        }
        let query = TargetQuery<ViewNode>(
            route: route,
            className: String(describing: Entry.self),
            acceptsView: { $0.view is Entry },
            acceptsController: { $0.controller is Entry }
        )
        return IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: scope).target?.platformObject
            as? Entry
    }
}
#endif
