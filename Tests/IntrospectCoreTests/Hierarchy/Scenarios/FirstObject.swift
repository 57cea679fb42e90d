@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// `.first(T.self)`: the first view or view controller of a class between the markers (or the nearest above them),
/// for views the catalog has no type for. It has no catalog runs, so these scenes stand apart from the registry;
/// each names the decoys a wrong route would take: a `T` before the anchor and after the probe, a `T` inside a
/// nested modifier's markers, a farther ancestor, and a class whose name says another kind than its superclasses.
///
/// The query is built as the Apple layer builds it (`TargetQuery(firstOfClass:classChain:target:)`), from the class
/// and its superclasses; on a device the chain is the runtime class's.
@Suite("Scenarios: the first object of a class")
struct FirstObjectScenarios {
    /// One scene: what the call asks for, where its markers are, what it must hand over and what it must not.
    struct Scene: Sendable, CustomTestStringConvertible {
        let name: String
        /// Where the shape comes from: fixture and lines, or `argued: …`.
        let shape: String
        let build: @Sendable () -> Built

        var testDescription: String { name }
    }

    struct Built {
        let markers: SceneMarkers
        /// The class the call names, then its superclasses.
        let classChain: [String]
        let scope: IntrospectionScope
        let expected: Handed
        let decoys: [Handed]
        let retained: [AnyObject]

        var query: RecordedQuery? {
            RecordedQuery(firstOfClass: classChain[0], superclasses: Array(classChain.dropFirst()))
        }

        func handed() -> (Handed?, [String]) {
            guard let query else { return (nil, ["no route for \(classChain)"]) }
            let result = IntrospectionSearch(anchor: markers.anchor, probe: markers.probe).find(query, scope: scope)
            return (result.target?.location.handed, result.missReasons.map(\.description))
        }
    }

    static let buttonChain = ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"]

