@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Buttons, toggles, sliders, steppers, progress views and color pickers.
@Suite("Control scenarios")
struct ControlScenarios {
    static let all: [Scenario] = [
        Scenario("button", .macOS, "NSButton", from: OSVersion(10, 15), shape: ControlShapes.macButtonShape) {
            ControlShapes.macButton(.appKitBefore26)
        },

        Scenario("toggle", .iOS, "UISwitch", from: 13, shape: ControlShapes.switchShape) {
            ControlShapes.uiSwitch(.uiKit)
        },
        Scenario(
            "toggle", .macOS, "NSButton", from: OSVersion(10, 15),
            shape: ControlShapes.argued(
                "a checkbox toggle: an NSButton of the checkbox type (NSButton.ButtonType.switch)")
        ) {
            ControlShapes.control(.appKit, "PlatformCheckbox") { kit in
                kit.view("SwiftUI.PlatformCheckboxButton", ["NSButton", "NSControl"])
            }
        },
        Scenario("toggle(style: .switch)", .iOS, "UISwitch", from: 13, shape: ControlShapes.switchShape) {
            ControlShapes.uiSwitch(.uiKitBefore18)
        },
        Scenario(
            "toggle(style: .switch)", .macOS, "NSSwitch", from: OSVersion(10, 15),
            shape: ControlShapes.argued("AppKit's NSSwitch (an NSControl)")
        ) {
            ControlShapes.control(.appKit, "PlatformSwitch") { kit in kit.view("NSSwitch", ["NSControl"]) }
        },
        Scenario(
            "toggle(style: .checkbox)", .macOS, "NSButton", from: OSVersion(10, 15),
            shape: ControlShapes.argued("an NSButton of the checkbox type")
        ) {
            ControlShapes.control(.appKitBefore26, "PlatformCheckbox") { kit in
                kit.view("SwiftUI.PlatformCheckboxButton", ["NSButton", "NSControl"])
            }
        },
        Scenario(
            "toggle(style: .button)", .macOS, "NSButton", from: 12,
            shape: ControlShapes.argued("an NSButton of the push on/off type, macOS 12–15")
        ) {
            ControlShapes.control(.appKitBefore26, "PlatformToggleButton") { kit in
                kit.view("SwiftUI.PlatformToggleButton", ["NSButton", "NSControl"])
            }
        },

        Scenario("slider", .iOS, "UISlider", from: 13, shape: ControlShapes.sliderShape) {
            ControlShapes.control(.uiKit, "SystemSlider") { kit in
                // Fixtures/014 lines 13–25.
                kit.view(
                    "UISlider", ["UIControl"],
                    kit.view("_UISliderGlassVisualElement", [], kit.view("UIView"), kit.view("UIView")))
            }
        },
        Scenario(
            "slider", .macOS, "NSSlider", from: OSVersion(10, 15),
            shape: ControlShapes.argued("AppKit's NSSlider (an NSControl)")
        ) {
            ControlShapes.control(.appKitBefore26, "SystemSlider") { kit in kit.view("NSSlider", ["NSControl"]) }
        },
        Scenario("stepper", .iOS, "UIStepper", from: 13, shape: ControlShapes.stepperShape) {
            ControlShapes.control(.uiKit, "UIKitStepper") { kit in
                // Fixtures/018 lines 16–29: the stepper hosts SwiftUI again inside itself.
                kit.view(
                    "UIStepper", ["UIControl"],
                    kit.view(
                        "UIStepperDesignLibraryVisualElement", [], kit.view("UICoreHostingView<DesignLibraryStepper>")))
            }
        },
        Scenario(
            "stepper", .macOS, "NSStepper", from: OSVersion(10, 15),
            shape: ControlShapes.argued("AppKit's NSStepper (an NSControl) beside the label")
        ) {
            ControlShapes.control(.appKitBefore26, "PlatformStepper") { kit in kit.view("NSStepper", ["NSControl"]) }
        },

        Scenario(
            "progressView(style: .circular)", .iOS, "UIActivityIndicatorView", from: 14,
            shape: ControlShapes.argued("UIKit's UIActivityIndicatorView")
        ) {
            ControlShapes.circularAfterLinear(.uiKitBefore18)
        },
        Scenario(
            "progressView(style: .circular)", .tvOS, "UIActivityIndicatorView", from: 14,
            shape: ControlShapes.argued("UIKit's UIActivityIndicatorView")
        ) {
            ControlShapes.circularAfterLinear(.uiKitBefore18)
        },
        Scenario(
            "progressView(style: .circular)", .macOS, "NSProgressIndicator", from: 11,
            shape: ControlShapes.argued("AppKit's NSProgressIndicator in spinning style")
        ) {
            ControlShapes.macProgress(.appKitBefore26, expectingSpinner: true)
        },
        Scenario(
            "progressView(style: .circular)", .visionOS, "UIActivityIndicatorView", from: 1,
            shape: ControlShapes.argued("UIKit's UIActivityIndicatorView")
        ) {
            ControlShapes.circularAfterLinear(.uiKit)
        },
        Scenario(
            "progressView(style: .linear)", .iOS, "UIProgressView", from: 14,
            shape: ControlShapes.argued("UIKit's UIProgressView")
        ) {
            ControlShapes.control(.uiKit, "UIKitProgressView") { kit in
                kit.view("UIProgressView", [], kit.view("UIImageView"), kit.view("UIImageView"))
            }
        },
        Scenario(
            "progressView(style: .linear)", .tvOS, "UIProgressView", from: 14,
            shape: ControlShapes.argued("UIKit's UIProgressView")
        ) {
            ControlShapes.control(.uiKit, "UIKitProgressView") { kit in
                kit.view("UIProgressView", [], kit.view("UIImageView"), kit.view("UIImageView"))
            }
        },
        Scenario(
            "progressView(style: .linear)", .macOS, "NSProgressIndicator", from: 11,
            shape: ControlShapes.argued("AppKit's NSProgressIndicator in bar style")
        ) {
            ControlShapes.macProgress(.appKit, expectingSpinner: false)
        },
        Scenario(
            "progressView(style: .linear)", .visionOS, "UIProgressView", from: 1,
            shape: ControlShapes.argued("UIKit's UIProgressView")
        ) {
            ControlShapes.control(.uiKit, "UIKitProgressView") { kit in
                kit.view("UIProgressView", [], kit.view("UIImageView"), kit.view("UIImageView"))
            }
        },

        Scenario(
            "colorPicker", .iOS, "UIColorWell", from: 14,
            shape: ControlShapes.argued("UIKit's UIColorWell (a UIControl)")
        ) {
            ControlShapes.control(.uiKitBefore18, "UIKitColorWell") { kit in
                kit.view("UIColorWell", ["UIControl"], kit.view("UIView"))
            }
        },
        Scenario(
            "colorPicker", .macOS, "NSColorWell", from: 11,
            shape: ControlShapes.argued("AppKit's NSColorWell (an NSControl)")
        ) {
            ControlShapes.control(.appKit, "PlatformColorWell") { kit in kit.view("NSColorWell", ["NSControl"]) }
        },
        Scenario(
            "colorPicker", .visionOS, "UIColorWell", from: 1,
            shape: ControlShapes.argued("UIKit's UIColorWell (a UIControl)")
        ) {
            ControlShapes.control(.uiKit, "UIKitColorWell") { kit in
                kit.view("UIColorWell", ["UIControl"], kit.view("UIView"))
            }
        },
    ]

