#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// How a version constant's target is found: between the markers (receiver) or above them (ancestor).
///
/// The library's own view types need none: the catalog gives each platform's route. A custom view type may
/// declare one per constant:
///
/// ```swift
/// @_spi(Advanced) import Introspect
/// import UIKit
///
/// /// The navigation controller around a view.
/// struct MyStackType: IntrospectableViewType {}
///
/// extension iOSViewVersion<MyStackType, UINavigationController> {
///     static let v17 = Self(for: .v17, selector: .default.withAncestorSelector { $0.navigationController })
/// }
/// ```
@_spi(Advanced)
@MainActor
public struct IntrospectionSelector<Target: PlatformEntity> {
    private let receiverSelector: (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?
    private let ancestorSelector: (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?

    private init(
        receiverSelector: @escaping (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?,
        ancestorSelector: @escaping (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?
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
        // As in the reference library, a view or view controller only: other entities have no default query.
        let query = Entry.defaultQuery()
        func first(in scope: IntrospectionScope, anchor: ViewNode?, probe: ViewNode) -> Entry? {
            guard let query, let anchor else { return nil }
            return IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: scope).target?.target
        }
        return Self(
            receiverSelector: { first(in: .receiver, anchor: $0, probe: $1).flatMap(selector) },
            ancestorSelector: { first(in: .ancestor, anchor: $0, probe: $1).flatMap(selector) }
        )
    }

    /// The same selector, with the receiver search replaced: `selector` receives the view controller that hosts
    /// the modified view. swiftui-introspect passes its marker controller, a child of that one: where a selector
    /// written for it reads `$0.parent`, read `$0` (<doc:MigrationGuide>).
    @_spi(Advanced)
    public func withReceiverSelector(_ selector: @MainActor @escaping (PlatformViewController) -> Target?) -> Self {
        Self(receiverSelector: { Self.hostingController(of: $1).flatMap(selector) }, ancestorSelector: ancestorSelector)
    }

    /// The same selector, with the ancestor search replaced: `selector` receives the view controller that hosts
    /// the modified view (`.withAncestorSelector { $0.navigationController }`). swiftui-introspect passes its
    /// marker controller, a child of that one: where a selector written for it reads `$0.parent`, read `$0`
    /// (<doc:MigrationGuide>).
    @_spi(Advanced)
    public func withAncestorSelector(_ selector: @MainActor @escaping (PlatformViewController) -> Target?) -> Self {
        Self(receiverSelector: receiverSelector, ancestorSelector: { Self.hostingController(of: $1).flatMap(selector) })
    }

    /// The selector as a plan the core carries out.
    var plan: SearchPlan<ViewNode, Target> {
        .selectors(receiver: receiverSelector, ancestor: ancestorSelector)
    }

    /// The controller that hosts the modified view.
    private static func hostingController(of probe: ViewNode) -> PlatformViewController? {
        probe.hostingController?.controller
    }
}
#endif