    static let all: [Scene] = [
        Scene(
            name: "a menu Picker's button on iOS 26, between other pickers' buttons",
            shape: "Fixtures/015-bone-ios26-picker-menu.txt lines 1, 7 and 13–14 (the picker); the others argued"
        ) {
            let kit = Kit.uiKit
            let markers = kit.markers()
            let (before, beforeButton) = menuPicker(kit)
            let (picker, button) = menuPicker(kit)
            let (after, afterButton) = menuPicker(kit)
            let screen = kit.screen("VStack", [before] + markers.around(picker) + [after])
            return Built(
                markers: markers, classChain: buttonChain, scope: .receiver, expected: .view(button),
                decoys: [.view(beforeButton), .view(afterButton)], retained: screen.retained)
        },
        Scene(
            name: "the outer call takes its first button, the nested call its own",
            shape: nestedShape
        ) { nestedCalls(.uiKit, searching: .outer) },
        Scene(
            name: "the nested call takes the button between its own markers, not the outer call's first",
            shape: nestedShape
        ) { nestedCalls(.uiKit, searching: .nested) },
        Scene(
            name: "a nested call's markers do not hide what lies between them from the outer call",
            shape: "Fixtures/015 lines 7 and 13–14 for each picker; the nesting argued"
        ) {
            let kit = Kit.uiKit
            let outerMarkers = kit.markers()
            let nestedMarkers = kit.markers()
            let (nestedPicker, nestedButton) = menuPicker(kit)
            let (laterPicker, laterButton) = menuPicker(kit)
            let screen = kit.screen(
                "VStack", outerMarkers.around(nestedMarkers.around(nestedPicker) + [laterPicker]))
            return Built(
                markers: outerMarkers, classChain: buttonChain, scope: .receiver, expected: .view(nestedButton),
                decoys: [.view(laterButton)], retained: screen.retained)
        },
        Scene(
            name: "a menu Picker's pop-up button on macOS",
            shape: "argued: AppKit's NSPopUpButton (an NSButton), as the catalog's picker(style: .menu) on macOS"
        ) {
            let kit = Kit.appKit
            let markers = kit.markers()
            func popUp() -> RecordedNode {
                kit.view("SwiftUI.PopUpButton", ["NSPopUpButton", "NSButton", "NSControl"])
            }
            let (before, picked, after) = (popUp(), popUp(), popUp())
            let screen = kit.screen(
                "VStack",
                [kit.host("PlatformViewRepresentableAdaptor<SystemPopUpButton>", before)]
                    + markers.around(kit.host("PlatformViewRepresentableAdaptor<SystemPopUpButton>", picked))
                    + [kit.host("PlatformViewRepresentableAdaptor<SystemPopUpButton>", after)])
            return Built(
                markers: markers, classChain: ["NSPopUpButton", "NSButton", "NSControl", "NSView", "NSResponder"],
                scope: .receiver, expected: .view(picked), decoys: [.view(before), .view(after)],
                retained: screen.retained)
        },
        Scene(
            name: "with scope: .ancestor, the nearest scroll view above, not a farther one nor one between the markers",
            shape: "argued: a ScrollView inside a ScrollView, the modifier on a view in the inner one's content"
        ) {
            let kit = Kit.uiKit
            let markers = kit.markers()
            let between = kit.view("HostingScrollView", ["UIScrollView"])
            let inner = kit.view("HostingScrollView", ["UIScrollView"], children: markers.around(between))
            let outer = kit.view("HostingScrollView", ["UIScrollView"], inner)
            let screen = kit.screen("ScrollView", [outer])
            return Built(
                markers: markers, classChain: ["UIScrollView", "UIView", "UIResponder", "NSObject"], scope: .ancestor,
                expected: .view(inner), decoys: [.view(outer), .view(between)], retained: screen.retained)
        },
        Scene(
            name: "a controller class whose name ends in View is found as a controller",
            shape: "argued: an app's UIPageViewController subclass in a UIViewControllerRepresentable, beside another"
        ) {
            let kit = Kit.uiKit
            let markers = kit.markers()
            func pager() -> RecordedController {
                RecordedController(
                    "App.PagerView", superclasses: ["UIPageViewController", "UIViewController"],
                    rootView: kit.view("_UIPageViewControllerContentView"))
            }
            let (before, picked) = (pager(), pager())
            func host(_ controller: RecordedController) -> RecordedNode {
                kit.controllerRepresentable("PagerRepresentable", controller.rootView ?? kit.view("UIView"))
            }
            let screen = kit.screen([host(before)] + markers.around(host(picked)), adopting: [before, picked])
            return Built(
                markers: markers,
                classChain: ["App.PagerView", "UIPageViewController", "UIViewController", "UIResponder", "NSObject"],
                scope: .receiver, expected: .controller(picked), decoys: [.controller(before)],
                retained: screen.retained)
        },
        Scene(
            name: "a view class whose name ends in Controller is found as a view",
            shape: "argued: an app's UIScrollView subclass in a UIViewRepresentable"
        ) {
            let kit = Kit.uiKit
            let markers = kit.markers()
            let before = kit.view("App.StepsController", ["UIScrollView"])
            let picked = kit.view("App.StepsController", ["UIScrollView"])
            let screen = kit.screen(
                "VStack",
                [kit.representable("StepsRepresentable", before)]
                    + markers.around(kit.representable("StepsRepresentable", picked)))
            return Built(
                markers: markers,
                classChain: ["App.StepsController", "UIScrollView", "UIView", "UIResponder", "NSObject"],
                scope: .receiver, expected: .view(picked), decoys: [.view(before)], retained: screen.retained)
        },
    ]

    /// A menu-style Picker as iOS 26 builds it: the button in the host of SwiftUI's button adaptor (Fixtures/015
    /// lines 7 and 13–14: `UIKitIconPreferringButton`, superclass `UIKitButtonBase`, a `UIButton`).
    static func menuPicker(_ kit: Kit) -> (host: RecordedNode, button: RecordedNode) {
        let button = kit.view("UIKitIconPreferringButton", ["UIKitButtonBase", "UIButton", "UIControl"])
        return (kit.host("PlatformViewRepresentableAdaptor<UIKitButtonAdaptor<PlatformItemContent>>", button), button)
    }

    static let nestedShape =
        "Fixtures/015 lines 7 and 13–14 for each picker; the nesting argued: a modifier on one picker inside a stack "
        + "that has a modifier of its own"

    enum Call { case outer, nested }

    /// A stack with a call of its own, holding a picker, then a picker with a nested call; a picker outside both.
    /// Each call's target is the other's decoy.
    static func nestedCalls(_ kit: Kit, searching call: Call) -> Built {
        let outerMarkers = kit.markers()
        let nestedMarkers = kit.markers()
        let (outside, outsideButton) = menuPicker(kit)
        let (first, firstButton) = menuPicker(kit)
        let (nested, nestedButton) = menuPicker(kit)
        let screen = kit.screen("VStack", [outside] + outerMarkers.around([first] + nestedMarkers.around(nested)))
        let (markers, expected, other) =
            call == .outer ? (outerMarkers, firstButton, nestedButton) : (nestedMarkers, nestedButton, firstButton)
        return Built(
            markers: markers, classChain: buttonChain, scope: .receiver, expected: .view(expected),
            decoys: [.view(other), .view(outsideButton)], retained: screen.retained)
    }

