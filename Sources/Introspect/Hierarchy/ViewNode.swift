#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
@_spi(Tooling) import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// The core walks *nodes*, and these wrap the views and controllers it walks. UIKit and AppKit classes do not
// conform to the core's protocols themselves: a conformance would add its members (`hierarchyParent`,
// `ancestors`, …) to every `UIView` an app touches. A node is one reference wide, identified by its object.
//
// UIKit and AppKit are main-actor isolated and the core's protocols are not (the core also runs off the main
// actor: tests, benchmarks, the command-line tool). The nodes are main-actor types and their conformances
// `@preconcurrency`: the Apple layer walks views only on the main actor.

/// A view as the core's search sees it.
@MainActor
struct ViewNode {
    let view: PlatformView

    init(_ view: PlatformView) {
        self.view = view
    }
}

extension ViewNode: @preconcurrency HierarchyView {
    typealias Controller = ControllerNode

    var hierarchyParent: ViewNode? { view.superview.map(ViewNode.init) }
    var hierarchyChildren: [ViewNode] { view.subviews.map(ViewNode.init) }
    var hierarchyTypeName: String { NSStringFromClass(type(of: view)) }
    var hierarchySuperclassNames: [String] { superclassNames(of: type(of: view)) }
    var nodeIdentity: ObjectIdentifier { ObjectIdentifier(view) }
    var isIntrospectionMarker: Bool { view is IntrospectionMarkerView }
    var isInWindow: Bool { view.window != nil }

    /// `UIScrollView.refreshControl`, which `.refreshable` sets; tvOS's UIKit and AppKit have none.
    var refreshControl: ViewNode? {
        #if os(iOS) || os(visionOS)
        (view as? UIScrollView)?.refreshControl.map(ViewNode.init)
        #else
        nil
        #endif
    }

    func windowObjectClasses(_ object: HeldObject) -> [String]? {
        windowObject(object).map { classNames(of: type(of: $0)) }
    }

    var windowToolbarItemIdentifiers: [String] {
        #if os(macOS)
        view.window?.toolbar?.items.map(\.itemIdentifier.rawValue) ?? []
        #else
        []
        #endif
    }

    /// What the window this view is in holds as `object`: `NSWindow.toolbar` and its items; UIKit windows hold
    /// none of them.
    func windowObject(_ object: HeldObject) -> AnyObject? {
        #if os(macOS)
        guard let toolbar = view.window?.toolbar else { return nil }
        switch object {
        case .windowToolbar: return toolbar
        case let .toolbarItem(index): return toolbar.items.indices.contains(index) ? toolbar.items[index] : nil
        case .navigationBar, .navigationToolbar, .navigationItem, .searchController: return nil
        }
        #else
        return nil
        #endif
    }

    func isInstance(ofClassNamed className: String) -> Bool {
        // `NSClassFromString` also finds private classes (`UIFieldEditor`, SwiftUI's `HostingScrollView`).
        guard let namedClass = NSClassFromString(className) else { return false }
        return view.isKind(of: namedClass)
    }

    /// The controller whose root view this is: UIKit and AppKit make a view's controller its next responder
    /// ("UIView implements this method and returns the UIViewController object that manages it", UIResponder
    /// docs; AppKit patches the controller into the responder chain after its view).
    var owningController: ControllerNode? {
        #if os(macOS)
        // `viewIfLoaded` needs macOS 14: ask `isViewLoaded` first, so `view` never loads one.
        guard let controller = view.nextResponder as? NSViewController, controller.isViewLoaded,
            controller.view === view
        else { return nil }
        #else
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return nil }
        #endif
        return ControllerNode(controller)
    }
}

/// The name of a class and of its superclasses, nearest first.
private func classNames(of type: AnyClass) -> [String] {
    [NSStringFromClass(type)] + superclassNames(of: type)
}

/// The names of a class's superclasses, nearest first, from the Objective-C runtime (for hierarchy captures).
private func superclassNames(of type: AnyClass) -> [String] {
    var names: [String] = []
    var current: AnyClass? = class_getSuperclass(type)
    while let superclass = current {
        names.append(NSStringFromClass(superclass))
        current = class_getSuperclass(superclass)
    }
    return names
}

