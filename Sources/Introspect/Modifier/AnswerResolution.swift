#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension HierarchyTarget where View == ViewNode {
    /// The UIKit or AppKit object the core's answer names.
    @MainActor
    var platformObject: AnyObject? {
        switch self {
        case let .view(view): return view.view
        case let .controller(controller): return controller.controller
        case let .window(view): return view.view.window
        case let .presentation(controller, kind): return controller.presentationObject(kind)
        }
    }
}

extension ControllerNode {
    /// The presentation controller of a controller the core found presented. `presentationController` would
    /// *create* one for a controller that is not presented, which is why the core hands over presented
    /// controllers only. From iOS 16 a sheet's is read from `activePresentationController` ("the presentation
    /// controller that is currently managing the view controller"), which also gives the adapted controller
    /// of an adaptive presentation (a popover shown as a sheet on a compact iPhone).
    @MainActor
    func presentationObject(_ kind: PresentationKind) -> AnyObject? {
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
