#if os(iOS) || os(tvOS) || os(visionOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
import UIKit

/// The controller the original library's controller representable places: a real child controller (SwiftUI
/// adds it to the hosting controller), so that a selector can read `parent`, `navigationController`,
/// `splitViewController` or `tabBarController` from it. Its view is a hidden marker.
///
/// This library's own modifiers place no controller: two child controllers per modifier are what made the
/// original slow with many modifiers and caused status-bar and animation side effects. This one exists only for
/// ``UIKitIntrospectionViewController``, whose selectors need the containment.
public class IntrospectionUIViewController: UIViewController {
    init(marker: IntrospectionUIView) {
        super.init(nibName: nil, bundle: nil)
        view = marker
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }
}

/// The original library's representable for custom controller selectors, put in an overlay with
/// `inject(_:)`:
///
/// ```swift
/// extension View {
///     func introspectSplitView(customize: @escaping (UISplitViewController) -> Void) -> some View {
///         inject(UIKitIntrospectionViewController(selector: { controller in
///             controller.splitViewController
///                 ?? Introspect.previousSibling(containing: UISplitViewController.self, from: controller)
///         }, customize: customize))
///     }
/// }
/// ```
///
/// The selector receives the ``IntrospectionUIViewController`` it placed. It runs when the original's did: once
/// on a later turn of the main queue after the controller's view enters a window, and synchronously in every
/// SwiftUI update after that.
public struct UIKitIntrospectionViewController<TargetViewControllerType: UIViewController>:
    UIViewControllerRepresentable
{
    let selector: (UIViewController) -> TargetViewControllerType?
    let customize: (TargetViewControllerType) -> Void

    /// A placed controller whose `selector` finds the target from it, and whose `customize` receives it.
    public nonisolated init(
        selector: @escaping (UIViewController) -> TargetViewControllerType?,
        customize: @escaping (TargetViewControllerType) -> Void
    ) {
        self.selector = selector
        self.customize = customize
    }

    /// Makes the controller and its hidden marker view. Nothing is searched before the view is in a window.
    public func makeUIViewController(
        context: UIViewControllerRepresentableContext<UIKitIntrospectionViewController>
    ) -> IntrospectionUIViewController {
        let coordinator = MarkerCoordinator<TargetViewControllerType>(timing: .classicUIKit)
        let marker = IntrospectionProbeView()
        let controller = IntrospectionUIViewController(marker: marker)
        coordinator.prepare(request(for: controller))
        marker.attach(to: coordinator)
        return controller
    }

    /// Runs the selector, and `customize` with what it finds, at once (once the view is in a window).
    public func updateUIViewController(
        _ viewController: IntrospectionUIViewController,
        context: UIViewControllerRepresentableContext<UIKitIntrospectionViewController>
    ) {
        let listener = (viewController.view as? IntrospectionProbeView)?.listener
        (listener as? MarkerCoordinator<TargetViewControllerType>)?.update(with: request(for: viewController))
    }

    /// Stops every later search, a scheduled one included.
    public static func dismantleUIViewController(_ viewController: IntrospectionUIViewController, coordinator: ()) {
        (viewController.view as? IntrospectionProbeView)?.detach()
    }

    @MainActor
    private func request(for controller: IntrospectionUIViewController) -> IntrospectionRequest<
        TargetViewControllerType
    > {
        let selector = selector
        // The controller owns the marker that owns the coordinator that owns this closure: hold it weakly.
        return IntrospectionRequest(
            classicSearch: { [weak controller] _, _ in controller.flatMap(selector) }, customize: customize)
    }
}
#endif
