@_spi(Tooling) import IntrospectCore
import Testing

/// The size `.hostingBridge` reports on macOS, from what AppKit measures of its `NSHostingView`: the ideal size
/// (`intrinsicContentSize`), the fitting size (`fittingSize`) and the size constraints the view holds (with the
/// default `sizingOptions`, the content's minimum and maximum).
@Suite("Hosting bridge sizing")
struct HostingBridgeSizingTests {
    typealias Sizing = HostingBridgeSizing

    @Test func flexibleContentTakesTheProposedLength() {
        // A `List`, a `Color`: no maximum; SwiftUI's ideal for them is small.
        let limits: [Sizing.Limit] = [.atLeast(0)]
        #expect(Sizing.length(proposed: 300, ideal: 10, fitting: 10, limits: limits) == 300)
        #expect(Sizing.length(proposed: 0, ideal: 10, fitting: 10, limits: limits) == 0)
        // Unspecified: the ideal length. Infinite: as flexible as SwiftUI's own flexible views, which is what
        // a stack learns by proposing infinity.
        #expect(Sizing.length(proposed: nil, ideal: 10, fitting: 10, limits: limits) == 10)
        #expect(Sizing.length(proposed: .infinity, ideal: 10, fitting: 10, limits: limits) == .infinity)
    }

    @Test func theProposalIsKeptBetweenTheContentsMinimumAndMaximum() {
        // `.frame(minWidth: 200, idealWidth: 320, maxWidth: 600)`.
        let limits: [Sizing.Limit] = [.atLeast(200), .atMost(600)]
        #expect(Sizing.length(proposed: 100, ideal: 320, fitting: 320, limits: limits) == 200)
        #expect(Sizing.length(proposed: 450, ideal: 320, fitting: 320, limits: limits) == 450)
        #expect(Sizing.length(proposed: 900, ideal: 320, fitting: 320, limits: limits) == 600)
        #expect(Sizing.length(proposed: nil, ideal: 320, fitting: 320, limits: limits) == 320)
        // A constraint added in `configure` narrows them further; the content's minimum wins over a maximum
        // below it.
        #expect(Sizing.length(proposed: 450, ideal: 320, fitting: 320, limits: limits + [.atMost(400)]) == 400)
        #expect(Sizing.length(proposed: 450, ideal: 320, fitting: 320, limits: limits + [.exactly(250)]) == 250)
        #expect(Sizing.length(proposed: 450, ideal: 320, fitting: 320, limits: limits + [.atMost(150)]) == 200)
    }

    @Test func withoutSizeConstraintsTheHostIsSizedAsAppKitSizesAView() {
        // `sizingOptions` without the minimum and maximum: nothing says how flexible the content is. A view
        // with an intrinsic size keeps it; one without takes what it is given.
        #expect(Sizing.length(proposed: 300, ideal: 120, fitting: 120, limits: []) == 120)
        #expect(Sizing.length(proposed: 300, ideal: nil, fitting: 0, limits: []) == 300)
        #expect(Sizing.length(proposed: nil, ideal: nil, fitting: 40, limits: []) == 40)
    }

    @Test func theContentsOwnSizeConstraintsBindNothing() {
        // Constraints at a priority the layout may break — a view's hugging and compression resistance of its
        // intrinsic size — say where the content would like to be, not where it must stay.
        let limits: [Sizing.Limit] = [.atLeast(0), .exactly(10, priority: 250), .exactly(10, priority: 750)]
        #expect(Sizing.length(proposed: 300, ideal: 10, fitting: 10, limits: limits) == 300)
        // Only those: nothing says how flexible the content is, and it keeps its intrinsic size.
        #expect(Sizing.length(proposed: 300, ideal: 10, fitting: 10, limits: Array(limits.dropFirst())) == 10)
        // A constraint just above them binds.
        #expect(Sizing.length(proposed: 300, ideal: 10, fitting: 10, limits: [.atMost(200, priority: 751)]) == 200)
    }

    @Test func theFittingSizeIsMeasuredOnlyWhenNothingElseSays() {
        var measured = 0
        func fitting() -> Double {
            measured += 1
            return 40
        }
        #expect(Sizing.length(proposed: 300, ideal: 120, fitting: fitting(), limits: [.atLeast(0)]) == 300)
        #expect(Sizing.length(proposed: nil, ideal: 120, fitting: fitting(), limits: []) == 120)
        #expect(measured == 0)
        #expect(Sizing.length(proposed: nil, ideal: nil, fitting: fitting(), limits: []) == 40)
        #expect(measured == 1)
    }

    @Test func fixedContentKeepsItsLengthWhateverIsProposed() {
        // `.frame(width: 120)`: the minimum and the maximum are the same.
        let limits: [Sizing.Limit] = [.atLeast(120), .atMost(120)]
        for proposed in [nil, 0, 80, 120, 300, .infinity] as [Double?] {
            #expect(Sizing.length(proposed: proposed, ideal: 120, fitting: 120, limits: limits) == 120)
        }
    }
}
