#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
typealias TextFieldClass = NSTextField
typealias ScrollViewClass = NSScrollView
typealias ScenarioView = NSView
typealias ScenarioWindow = NSWindow
#else
import UIKit
typealias TextFieldClass = UITextField
typealias ScrollViewClass = UIScrollView
typealias ScenarioView = UIView
typealias ScenarioWindow = UIWindow
#endif

/// Scenarios that host real SwiftUI views in a window and check the identity of what each `customize`
/// received: siblings, nesting, masking, ancestor scope, lists. Each returns its failures (empty when it
/// passes), so the Mac-only test target only asserts that the list is empty; the scenarios themselves are
/// compile-checked against the SDKs on Linux. ``catalog`` (generated) adds one scenario per catalog entry ×
/// platform × class run.
@MainActor
public enum BehaviorChecks {
    /// The hand-written scenarios, by name.
    public static let all: [(name: String, run: @MainActor () async -> [String])] = [
        ("sibling text fields each get their own", siblingTextFields),
        ("nested scroll views: outer and inner", nestedScrollViews),
        ("a masked scroll view is still found", maskedScrollView),
        ("ancestor scope finds the enclosing scroll view", ancestorScope),
        ("the first object of a class: not outside the markers, not a nested call's", firstObjectOfAClass),
    ]

    /// Two text fields side by side, each with its own modifier.
    public static func siblingTextFields() async -> [String] {
        let recorder = Recorder()
        let content = VStack {
            TextField("first", text: .constant("")).introspectTextFieldForChecks { recorder.record("first", $0) }
            TextField("second", text: .constant("")).introspectTextFieldForChecks { recorder.record("second", $0) }
        }
        host(content)
        guard let first = recorder["first"] as? TextFieldClass, let second = recorder["second"] as? TextFieldClass
        else {
            return ["not every modifier received a text field: \(recorder.names)"]
        }
        var failures: [String] = []
        if first === second { failures.append("both modifiers received the same text field") }
        if placeholder(of: first) != "first" {
            failures.append("the first modifier received the field \(placeholder(of: first) ?? "nil")")
        }
        if placeholder(of: second) != "second" {
            failures.append("the second modifier received the field \(placeholder(of: second) ?? "nil")")
        }
        return failures
    }

    /// A horizontal scroll view inside a vertical one, each with its own modifier.
    public static func nestedScrollViews() async -> [String] {
        let recorder = Recorder()
        let content = ScrollView {
            ScrollView(.horizontal) { Text("inner") }
                .introspectScrollViewForChecks(scope: .receiver) { recorder.record("inner", $0) }
        }
        .introspectScrollViewForChecks(scope: .receiver) { recorder.record("outer", $0) }
        host(content)
        guard let outer = recorder["outer"] as? ScrollViewClass, let inner = recorder["inner"] as? ScrollViewClass
        else {
            return ["not every modifier received a scroll view: \(recorder.names)"]
        }
        var failures: [String] = []
        if outer === inner { failures.append("outer and inner modifiers received the same scroll view") }
        if !inner.isDescendant(of: outer) { failures.append("the inner scroll view is not inside the outer one") }
        return failures
    }

    /// A scroll view behind extra wrapper levels (`.clipShape`, `.cornerRadius`).
    public static func maskedScrollView() async -> [String] {
        let recorder = Recorder()
        let content = ScrollView { Text("masked") }
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .cornerRadius(4)
            .introspectScrollViewForChecks(scope: .receiver) { recorder.record("masked", $0) }
        host(content)
        return recorder["masked"] is ScrollViewClass ? [] : ["the masked scroll view was not found"]
    }

    /// From inside a scroll view's content, ancestor scope finds that scroll view; receiver scope there finds
    /// nothing.
    public static func ancestorScope() async -> [String] {
        let recorder = Recorder()
        let content = ScrollView {
            Text("inside")
                .introspectScrollViewForChecks(scope: .ancestor) { recorder.record("ancestor", $0) }
                .introspectScrollViewForChecks(scope: .receiver) { recorder.record("receiver", $0) }
        }
        .introspectScrollViewForChecks(scope: .receiver) { recorder.record("outer", $0) }
        host(content)
        var failures: [String] = []
        if recorder["ancestor"] == nil || recorder["ancestor"] !== recorder["outer"] {
            failures.append("ancestor scope did not find the enclosing scroll view")
        }
        if recorder.has("receiver") { failures.append("receiver scope found a scroll view inside plain text") }
        return failures
    }

