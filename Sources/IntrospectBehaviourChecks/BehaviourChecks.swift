#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
typealias TextFieldClass = NSTextField
typealias ScrollViewClass = NSScrollView
#else
import UIKit
typealias TextFieldClass = UITextField
typealias ScrollViewClass = UIScrollView
#endif

/// Scenarios that host real SwiftUI views in a window and check the identity of what each `customize`
/// received: siblings, nesting, masking, ancestor scope, lists. Each returns its failures (empty when it
/// passes), so the Mac-only test target only asserts that the list is empty; the scenarios themselves are
/// compile-checked against the SDKs on Linux.
@MainActor
public enum BehaviourChecks {
    /// Every scenario, by name.
    public static let all: [(name: String, run: @MainActor () async -> [String])] = [
        ("sibling text fields each get their own", siblingTextFields),
        ("nested scroll views: outer and inner", nestedScrollViews),
        ("a masked scroll view is still found", maskedScrollView),
        ("ancestor scope finds the enclosing scroll view", ancestorScope),
    ]

    /// Two text fields side by side, each with its own modifier.
    public static func siblingTextFields() async -> [String] {
        let recorder = Recorder()
        let content = VStack {
            TextField("first", text: .constant("")).introspectTextFieldForChecks { recorder.record("first", $0) }
            TextField("second", text: .constant("")).introspectTextFieldForChecks { recorder.record("second", $0) }
        }
        await host(content) { recorder.has("first") && recorder.has("second") }
        guard let first = recorder["first"] as? TextFieldClass, let second = recorder["second"] as? TextFieldClass else {
            return ["not every modifier received a text field: \(recorder.names)"]
        }
        var failures: [String] = []
        if first === second { failures.append("both modifiers received the same text field") }
        if placeholder(of: first) != "first" { failures.append("the first modifier received the field \(placeholder(of: first) ?? "nil")") }
        if placeholder(of: second) != "second" { failures.append("the second modifier received the field \(placeholder(of: second) ?? "nil")") }
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
        await host(content) { recorder.has("inner") && recorder.has("outer") }
        guard let outer = recorder["outer"] as? ScrollViewClass, let inner = recorder["inner"] as? ScrollViewClass else {
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
        await host(content) { recorder.has("masked") }
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
        await host(content) { recorder.has("ancestor") && recorder.has("outer") }
        var failures: [String] = []
        if recorder["ancestor"] == nil || recorder["ancestor"] !== recorder["outer"] {
            failures.append("ancestor scope did not find the enclosing scroll view")
        }
        if recorder.has("receiver") { failures.append("receiver scope found a scroll view inside plain text") }
        return failures
    }

    // MARK: Hosting

    /// Hosts `content` in a window and waits (two seconds at most) until `isDone`.
    static func host(_ content: some View, until isDone: () -> Bool) async {
        #if os(macOS)
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 400, height: 800), styleMask: [.titled], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: content)
        window.makeKeyAndOrderFront(nil)
        defer { window.orderOut(nil) }
        #else
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = UIHostingController(rootView: content)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #endif
        for _ in 0..<100 where !isDone() {
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    static func placeholder(of field: TextFieldClass) -> String? {
        #if os(macOS)
        return field.placeholderString
        #else
        return field.placeholder
        #endif
    }
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
    func introspectScrollViewForChecks(scope: IntrospectionScope, _ customize: @escaping (ScrollViewClass) -> Void) -> some View {
        #if os(macOS)
        introspect(.scrollView, on: .macOS(.v10_15...), scope: scope, customize: customize)
        #else
        introspect(.scrollView, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), scope: scope, customize: customize)
        #endif
    }
}
#endif
