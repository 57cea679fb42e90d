#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
/// The marker a classic selector starts from (the original library's name).
public typealias IntrospectionNSView = NSView
#else
import UIKit
/// The marker a classic selector starts from (the original library's name).
public typealias IntrospectionUIView = UIView
/// The controller a classic controller selector starts from (the original library's name).
public typealias IntrospectionUIViewController = UIViewController
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
        modifier(IntrospectionModifier(isActive: true) { _, probe, _ in
            guard let target = selector(probe) else { return false }
            customize(target)
            return true
        })
    }

    /// The original library's controller form: `selector` receives the controller that hosts this view.
    @available(*, deprecated, message: "Use .introspect(.viewController, on: …) or another controller view type; see the migration guide")
    @MainActor
    public func introspect<TargetViewController: PlatformViewController>(
        selector: @escaping @MainActor (PlatformViewController) -> TargetViewController?,
        customize: @escaping (TargetViewController) -> Void
    ) -> some View {
        modifier(IntrospectionModifier(isActive: true) { _, probe, _ in
            guard let host = AncestorSequence(startingAt: probe).lazy.compactMap(\.owningController).first,
                  let target = selector(host) else { return false }
            customize(target)
            return true
        })
    }

    /// Runs the typed engine for a classic controller introspection: receiver first, then ancestors.
    @MainActor
    func introspectController<Entity: AnyObject>(_ selector: CatalogSelector, customize: @escaping (Entity) -> Void) -> some View {
        let test = TargetMatching.test(for: selector, Entity.self)
        return modifier(IntrospectionModifier(isActive: true) { anchor, probe, _ in
            guard let target = IntrospectionSearch(anchor: anchor, probe: probe).find(test, scope: [.receiver, .ancestor]).target else { return false }
            customize(target)
            return true
        })
    }
}
#endif
