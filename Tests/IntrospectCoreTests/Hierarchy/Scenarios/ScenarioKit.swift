@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

// Scenarios: for every run of the catalog — a view type, a platform, and the class backing it over a span of
// OS versions — a recorded hierarchy shaped as SwiftUI builds that view there, the search a device runs on it, and
// the identity of what `customize` receives.
//
// The Apple layer runs `IntrospectionSearch(anchor:probe:).find(TargetQuery(catalog:platform:className:), scope:)`
// with the catalog's route for the platform, the class of the version constant, the entry's exclusions and its
// default scope, and hands over the object at the hit's location. `Scenario.check()` runs exactly that on the scene
// and compares what `Handed` resolves to with the object the scene names when it is built — never one computed
// from the catalog.
//
// Each shape cites the fixture it follows (Tools/Tests/IntrospectDumpsTests/Fixtures/NNN-…, line numbers) or says
// `argued:` and what it is argued from. In argued shapes SwiftUI's private class names are placeholders: the
// search decides by the public superclasses (`UITableView`, `NSTableView`, `UIViewController`), which are what
// the argument is about. The fixtures kept for evaluating the dump reader on texts it was not shaped by (002, 003,
// 007, 009, 010 and 029) are not cited: each shape they show is also shown by another fixture.

// MARK: - Runs and scenarios

/// A run of the catalog: the accessor, the platform, the class and the first version of its run. Written by
/// hand in each scenario (the registry the coverage test compares with the catalog).
struct CoveredRun: Hashable, Sendable, CustomStringConvertible {
    let accessor: String
    let platform: Platform
    let className: String
    let first: OSVersion

    var description: String { "\(accessor) · \(platform) \(first)+ · \(className)" }
}

/// What a scene built for a scenario gives the test: the modifier's markers, the object a device would hand
/// over, and the roots that keep the scene alive (views hold their children, controllers their children and
/// root views; parents, owners and presenters are weak).
struct SceneSetup {
    let anchor: RecordedNode
    let probe: RecordedNode
    let expected: Handed
    let retained: [AnyObject]

    init(_ markers: SceneMarkers, expects expected: Handed, retaining retained: [AnyObject]) {
        anchor = markers.anchor
        probe = markers.probe
        self.expected = expected
        self.retained = retained
    }
}

/// One catalog run and the scene that shows it.
struct Scenario: Sendable, CustomTestStringConvertible {
    let run: CoveredRun
    /// Where the shape comes from: fixture and lines, or `argued: …`.
    let shape: String
    /// Why today's core hands over something else, when it does; the check then records a known issue.
    let knownIssue: String?
    let build: @Sendable () -> SceneSetup

    init(
        _ accessor: String, _ platform: Platform, _ className: String, from first: OSVersion,
        shape: String, knownIssue: String? = nil, build: @escaping @Sendable () -> SceneSetup
    ) {
        run = CoveredRun(accessor: accessor, platform: platform, className: className, first: first)
        self.shape = shape
        self.knownIssue = knownIssue
        self.build = build
    }

    var testDescription: String { run.description }

    /// Runs the search a device runs for this run on the scene and checks the identity of what is handed over.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let entry = try #require(ViewTypeCatalog.entry(named: run.accessor), "the catalog has no \(run.accessor)")
        let support = try #require(
            entry.support(on: run.platform), "the catalog has no \(run.platform) support for \(run.accessor)")
        let backing = try #require(
            support.classes.first { $0.className == run.className && $0.first == run.first },
            "the catalog has no run \(run)"
        )
        let scene = build()
        // The scene itself: mounted, and what it names is of the run's class.
        #expect(scene.probe.isInWindow, "\(run): the scene's probe is not in a window", sourceLocation: sourceLocation)
        #expect(
            scene.expected.isOfClass(backing.className),
            "\(run): the scene names \(scene.expected), not a \(backing.className)", sourceLocation: sourceLocation)
        let query = RecordedQuery(catalog: entry, platform: run.platform, className: backing.className)
        let result = IntrospectionSearch(anchor: scene.anchor, probe: scene.probe, recordsTrace: true).find(
            query, scope: entry.defaultScope)
        let handed = result.target?.location.handed
        withKnownIssue(Comment(rawValue: knownIssue ?? ""), isIntermittent: false, sourceLocation: sourceLocation) {
            #expect(
                handed == scene.expected,
                "\(run): handed \(handed.map(String.init(describing:)) ?? "nothing"), expected \(scene.expected); \(result.missReasons.map(\.description))",
                sourceLocation: sourceLocation
            )
        } when: {
            knownIssue != nil
        }
        withExtendedLifetime(scene.retained) {}
    }
}

