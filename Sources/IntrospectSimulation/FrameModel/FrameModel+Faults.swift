@_spi(Tooling) import IntrospectCore

/// A callback a modifier requested, as the model's fault injection names it: the same site in two libraries' models
/// of one scenario is the same callback (a lost layout of the probe-side marker in pass 3 is lost for both).
package enum FaultSite: Hashable, Sendable, CustomStringConvertible {
    /// The layout callback (`layoutSubviews`, `layout()`, `viewDidLayoutSubviews` of a marker's controller) of the
    /// marker on `role`'s side of the content, in the given layout pass.
    case layout(MarkerRole, pass: Int)
    /// The `updateConstraints()` of the marker on `role`'s side, in the Update Constraints pass before the given
    /// layout pass.
    case constraintsUpdate(MarkerRole, pass: Int)
    /// The `serial`-th main-queue block a modifier queued.
    case mainQueueBlock(serial: Int)
    /// The `serial`-th transition completion a modifier added.
    case transitionCompletion(serial: Int)

    package var description: String {
        switch self {
        case let .layout(role, pass): "the \(role)'s layout in pass \(pass)"
        case let .constraintsUpdate(role, pass): "the \(role)'s constraints update before pass \(pass)"
        case let .mainQueueBlock(serial): "main-queue block \(serial)"
        case let .transitionCompletion(serial): "transition completion \(serial)"
        }
    }
}

/// What happens to a requested callback.
package enum Fault: Hashable, Sendable, CustomStringConvertible {
    /// It comes as asked.
    case none
    /// It never comes.
    case lose
    /// It comes this many passes later (layout callbacks: layout passes; main-queue blocks: commits; transition
    /// completions: display frames).
    case delay(passes: Int)
    /// It comes twice.
    case duplicate

    package var description: String {
        switch self {
        case .none: "as asked"
        case .lose: "lost"
        case let .delay(passes): "delayed by \(passes)"
        case .duplicate: "delivered twice"
        }
    }
}

extension FrameModel {
    /// Makes `node`'s requested layout and constraints callbacks subject to ``faults``, as the marker on `role`'s
    /// side of the content.
    package func markFaultable(_ node: RecordedNode, as role: MarkerRole) {
        state(of: node).faultRole = role
    }

    /// The fault for `site`, recorded when there is one.
    func inject(_ site: FaultSite) -> Fault {
        let fault = faults(site)
        if fault != .none {
            faultsInjected[site] = fault
            trace.append(.faultInjected("\(site): \(fault)"))
        }
        return fault
    }
}
