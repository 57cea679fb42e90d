#if os(iOS) || os(tvOS) || os(visionOS)
import SwiftUI
import UIKit

// The original library's modifiers, each with the selector it shipped, on this library's engine.

extension View {
    /// Finds the `UITableView` of a `List` (iOS 13–15; iOS 16+ Lists are collection views).
    @available(*, deprecated, message: "Use .introspect(.list, on: .iOS(.v13, .v14, .v15)) { (tableView: UITableView) in … }; see the migration guide")
    @MainActor public func introspectTableView(customize: @escaping (UITableView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    /// Finds the `UITableViewCell` around a row.
    @available(*, deprecated, message: "Use .introspect(.listCell, on: .iOS(.v13, .v14, .v15)) { (cell: UITableViewCell) in … }")
    @MainActor public func introspectTableViewCell(customize: @escaping (UITableViewCell) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    /// Finds the `UICollectionView` of a `List` (iOS 16+) or of a paged `TabView`.
    @available(*, deprecated, message: "Use .introspect(.list, on: .iOS(.v16...)) { (collectionView: UICollectionView) in … }")
    @MainActor public func introspectCollectionView(customize: @escaping (UICollectionView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    /// Finds the `UICollectionViewCell` around a row.
    @available(*, deprecated, message: "Use .introspect(.listCell, on: .iOS(.v16...)) { (cell: UICollectionViewCell) in … }")
    @MainActor public func introspectCollectionViewCell(customize: @escaping (UICollectionViewCell) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    /// Finds the `UIScrollView` of a `ScrollView`, or the nearest enclosing one.
    @available(*, deprecated, message: "Use .introspect(.scrollView, on: .iOS(.v13...)) { scrollView in … }")
    @MainActor public func introspectScrollView(customize: @escaping (UIScrollView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingOfTypeOrAncestor, customize: customize)
    }

    /// Finds the `UINavigationController` of a `NavigationView`, or the one around this view.
    @available(*, deprecated, message: "Use .introspect(.navigationView(style: .stack), on: …) or .introspect(.navigationStack, on: .iOS(.v16...))")
    @MainActor public func introspectNavigationController(customize: @escaping (UINavigationController) -> Void) -> some View {
        introspectController(.navigationController, customize: customize)
    }

    /// Finds the `UISplitViewController` of a columns `NavigationView`, or the one around this view.
    @available(*, deprecated, message: "Use .introspect(.navigationView(style: .columns), on: …) or .introspect(.navigationSplitView, on: .iOS(.v16...))")
    @MainActor public func introspectSplitViewController(customize: @escaping (UISplitViewController) -> Void) -> some View {
        introspectController(.splitViewController, customize: customize)
    }

    /// Finds the `UITabBarController` of a `TabView`, or the one around this view.
    @available(*, deprecated, message: "Use .introspect(.tabView, on: .iOS(.v13...)) { (tabBarController: UITabBarController) in … }")
    @MainActor public func introspectTabBarController(customize: @escaping (UITabBarController) -> Void) -> some View {
        introspectController(.tabBarController, customize: customize)
    }

    /// Finds the view controller that hosts this view.
    @available(*, deprecated, message: "Use .introspect(.viewController, on: .iOS(.v13...)) { viewController in … }")
    @MainActor public func introspectViewController(customize: @escaping (UIViewController) -> Void) -> some View {
        introspectController(.viewController, customize: customize)
    }

    /// Finds the `UITextField` of a `TextField` or `SecureField`.
    @available(*, deprecated, message: "Use .introspect(.textField, on: .iOS(.v13...)) { textField in … }")
    @MainActor public func introspectTextField(customize: @escaping (UITextField) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize)
    }

    /// Finds the `UITextView` of a `TextEditor`.
    @available(*, deprecated, message: "Use .introspect(.textEditor, on: .iOS(.v14...)) { textView in … }")
    @MainActor public func introspectTextView(customize: @escaping (UITextView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `UISegmentedControl` of a segmented `Picker`.
    @available(*, deprecated, message: "Use .introspect(.picker(style: .segmented), on: .iOS(.v13...)) { segmentedControl in … }")
    @MainActor public func introspectSegmentedControl(customize: @escaping (UISegmentedControl) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }
}

#if os(iOS) || os(visionOS)
// `UINavigationItem.searchController` is unavailable on tvOS (UIKit's header marks it API_UNAVAILABLE(tvos)).
extension View {
    /// Finds the `UISearchController` of a `.searchable` navigation view.
    @available(*, deprecated, message: "Use .introspect(.searchField, on: .iOS(.v15...)) { (searchBar: UISearchBar) in … }")
    @MainActor public func introspectSearchController(customize: @escaping (UISearchController) -> Void) -> some View {
        introspectNavigationController { navigationController in
            if let searchController = navigationController.topViewController?.navigationItem.searchController {
                customize(searchController)
            }
        }
    }
}
#endif

#if os(iOS) || os(visionOS)
// tvOS has no switches, sliders, steppers, date pickers or color wells.
extension View {
    /// Finds the `UISwitch` of a `Toggle`.
    @available(*, deprecated, message: "Use .introspect(.toggle, on: .iOS(.v13...)) { toggle in … }")
    @MainActor public func introspectSwitch(customize: @escaping (UISwitch) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `UISlider` of a `Slider`.
    @available(*, deprecated, message: "Use .introspect(.slider, on: .iOS(.v13...)) { slider in … }")
    @MainActor public func introspectSlider(customize: @escaping (UISlider) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `UIStepper` of a `Stepper`.
    @available(*, deprecated, message: "Use .introspect(.stepper, on: .iOS(.v13...)) { stepper in … }")
    @MainActor public func introspectStepper(customize: @escaping (UIStepper) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `UIDatePicker` of a `DatePicker`.
    @available(*, deprecated, message: "Use .introspect(.datePicker, on: .iOS(.v13...)) { datePicker in … }")
    @MainActor public func introspectDatePicker(customize: @escaping (UIDatePicker) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `UIColorWell` of a `ColorPicker`.
    @available(iOS 14, *)
    @available(*, deprecated, message: "Use .introspect(.colorPicker, on: .iOS(.v14...)) { colorWell in … }")
    @MainActor public func introspectColorWell(customize: @escaping (UIColorWell) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }
}
#endif
#endif
