#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// Turns a view type's selector into the class test the search applies to each view it visits: the view
/// itself, its window, or a controller reached from it. The same test serves receiver and ancestor scope: a
/// controller's root view comes before its children in pre-order and after them on the way up.
@MainActor
enum TargetMatching {
    static func test<Entity>(for selector: CatalogSelector, _ entity: Entity.Type) -> NodeClassTest<PlatformView, Entity> {
        let name = String(describing: entity)
        switch selector {
        case .firstInstance:
            return NodeClassTest(name: name) { view in view as? Entity ?? view.owningController.flatMap { $0 as? Entity } }
        case .window:
            return NodeClassTest(name: name) { view in view.window.flatMap { $0 as? Entity } }
        case .viewController:
            return NodeClassTest(name: name) { view in view.owningController.flatMap { $0 as? Entity } }
        #if os(macOS)
        case .navigationController, .tabBarController, .presentationController, .popoverPresentationController, .searchBarInNavigationController:
            return NodeClassTest(name: name) { _ in nil }
        case .splitViewController:
            return NodeClassTest(name: name) { view in view as? Entity }
        #else
        case .navigationController:
            return NodeClassTest(name: name) { view in
                view.owningController.flatMap { ($0 as? UINavigationController ?? $0.navigationController) as? Entity }
            }
        case .splitViewController:
            return NodeClassTest(name: name) { view in
                view.owningController.flatMap { ($0 as? UISplitViewController ?? $0.splitViewController) as? Entity }
            }
        case .tabBarController:
            return NodeClassTest(name: name) { view in
                view.owningController.flatMap { ($0 as? UITabBarController ?? $0.tabBarController) as? Entity }
            }
        case .presentationController:
            return NodeClassTest(name: name) { view in view.owningController?.presentationController.flatMap { $0 as? Entity } }
        case .popoverPresentationController:
            #if os(tvOS)
            return NodeClassTest(name: name) { _ in nil }
            #else
            return NodeClassTest(name: name) { view in view.owningController?.popoverPresentationController.flatMap { $0 as? Entity } }
            #endif
        case .searchBarInNavigationController:
            return NodeClassTest(name: name) { view in
                guard let navigation = view.owningController as? UINavigationController, let root = navigation.viewIfLoaded else { return nil }
                var classic = ClassicSearch<UIView>()
                return classic.findChild(.instances(of: UISearchBar.self), in: root).flatMap { $0 as? Entity }
            }
        #endif
        }
    }
}
#endif