    @Test("The first object of a class", arguments: all)
    func scene(_ scene: Scene) {
        let built = scene.build()
        #expect(built.markers.probe.isInWindow, "\(scene.name): the probe is not in a window")
        #expect(built.expected.isOfClass(built.classChain[0]), "\(scene.name): names \(built.expected)")
        for decoy in built.decoys {
            #expect(decoy.isOfClass(built.classChain[0]), "\(scene.name): the decoy \(decoy) is no decoy")
        }
        let (handed, misses) = built.handed()
        #expect(
            handed == built.expected,
            "\(scene.name): handed \(handed.map(String.init(describing:)) ?? "nothing"); \(misses)")
        withExtendedLifetime(built.retained) {}
    }

    /// Each scene, checked against each of its decoys: the identity check must fail.
    @Test func eachSceneFailsWhenItNamesADecoy() {
        for scene in Self.all {
            let built = scene.build()
            for decoy in built.decoys {
                withKnownIssue("\(scene.name): the check names the decoy \(decoy)") {
                    #expect(built.handed().0 == decoy)
                }
            }
            withExtendedLifetime(built.retained) {}
        }
    }

    /// The kind, and so the route, comes from the first base class of UIKit or AppKit in the chain; how a name ends
    /// decides nothing.
    @Test(arguments: [
        (["UIKitIconPreferringButton", "UIKitButtonBase", "UIButton", "UIControl", "UIView"], TargetRoute.view),
        (["App.StepsController", "UIScrollView", "UIView", "UIResponder"], .view),
        (["App.PagerView", "UIPageViewController", "UIViewController", "UIResponder"], .viewController),
        (["SwiftUI.PlatformAlertController", "UIAlertController", "UIViewController"], .viewController),
        (["NSPopUpButton", "NSButton", "NSControl", "NSView", "NSResponder"], .view),
        (["NSSplitViewController", "NSViewController", "NSResponder"], .viewController),
        (["UIWindow", "UIView", "UIResponder"], .window),
        (["App.MainWindow", "NSWindow", "NSResponder"], .window),
    ])
    func theRouteComesFromTheClassChain(chain: [String], route: TargetRoute) {
        #expect(TargetRoute.firstObject(ofClassChain: chain) == route)
        #expect(RecordedQuery(firstOfClass: chain[0], superclasses: Array(chain.dropFirst()))?.route == route)
    }

    /// A bar's item or a presentation controller is read as its holder's property, and an unknown chain reaches no
    /// base class: no walk finds them, so there is no query (the Apple layer then reports nothing found).
    @Test func classesNoWalkReachesHaveNoQuery() {
        let unreachable: [[String]] = [
            ["UINavigationItem", "NSObject"], ["NSSearchToolbarItem", "NSToolbarItem", "NSObject"],
            ["UISheetPresentationController", "UIPresentationController", "NSObject"], ["App.Model", "NSObject"], [],
        ]
        for chain in unreachable {
            #expect(TargetRoute.firstObject(ofClassChain: chain) == nil, "\(chain)")
        }
        #expect(PlatformObjectKind(classChain: ["UINavigationItem", "NSObject"]) == .barObject)
        #expect(PlatformObjectKind(classChain: ["App.Model", "NSObject"]) == nil)
        // By name alone, the app's view would be a controller and its controller a view.
        #expect(PlatformObjectKind.of("App.StepsController") == .controller)
        #expect(PlatformObjectKind(classChain: ["App.StepsController", "UIScrollView", "UIView"]) == .view)
    }

    /// The catalog's class names, which carry no chain, are classed by the base classes first, then by UIKit's and
    /// AppKit's naming conventions.
    @Test(arguments: [
        ("UIWindow", PlatformObjectKind.window), ("NSWindow", .window), ("NSToolbar", .barObject),
        ("NSSearchToolbarItem", .barObject), ("UINavigationItem", .barObject),
        ("UISheetPresentationController", .presentationController), ("UIPageViewController", .controller),
        ("NSSplitViewController", .controller), ("UIView", .view), ("UIRefreshControl", .view),
    ])
    func catalogClassNamesAreClassedByName(className: String, kind: PlatformObjectKind) {
        #expect(PlatformObjectKind.of(className) == kind)
    }
}
