@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Sheets, full-screen covers and popovers: the presentation is reached from inside the presented content.
@Suite("Presentation scenarios")
struct PresentationScenarios {
    static let all: [Scenario] = [
        Scenario("sheet", .iOS, "UIPresentationController", from: 13, shape: PresentationShapes.sheetShape) {
            PresentationShapes.sheet(.uiKitBefore18)
        },
        Scenario("sheet", .tvOS, "UIPresentationController", from: 13, shape: PresentationShapes.tvShape) {
            PresentationShapes.sheet(.uiKit, dimmed: false)
        },
        Scenario("sheet", .visionOS, "UISheetPresentationController", from: 1, shape: PresentationShapes.visionShape) {
            PresentationShapes.sheet(.uiKit)
        },
        Scenario("fullScreenCover", .iOS, "UIPresentationController", from: 14, shape: PresentationShapes.coverShape) {
            PresentationShapes.coverOverSheet(.uiKit)
        },
        Scenario("fullScreenCover", .tvOS, "UIPresentationController", from: 14, shape: PresentationShapes.tvShape) {
            PresentationShapes.coverOverSheet(.uiKitBefore18)
        },
        Scenario(
            "fullScreenCover", .visionOS, "UIPresentationController", from: 1, shape: PresentationShapes.visionShape
        ) { PresentationShapes.coverOverSheet(.uiKit) },
        Scenario("popover", .iOS, "UIPopoverPresentationController", from: 13, shape: PresentationShapes.popoverShape) {
            PresentationShapes.popoverOverSheet(.uiKitBefore18)
        },
        Scenario(
            "popover", .visionOS, "UIPopoverPresentationController", from: 1, shape: PresentationShapes.visionShape
        ) { PresentationShapes.popoverOverSheet(.uiKit) },
    ]

    @Test("Sheets, covers and popovers", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }

    @Test func outsideAnyPresentationNothingIsHandedOver() {
        // `.introspect(.sheet)` on the presenting screen's content, while a sheet is up: the screen is not
        // presented, so there is no presentation controller to hand over (UIKit would create one if asked).
        let kit = Kit.uiKit
        let markers = kit.markers()
        let screen = kit.screen("ContentView", markers.around(kit.view("SwiftUI.CGDrawingView")))
        let sheet = PresentationShapes.presentationController(kit, [])
        screen.hostingController?.present(sheet)
        let query = RecordedQuery(route: .sheetPresentation, className: "UIPresentationController")
        let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(query, scope: .ancestor)
        #expect(result.target == nil)
        #expect(result.missReasons == [.notPresented])
        withExtendedLifetime(screen.retained) {}
    }
}

enum PresentationShapes {
    static let sheetShape = """
        argued: no dump shows a presented sheet; UIKit puts a presented controller's view in a new UITransitionView of the \
        window (the presentation's containerView, UIPresentationController docs), a page sheet with a dimming view and a \
        drop-shadow view as the root's own (Fixtures/001 lines 1–3); SwiftUI's sheet content is a hosting controller \
        presented by the presenting content's hosting controller; the stack inside as Fixtures/033 lines 1–4
        """
    static let coverShape = """
        argued: no dump shows a full-screen cover; a full-screen presentation's container holds the presented view alone \
        (UIModalPresentationStyle.fullScreen docs); the cover is presented from a sheet's content, so a presented \
        controller that is not the one around the probe is present
        """
    static let popoverShape = """
        argued: no dump shows a popover; UIKit shows a popover's content in a _UIPopoverView inside the presentation's \
        container view (UIPopoverPresentationController docs); the popover is presented from a sheet's content
        """
    static let tvShape = """
        argued: no tvOS dump; tvOS presents modally over the whole screen, without a dimming view; otherwise as the iOS scenes
        """
    static let visionShape = """
        argued: no visionOS dump; visionOS presents as UIKit does on iOS, in the window's scene; shaped as the iOS scenes
        """

