/// The size `.hostingBridge` reports on macOS for a size SwiftUI proposes, from what AppKit measures of its
/// `NSHostingView`.
///
/// AppKit has no call that sizes a hosting view's content for a proposal (`NSHostingController` has
/// `sizeThatFits(in:)`, `NSHostingView` does not); its `fittingSize` is "the minimum size of the view that
/// satisfies the constraints it holds" with "a preference to make the view as small as possible"
/// (https://developer.apple.com/documentation/appkit/nsview/fittingsize), which the content's hugging of its ideal
/// size keeps there whatever is proposed. What AppKit does tell is how flexible the content is: with the default
/// `sizingOptions` the view "can create minimum, maximum, and ideal (content size) constraints that are derived
/// from its SwiftUI view content" (https://developer.apple.com/documentation/swiftui/nshostingview/sizingoptions),
/// the minimum for a zero proposal and the maximum for an infinite one, and its `intrinsicContentSize` is the
/// ideal size, for an unspecified proposal
/// (https://developer.apple.com/documentation/swiftui/nshostingsizingoptions/intrinsiccontentsize). So along each
/// axis the bridge takes the proposed length kept between that minimum and maximum, as SwiftUI sizes a view, and
/// the ideal length when none is proposed.
///
/// Not measured: a length that depends on the other axis' (text that wraps to the proposed width and grows
/// taller) gets its ideal length, the one of its unwrapped text, unless a frame says otherwise.
package enum HostingBridgeSizing {
    /// A size constraint the hosting view holds on its own width or height, with no other item.
    package struct Limit: Hashable, Sendable {
        /// How the constraint bounds the length.
        package enum Relation: Hashable, Sendable {
            /// The length is at least the constant (`>=`).
            case atLeast
            /// The length is at most the constant (`<=`).
            case atMost
            /// The length is the constant (`==`).
            case exactly
        }

        /// How the constraint bounds the length.
        package var relation: Relation
        /// The constraint's constant.
        package var constant: Double
        /// The constraint's priority (`NSLayoutConstraint.Priority.rawValue`; 1000 is required).
        package var priority: Float

        /// A constraint of `relation` to `constant` at `priority`.
        package init(_ relation: Relation, _ constant: Double, priority: Float = 1000) {
            self.relation = relation
            self.constant = constant
            self.priority = priority
        }

        /// The length is at least `constant`.
        package static func atLeast(_ constant: Double, priority: Float = 1000) -> Limit {
            Limit(.atLeast, constant, priority: priority)
        }

        /// The length is at most `constant`.
        package static func atMost(_ constant: Double, priority: Float = 1000) -> Limit {
            Limit(.atMost, constant, priority: priority)
        }

        /// The length is `constant`.
        package static func exactly(_ constant: Double, priority: Float = 1000) -> Limit {
            Limit(.exactly, constant, priority: priority)
        }

        /// Whether the layout keeps this constraint against the content's own preferences: a priority above
        /// `.defaultHigh` (750). A view's intrinsic-size constraints carry its hugging and compression-resistance
        /// priorities, which views set "typically to `defaultLow` or `defaultHigh`"
        /// (https://developer.apple.com/documentation/appkit/nsview/contenthuggingpriority(for:)): they say where
        /// it would like to be, not where it must stay.
        package var binds: Bool { priority > 750 }
    }

    /// The length to report along one axis: `proposed` (`nil` when unspecified, `.infinity` when SwiftUI asks
    /// how far the content grows) kept between the minimum and the maximum that the binding `limits` set, or the
    /// `ideal` length kept there when none is proposed. A minimum above a maximum wins: the content is never
    /// reported smaller than it needs.
    ///
    /// Without binding limits nothing says how flexible the content is (`sizingOptions` without `.minSize` and
    /// `.maxSize`, or a window that uses no Auto Layout, where the view makes no constraints): the length is
    /// decided as AppKit decides a view's, its intrinsic length when it has one (`ideal`), else what it is given
    /// (`proposed`), else the `fitting` length — read only then, as it solves the view's constraints.
    package static func length(
        proposed: Double?, ideal: Double?, fitting: @autoclosure () -> Double, limits: [Limit]
    ) -> Double {
        var minimum: Double?
        var maximum: Double?
        for limit in limits where limit.binds {
            if limit.relation != .atMost { minimum = max(minimum ?? limit.constant, limit.constant) }
            if limit.relation != .atLeast { maximum = min(maximum ?? limit.constant, limit.constant) }
        }
        guard minimum != nil || maximum != nil else { return ideal ?? proposed ?? fitting() }
        let lower = minimum ?? 0
        let upper = max(maximum ?? .infinity, lower)
        return min(max(proposed ?? ideal ?? lower, lower), upper)
    }
}
