/// How a platform generation produces a frame on the main thread: the facts of Core Foundation, Core Animation,
/// UIKit and AppKit that decide when a marker view's callbacks run, and therefore when the runtime can search and
/// hand a target over before the frame that shows it is committed.
///
/// Each case states the run-loop stage that lays views out, and cites the documentation or the public trace the
/// statement rests on. The simulation the tests drive (the `IntrospectSimulation` target) carries the same facts
/// out; the runtime's decisions (``IntrospectionRuntime``) read only what a case says here, never the simulation.
@_spi(Tooling) public enum FrameGeneration: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// iOS and tvOS 13–16. Core Animation commits the implicit transaction "when the thread's runloop next
    /// iterates" (https://developer.apple.com/documentation/quartzcore/catransaction) from a main run-loop
    /// observer of `beforeWaiting | exit` with order 2000000 — printed main run loops list it
    /// (`_ZN2CA11Transaction17observer_callback…`, `activities = 0xa0, order = 2000000`, between UIKit's
    /// `_beforeCACommitHandler` at 1999000 and `_afterCACommitHandler` at 2001000; for example
    /// https://blog.csdn.net/qq_27074387/article/details/94498144). The commit lays the layer tree out
    /// (`CA::Transaction::commit` → `CA::Layer::layout_if_needed` → `layoutSublayersOfLayer:`), and SwiftUI's
    /// hosting view updates its representables inside its own `layoutSubviews` there.
    case coreAnimationObserver
    /// iOS and tvOS 17 and later, and visionOS. UIKit runs a "UI update" from a run-loop *source*
    /// (`runloopSourceCallback` → `_UIUpdateSequenceRun` → `_UIApplicationFlushCATransaction` →
    /// `CA::Transaction::flush_as_runloop_observer` → `commit`: github.com/firebase/firebase-ios-sdk/issues/13623,
    /// github.com/expo/eas-cli/issues/2098). From iOS 18 Apple documents its phases (`UIUpdateActionPhase`:
    /// event dispatch, display-link dispatch, `beforeCATransactionCommit`, `afterCATransactionCommit`, …) and says
    /// that a passive `UIUpdateLink` runs "while producing a UI update in response to some kind of event, such as
    /// a gesture or layer change" (https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates):
    /// a layer change schedules an update of its own.
    case uiKitUpdateSequence
    /// Mac Catalyst: UIKit's views and layout over AppKit's run loop. Nothing public says which of the two UIKit
    /// generations schedules its commits there, so it is taken as the stricter one: a layout requested after the
    /// walk passed a view waits for the next wake, as on iOS 13–16.
    case macCatalyst
    /// macOS. AppKit's display cycle runs as a commit handler of Core Animation's transaction
    /// (`NSDisplayCycleFlush` inside `CA::Transaction::run_commit_handlers`, from the
    /// `NS_setFlushesWithDisplayLink` run-loop observer: github.com/transmission/transmission/issues/5352,
    /// macOS 13.2.1), and `NSHostingView.layout()` renders SwiftUI's content there
    /// (github.com/zenangst/KeyboardCowboy/issues/682). AppKit runs another Update Constraints and another Layout
    /// Window pass in the same cycle for a window marked again during it, up to the number of its views ("The
    /// window has been marked as needing another Layout Window pass, but it has already had more Layout Window
    /// passes than there are views in the window": github.com/thusvill/LiveWallpaperMacOS/issues/35;
    /// github.com/Sequel-Ace/Sequel-Ace/issues/1774 for Update Constraints).
    case appKitDisplayCycle

    /// The generation an app runs on.
    ///
    /// - Parameters:
    ///   - platform: the running platform (Mac Catalyst reports iOS).
    ///   - version: the running OS version, as the platform reports it (a Catalyst app reports iOS versions).
    ///   - isMacCatalyst: whether the app is a Mac Catalyst app.
    public static func running(platform: Platform, version: OSVersion, isMacCatalyst: Bool) -> FrameGeneration {
        if isMacCatalyst { return .macCatalyst }
        switch platform {
        case .macOS: return .appKitDisplayCycle
        case .visionOS: return .uiKitUpdateSequence
        case .iOS, .tvOS: return version.major >= 17 ? .uiKitUpdateSequence : .coreAnimationObserver
        }
    }

    /// The UI toolkit whose views the generation lays out.
    public var toolkit: Toolkit {
        self == .appKitDisplayCycle ? .appKit : .uiKit
    }

    /// Whether a view marked as needing layout after the layout walk has passed it waits for the run loop's next
    /// wake — which nothing in the marking provides — before it is laid out.
    ///
    /// On iOS 13–16 the mark opens a new implicit transaction that Core Animation's observer commits at the next
    /// `beforeWaiting`, and a `beforeWaiting` needs the loop to have woken (the observer does not wake it). From
    /// iOS 17 the mark is a layer change, which schedules a UI update (see ``uiKitUpdateSequence``). On macOS
    /// AppKit lays the window out again within the same display cycle.
    package var layoutRequestedLateWaitsForAWake: Bool {
        switch self {
        case .coreAnimationObserver, .macCatalyst: true
        case .uiKitUpdateSequence, .appKitDisplayCycle: false
        }
    }

    /// The points in a layout pass where a marker's callback runs, in the order they come, when the runtime
    /// requests them.
    ///
    /// - UIKit lays a layer tree out top-down: a layer is laid out, then its sublayers in order
    ///   (`CALayer.layoutIfNeeded`: "layout is performed on the entire layer-tree beneath that ancestor"), and
    ///   a view marked with `setNeedsLayout()` gets `layoutSubviews` in that walk when the walk has not passed it
    ///   yet. SwiftUI orders `.background` content before the view it modifies and `.overlay` content after, so
    ///   the anchor is laid out before the content (present, not yet laid out) and the probe after it (laid out).
    /// - AppKit says `layout()` may not "invalidate the layout of your superview or views outside of your view
    ///   hierarchy" (https://developer.apple.com/documentation/appkit/nsview/layout()), so no marker's `layout()`
    ///   may run `customize`. `updateConstraints()` runs "before the layout occurs"
    ///   (https://developer.apple.com/documentation/appkit/nsview/updateconstraints()), and AppKit runs another
    ///   Update Constraints pass, and another Layout Window pass after it, for a window marked again during its
    ///   display cycle. The probe's point is its `updateConstraints()`, requested from its own `layout()` — which
    ///   the window's layout reaches after SwiftUI's hosting view has laid its content out — so that the search sees
    ///   this cycle's content, and what `customize` changes is laid out in the Layout Window pass that follows, in
    ///   the same frame. The page of `layout()` also says "You may not invalidate any constraints as part of your
    ///   layout phase": the probe invalidates only its own, of which it has none, once per requested search.
    public var searchPoints: [SearchPoint] {
        switch toolkit {
        case .uiKit: [.anchorLayout, .probeLayout]
        case .appKit: [.probeConstraintsUpdate]
        }
    }

    /// The platforms and versions of the generation.
    public var description: String {
        switch self {
        case .coreAnimationObserver: "iOS and tvOS 13–16"
        case .uiKitUpdateSequence: "iOS and tvOS 17+, visionOS"
        case .macCatalyst: "Mac Catalyst"
        case .appKitDisplayCycle: "macOS"
        }
    }
}

