@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Pickers and date pickers.
@Suite("Picker scenarios")
struct PickerScenarios {
    static let all: [Scenario] = pickers + datePickers

    static let pickers: [Scenario] = [
        Scenario(
            "picker(style: .menu)", .macOS, "NSPopUpButton", from: 11,
            shape: ControlShapes.argued("AppKit's NSPopUpButton (an NSButton)")
        ) {
            ControlShapes.control(.appKitBefore26, "SystemPopUpButton") { kit in
                kit.view("SwiftUI.PopUpButton", ["NSPopUpButton", "NSButton", "NSControl"])
            }
        },
        Scenario("picker(style: .segmented)", .iOS, "UISegmentedControl", from: 13, shape: PickerShapes.segmentedShape)
        { PickerShapes.segmented(.uiKitBefore18) },
        Scenario("picker(style: .segmented)", .tvOS, "UISegmentedControl", from: 13, shape: PickerShapes.segmentedShape)
        { PickerShapes.segmented(.uiKit) },
        Scenario(
            "picker(style: .segmented)", .macOS, "NSSegmentedControl", from: OSVersion(10, 15),
            shape: PickerShapes.macSegmentedShape
        ) { PickerShapes.toolbarSegmented(.appKit) },
        Scenario(
            "picker(style: .segmented)", .visionOS, "UISegmentedControl", from: 1, shape: PickerShapes.segmentedShape
        ) { PickerShapes.segmented(.uiKit) },
        Scenario("picker(style: .wheel)", .iOS, "UIPickerView", from: 13, shape: PickerShapes.wheelShape) {
            PickerShapes.wheel(.uiKit)
        },
        Scenario("picker(style: .wheel)", .visionOS, "UIPickerView", from: 1, shape: PickerShapes.visionWheelShape) {
            PickerShapes.wheel(.uiKit)
        },
    ]

    static let datePickers: [Scenario] = [
        Scenario("datePicker", .iOS, "UIDatePicker", from: 13, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKitBefore18, style: "compact")
        },
        Scenario("datePicker", .macOS, "NSDatePicker", from: OSVersion(10, 15), shape: PickerShapes.macDatePickerShape)
        { PickerShapes.macDatePicker(.appKitBefore26) },
        Scenario("datePicker", .visionOS, "UIDatePicker", from: 1, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKit, style: "compact")
        },
        Scenario("datePicker(style: .compact)", .iOS, "UIDatePicker", from: 14, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKit, style: "compact")
        },
        Scenario(
            "datePicker(style: .compact)", .macOS, "NSDatePicker", from: OSVersion(10, 15, 4),
            shape: PickerShapes.macDatePickerShape
        ) { PickerShapes.macDatePicker(.appKitBefore26) },
        Scenario("datePicker(style: .compact)", .visionOS, "UIDatePicker", from: 1, shape: PickerShapes.datePickerShape)
        { PickerShapes.datePicker(.uiKit, style: "compact") },
        Scenario(
            "datePicker(style: .field)", .macOS, "NSDatePicker", from: OSVersion(10, 15),
            shape: PickerShapes.macDatePickerShape
        ) { PickerShapes.macDatePicker(.appKit) },
        Scenario("datePicker(style: .graphical)", .iOS, "UIDatePicker", from: 14, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKitBefore18, style: "inline")
        },
        Scenario(
            "datePicker(style: .graphical)", .macOS, "NSDatePicker", from: OSVersion(10, 15),
            shape: PickerShapes.macDatePickerShape
        ) { PickerShapes.macDatePicker(.appKit) },
        Scenario(
            "datePicker(style: .graphical)", .visionOS, "UIDatePicker", from: 1, shape: PickerShapes.datePickerShape
        ) { PickerShapes.datePicker(.uiKit, style: "inline") },
        Scenario(
            "datePicker(style: .stepperField)", .macOS, "NSDatePicker", from: OSVersion(10, 15),
            shape: PickerShapes.macDatePickerShape
        ) { PickerShapes.macDatePicker(.appKitBefore26) },
        Scenario("datePicker(style: .wheel)", .iOS, "UIDatePicker", from: 13, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKitBefore18, style: "wheels")
        },
        Scenario("datePicker(style: .wheel)", .visionOS, "UIDatePicker", from: 1, shape: PickerShapes.datePickerShape) {
            PickerShapes.datePicker(.uiKit, style: "wheels")
        },
    ]

    @Test("Pickers and date pickers", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }
}

enum PickerShapes {
    static let segmentedShape = """
        argued: no UIKit dump of a segmented picker (the "segmented" section of Fixtures/015's source repeats the menu \
        dump); the reference library hands over a UISegmentedControl; hosted as SwiftUI hosts the macOS one \
        (Fixtures/022 lines 13–14, adaptor SystemSegmentedControl) with UIKit's host naming (Fixtures/013 lines 9–10)
        """
    static let macSegmentedShape = """
        Fixtures/022-metalui-macos27-toolbar-probe.txt lines 11–35: toolbar items' ToolbarItemHostingView<_ViewList_View>, \
        the principal one holding AppKitPlatformViewHost<PlatformViewRepresentableAdaptor<SystemSegmentedControl>> → \
        SwiftUISegmentedControl (an NSSegmentedControl) → _NSCoreHostingView<AppKitSegmentedControl>, another holding the \
        TextField's AppKitTextField; the toolbar's place in the window (theme frame → titlebar → toolbar view) is argued \
        from AppKit's window structure
        """
    static let wheelShape = """
        Fixtures/016-bone-ios26-picker-wheel.txt lines 3–70: UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<\
        UIKitWheelPicker<DataSource>>> → UIKitPickerView (a UIPickerView) → UIView → UIPickerColumnView → UIView → \
        UIPickerTableView (a UITableView) → UIPickerTableViewWrapperCell → UIView → _UIHostingView<RootCellView<Subview>> \
        (a hosting view nested in each row)
        """
    static let visionWheelShape = """
        argued: no visionOS wheel-picker dump; the wheel of Fixtures/016 lines 3–70 with visionOS's host naming (Fixtures/011)
        """
    static let datePickerShape = """
        argued: no dump shows a DatePicker; the reference library hands over a UIDatePicker for every style; hosted in a \
        representable's host as Fixtures/013 lines 9–15, the picker's internal views by UIDatePicker.preferredStyle \
        (compact, inline, wheels — the wheels holding a UIPickerView)
        """
    static let macDatePickerShape = """
        argued: no dump shows a DatePicker on macOS; the reference library hands over an NSDatePicker (an NSControl) for \
        every style; hosted as Fixtures/022 lines 13–14
        """