extension Handed: CustomStringConvertible {
    var description: String {
        switch self {
        case let .view(view): "view \(view)"
        case let .controller(controller): "controller \(controller)"
        case let .window(window): "window \(window.className)"
        case let .presentation(controller, kind): "\(kind) presentation of \(controller)"
        case let .held(object): "held \(object)"
        }
    }

    /// Whether the handed object is of the platform class `className` (what the version constant promises).
    func isOfClass(_ className: String) -> Bool {
        switch self {
        case let .view(view): view.isInstance(ofClassNamed: className)
        case let .controller(controller): controller.isInstance(ofClassNamed: className)
        case let .window(window): window.className == className
        case let .held(object): object.isInstance(ofClassNamed: className)
        case let .presentation(_, kind):
            // A sheet-style presentation's controller is a UISheetPresentationController from iOS 15 and on
            // visionOS ("the presentation controller for sheet-style presentations", UIViewController docs).
            kind == .popover
                ? className == "UIPopoverPresentationController"
                : ["UIPresentationController", "UISheetPresentationController"].contains(className)
        }
    }
}

// MARK: - How SwiftUI spells its views

/// How SwiftUI names the platform views it makes, by toolkit and OS era.
struct Kit: Sendable {

    let toolkit: Toolkit
    /// Whether representables sit in `UIKitPlatformViewHost<…>` / `AppKitPlatformViewHost<…>` (iOS 18+,
    /// visionOS, macOS 26+ fixtures) rather than `PlatformViewHost<…>` (iOS 13–17 and 2022 macOS fixtures).
    let toolkitPrefixedHosts: Bool

    /// iOS and tvOS 13–17: `PlatformViewHost<…>` with base class `_UIConstraintBasedLayoutHostingView`
    /// (Fixtures/001-sentry-list-ios16.txt line 5).
    static let uiKitBefore18 = Kit(toolkit: .uiKit, toolkitPrefixedHosts: false)
    /// iOS and tvOS 18+, visionOS: `UIKitPlatformViewHost<…>`, a `UICorePlatformViewHost<…>`
    /// (Fixtures/013-bone-ios26-toggle-uiswitch.txt lines 9–10; superclass chain in
    /// Fixtures/011-bone-visionos27-list-capture.json, the object whose className is on line 353).
    static let uiKit = Kit(toolkit: .uiKit, toolkitPrefixedHosts: true)
    /// macOS before 26: `PlatformViewHost<…>` (Fixtures/005-factals-macos-nshostingview-scnview-customtree.txt
    /// lines 6 and 8).
    static let appKitBefore26 = Kit(toolkit: .appKit, toolkitPrefixedHosts: false)
    /// macOS 26+: `AppKitPlatformViewHost<…>` (Fixtures/022-metalui-macos27-toolbar-probe.txt lines 13 and 33).
    static let appKit = Kit(toolkit: .appKit, toolkitPrefixedHosts: true)

    /// `UIView` or `NSView`.
    var baseViewClass: String { toolkit == .uiKit ? "UIView" : "NSView" }

    /// A view of class `className` whose superclasses are `superclasses` then the toolkit's base view class.
    func view(_ className: String, _ superclasses: [String] = [], _ children: RecordedNode...) -> RecordedNode {
        view(className, superclasses, children: children)
    }

    /// A view of class `className` whose superclasses are `superclasses` then the toolkit's base view class.
    func view(_ className: String, _ superclasses: [String] = [], children: [RecordedNode]) -> RecordedNode {
        let chain = className == baseViewClass ? superclasses : superclasses + [baseViewClass]
        return RecordedNode(className, superclasses: chain, children: children)
    }

