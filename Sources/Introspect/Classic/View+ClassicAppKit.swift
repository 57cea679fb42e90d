#if os(macOS)
import AppKit
import SwiftUI

// The original library's AppKit modifiers, each with the selector it shipped, on this library's engine.

extension View {
    /// Finds the `NSTableView` of a `List`.
    @available(*, deprecated, message: "Use .introspect(.list, on: .macOS(.v10_15...)) { (tableView: NSTableView) in … }")
    @MainActor public func introspectTableView(customize: @escaping (NSTableView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    /// Finds the `NSScrollView` of a `ScrollView`, or the nearest enclosing one.
    @available(*, deprecated, message: "Use .introspect(.scrollView, on: .macOS(.v10_15...)) { scrollView in … }")
    @MainActor public func introspectScrollView(customize: @escaping (NSScrollView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingOfTypeOrAncestor, customize: customize)
    }

    /// Finds the `NSTextField` of a `TextField` or `SecureField`.
    @available(*, deprecated, message: "Use .introspect(.textField, on: .macOS(.v10_15...)) { textField in … }")
    @MainActor public func introspectTextField(customize: @escaping (NSTextField) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize)
    }

    /// Finds the `NSTextView` of a `TextEditor`.
    @available(*, deprecated, message: "Use .introspect(.textEditor, on: .macOS(.v11...)) { textView in … }")
    @MainActor public func introspectTextView(customize: @escaping (NSTextView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSSlider` of a `Slider`.
    @available(*, deprecated, message: "Use .introspect(.slider, on: .macOS(.v10_15...)) { slider in … }")
    @MainActor public func introspectSlider(customize: @escaping (NSSlider) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSStepper` of a `Stepper`.
    @available(*, deprecated, message: "Use .introspect(.stepper, on: .macOS(.v10_15...)) { stepper in … }")
    @MainActor public func introspectStepper(customize: @escaping (NSStepper) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSDatePicker` of a `DatePicker`.
    @available(*, deprecated, message: "Use .introspect(.datePicker, on: .macOS(.v10_15...)) { datePicker in … }")
    @MainActor public func introspectDatePicker(customize: @escaping (NSDatePicker) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSSegmentedControl` of a segmented `Picker`.
    @available(*, deprecated, message: "Use .introspect(.picker(style: .segmented), on: .macOS(.v10_15...)) { segmentedControl in … }")
    @MainActor public func introspectSegmentedControl(customize: @escaping (NSSegmentedControl) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSTabView` of a `TabView`.
    @available(*, deprecated, message: "Use .introspect(.tabView, on: .macOS(.v10_15...)) { tabView in … }")
    @MainActor public func introspectTabView(customize: @escaping (NSTabView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSButton` of a `Button` or `Toggle`.
    @available(*, deprecated, message: "Use .introspect(.button, on: .macOS(.v10_15...)) or .introspect(.toggle, on: …)")
    @MainActor public func introspectButton(customize: @escaping (NSButton) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSColorWell` of a `ColorPicker`.
    @available(*, deprecated, message: "Use .introspect(.colorPicker, on: .macOS(.v11...)) { colorWell in … }")
    @MainActor public func introspectColorWell(customize: @escaping (NSColorWell) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContaining, customize: customize)
    }

    /// Finds the `NSSplitView` of a columns `NavigationView`.
    @available(*, deprecated, message: "Use .introspect(.navigationView(style: .columns), on: .macOS(.v10_15...)) { splitView in … }")
    @MainActor public func introspectSplitView(customize: @escaping (NSSplitView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContainingOrAncestor, customize: customize)
    }
}
#endif