    /// `VStack { Picker(…).pickerStyle(.segmented); Picker(…).pickerStyle(.segmented).introspect(.view).introspect(…) }`.
    static func segmented(_ kit: Kit) -> SceneSetup {
        ControlShapes.control(kit, "SystemSegmentedControl") { kit in
            kit.view(
                "UISegmentedControl", ["UIControl"], kit.view("UISegment", ["UIImageView"]),
                kit.view("UISegment", ["UIImageView"]))
        }
    }

    /// macOS `.toolbar { ToolbarItem(.principal) { Picker(…).pickerStyle(.segmented).introspect(…) }; ToolbarItem {
    /// TextField(…) } }`, with a segmented picker in the window's content before it.
    static func toolbarSegmented(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        func segmented() -> RecordedNode {
            kit.view(
                "SwiftUISegmentedControl", ["NSSegmentedControl", "NSControl"],
                kit.view("_NSCoreHostingView<AppKitSegmentedControl>"))
        }
        let inContent = segmented()
        let expected = segmented()
        let principal = kit.view(
            "ToolbarItemHostingView<_ViewList_View>", ["NSHostingView<_ViewList_View>"],
            children: markers.around(kit.representable("SystemSegmentedControl", expected)))
        let textItem = kit.view(
            "ToolbarItemHostingView<_ViewList_View>", ["NSHostingView<_ViewList_View>"],
            TextShapes.appKitTextFieldHost(kit).host)
        let content = kit.hostingView("ContentView", [kit.representable("SystemSegmentedControl", inContent)])
        let themeFrame = kit.view(
            "NSThemeFrame", [],
            content,
            kit.view(
                "NSTitlebarContainerView", [],
                kit.view(
                    "NSTitlebarView", [],
                    kit.view(
                        "NSToolbarView", [],
                        kit.view("NSToolbarItemViewer", [], principal),
                        kit.view("NSToolbarItemViewer", [], textItem)))))
        let window = RecordedWindow("NSWindow", rootView: themeFrame)
        return SceneSetup(markers, expects: .view(expected), retaining: [themeFrame, window])
    }

    /// `VStack { Picker(…).pickerStyle(.wheel); Picker(…).pickerStyle(.wheel).introspect(…) }`: each wheel holds a
    /// table view per column and a hosting view per row.
    static func wheel(_ kit: Kit) -> SceneSetup {
        ControlShapes.control(kit, "UIKitWheelPicker<DataSource>") { kit in
            func row() -> RecordedNode {
                kit.view(
                    "UIPickerTableViewWrapperCell", ["UIPickerTableViewCell", "UITableViewCell"],
                    kit.view("UIView", [], kit.view("_UIHostingView<RootCellView<Subview>>")),
                    kit.view("UITableViewCellContentView"))
            }
            return kit.view(
                "UIKitPickerView", ["UIPickerView"],
                kit.view(
                    "UIView", [],
                    kit.view(
                        "UIPickerColumnView", [],
                        kit.view(
                            "UIView", [], kit.view("UIPickerTableView", ["UITableView", "UIScrollView"], row(), row())),
                        kit.view("UIView", [], kit.view("UIPickerTableView", ["UITableView", "UIScrollView"], row())))))
        }
    }

    /// `VStack { DatePicker(…); DatePicker(…).datePickerStyle(…).introspect(…) }` with the picker's internal views
    /// for `style` (`compact`, `inline`, `wheels`).
    static func datePicker(_ kit: Kit, style: String) -> SceneSetup {
        ControlShapes.control(kit, "UIKitDatePicker") { kit in
            switch style {
            case "wheels":
                kit.view(
                    "UIDatePicker", ["UIControl"],
                    kit.view("_UIDatePickerView", [], kit.view("UIPickerView", [], kit.view("UIView"))))
            case "inline":
                kit.view(
                    "UIDatePicker", ["UIControl"], kit.view("_UIDatePickerInlineView", [], kit.view("UICalendarView")))
            default:
                kit.view(
                    "UIDatePicker", ["UIControl"],
                    kit.view("_UIDatePickerCompactView", [], kit.view("_UIDatePickerLinkedLabel")))
            }
        }
    }

    /// `VStack { DatePicker(…); DatePicker(…).introspect(…) }` on macOS.
    static func macDatePicker(_ kit: Kit) -> SceneSetup {
        ControlShapes.control(kit, "PlatformDatePicker") { kit in kit.view("NSDatePicker", ["NSControl"]) }
    }
}