    @Test("Buttons, toggles, sliders, steppers, progress views and color pickers", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }

    @Test func aSwiftUIButtonOnIOSHasNoUIButton() throws {
        // Fixtures/027-vitamin-ios-buttons-purgedpointers-short.txt lines 1–6: a styled Button is a
        // _UIShapeHitTestingView, an image layer's view and a text drawing view — no UIButton. The catalog says so.
        let entry = try #require(ViewTypeCatalog.entry(named: "button"))
        #expect(entry.support(on: .iOS)?.classes.isEmpty == true)
        let kit = Kit.uiKitBefore18
        let markers = kit.markers()
        let screen = kit.screen(
            "HStack<VitaminButton>",
            markers.around(
                kit.view("_UIShapeHitTestingView"), kit.view("SwiftUI._UIGraphicsView"),
                kit.view("SwiftUI.CGDrawingView")))
        let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe)
            .find(RecordedQuery(route: .view, className: "UIButton"), scope: .receiver)
        #expect(result.target == nil)
        withExtendedLifetime(screen.retained) {}
    }

    @Test func sliderAndStepperOnVisionOSAreDrawnBySwiftUI() throws {
        // Fixtures/021-bone-visionos26-slider-and-stepper.txt lines 3–27 and 151–175: no UISlider, no UIStepper.
        #expect(try #require(ViewTypeCatalog.entry(named: "slider")).support(on: .visionOS)?.classes.isEmpty == true)
        #expect(try #require(ViewTypeCatalog.entry(named: "stepper")).support(on: .visionOS)?.classes.isEmpty == true)
        let kit = Kit.uiKit
        let markers = kit.markers()
        let screen = kit.screen(
            "Optional<Slider<EmptyView, EmptyView>>",
            markers.around(
                kit.view(
                    "_UIInheritedView", [],
                    kit.view(
                        "_UIInheritedView", [],
                        kit.representable("_RecessedBackgroundView", kit.view("RecessedBackgroundUIView"))),
                    kit.view("_UIShapeHitTestingView"))))
        let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe)
            .find(RecordedQuery(route: .view, className: "UISlider"), scope: .receiver)
        #expect(result.target == nil)
        withExtendedLifetime(screen.retained) {}
    }
}