    /// The controller SwiftUI presents for `.sheet`, `.fullScreenCover` and `.popover` content.
    static func presentationController(_ kit: Kit, _ content: [RecordedNode]) -> RecordedController {
        RecordedController(
            "PresentationHostingController<AnyView>",
            superclasses: ["UIHostingController<AnyView>", "UIHostingController", "UIViewController"],
            rootView: kit.hostingView("AnyView", content)
        )
    }

    /// Mounts `presented`'s view in the window as UIKit does: a new transition view, with a dimming view and a
    /// drop-shadow view for a sheet, a popover view for a popover, the view alone for a full-screen cover.
    static func mount(_ kit: Kit, _ presented: RecordedController, in screen: Screen, style: String) {
        let view = presented.rootView ?? kit.view("UIView")
        switch style {
        case "sheet":
            screen.windowRoot.append(
                kit.view("UITransitionView", [], kit.view("UIDimmingView"), kit.view("UIDropShadowView", [], view)))
        case "popover":
            screen.windowRoot.append(
                kit.view(
                    "UITransitionView", [], kit.view("UIDimmingView"),
                    kit.view(
                        "_UIPopoverView", [], kit.view("_UIPopoverViewBackgroundComponentView"),
                        kit.view("UIView", [], view))))
        default:
            screen.windowRoot.append(kit.view("UITransitionView", [], view))
        }
    }

    /// `Button(…).sheet(isPresented: …) { NavigationStack { Text(…).introspect(.sheet) }.sheet(…) { … } }`: the
    /// markers in the stack's content inside the sheet, and a second sheet presented from the first.
    static func sheet(_ kit: Kit, dimmed: Bool = true) -> SceneSetup {
        let markers = kit.markers()
        let stack = kit.navigationStack(markers.around(kit.view("SwiftUI.CGDrawingView")))
        let sheet = presentationController(kit, [stack.host])
        sheet.addChild(stack.navigation)
        let second = presentationController(kit, [kit.view("SwiftUI.CGDrawingView")])
        let screen = kit.screen("ContentView", [kit.view("SwiftUI.CGDrawingView")])
        screen.hostingController?.present(sheet)
        sheet.present(second)
        mount(kit, sheet, in: screen, style: dimmed ? "sheet" : "fullScreen")
        mount(kit, second, in: screen, style: dimmed ? "sheet" : "fullScreen")
        return SceneSetup(markers, expects: .presentation(sheet, .sheet), retaining: screen.retained)
    }

    /// A sheet whose content presents `.fullScreenCover { Text(…).introspect(.fullScreenCover) }`.
    static func coverOverSheet(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let sheet = presentationController(kit, [kit.view("SwiftUI.CGDrawingView")])
        let cover = presentationController(kit, markers.around(kit.view("SwiftUI.CGDrawingView")))
        let screen = kit.screen("ContentView", [kit.view("SwiftUI.CGDrawingView")])
        screen.hostingController?.present(sheet)
        sheet.present(cover)
        mount(kit, sheet, in: screen, style: "sheet")
        mount(kit, cover, in: screen, style: "fullScreen")
        return SceneSetup(markers, expects: .presentation(cover, .sheet), retaining: screen.retained)
    }

    /// A sheet whose content presents `.popover { Text(…).introspect(.popover) }`.
    static func popoverOverSheet(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let sheet = presentationController(kit, [kit.view("SwiftUI.CGDrawingView")])
        let popover = presentationController(kit, markers.around(kit.view("SwiftUI.CGDrawingView")))
        let screen = kit.screen("ContentView", [kit.view("SwiftUI.CGDrawingView")])
        screen.hostingController?.present(sheet)
        sheet.present(popover)
        mount(kit, sheet, in: screen, style: "sheet")
        mount(kit, popover, in: screen, style: "popover")
        return SceneSetup(markers, expects: .presentation(popover, .popover), retaining: screen.retained)
    }
}
