/// The size `.hostingBridge` reports on macOS for a size SwiftUI proposes, from what AppKit measures of its
/// `NSHostingView`.
package enum HostingBridgeSizing {
    /// A size constraint the hosting view holds on its own width or height, with no other item.
    package enum Limit: Hashable, Sendable {
        /// The length is at least this (`>=`).
        case atLeast(Double)
        /// The length is at most this (`<=`).
        case atMost(Double)
        /// The length is this (`==`).
        case exactly(Double)
    }

    /// The length to report along one axis for the proposed length (`nil`: unspecified): the hosting view's
    /// fitting size (`NSView.fittingSize`), whatever is proposed.
    package static func length(proposed: Double?, ideal: Double?, fitting: Double, limits: [Limit]) -> Double {
        fitting
    }
}
