#if os(macOS)
import AppKit
@_spi(Tooling) import IntrospectCore
import SwiftUI

// The original library's AppKit modifiers (0.12.0 `ViewExtensions.swift`), with its signatures and
// availability, each running the strategy it ran on this OS (`ClassicViewModifier` in the core) with its timing.
// The deprecation messages name the typed form that replaces each call.
// Each is `@_disfavoredOverload`: apps written for swiftui-introspect often declare their own `introspectTabView`,
// `introspectCollectionView`, … wrappers (element-x-ios, react-native-bottom-tabs, linearmouse); their declaration
// must win over this compatibility spelling instead of making the call ambiguous.

extension View {
    /// Finds the `NSSplitView` of a columns `NavigationView`, or the one around this view.
    @available(
        *, deprecated,
        message: "Use .introspect(.navigationView(style: .columns), on: .macOS(.v10_15...)) { splitView in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSplitView(customize: @escaping (NSSplitView) -> Void) -> some View {
        classicView(.splitView, customize: customize)
    }

    /// Finds the `NSTableView` of a `List`, or the one around this view.
    @available(
        *, deprecated, message: "Use .introspect(.list, on: .macOS(.v10_15...)) { (tableView: NSTableView) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTableView(customize: @escaping (NSTableView) -> Void) -> some View {
        classicView(.tableView, customize: customize)
    }

    /// Finds the `NSTableCellView` around a row.
    @available(
        *, deprecated, message: "Use .introspect(.listCell, on: .macOS(.v10_15...)) { (cell: NSTableCellView) in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTableViewCell(customize: @escaping (NSTableCellView) -> Void) -> some View {
        classicView(.tableViewCell, customize: customize)
    }

    /// Finds the `NSScrollView` of a `ScrollView`, or the one around this view.
    @available(*, deprecated, message: "Use .introspect(.scrollView, on: .macOS(.v10_15...)) { scrollView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectScrollView(customize: @escaping (NSScrollView) -> Void) -> some View {
        classicView(.scrollView, customize: customize)
    }

    /// Finds the `NSTextField` of a `TextField` or `SecureField`.
    @available(*, deprecated, message: "Use .introspect(.textField, on: .macOS(.v10_15...)) { textField in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTextField(customize: @escaping (NSTextField) -> Void) -> some View {
        classicView(.textField, customize: customize)
    }

    /// Finds the `NSTextView` of a `TextEditor`.
    @available(*, deprecated, message: "Use .introspect(.textEditor, on: .macOS(.v11...)) { textView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTextView(customize: @escaping (NSTextView) -> Void) -> some View {
        classicView(.textView, customize: customize)
    }

    /// Finds the `NSSlider` of a `Slider`.
    @available(*, deprecated, message: "Use .introspect(.slider, on: .macOS(.v10_15...)) { slider in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSlider(customize: @escaping (NSSlider) -> Void) -> some View {
        classicView(.slider, customize: customize)
    }

    /// Finds the `NSStepper` of a `Stepper`.
    @available(*, deprecated, message: "Use .introspect(.stepper, on: .macOS(.v10_15...)) { stepper in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectStepper(customize: @escaping (NSStepper) -> Void) -> some View {
        classicView(.stepper, customize: customize)
    }

    /// Finds the `NSDatePicker` of a `DatePicker`.
    @available(*, deprecated, message: "Use .introspect(.datePicker, on: .macOS(.v10_15...)) { datePicker in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectDatePicker(customize: @escaping (NSDatePicker) -> Void) -> some View {
        classicView(.datePicker, customize: customize)
    }

    /// Finds the `NSSegmentedControl` of a segmented `Picker`.
    @available(
        *, deprecated,
        message: "Use .introspect(.picker(style: .segmented), on: .macOS(.v10_15...)) { segmentedControl in … }"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectSegmentedControl(customize: @escaping (NSSegmentedControl) -> Void) -> some View {
        classicView(.segmentedControl, customize: customize)
    }

    /// Finds the `NSTabView` of a `TabView`.
    @available(*, deprecated, message: "Use .introspect(.tabView, on: .macOS(.v10_15...)) { tabView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectTabView(customize: @escaping (NSTabView) -> Void) -> some View {
        classicView(.tabView, customize: customize)
    }

    /// Finds the `NSButton` of a `Button` or a `Toggle`.
    @available(
        *, deprecated,
        message: "Use .introspect(.button, on: .macOS(.v10_15...)) or .introspect(.toggle, on: .macOS(.v10_15...))"
    )
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectButton(customize: @escaping (NSButton) -> Void) -> some View {
        classicView(.button, customize: customize)
    }

    /// Finds the `NSColorWell` of a `ColorPicker`.
    @available(macOS 11, *)
    @available(*, deprecated, message: "Use .introspect(.colorPicker, on: .macOS(.v11...)) { colorWell in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectColorWell(customize: @escaping (NSColorWell) -> Void) -> some View {
        classicView(.colorWell, customize: customize)
    }
}
#endif
