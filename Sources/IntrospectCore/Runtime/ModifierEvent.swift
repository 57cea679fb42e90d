/// What happened to a modifier's markers, as UIKit and AppKit report it: what the Apple layer (or a simulation)
/// tells a modifier's machine — ``IntrospectionRuntime`` for the typed API, ``ClassicRuntime`` for the original
/// library's.
@_spi(Tooling) public enum ModifierEvent: Hashable, Sendable {
    /// A marker view was added to a window (`true`) or removed from it: `UIView.didMoveToWindow()` /
    /// `NSView.viewDidMoveToWindow()` ("Tells the view that its window object changed"). Events of a marker
    /// that is not the modifier's current one (SwiftUI replaced it) are ignored.
    case windowChanged(MarkerToken, inWindow: Bool)
    /// SwiftUI updated the modifier: `updateUIView(_:context:)` / `updateNSView(_:context:)` of the probe's
    /// representable ("SwiftUI calls this method for any changes affecting the corresponding view").
    case updated
    /// A marker's callback at a search point ran: `layoutSubviews` / `updateConstraints()`.
    case reached(SearchPoint, MarkerToken)
    /// The main-queue turn requested by ``ModifierAction/scheduleTurn(episode:)`` came (the original library's API).
    case turnCame(episode: Int)
    /// The modifier's timer, armed by ``ModifierAction/armTimer(episode:after:)`` for this episode, fired.
    case timerFired(episode: Int)
    /// The transition followed by ``ModifierAction/followTransition(episode:)`` ended.
    case transitionEnded(episode: Int)
    /// The outcome of ``ModifierAction/search(reusingFoundTarget:)``: whether a target was found, whether
    /// `customize` ran for it (the frequency may skip it), and whether it lies around the markers (a view or a
    /// controller's view above them, their window), where a layout pass reaches it before them.
    case searched(found: Bool, customized: Bool, enclosesMarkers: Bool)
    /// The outcome of ``ModifierAction/followTransition(episode:)``: whether a transition is running.
    case transitionFollowed(running: Bool)
    /// The per-call `isEnabled:` or the global switch changed; `true` when both are on.
    case enabledChanged(Bool)
}

/// What a modifier should do after an event.
@_spi(Tooling) public enum ModifierAction: Hashable, Sendable {
    /// Ask for a marker's `layoutSubviews` (`setNeedsLayout()`).
    case requestLayout(MarkerRole)
    /// Ask for a marker's `updateConstraints()` (`needsUpdateConstraints = true`).
    case requestConstraintsUpdate(MarkerRole)
    /// Ask for a layout of the markers' nearest common ancestor (`setNeedsLayout()` / `needsLayout = true`),
    /// so that the next pass lays out what can show new content. Only ever outside a layout pass.
    case requestLayoutOfCommonAncestor
    /// Send ``ModifierEvent/turnCame(episode:)`` with this episode on a later turn of the main queue
    /// (`DispatchQueue.main.async`), as the original library did.
    case scheduleTurn(episode: Int)
    /// Arm the modifier's one run-loop timer (a `CFRunLoopTimer` in the common modes), replacing any armed one, to
    /// send ``ModifierEvent/timerFired(episode:)`` with this episode after `delay`.
    case armTimer(episode: Int, after: TimerDelay)
    /// Cancel the modifier's timer, if armed.
    case cancelTimer
    /// An empty turn of the main queue: what `customize` marked for layout after the walk passed it is laid
    /// out in the next frame without waiting for an unrelated wake
    /// (`FrameGeneration.layoutRequestedLateWaitsForAWake`).
    case wakeForPendingLayout
    /// Find out whether a view-controller transition covers the markers (`transitionCoordinator`), and if so
    /// send ``ModifierEvent/transitionEnded(episode:)`` when it ends; answer with
    /// ``ModifierEvent/transitionFollowed(running:)``.
    case followTransition(episode: Int)
    /// Walk the hierarchy and hand over what is found — or, when `reusingFoundTarget` and the target found
    /// before is still in place, hand it over without a walk; then send ``ModifierEvent/searched(found:customized:enclosesMarkers:)``.
    case search(reusingFoundTarget: Bool)
    /// The searches of this episode found nothing: report it (debug builds, once per call site).
    case reportNothingFound
}

/// When the modifier's timer fires.
@_spi(Tooling) public enum TimerDelay: Hashable, Sendable {
    /// As soon as the run loop looks at its timers: after the pass under way, or the one the request brings, when
    /// the request was made while the loop was awake.
    case nextTurn
    /// This many display frames (1/60 s each) from now.
    case frames(Int)
    /// After the transition that covers the markers is expected to end (its coordinator's remaining duration), and
    /// a frame more.
    case transitionEnd
}