    /// A view with a note (which of two look-alike views it is).
    func view(_ className: String, _ superclasses: [String], note: String) -> RecordedNode {
        let node = view(className, superclasses, children: [])
        node.note = note
        return node
    }

    /// The host SwiftUI wraps a representable's view in: one child, the representable's view (Fixtures/013
    /// lines 9–15; Fixtures/005 lines 8–9).
    func host(_ adaptor: String, _ content: RecordedNode...) -> RecordedNode {
        host(adaptor, children: content)
    }

    /// The host SwiftUI wraps a representable's view in.
    func host(_ adaptor: String, children content: [RecordedNode]) -> RecordedNode {
        switch (toolkit, toolkitPrefixedHosts) {
        case (.uiKit, true):
            view(
                "UIKitPlatformViewHost<\(adaptor)>",
                ["UICorePlatformViewHost<\(adaptor)>", "_UIConstraintBasedLayoutHostingView"], children: content)
        case (.uiKit, false):
            view("PlatformViewHost<\(adaptor)>", ["_UIConstraintBasedLayoutHostingView"], children: content)
        case (.appKit, true):
            view("AppKitPlatformViewHost<\(adaptor)>", children: content)
        case (.appKit, false):
            view("PlatformViewHost<\(adaptor)>", children: content)
        }
    }

    /// The host of a view representable (`PlatformViewRepresentableAdaptor<…>`).
    func representable(_ name: String, _ content: RecordedNode...) -> RecordedNode {
        host("PlatformViewRepresentableAdaptor<\(name)>", children: content)
    }

    /// The host of a controller representable (`PlatformViewControllerRepresentableAdaptor<…>`, Fixtures/017
    /// line 9).
    func controllerRepresentable(_ name: String, _ content: RecordedNode...) -> RecordedNode {
        host("PlatformViewControllerRepresentableAdaptor<\(name)>", children: content)
    }

    /// A modifier's two markers, each in its own host.
    func markers() -> SceneMarkers {
        let anchor = RecordedNode(IntrospectionMarkerClass.anchor, superclasses: [baseViewClass], note: "anchor")
        let probe = RecordedNode(IntrospectionMarkerClass.probe, superclasses: [baseViewClass], note: "probe")
        return SceneMarkers(
            anchor: anchor,
            probe: probe,
            anchorHost: representable("AnchorMarker", anchor),
            probeHost: representable("ProbeMarker", probe)
        )
    }

    /// A SwiftUI hosting view (`_UIHostingView<…>`, Fixtures/016 lines 3–4; `NSHostingView<…>`, Fixtures/005
    /// line 5) holding `content` directly: SwiftUI flattens stacks into the nearest hosting view.
    func hostingView(_ root: String = "ContentView", _ content: [RecordedNode]) -> RecordedNode {
        toolkit == .uiKit
            ? view("_UIHostingView<\(root)>", children: content) : view("NSHostingView<\(root)>", children: content)
    }

    /// A hosting controller owning a hosting view that holds `content` (Fixtures/004 line 1: the controller and
    /// its `_UIHostingView`).
    func hostingController(_ root: String = "ContentView", _ content: [RecordedNode], viewClass: String? = nil)
        -> RecordedController
    {
        let rootView =
            viewClass.map { view($0, ["_UIHostingView<\(root)>"], children: content) } ?? hostingView(root, content)
        return RecordedController(
            "UIHostingController<\(root)>",
            superclasses: ["UIHostingController", "UIViewController"],
            rootView: rootView
        )
    }

    /// The root of an app: a window holding a hosting view that holds `content`.
    ///
    /// UIKit: `UIWindow` → `UITransitionView` → `UIDropShadowView` → `_UIHostingView`, the root hosting
    /// controller's view (Fixtures/001 lines 1–4; Fixtures/004 line 1 for the controller). AppKit: the
    /// `NSHostingView` is the window's content view (Fixtures/005 lines 4–5); no controller.
    func screen(_ root: String = "ContentView", _ content: [RecordedNode]) -> Screen {
        switch toolkit {
        case .uiKit:
            let controller = hostingController(root, content)
            let hosting = controller.rootView ?? hostingView(root, [])
            let windowRoot = view("UIWindow", [], view("UITransitionView", [], view("UIDropShadowView", [], hosting)))
            return Screen(
                window: RecordedWindow("UIWindow", rootView: windowRoot), windowRoot: windowRoot, hostingView: hosting,
                hostingController: controller)
        case .appKit:
            let hosting = hostingView(root, content)
            return Screen(
                window: RecordedWindow("NSWindow", rootView: hosting), windowRoot: hosting, hostingView: hosting,
                hostingController: nil)
        }
    }
}

