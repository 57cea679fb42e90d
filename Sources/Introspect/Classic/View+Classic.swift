#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension View {
    /// The original library's generic form: `selector` receives the marker placed in front of this view and
    /// returns the target (see ``TargetViewSelector``).
    @available(*, deprecated, message: "Use .introspect(_:on:scope:customize:) with a view type, e.g. .introspect(.scrollView, on: .iOS(.v15...)); see the migration guide")
    @MainActor
    public func introspect<TargetView: PlatformView>(
        selector: @escaping @MainActor (PlatformView) -> TargetView?,
        customize: @escaping (TargetView) -> Void
    ) -> some View {
        classicIntrospection(customize: customize) { _, probe in
            selector(probe.view).map { FoundTarget(answer: .view(ViewNode($0)), object: $0) }
        }
    }

    /// The original library's controller form: `selector` receives the controller that hosts this view.
    @available(*, deprecated, message: "Use .introspect(.viewController, on: …) or another controller view type; see the migration guide")
    @MainActor
    public func introspect<TargetViewController: PlatformViewController>(
        selector: @escaping @MainActor (PlatformViewController) -> TargetViewController?,
        customize: @escaping (TargetViewController) -> Void
    ) -> some View {
        classicIntrospection(customize: customize) { _, probe in
            guard let host = probe.hostingController, let target = selector(host.controller) else { return nil }
            return FoundTarget(answer: .controller(ControllerNode(target)), object: target)
        }
    }

    /// Runs the typed engine for a classic controller introspection: receiver first, then ancestors.
    @MainActor
    func introspectController<Entity: AnyObject>(_ route: TargetRoute, customize: @escaping (Entity) -> Void) -> some View {
        let query = SceneQuery<ViewNode>(
            route: route,
            className: String(describing: Entity.self),
            acceptsView: { $0.view is Entity },
            acceptsController: { $0.controller is Entity }
        )
        return classicIntrospection(customize: customize) { anchor, probe in
            guard let anchor else { return nil }
            let result = IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: [.receiver, .ancestor])
            guard let answer = result.target, let object = answer.platformObject as? Entity else { return nil }
            return FoundTarget(answer: answer, object: object)
        }
    }

    /// A modifier whose search is `search`, reporting nothing when it finds nothing (the classic API).
    @MainActor
    func classicIntrospection<Entity: AnyObject>(
        customize: @escaping (Entity) -> Void,
        search: @escaping (_ anchor: ViewNode?, _ probe: ViewNode) -> FoundTarget?
    ) -> some View {
        var request = IntrospectionRequest()
        request.isEnabled = IntrospectionSettings.isEnabled
        #if os(macOS)
        request.policy = .classicAppKit
        #else
        request.policy = .classicUIKit
        #endif
        request.scope = [.receiver, .ancestor]
        request.search = search
        request.customize = { object in
            if let target = object as? Entity { customize(target) }
        }
        return modifier(IntrospectionModifier(placesMarkers: true, request: request))
    }
}
#endif