/// A view controller as the core's search sees it.
@MainActor
struct ControllerNode {
    let controller: PlatformViewController

    init(_ controller: PlatformViewController) {
        self.controller = controller
    }
}

extension ControllerNode: @preconcurrency HierarchyController {
    typealias RootView = ViewNode

    var hierarchyParent: ControllerNode? { controller.parent.map(ControllerNode.init) }
    var hierarchyChildren: [ControllerNode] { controller.children.map(ControllerNode.init) }
    var hierarchyTypeName: String { NSStringFromClass(type(of: controller)) }
    var hierarchySuperclassNames: [String] { superclassNames(of: type(of: controller)) }
    var nodeIdentity: ObjectIdentifier { ObjectIdentifier(controller) }
    var presentingController: ControllerNode? { controller.presentingViewController.map(ControllerNode.init) }

    var rootView: ViewNode? {
        #if os(macOS)
        controller.isViewLoaded ? ViewNode(controller.view) : nil
        #else
        controller.viewIfLoaded.map(ViewNode.init)
        #endif
    }

    func isInstance(ofClassNamed className: String) -> Bool {
        guard let namedClass = NSClassFromString(className) else { return false }
        return controller.isKind(of: namedClass)
    }

    func heldObjectClasses(_ object: HeldObject) -> [String]? {
        heldObject(object).map { classNames(of: type(of: $0)) }
    }

    /// What the controller holds as `object`, read as UIKit's documented properties; AppKit's controllers hold
    /// none of them. `navigationItem` is made by UIKit on first use, as any caller of it would.
    func heldObject(_ object: HeldObject) -> AnyObject? {
        #if os(macOS)
        return nil
        #else
        switch object {
        case .navigationItem: return controller.navigationItem
        case .searchController:
            #if os(tvOS)
            return nil
            #else
            return controller.navigationItem.searchController
            #endif
        case .navigationBar, .navigationToolbar:
            guard let navigation = controller as? UINavigationController else { return nil }
            #if os(tvOS)
            return object == .navigationBar ? navigation.navigationBar : nil
            #else
            return object == .navigationBar ? navigation.navigationBar : navigation.toolbar
            #endif
        case .windowToolbar, .toolbarItem: return nil
        }
        #endif
    }
}
#endif

#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
extension HierarchyTarget where Node == ViewNode {
    /// The UIKit or AppKit object at this location, as `Object` when it is one: the one place where a platform
    /// object found by a search is converted to the type a call names (a checked cast; `nil` for any other
    /// object).
    @MainActor
    func object<Object>(as type: Object.Type) -> Object? {
        let object: AnyObject?
        switch self {
        case let .view(view): object = view.view
        case let .controller(controller): object = controller.controller
        case let .window(view): object = view.view.window
        case let .presentation(controller, kind): object = controller.presentationObject(kind)
        case let .held(held, controller): object = controller.heldObject(held)
        case let .windowObject(held, view): object = view.windowObject(held)
        }
        return object as? Object
    }
}

extension ControllerNode {
    /// The presentation controller of a controller the core found presented. `presentationController` would
    /// *create* one for a controller that is not presented, which is why the core hands over presented
    /// controllers only. From iOS 16 a sheet's is read from `activePresentationController` ("the presentation
    /// controller that is currently managing the view controller"), which also gives the adapted controller
    /// of an adaptive presentation (a popover shown as a sheet on a compact iPhone).
    @MainActor
    fileprivate func presentationObject(_ kind: PresentationKind) -> AnyObject? {
        #if os(macOS)
        return nil
        #else
        switch kind {
        case .sheet:
            if #available(iOS 16, tvOS 16, *) { return controller.activePresentationController }
            return controller.presentationController
        case .popover:
            #if os(tvOS)
            return nil
            #else
            return controller.popoverPresentationController
            #endif
        }
        #endif
    }
}
#endif
