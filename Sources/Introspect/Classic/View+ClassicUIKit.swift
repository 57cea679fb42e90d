#if os(iOS) || os(tvOS) || os(visionOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
import UIKit

// The original library's UIKit modifiers (0.12.0 `ViewExtensions.swift`), with its signatures and availability,
// each running the strategy it ran on this OS (`ClassicViewModifier` in the core) with its timing. The
// deprecation messages name the typed form that replaces each call.
// Each is `@_disfavoredOverload`: apps written for swiftui-introspect often declare their own `introspectTabView`,
// `introspectCollectionView`, … wrappers (element-x-ios, react-native-bottom-tabs, linearmouse); their declaration
// must win over this compatibility spelling instead of making the call ambiguous.

extension View {
    /// Finds the `UINavigationController` around this view, else the one this view shows (`NavigationView`).
    @available(
        *, deprecated,
        message:
            "Use .introspect(.navigationView(style: .stack), on: …) or .introspect(.navigationStack, on: .iOS(.v16...)), with scope: .ancestor from inside the stack"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectNavigationController(customize: @escaping (UINavigationController) -> Void) -> some View {
        classicController(.navigationController, customize: customize)
    }

    /// Finds the `UISplitViewController` around this view, else the one this view shows.
    @available(
        *, deprecated,
        message:
            "Use .introspect(.navigationView(style: .columns), on: …) or .introspect(.navigationSplitView, on: .iOS(.v16...))"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSplitViewController(customize: @escaping (UISplitViewController) -> Void) -> some View {
        classicController(.splitViewController, customize: customize)
    }

    /// Finds the view controller that hosts this view.
    @available(
        *, deprecated,
        message: "Use .introspect(.viewController, on: .iOS(.v13...), scope: .ancestor) { viewController in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectViewController(customize: @escaping (UIViewController) -> Void) -> some View {
        classicController(.viewController, customize: customize)
    }

    /// Finds the `UITabBarController` around this view, else the one this view shows (`TabView`).
    @available(
        *, deprecated,
        message: "Use .introspect(.tabView, on: .iOS(.v13...)) { (tabBarController: UITabBarController) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTabBarController(customize: @escaping (UITabBarController) -> Void) -> some View {
        classicController(.tabBarController, customize: customize)
    }

    /// Finds the `UISearchController` of a `.searchable` navigation view: the search controller of the top item
    /// of the navigation bar of the navigation controller `introspectNavigationController(customize:)` finds;
    /// nothing runs while there is none.
    @available(iOS 15, *)
    @available(tvOS, unavailable)
    @available(
        *, deprecated,
        message: "Use .introspect(.searchController, on: .iOS(.v15...)) { (searchController: UISearchController) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSearchController(customize: @escaping (UISearchController) -> Void) -> some View {
        classicController(.navigationController) { (navigationController: UINavigationController) in
            if let searchController = navigationController.navigationBar.topItem?.searchController {
                customize(searchController)
            }
        }
    }

    /// Finds the `UITableView` of a `List` (iOS 13–15; iOS 16 Lists are collection views), or the one around
    /// this view.
    @available(
        *, deprecated, message: "Use .introspect(.list, on: .iOS(.v13, .v14, .v15)) { (tableView: UITableView) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTableView(customize: @escaping (UITableView) -> Void) -> some View {
        classicView(.tableView, customize: customize)
    }

    /// Finds the `UITableViewCell` around a row (iOS 13–15).
    @available(
        *, deprecated,
        message: "Use .introspect(.listCell, on: .iOS(.v13, .v14, .v15)) { (cell: UITableViewCell) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTableViewCell(customize: @escaping (UITableViewCell) -> Void) -> some View {
        classicView(.tableViewCell, customize: customize)
    }

    /// Finds the `UICollectionView` of a `List` (iOS 16+), or the one around this view.
    @available(
        *, deprecated, message: "Use .introspect(.list, on: .iOS(.v16...)) { (collectionView: UICollectionView) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectCollectionView(customize: @escaping (UICollectionView) -> Void) -> some View {
        classicView(.collectionView, customize: customize)
    }

    /// Finds the `UICollectionViewCell` around a row (iOS 16+).
    @available(
        *, deprecated, message: "Use .introspect(.listCell, on: .iOS(.v16...)) { (cell: UICollectionViewCell) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectCollectionViewCell(customize: @escaping (UICollectionViewCell) -> Void) -> some View {
        classicView(.collectionViewCell, customize: customize)
    }

    /// Finds the `UIScrollView` of a `ScrollView`, or the one around this view.
    @available(*, deprecated, message: "Use .introspect(.scrollView, on: .iOS(.v13...)) { scrollView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectScrollView(customize: @escaping (UIScrollView) -> Void) -> some View {
        classicView(.scrollView, customize: customize)
    }

    /// Finds the pages of a `TabView` with the page style: its collection view, and the scroll view that pages
    /// — the collection view itself from iOS 16 (handed over twice), before that its `EmbeddedScrollView`.
    @available(iOS 14, tvOS 14, *)
    @available(
        *, deprecated,
        message:
            "Use .introspect(.tabView(style: .page), on: .iOS(.v14...)) { (collectionView: UICollectionView) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectPagedTabView(customize: @escaping (UICollectionView, UIScrollView) -> Void) -> some View {
        let strategy = ClassicViewModifier.pagedTabView.strategy(
            on: RunningPlatform.platform, running: RunningPlatform.version)
        let handOver = ClassicViewModifier.pagedTabViewHandOver(
            on: RunningPlatform.platform, running: RunningPlatform.version)
        let handOverPages = { (pages: ClassicPagedTabView) in customize(pages.collectionView, pages.scrollView) }
        return classicIntrospection(customize: handOverPages) { anchor, probe in
            var classic = ClassicSearch<ViewNode>(anchor: anchor)
            guard let collectionView = classic.run(strategy, .views(of: UICollectionView.self), from: probe) else {
                return nil
            }
            let scrollView: UIScrollView
            switch handOver {
            case .collectionViewTwice:
                scrollView = collectionView
            case .embeddedScrollView:
                let embedded = classic.firstChild(
                    named: "EmbeddedScrollView", .views(of: UIScrollView.self), of: ViewNode(collectionView))
                guard let embedded else { return nil }
                scrollView = embedded
            }
            return ClassicPagedTabView(collectionView: collectionView, scrollView: scrollView)
        }
    }

    /// Finds the `UITextField` of a `TextField` or `SecureField`.
    @available(*, deprecated, message: "Use .introspect(.textField, on: .iOS(.v13...)) { textField in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTextField(customize: @escaping (UITextField) -> Void) -> some View {
        classicView(.textField, customize: customize)
    }

    /// Finds the `UITextView` of a `TextEditor`.
    @available(*, deprecated, message: "Use .introspect(.textEditor, on: .iOS(.v14...)) { textView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTextView(customize: @escaping (UITextView) -> Void) -> some View {
        classicView(.textView, customize: customize)
    }

    /// Finds the `UISwitch` of a `Toggle`.
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "Use .introspect(.toggle, on: .iOS(.v13...)) { toggle in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSwitch(customize: @escaping (UISwitch) -> Void) -> some View {
        classicView(.switch, customize: customize)
    }

    /// Finds the `UISlider` of a `Slider`.
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "Use .introspect(.slider, on: .iOS(.v13...)) { slider in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSlider(customize: @escaping (UISlider) -> Void) -> some View {
        classicView(.slider, customize: customize)
    }