/// One of the two hidden views an `.introspect` modifier places: the anchor behind the modified view
/// (`.background`) and the probe in front of it (`.overlay`).
@_spi(Tooling) public enum MarkerRole: Hashable, Sendable, CustomStringConvertible {
    /// The marker behind the modified view.
    case anchor
    /// The marker in front of the modified view.
    case probe

    /// `anchor` or `probe`.
    public var description: String {
        switch self {
        case .anchor: "anchor"
        case .probe: "probe"
        }
    }
}

/// A callback of a marker view at which the runtime may search, when it requested it.
@_spi(Tooling) public enum SearchPoint: Hashable, Sendable, CustomStringConvertible {
    /// The anchor's `layoutSubviews` (UIKit): the content is present and not yet laid out in this walk.
    case anchorLayout
    /// The probe's `layoutSubviews` (UIKit): the content is laid out in this walk.
    case probeLayout
    /// The probe's `updateConstraints()` (AppKit): the content is present and laid out, and the window is laid
    /// out again after it in the same display cycle.
    case probeConstraintsUpdate

    /// The marker whose callback it is.
    public var marker: MarkerRole {
        self == .anchorLayout ? .anchor : .probe
    }

    /// Whether a layout change `customize` makes at this point to the content is laid out in the same frame.
    package var precedesContentLayout: Bool {
        self != .probeLayout
    }

    /// The callback, in words.
    public var description: String {
        switch self {
        case .anchorLayout: "the anchor's layoutSubviews"
        case .probeLayout: "the probe's layoutSubviews"
        case .probeConstraintsUpdate: "the probe's updateConstraints"
        }
    }
}
