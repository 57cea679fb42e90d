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
            ("customize comes when the first requested callback is withheld", withheldCallback),
            ("rows an async load shows later are found without an update", lateRows),
            (".scrollOffset ends equal to the view after scrollTo during a scroll", scrollToDuringAScroll),
        ] + searchableScenarios + keyboardScenarios + appKitLivenessScenarios

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

    /// The marker callbacks of the first pass never reach the modifier: its timer searches, and `customize` still
    /// comes — at most one frame after the scroll view shows.
    static func withheldCallback() -> [String] {
        let recorder = Recorder()
        MarkerCallbackFaults.withheldCallbacks = 2
        defer { MarkerCallbackFaults.withheldCallbacks = 0 }
        let content = ScrollView { Text("withheld") }
            .introspectScrollViewForChecks(scope: .receiver) { recorder.record("scroll view", $0) }
        host(content, seconds: 1)
        return recorder.has("scroll view") ? [] : ["customize never came after its first callback was withheld"]
    }

    /// Rows a child view's `.task` loads 300 ms after it appears, with no update of the modifier around it: the
    /// episode's retries find them.
    static func lateRows() -> [String] {
        guard #available(iOS 15, macOS 12, tvOS 15, *) else { return [] }
        let recorder = Recorder()
        let content = LoadedRows().introspectTextFieldForChecks { recorder.record("field", $0) }
        host(content, seconds: 2)
        return recorder.has("field") ? [] : ["the text field of rows loaded later was not handed over"]
    }

    /// An animated scroll the binding asked for, interrupted by `scrollTo`: the binding ends equal to the view's
    /// offset, and is never written inside an update.
    static func scrollToDuringAScroll() -> [String] {
        guard #available(iOS 15, macOS 12, tvOS 15, *) else { return [] }
        let log = BindingWriteLog()
        let witness = OffsetWitness()
        host(ScrollToDuringAScroll(log: log, witness: witness), seconds: 2)
        var failures = log.writesInsideAnUpdate.map { "the binding was written inside an update: \($0)" }
        if let last = log.writes.last, let view = witness.viewOffset, abs(last.y - view.y) > 1 {
            failures.append("the binding ended at \(last), the view at \(view)")
        }
        return failures
    }

    #if os(macOS)
    static let appKitLivenessScenarios: [(name: String, run: @MainActor () -> [String])] = [
        ("customize comes in a window in which no constraint was ever made", windowWithoutConstraints),
        (".trackingMouse tells onExit outside SwiftUI's update when a hovered view is removed", removedWhileHovered),
    ]

    /// A hosting view placed by its frame in a window whose content view uses no constraint (`sizingOptions` empty,
    /// so the hosting view makes none either): the probe requires constraint-based layout, so AppKit still runs
    /// its `updateConstraints()` — in the first frame.
    static func windowWithoutConstraints() -> [String] {
        guard #available(macOS 13, *) else { return [] }
        let witness = FrameWitness()
        var target: ScrollViewClass?
        let hosting = NSHostingView(
            rootView: ScrollView { Text("no constraints") }
                .introspectScrollViewForChecks(scope: .receiver) { scrollView in
                    target = scrollView
                    witness.customized()
                })
        hosting.sizingOptions = []
        hosting.translatesAutoresizingMaskIntoConstraints = true
        hosting.frame = NSRect(x: 0, y: 0, width: 400, height: 600)
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 600))
        container.addSubview(hosting)
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 400, height: 600), styleMask: [.titled], backing: .buffered,
            defer: false)
        window.contentView = container
        witness.watch { target.map(isInWindow) ?? false }
        window.makeKeyAndOrderFront(nil)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
        witness.stop()
        window.orderOut(nil)
        return witness.failures
    }

    /// The pointer is put over a tracked view, which a state change then removes: `onExit` comes, from a
    /// main-queue turn, not from inside SwiftUI's update.
    static func removedWhileHovered() -> [String] {
        guard #available(macOS 12, *) else { return [] }
        let log = CallbackLog()
        let model = HoverModel()
        host(HoveredContent(model: model, log: log), seconds: 2)
        var failures = log.insideAnUpdate.map { "onExit ran inside an update: \($0)" }
        if model.entered, !log.exited { failures.append("the removed view never told onExit") }
        return failures
    }
    #else
    static let appKitLivenessScenarios: [(name: String, run: @MainActor () -> [String])] = []
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

    /// `offset`, with every write `.scrollOffset` makes logged first.
    func logging(_ offset: Binding<ScrollOffset>) -> Binding<ScrollOffset> {
        Binding(
            get: { offset.wrappedValue },
            set: {
                self.written($0)
                offset.wrappedValue = $0
            })
    }
}