    /// `.first(T.self)` on a stack whose content holds views of the class `T`, one of them with a call of its own,
    /// and more of them outside the stack: each call gets the first one between its own markers. With
    /// `scope: .ancestor`, a view inside a scroll view gets that scroll view.
    public static func firstObjectOfAClass() async -> [String] {
        let recorder = Recorder()
        let content = VStack {
            ScenarioMarker("before")
            VStack {
                ScenarioMarker("outer")
                ScenarioMarker("nested")
                    .introspectFirstForChecks(ScenarioMarkerView.self) { recorder.record("nested", $0) }
            }
            .introspectFirstForChecks(ScenarioMarkerView.self) { recorder.record("outer", $0) }
            ScenarioMarker("after")
            ScrollView {
                ScenarioMarker("scrolled")
                    .introspectFirstForChecks(ScrollViewClass.self, scope: .ancestor) {
                        recorder.record("enclosing", $0)
                    }
            }
            .introspectScrollViewForChecks(scope: .receiver) { recorder.record("scrollView", $0) }
        }
        host(content)
        var failures: [String] = []
        for name in ["outer", "nested"] {
            let marker = (recorder[name] as? ScenarioMarkerView)?.marker
            if marker != name { failures.append("the \(name) call received the view \(marker ?? "nil")") }
        }
        if recorder["enclosing"] == nil || recorder["enclosing"] !== recorder["scrollView"] {
            failures.append("with scope: .ancestor, .first did not receive the enclosing scroll view")
        }
        return failures
    }

    // MARK: Hosting

    /// Hosts `content` in a window and runs the main run loop for `seconds` in one call — nothing polls, so the
    /// run loop wakes only for what the frameworks and the content schedule —, then hands the window to `inspect`
    /// before taking it down.
    static func host(_ content: some View, seconds: Double = 1.5, inspect: (ScenarioWindow) -> Void = { _ in }) {
        #if os(macOS)
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 400, height: 800), styleMask: [.titled], backing: .buffered,
            defer: false)
        window.contentView = NSHostingView(rootView: content)
        window.makeKeyAndOrderFront(nil)
        defer { window.orderOut(nil) }
        #else
        // In an app with scenes a window shows only in a scene; a test host without scenes takes the plain window.
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        let window =
            scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = UIHostingController(rootView: content)
        window.makeKeyAndVisible()
        defer {
            // A sheet, cover or popover left presented would outlive the scenario.
            window.rootViewController?.dismiss(animated: false)
            window.isHidden = true
        }
        #endif
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        inspect(window)
    }

    // MARK: Catalog scenarios

    /// The date the date pickers of the catalog scenarios show (a whole minute: pickers may round to one).
    static let scenarioDate = Date(timeIntervalSinceReferenceDate: 400 * 86_400)

    /// Hosts `content` for two and a half seconds (sheets and players take a while), and checks what `recorder`
    /// holds as `"target"`: something arrived, of class `Target`, and `checks` has no failure.
    static func runCatalogScenario<Target: AnyObject>(
        _ content: some View,
        recorder: Recorder,
        as _: Target.Type,
        checks: (Target, ScenarioWindow) -> [String]
    ) async -> ScenarioOutcome {
        var outcome = ScenarioOutcome.failed(["customize received nothing within two and a half seconds"])
        host(content, seconds: 2.5) { window in
            guard let object = recorder["target"] else { return }
            guard let target = object as? Target else {
                outcome = .failed(["customize received a \(type(of: object)), not a \(Target.self)"])
                return
            }
            let failures = checks(target, window)
            outcome = failures.isEmpty ? .passed : .failed(failures)
        }
        return outcome
    }

    /// The view an object stands for: a view itself, a controller's view, a window's frame, the presented
    /// controller's view of a presentation controller.
    static func rootView(of object: AnyObject) -> ScenarioView? {
        #if os(macOS)
        if let view = object as? NSView { return view }
        if let controller = object as? NSViewController { return controller.isViewLoaded ? controller.view : nil }
        if let window = object as? NSWindow { return window.contentView?.superview ?? window.contentView }
        #else
        if let view = object as? UIView { return view }
        if let controller = object as? UIViewController { return controller.viewIfLoaded }
        if let presentation = object as? UIPresentationController {
            return presentation.presentedViewController.viewIfLoaded
        }
        #endif
        return nil
    }

    /// Whether the view `object` stands for is, or holds, the marker view of `marker`. Walks the subviews
    /// breadth-first with a queue.
    static func holds(_ object: AnyObject, marker: String) -> Bool {
        guard let root = rootView(of: object) else { return false }
        var pending = [root]
        var next = 0
        while next < pending.count {
            let view = pending[next]
            next += 1
            if let candidate = view as? ScenarioMarkerView, candidate.marker == marker { return true }
            pending += view.subviews
        }
        return false
    }

    /// Whether `object` is `window` or shown in it.
    static func isShown(_ object: AnyObject, in window: ScenarioWindow) -> Bool {
        if object === window || rootView(of: object)?.window === window { return true }
        // Objects that are no views: the window's toolbar and its items (AppKit); the navigation item, or its search
        // controller, of a controller whose view is in the window (UIKit).
        #if os(macOS)
        guard let toolbar = window.toolbar else { return false }
        return object === toolbar || toolbar.items.contains { $0 === object }
        #else
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            if controller.viewIfLoaded?.window === window {
                let item = controller.navigationItem
                if item === object { return true }
                #if !os(tvOS)
                if item.searchController === object { return true }
                #endif
            }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return false
        #endif
    }

    static func placeholder(of field: TextFieldClass) -> String? {
        #if os(macOS)
        return field.placeholderString
        #else
        return field.placeholder
        #endif
    }
}

