#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One rule of the run loop, of layout, of SwiftUI or of transitions that ``FrameModel`` follows, with the
/// documentation or public trace it rests on. Every rule can be switched off — the model then behaves as an event
/// source that ignores it would assume — so that a test shows which promises of the runtime rest on which rule;
/// `Tools/Scripts/check-model-rules.sh` switches each off in turn and requires a test outside the model's own to
/// fail. Facts that no promise rests on (observers run in increasing order; adding a subview marks its superview;
/// a 0×0 view is not marked when added; a transition ends on a main-queue turn) are the model's plain behaviour,
/// cited where it is written, without a switch.
///
/// The rules of a model are ``FrameModel/rules``: all of them, less those named (comma-separated) in the
/// environment variable `INTROSPECT_FRAME_MODEL_RULES_OFF`, through which a script runs the whole test suite with
/// one rule switched off.
package enum FrameModelRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A stage's observers are collected before the first is called, so one added during a callout of that stage
    /// waits for the stage to come again (`__CFRunLoopDoObservers` copies the matching observers first:
    /// apple-oss-distributions/CF, CFRunLoop.c, CF-1153.18, lines 1667–1707). Off: an observer added during a
    /// callout is called in the same stage.
    case observersCollectedBeforeCallout
    /// An iteration that handled a version-0 source or drained the main queue polls: it skips `beforeWaiting`
    /// and does not sleep (CFRunLoop.c, `__CFRunLoopRun`, lines 2398–2615: `poll`, `goto handle_msg`). Off: every
    /// iteration reaches `beforeWaiting`.
    case handledWorkSkipsBeforeWaiting
    /// A sleeping loop wakes only for a port-based source, a timer, the main queue or `CFRunLoopWakeUp`; a
    /// transaction left pending by a late layout request wakes nothing (adding an observer or marking a layer
    /// does not signal the loop before iOS 17). Off: a pending transaction wakes the loop by itself.
    case pendingTransactionWakesNothing
    /// From iOS 17 a layer change schedules a UI update, which signals UIKit's source and wakes the loop (a
    /// passive `UIUpdateLink` runs "while producing a UI update in response to some kind of event, such as a
    /// gesture or layer change": https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates).
    /// Off: an update is scheduled only by SwiftUI, a transition's end, or work the loop does next (a wake, a
    /// main-queue block) while a transaction is pending.
    case layerChangeSchedulesUpdate
    /// A layout pass walks the tree top-down; a view marked after the walk passed it is laid out in the next
    /// pass (`setNeedsLayout`: "triggers a layout update during the next update cycle"; `CALayer.layoutIfNeeded`
    /// lays out "the entire layer-tree beneath that ancestor" once). Off: a pass walks again until nothing in the
    /// window needs layout.
    case lateMarkWaitsForNextPass
    /// Adding a subtree to a view in a window tells each of its views at once, in pre-order
    /// (`-[UIView _didMoveFromWindow:toWindow:]` inside `_addSubview:positioned:relativeTo:`;
    /// `NSView.viewDidMoveToWindow()` likewise). Off: the views are told when the next layout pass begins.
    case windowEntryIsToldAtInsertion
    /// A hosting view updates its content — inserts and removes platform views, calls the representables'
    /// `make`/`update` — inside its own `layoutSubviews` / `layout()` (`ViewRendererHost.render` →
    /// `ViewGraph.updateOutputs`: github.com/devraj/PassCodeInput/issues/24; `NSHostingView.layout()`:
    /// github.com/losnoco/Cog/issues/480). Off: SwiftUI renders when it flushes its transaction, outside layout.
    case swiftUIRendersInHostLayout
    /// SwiftUI flushes a state change made outside an update before Core Animation commits: in its own observer
    /// of `beforeWaiting | exit` at order 0, and from iOS 17 in UIKit's update before the commit
    /// (OpenSwiftUIProject/OpenSwiftUI, `RunLoopUtils.swift`, `UIHostingView+Extension.swift`). Off: after the
    /// commit, so the change shows a frame later.
    case swiftUIFlushPrecedesCommit
    /// From iOS 17 `viewDidAppear` is deferred to after the next commit of a UI update
    /// (`_runAfterCACommitDeferredBlocks` in `_UIApplicationFlushCATransaction`). Off: it runs when the
    /// transition ends, as before iOS 17.
    case viewDidAppearWaitsForNextCommit
    /// AppKit runs another Update Constraints and Layout Window pass in the same display cycle for a window marked
    /// again during it, up to the number of its views (github.com/thusvill/LiveWallpaperMacOS/issues/35;
    /// github.com/Sequel-Ace/Sequel-Ace/issues/1774). Off: one pass of each per cycle.
    case displayCycleRepeatsWhileMarked
    /// AppKit runs Update Constraints passes only in a window whose constraint-based layout is engaged: it "engages
    /// lazily when someone tries to use it. If you do all of your constraint set up in -updateConstraints, you might
    /// never even receive updateConstraints if no one makes a constraint" (`+[NSView requiresConstraintBasedLayout]`,
    /// AppKit's NSLayoutConstraint.h, macOS 13.3 SDK). It engages when a constraint is made or a view whose class
    /// requires constraint-based layout enters the window. Off: every window runs them.
    case constraintBasedLayoutEngagesLazily

    package var description: String { rawValue }

    /// The environment variable that switches rules off for a whole test run.
    package static let environmentVariable = "INTROSPECT_FRAME_MODEL_RULES_OFF"

    /// Every rule but those the environment switches off.
    package static var inForce: Set<FrameModelRule> {
        var rules = Set(allCases)
        guard let value = getenv(environmentVariable) else { return rules }
        for name in String(cString: value).split(separator: ",") {
            if let rule = FrameModelRule(rawValue: String(name)) { rules.remove(rule) }
        }
        return rules
    }
}
