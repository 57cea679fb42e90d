@_spi(Tooling) import IntrospectCore

/// A stage of a run-loop iteration at which observers are called (`CFRunLoopActivity`).
package enum RunLoopStage: Hashable, Sendable {
    case beforeTimers
    case beforeSources
    case beforeWaiting
    case afterWaiting
    case exit
}

/// Why the run loop woke.
package enum WakeCause: Hashable, Sendable, CustomStringConvertible {
    /// The app's own work, scripted by the scenario: a launch, an input event, a timer, an animation frame.
    case app(String)
    /// A main-queue block an `.introspect` modifier asked for.
    case introspect

    package var description: String {
        switch self {
        case let .app(label): label
        case .introspect: "introspect"
        }
    }
}

/// A callback on the main thread's stack in a ``FrameModel``.
package enum FrameContext: Hashable, Sendable {
    case observer(String)
    case source(String)
    case mainQueue(String)
    case commit(Int)
    case layout(String)
    case updateConstraints(String)
    case swiftUIUpdate(String)
    /// SwiftUI calling a representable's `make…` or `update…`.
    case representableUpdate(String)
    case windowCallback(String)
    case transitionCompletion
    case viewDidAppear
    /// A run-loop timer's callout.
    case timer(String)
    /// A view controller's lifecycle callback (`viewDidLoad`, `didMove(toParent:)`, …).
    case controllerCallback(String)
}

/// Something that happened in a ``FrameModel``.
package enum FrameEvent: Hashable, Sendable {
    case woke(WakeCause)
    case ranMainQueueBlock(WakeCause)
    case committed(frame: Int)
    case laidOut(String)
    case constraintsUpdated(String)
    case enteredWindow(String)
    case leftWindow(String)
    case animationFrame
    case transitionBegan
    case transitionEnded
    /// A modifier searched (at a point named by the string).
    case searched(String)
    /// A modifier handed an object over to `customize`.
    case handedOver(String)
    /// A modifier reported that it found nothing.
    case reported(String)
    /// A modifier's `onChange` was told.
    case changed(String)
    /// A run-loop timer fired.
    case timerFired(WakeCause)
    /// A fault was injected into a requested callback.
    case faultInjected(String)
}