enum ControlShapes {
    static func argued(_ what: String) -> String {
        "argued: no dump shows it; the reference library hands over the same class (its ViewTypes file); \(what), in a representable's host as Fixtures/013 lines 9–15 (UIKit) and Fixtures/022 lines 13–14 (AppKit)"
    }

    static let macButtonShape = """
        Fixtures/005-factals-macos-nshostingview-scnview-customtree.txt lines 5 and 10–13: a SwiftUI button view (private \
        class, name truncated in the dump) directly in the NSHostingView, holding an NSButtonBezelView — the bezel view \
        AppKit puts inside an NSButton, so the class is argued to be an NSButton subclass
        """
    static let switchShape = """
        Fixtures/013-bone-ios26-toggle-uiswitch.txt lines 2–27: _UIHostingView<Optional<Toggle<Text>>> → \
        UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>> → UISwitch → UISwitchModernVisualElement
        """
    static let sliderShape = """
        Fixtures/014-bone-ios26-slider-uislider.txt lines 1–25: UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<\
        SystemSlider>> → UISlider → _UISliderGlassVisualElement
        """
    static let stepperShape = """
        Fixtures/018-bone-ios26-stepper.txt lines 3–29: UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<UIKitStepper>> \
        → UIStepper → UIStepperDesignLibraryVisualElement → UICoreHostingView<DesignLibraryStepper>
        """

    /// `VStack { Control(…); Control(…).introspect(.view).introspect(…) }`: the same kind of control before the
    /// anchor, another modifier's markers between ours. `make` builds the control each time it is called.
    static func control(_ kit: Kit, _ adaptor: String, _ make: (Kit) -> RecordedNode) -> SceneSetup {
        let markers = kit.markers()
        let viewMarkers = kit.markers()
        let before = make(kit)
        let expected = make(kit)
        let screen = kit.screen(
            "VStack<TupleView<(Control, Control)>>",
            [kit.representable(adaptor, before)]
                + markers.around(viewMarkers.around(kit.representable(adaptor, expected))))
        return SceneSetup(markers, expects: .view(expected), retaining: screen.retained)
    }

    /// `VStack { Toggle("A", isOn: …); Toggle("B", isOn: …).introspect(.view).introspect(.toggle) }`.
    static func uiSwitch(_ kit: Kit) -> SceneSetup {
        control(kit, "Switch") { kit in
            kit.view(
                "UISwitch", ["UIControl"],
                kit.view(
                    "UISwitchModernVisualElement", [], kit.view("UIView"),
                    kit.view("UIView", [], kit.view("UIImageView"))))
        }
    }

    /// `VStack { ProgressView(value: 0.5); ProgressView().progressViewStyle(.circular).introspect(…) }`: a linear
    /// progress view before the anchor, a spinner between the markers.
    static func circularAfterLinear(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let linear = kit.representable("UIKitProgressView", kit.view("UIProgressView", [], kit.view("UIImageView")))
        let spinner = kit.view("UIActivityIndicatorView", [], kit.view("_UIActivityIndicatorViewContentView"))
        let screen = kit.screen(
            "VStack<TupleView<(ProgressView, ProgressView)>>",
            [linear] + markers.around(kit.representable("UIKitActivityIndicator", spinner)))
        return SceneSetup(markers, expects: .view(spinner), retaining: screen.retained)
    }

    /// macOS: both progress styles are NSProgressIndicator; the other style is before the anchor.
    static func macProgress(_ kit: Kit, expectingSpinner: Bool) -> SceneSetup {
        let markers = kit.markers()
        let other = kit.view("NSProgressIndicator", [], note: expectingSpinner ? "bar" : "spinning")
        let expected = kit.view("NSProgressIndicator", [], note: expectingSpinner ? "spinning" : "bar")
        let screen = kit.screen(
            "VStack<TupleView<(ProgressView, ProgressView)>>",
            [kit.representable("PlatformProgressIndicator", other)]
                + markers.around(kit.representable("PlatformProgressIndicator", expected)))
        return SceneSetup(markers, expects: .view(expected), retaining: screen.retained)
    }

    /// `HStack { Toggle(…).toggleStyle(.checkbox); Button("Go") { … }.introspect(.button) }` on macOS: the
    /// checkbox before the anchor is an NSButton too.
    static func macButton(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let checkbox = kit.representable(
            "PlatformCheckbox", kit.view("SwiftUI.PlatformCheckboxButton", ["NSButton", "NSControl"]))
        // Fixtures/005 lines 10–13.
        let button = kit.view(
            "_TtC7SwiftUIP33_9FEBA96B0BC70E1682E82D239F242E73…", ["NSButton", "NSControl"],
            kit.view("NSButtonBezelView"),
            kit.view(
                "_TtCC7SwiftUIP33_9FEBA96B0BC70E1682E82D239F242E7…", [],
                kit.view("_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platfo…")))
        let screen = kit.screen("HStack<TupleView<(Toggle, Button)>>", [checkbox] + markers.around(button))
        return SceneSetup(markers, expects: .view(button), retaining: screen.retained)
    }
}