/// `count` rows of text 40 points high, each with its number as its id (for `ScrollViewReader`).
struct NumberedRows: View {
    let count: Int

    var body: some View {
        ForEach(0..<count, id: \.self) { row in Text("row \(row)").frame(height: 40).id(row) }
    }
}

/// A child view that loads its rows in a `.task`: the view around it is not updated when they come.
@available(iOS 15, macOS 12, tvOS 15, *)
struct LoadedRows: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            Text("rows")
            if loaded { TextField("loaded", text: .constant("")) }
        }
        .task {
            try? await Task.sleep(nanoseconds: 300_000_000)
            loaded = true
        }
    }
}

/// The scroll view's offset as `.scrollOffset`'s own customize last saw it.
@MainActor
final class OffsetWitness {
    var viewOffset: ScrollOffset?
}

/// The binding asks for an animated scroll to the bottom; 100 ms later `scrollTo` moves the view to row 10.
@available(iOS 15, macOS 12, tvOS 15, *)
struct ScrollToDuringAScroll: View {
    let log: BindingWriteLog
    let witness: OffsetWitness
    @State private var offset = ScrollOffset()

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) { NumberedRows(count: 200) }
            }
            .scrollOffset(log.logging($offset), animated: true)
            .introspectScrollViewForChecks(scope: .receiver) { scrollView in
                #if os(macOS)
                let origin = scrollView.contentView.bounds.origin
                witness.viewOffset = ScrollOffset(x: origin.x, y: origin.y + scrollView.contentInsets.top)
                #else
                witness.viewOffset = ScrollOffset(
                    x: scrollView.contentOffset.x, y: scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
                #endif
            }
            .task {
                offset = ScrollOffset(y: 6_000)
                try? await Task.sleep(nanoseconds: 100_000_000)
                proxy.scrollTo(10, anchor: .top)
                try? await Task.sleep(nanoseconds: 800_000_000)
                offset = ScrollOffset(x: offset.x, y: offset.y)  // an update, so that customize reads the view again
            }
        }
    }
}

#if os(macOS)
/// Whether the tracked view was entered.
@MainActor
final class HoverModel {
    var entered = false
}

/// `onExit` calls, and those made from inside a layout or a view-graph update.
@MainActor
final class CallbackLog {
    private(set) var exited = false
    private(set) var insideAnUpdate: [String] = []

    func exit() {
        exited = true
        let update = ["updateOutputs", "ViewGraph", "NSView layout", "updateTrackingAreas"]
        if let frame = Thread.callStackSymbols.first(where: { symbol in update.contains { symbol.contains($0) } }) {
            insideAnUpdate.append(frame)
        }
    }
}

/// A tracked view under the pointer (the pointer is moved there), removed by a state change 500 ms later.
@available(macOS 12, *)
struct HoveredContent: View {
    let model: HoverModel
    let log: CallbackLog
    @State private var shown = true
    @State private var hovering = false

    var body: some View {
        VStack {
            if shown {
                Color.gray.frame(width: 400, height: 400)
                    .trackingMouse(
                        onMove: { _ in },
                        onEnter: {
                            model.entered = true
                            hovering = true
                        },
                        onExit: {
                            log.exit()
                            hovering = false
                        })
            }
        }
        .frame(width: 400, height: 800)
        .task {
            if let window = NSApp.windows.first(where: \.isVisible) {
                let frame = window.frame
                CGWarpMouseCursorPosition(
                    CGPoint(x: frame.midX, y: NSScreen.main.map { $0.frame.maxY - frame.midY } ?? 0))
            }
            try? await Task.sleep(nanoseconds: 500_000_000)
            shown = false
        }
    }
}
#endif

/// A long scroll view whose content scrolls to row 60 when it appears.
@available(iOS 14, macOS 11, tvOS 14, *)
struct ScrollToContent: View {
    let log: BindingWriteLog
    @State private var offset = ScrollOffset()

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) { NumberedRows(count: 100) }
            }
            .scrollOffset(log.logging($offset))
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
                NumberedRows(count: 30)
                TextField("bottom", text: $text).focused($focused)
            }
        }
        .scrollOffset(log.logging($offset))
        .onAppear { focused = true }
    }
}
#endif
#endif