/// The two markers of one modifier and their hosts.
struct SceneMarkers {
    let anchor: RecordedNode
    let probe: RecordedNode
    let anchorHost: RecordedNode
    let probeHost: RecordedNode

    /// `content` bracketed by the markers' hosts, in the order SwiftUI gives `.background`, the view and
    /// `.overlay`.
    func around(_ content: RecordedNode...) -> [RecordedNode] {
        around(content)
    }

    /// `content` bracketed by the markers' hosts.
    func around(_ content: [RecordedNode]) -> [RecordedNode] {
        [anchorHost] + content + [probeHost]
    }
}

/// The root of a hierarchy: a window, the view the window holds, the root hosting view and (UIKit) its controller.
struct Screen {
    let window: RecordedWindow
    let windowRoot: RecordedNode
    let hostingView: RecordedNode
    let hostingController: RecordedController?

    /// What keeps the scene alive: the window's view tree and the controller tree.
    var retained: [AnyObject] {
        [windowRoot] + (hostingController.map { [$0] } ?? [])
    }
}

// MARK: - UIKit containers

extension Kit {
    /// A `UINavigationController` as SwiftUI builds a stack: its root view `UILayoutContainerView` holds the
    /// transition view, with the top controller's view in a wrapper, then the bar (Fixtures/033 lines 1–3:
    /// hosting view → `UIViewControllerWrapperView` → `UINavigationTransitionView` → `UILayoutContainerView`;
    /// the bar after the transition view as the toolbar in Fixtures/030 lines 7–8 and 67). The class name is
    /// argued (a `UINavigationController` subclass of SwiftUI's).
    func navigationController(
        _ className: String = "SwiftUI.UIKitNavigationController",
        top: RecordedController,
        below: [RecordedController] = [],
        barContent: [RecordedNode] = []
    ) -> RecordedController {
        let bar = view("UINavigationBar", [], children: [view("_UINavigationBarContentView")] + barContent)
        let container = view(
            "UILayoutContainerView", [],
            view(
                "UINavigationTransitionView", [],
                view("UIViewControllerWrapperView", [], top.rootView ?? view("UIView"))),
            bar)
        let navigation = RecordedController(
            className,
            superclasses: ["UINavigationController", "UIViewController"],
            rootView: container,
            children: below + [top]
        )
        // `navigationBar` is the bar among the container's views ("The navigation bar managed by the controller").
        navigation.held[.navigationBar] = bar
        return navigation
    }

    /// A `NavigationStack` (or `NavigationView` with the stack style) whose content is `content`: the navigation
    /// controller, its content's hosting controller, and the host SwiftUI puts the controller's view in
    /// (Fixtures/033 line 3: `PlatformViewHost<…NavigationStackRepresentable>`).
    func navigationStack(_ content: [RecordedNode], barContent: [RecordedNode] = []) -> (
        host: RecordedNode, navigation: RecordedController, content: RecordedController
    ) {
        // The stack's content is hosted by a `HostingView` (Fixtures/033 line 1).
        let contentController = hostingController("NavigationStackContent", content, viewClass: "HostingView")
        let navigation = navigationController(top: contentController, barContent: barContent)
        let host = controllerRepresentable("NavigationStackRepresentable", navigation.rootView ?? view("UIView"))
        return (host, navigation, contentController)
    }

    /// A UIKit root screen whose hosting controller adopts `children` (controller representables are parented
    /// to the nearest hosting controller: Fixtures/004 lines 1–2, the tab bar controller under the root
    /// hosting controller).
    func screen(_ content: [RecordedNode], adopting children: [RecordedController]) -> Screen {
        let screen = screen("ContentView", content)
        for child in children { screen.hostingController?.addChild(child) }
        return screen
    }
}