/// What a catalog scenario found.
public enum ScenarioOutcome: Equatable, Sendable {
    /// `customize` received the expected object.
    case passed
    /// What went wrong.
    case failed([String])
    /// Not run here, and why (the running OS is outside the scenario's versions, or the SDK lacks its construct).
    case skipped(String)

    /// Skipped: the typed call does nothing outside `versions`, by design.
    static func outsideVersions(_ versions: String) -> ScenarioOutcome {
        .skipped("runs on \(versions); this is \(ProcessInfo.processInfo.operatingSystemVersionString)")
    }
}

/// A named scenario of ``BehaviorChecks/catalog``.
public struct CatalogScenario {
    /// `accessor · versions · class`: `list · iOS 16+ · UICollectionView`.
    public let name: String
    /// Hosts the scenario and reports what it found.
    public let run: @MainActor () async -> ScenarioOutcome
}

/// A plain platform view carrying the scenario's text, placed inside the construct so that a check can tell the
/// received object is the construct's own (a list that holds this row, a scroll view that holds this content).
final class ScenarioMarkerView: ScenarioView {
    var marker = ""
}

#if os(macOS)
typealias ScenarioViewRepresentable = NSViewRepresentable
#else
typealias ScenarioViewRepresentable = UIViewRepresentable
#endif

/// ``ScenarioMarkerView`` in SwiftUI. (The views are made in the protocol's witnesses, which SwiftUI calls on the
/// main actor.)
struct ScenarioMarker: ScenarioViewRepresentable {
    let marker: String

    init(_ marker: String) {
        self.marker = marker
    }

    #if os(macOS)
    func makeNSView(context: Context) -> ScenarioMarkerView {
        let view = ScenarioMarkerView()
        view.marker = marker
        return view
    }

    func updateNSView(_ view: ScenarioMarkerView, context: Context) { view.marker = marker }
    #else
    func makeUIView(context: Context) -> ScenarioMarkerView {
        let view = ScenarioMarkerView()
        view.marker = marker
        return view
    }

    func updateUIView(_ view: ScenarioMarkerView, context: Context) { view.marker = marker }
    #endif
}

/// The one row of the `Table` scenarios.
struct ScenarioRow: Identifiable {
    let id = 0
}

/// What each modifier received, by name.
@MainActor
final class Recorder {
    private var objects: [String: AnyObject] = [:]
    func record(_ name: String, _ object: AnyObject) { objects[name] = object }
    func has(_ name: String) -> Bool { objects[name] != nil }
    subscript(name: String) -> AnyObject? { objects[name] }
    var names: [String] { objects.keys.sorted() }
}

extension View {
    @MainActor
    func introspectTextFieldForChecks(_ customize: @escaping (TextFieldClass) -> Void) -> some View {
        #if os(macOS)
        introspect(.textField, on: .macOS(.v10_15...), customize: customize)
        #else
        introspect(.textField, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), customize: customize)
        #endif
    }

    @MainActor
    func introspectFirstForChecks<Object: ScenarioView>(
        _ viewClass: Object.Type, scope: IntrospectionScope? = nil, _ customize: @escaping (Object) -> Void
    ) -> some View {
        #if os(macOS)
        introspect(.first(viewClass), on: .macOS(.v10_15...), scope: scope, customize: customize)
        #else
        introspect(
            .first(viewClass), on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), scope: scope,
            customize: customize)
        #endif
    }

    @MainActor
    func introspectScrollViewForChecks(scope: IntrospectionScope, _ customize: @escaping (ScrollViewClass) -> Void)
        -> some View
    {
        #if os(macOS)
        introspect(.scrollView, on: .macOS(.v10_15...), scope: scope, customize: customize)
        #else
        introspect(
            .scrollView, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), scope: scope, customize: customize)
        #endif
    }
}
#endif
