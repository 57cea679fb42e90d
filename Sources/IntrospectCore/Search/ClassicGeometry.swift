/// The original library's geometric tie-break among several candidates: the first whose own frame holds the
/// centre of the view the search started from. The Apple layer measures (each candidate's `frame.size`, and the
/// entry's centre converted into the candidate's coordinates); this decides.
package enum ClassicGeometry {
    /// One candidate, measured: its frame's size, and the entry's centre in its coordinates.
    package struct Measure: Hashable, Sendable {
        /// The candidate's `frame.size` (the original reads the frame, not `bounds`).
        package var width: Double
        /// The candidate's `frame.size`.
        package var height: Double
        /// The entry's centre, converted into the candidate's coordinates.
        package var centreX: Double
        /// The entry's centre, converted into the candidate's coordinates.
        package var centreY: Double

        /// A measured candidate.
        package init(width: Double, height: Double, centreX: Double, centreY: Double) {
            self.width = width
            self.height = height
            self.centreX = centreX
            self.centreY = centreY
        }

        /// Whether the rectangle at the origin with this size holds the centre, as `CGRect.contains(_:)` decides:
        /// the near edges in, the far edges out, an empty rectangle holding nothing.
        var holdsCentre: Bool {
            width > 0 && height > 0 && centreX >= 0 && centreX < width && centreY >= 0 && centreY < height
        }
    }

    /// The index of the first candidate that holds the entry's centre, or `nil` when none does.
    package static func firstHoldingCentre(_ candidates: [Measure]) -> Int? {
        candidates.firstIndex { $0.holdsCentre }
    }
}
