#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreFoundation
@_spi(Advanced) @_spi(Internals) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// Scenarios of *when* customize runs, for a Mac or a simulator: the frame model's promise (IntrospectCore's
// FramePromise), checked against the real frameworks. Compiled by Scripts/apple-check.sh for every platform; run by
// IntrospectAppleTests on a Mac.

extension BehaviorChecks {
    /// The timing scenarios, by name.
    public static let timing: [(name: String, run: @MainActor () -> [String])] =
        [
            ("customize runs before the commit of the first frame that shows its target", firstFrame),
            ("a pushed screen's scroll view is found", pushedScreen),
            ("a sheet's text field is found", sheetContent),
            (".scrollOffset writes the binding outside SwiftUI's update after scrollTo", scrollOffsetAfterScrollTo),
        ] + searchableScenarios + keyboardScenarios

    /// A scroll view whose `customize` records when it ran: before the commit of the first frame in which the
    /// scroll view is in a window, with no wake of the run loop between that commit and it.
    static func firstFrame() -> [String] {
        let witness = FrameWitness()
        var target: ScrollViewClass?
        let content = ScrollView { Text("first frame") }
            .introspectScrollViewForChecks(scope: .receiver) { scrollView in
                target = scrollView
                witness.customized()
            }
        witness.watch { target.map(isInWindow) ?? false }
        host(content, seconds: 1)
        witness.stop()
        return witness.failures
    }

    /// A screen pushed onto a navigation stack holds the modifier: its content enters the window during the push.
    static func pushedScreen() -> [String] {
        guard #available(iOS 16, macOS 13, tvOS 16, *) else { return [] }
        let recorder = Recorder()
        let content = NavigationStack(path: .constant(["detail"])) {
            Text("root")
                .navigationDestination(for: String.self) { _ in
                    ScrollView { Text("pushed") }
                        .introspectScrollViewForChecks(scope: .receiver) { recorder.record("pushed", $0) }
                }
        }
        host(content, seconds: 2)
        return recorder.has("pushed") ? [] : ["the pushed screen's scroll view was not handed over"]
    }

    /// A sheet presented from the first frame holds the modifier.
    static func sheetContent() -> [String] {
        let recorder = Recorder()
        let content = Color.clear.sheet(isPresented: .constant(true)) {
            TextField("in the sheet", text: .constant("")).introspectTextFieldForChecks { recorder.record("field", $0) }
        }
        host(content, seconds: 2)
        return recorder.has("field") ? [] : ["the sheet's text field was not handed over"]
    }

    /// `ScrollViewReader.scrollTo` moves the scroll view inside SwiftUI's update: the binding is written after it,
    /// never from a stack that holds a layout or a view-graph update.
    static func scrollOffsetAfterScrollTo() -> [String] {
        guard #available(iOS 14, macOS 11, tvOS 14, *) else { return [] }
        let log = BindingWriteLog()
        host(ScrollToContent(log: log), seconds: 2)
        var failures: [String] = []
        if log.writes.isEmpty { failures.append("the binding was never written after scrollTo") }
        failures += log.writesInsideAnUpdate.map { "the binding was written inside an update: \($0)" }
        return failures
    }

    #if os(iOS) || os(visionOS)
    static let searchableScenarios: [(name: String, run: @MainActor () -> [String])] = [
        ("a .searchable bar is found", searchableBar)
    ]

    /// The search bar of `.searchable` is installed a pass or more after the stack appears.
    static func searchableBar() -> [String] {
        guard #available(iOS 15, *) else { return [] }
        let recorder = Recorder()
        let content = NavigationView {
            List { Text("row") }
                .searchable(text: .constant(""))
        }
        .navigationViewStyle(.stack)
        .introspect(.searchField, on: .iOS(.v15...), .visionOS(.v1...)) { recorder.record("bar", $0) }
        host(content, seconds: 2)
        return recorder.has("bar") ? [] : ["the search bar was not handed over"]
    }
    #else
    static let searchableScenarios: [(name: String, run: @MainActor () -> [String])] = []
    #endif

    #if os(iOS)
    static let keyboardScenarios: [(name: String, run: @MainActor () -> [String])] = [
        (".scrollOffset writes the binding outside SwiftUI's update when the keyboard moves it", keyboardAvoidance)
    ]

    /// A focused field at the bottom of a scroll view: keyboard avoidance moves the scroll view. (With a hardware
    /// keyboard attached to the simulator no keyboard shows, and nothing moves: the check then has nothing to see.)
    static func keyboardAvoidance() -> [String] {
        guard #available(iOS 15, *) else { return [] }
        let log = BindingWriteLog()
        host(KeyboardContent(log: log), seconds: 3)
        return log.writesInsideAnUpdate.map { "the binding was written inside an update: \($0)" }
    }
    #else
    static let keyboardScenarios: [(name: String, run: @MainActor () -> [String])] = []
    #endif

    static func isInWindow(_ view: ScenarioView) -> Bool {
        view.window != nil
    }
}