/// The actions one event asks for, in order: none to three, stored inline, so that handling an event — on
/// every SwiftUI update of every modifier — allocates nothing.
@_spi(Tooling)
public struct ModifierActions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    private var first: ModifierAction?
    private var second: ModifierAction?
    private var third: ModifierAction?

    /// No action.
    public init() {}

    /// One action.
    public init(_ action: ModifierAction) {
        first = action
    }

    /// The actions of a literal; at most three are kept.
    public init(arrayLiteral actions: ModifierAction...) {
        for action in actions.prefix(3) { append(action) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { third != nil ? 3 : second != nil ? 2 : first != nil ? 1 : 0 }

    /// The action at `position` (0 to 2).
    public subscript(position: Int) -> ModifierAction {
        let action: ModifierAction?
        switch position {
        case 0: action = first
        case 1: action = second
        default: action = position == 2 ? third : nil
        }
        guard let action else { preconditionFailure("index \(position) out of range of \(count) actions") }
        return action
    }

    private mutating func append(_ action: ModifierAction) {
        if first == nil {
            first = action
        } else if second == nil {
            second = action
        } else {
            third = action
        }
    }

    /// `lhs`'s actions, then `rhs`'s; the two together are never more than three.
    public static func + (lhs: ModifierActions, rhs: ModifierActions) -> ModifierActions {
        var result = lhs
        for action in rhs { result.append(action) }
        return result
    }

    public var description: String { "\(Array(self))" }
}

/// Which machine times a modifier's searches.
@_spi(Tooling) public enum ModifierTiming: Hashable, Sendable {
    /// The typed API on a platform generation (``IntrospectionRuntime``).
    case typed(FrameGeneration)
    /// The original library (0.x) on UIKit (``ClassicRuntime``): one search on a later main-queue turn after the
    /// marker enters a window (`DispatchQueue.main.async` in `didMoveToWindow`), and one synchronous search in
    /// every update (`updateUIView`); no retries, no reuse of a target found before. Code written for it expects
    /// exactly this: the first `customize` outside SwiftUI's update, the later ones inside it.
    case classicUIKit
    /// The original library (0.x) on AppKit (``ClassicRuntime``): one search on a later main-queue turn after
    /// every update (`DispatchQueue.main.async` in `updateNSView`), never inside the update; no retries, no reuse.
    case classicAppKit
}

/// Identifies one marker view of a modifier: SwiftUI may replace a marker (a new view for the same modifier), and
/// the machine listens to the current one only.
@_spi(Tooling) public struct MarkerToken: Hashable, Sendable {
    /// Which marker it is.
    public let role: MarkerRole
    /// Which of the views made for that role, in the order they were made.
    package let serial: Int

    /// The token of the `serial`-th marker view made (for any role).
    package init(role: MarkerRole, serial: Int) {
        self.role = role
        self.serial = serial
    }
}

/// The markers a machine listens to: the current anchor and probe (SwiftUI may replace either) and whether each is
/// in a window.
struct CurrentMarkers: Hashable, Sendable {
    private struct Marker: Hashable, Sendable {
        var serial: Int?
        var isInWindow = false
    }

    private var anchor = Marker()
    private var probe = Marker()
    private var nextSerial = 0

    /// SwiftUI made a marker view for `role`: from now on it is the current one.
    mutating func made(_ role: MarkerRole) -> MarkerToken {
        nextSerial += 1
        switch role {
        case .anchor: anchor = Marker(serial: nextSerial)
        case .probe: probe = Marker(serial: nextSerial)
        }
        return MarkerToken(role: role, serial: nextSerial)
    }

    /// Whether `token` names the current marker of its role.
    func isCurrent(_ token: MarkerToken) -> Bool {
        switch token.role {
        case .anchor: anchor.serial == token.serial
        case .probe: probe.serial == token.serial
        }
    }

    /// Whether the current `role` marker is in a window.
    func isInWindow(_ role: MarkerRole) -> Bool {
        role == .anchor ? anchor.isInWindow : probe.isInWindow
    }

    /// Records that the current `role` marker entered or left a window.
    mutating func setInWindow(_ role: MarkerRole, _ inWindow: Bool) {
        switch role {
        case .anchor: anchor.isInWindow = inWindow
        case .probe: probe.isInWindow = inWindow
        }
    }
}