    /// Finds the `UIStepper` of a `Stepper`.
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "Use .introspect(.stepper, on: .iOS(.v13...)) { stepper in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectStepper(customize: @escaping (UIStepper) -> Void) -> some View {
        classicView(.stepper, customize: customize)
    }

    /// Finds the `UIDatePicker` of a `DatePicker`.
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "Use .introspect(.datePicker, on: .iOS(.v13...)) { datePicker in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectDatePicker(customize: @escaping (UIDatePicker) -> Void) -> some View {
        classicView(.datePicker, customize: customize)
    }

    /// Finds the `UISegmentedControl` of a segmented `Picker`.
    @available(
        *, deprecated,
        message: "Use .introspect(.picker(style: .segmented), on: .iOS(.v13...)) { segmentedControl in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSegmentedControl(customize: @escaping (UISegmentedControl) -> Void) -> some View {
        classicView(.segmentedControl, customize: customize)
    }
}

#if os(iOS) || os(visionOS)
// The original declared it for iOS only (`#if os(iOS)`, since 0.6.0: tvOS 13 has no `UIColorWell`); visionOS,
// which the original never shipped for, has one.
extension View {
    /// Finds the `UIColorWell` of a `ColorPicker`.
    @available(iOS 14, *)
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "Use .introspect(.colorPicker, on: .iOS(.v14...)) { colorWell in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectColorWell(customize: @escaping (UIColorWell) -> Void) -> some View {
        classicView(.colorWell, customize: customize)
    }
}
#endif

/// What `introspectPagedTabView` hands over: one object, so that the store treats the pair as one target.
@MainActor
final class ClassicPagedTabView {
    let collectionView: UICollectionView
    let scrollView: UIScrollView

    init(collectionView: UICollectionView, scrollView: UIScrollView) {
        self.collectionView = collectionView
        self.scrollView = scrollView
    }
}
#endif