/// Watches the main run loop around one `customize`: an observer after Core Animation's commit (order 2000001 on
/// UIKit — printed main run loops list Core Animation's commit observer at 2000000 and UIKit's after-commit handler
/// at 2001000 —; the last of all on macOS, where the display cycle runs inside the commit) notes the first pass in
/// which the target is in a window, and an `afterWaiting` observer counts the run loop's wakes.
@MainActor
final class FrameWitness {
    private var observers: [CFRunLoopObserver] = []
    private var wakes = 0
    private var customizedAfterWakes: Int?
    private var shownAfterWakes: Int?
    private var customizedBeforeShownCommit = false
    private var isShown: () -> Bool = { false }

    /// Starts watching; `isShown` says whether the target is in a window.
    func watch(_ isShown: @escaping () -> Bool) {
        self.isShown = isShown
        #if os(macOS)
        let afterCommit = CFIndex.max
        #else
        let afterCommit: CFIndex = 2_000_001
        #endif
        let commit = CFRunLoopObserverCreateWithHandler(
            nil, CFRunLoopActivity.beforeWaiting.rawValue, true, afterCommit
        ) {
            [weak self] _, _ in
            MainThreadCallback.run { self?.committed() }
        }
        let wake = CFRunLoopObserverCreateWithHandler(nil, CFRunLoopActivity.afterWaiting.rawValue, true, 0) {
            [weak self] _, _ in
            MainThreadCallback.run { self?.wakes += 1 }
        }
        for observer in [commit, wake].compactMap({ $0 }) {
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
            observers.append(observer)
        }
        #if canImport(SwiftUI, _version: 6.0) && (os(iOS) || os(visionOS))
        // iOS 18 and later document the phases of a UI update; a passive UIUpdateLink runs "while producing a UI
        // update". Not compiled by the SDKs this package is checked against: kept to these lines.
        if #available(iOS 18, visionOS 2, *),
            let window = UIApplication.shared.connectedScenes
                .compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first
        {
            let link = UIUpdateLink(view: window)
            link.addAction(to: .afterCATransactionCommit) { [weak self] _, _ in self?.committed() }
            link.isEnabled = true
            updateLink = link
        }
        #endif
    }

    #if canImport(SwiftUI, _version: 6.0) && (os(iOS) || os(visionOS))
    private var updateLink: AnyObject?
    #endif

    /// `customize` ran.
    func customized() {
        if customizedAfterWakes == nil { customizedAfterWakes = wakes }
    }

    private func committed() {
        guard shownAfterWakes == nil, isShown() else { return }
        shownAfterWakes = wakes
        customizedBeforeShownCommit = customizedAfterWakes != nil
    }

    /// Stops watching.
    func stop() {
        for observer in observers { CFRunLoopObserverInvalidate(observer) }
        observers = []
    }

    /// What went against the promise.
    var failures: [String] {
        guard let shownAfterWakes else { return ["the target never showed in a window"] }
        guard customizedBeforeShownCommit, let customizedAfterWakes else {
            return ["customize had not run when the first frame that shows the target was committed"]
        }
        guard customizedAfterWakes == shownAfterWakes else {
            return ["customize ran \(shownAfterWakes - customizedAfterWakes) wake(s) before that commit"]
        }
        return []
    }
}

/// The writes of a `.scrollOffset` binding, and those made from inside a layout or a view-graph update.
@MainActor
final class BindingWriteLog {
    private(set) var writes: [ScrollOffset] = []
    private(set) var writesInsideAnUpdate: [String] = []

    func written(_ offset: ScrollOffset) {
        writes.append(offset)
        let frames = Thread.callStackSymbols
        let update = ["layoutSubviews", "layoutSublayersOfLayer", "updateOutputs", "ViewGraph", "NSView layout"]
        if let frame = frames.first(where: { symbol in update.contains { symbol.contains($0) } }) {
            writesInsideAnUpdate.append(frame)
        }
    }
}

/// A long scroll view whose content scrolls to row 60 when it appears.
@available(iOS 14, macOS 11, tvOS 14, *)
struct ScrollToContent: View {
    let log: BindingWriteLog
    @State private var offset = ScrollOffset()

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { row in Text("row \(row)").frame(height: 40).id(row) }
                }
            }
            .scrollOffset(
                Binding(
                    get: { offset },
                    set: {
                        log.written($0)
                        offset = $0
                    })
            )
            .onAppear { proxy.scrollTo(60, anchor: .top) }
        }
    }
}

#if os(iOS)
/// A focused field at the bottom of a long scroll view.
@available(iOS 15, *)
struct KeyboardContent: View {
    let log: BindingWriteLog
    @State private var offset = ScrollOffset()
    @State private var text = ""
    @FocusState private var focused: Bool

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { row in Text("row \(row)").frame(height: 40) }
                TextField("bottom", text: $text).focused($focused)
            }
        }
        .scrollOffset(
            Binding(
                get: { offset },
                set: {
                    log.written($0)
                    offset = $0
                })
        )
        .onAppear { focused = true }
    }
}
#endif
#endif
