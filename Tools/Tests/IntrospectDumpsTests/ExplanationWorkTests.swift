@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// `introspect explain` does work linear in the dump: on a chain of n views that all match, every node is visited
/// twice (once looking for markers, once ranking), the ancestors walked are those of the listed matches' paths,
/// and no more than the limit are listed.
@Suite("Work of an explanation")
struct ExplanationWorkTests {
    /// One line of n names, `UIView → UIView → …`: a chain n deep whose every node is a match.
    static func chain(_ count: Int) -> String {
        Array(repeating: "UIView", count: count).joined(separator: " \u{2192} ")
    }

    @Test(arguments: [1_000, 10_000, 100_000])
    func explainingAChainIsLinear(count: Int) throws {
        let dump = try HierarchyDump(parsing: Self.chain(count))
        #expect(dump.allNodes.count == count)
        let explanation = DumpExplanation(dump: dump, className: "UIView")
        let limit = DumpExplanation.listLimit
        #expect(explanation.matches.count == limit)
        // The listed matches are the first in pre-order, the chain's top: their paths are 1…limit long.
        #expect(explanation.matches.map(\.path.count) == Array(1...limit))
        #expect(explanation.work.nodeVisits == 2 * count)
        #expect(explanation.work.ancestorVisits == limit * (limit - 1) / 2)
        #expect(explanation.work.ancestorVisits <= 5 * count)
        #expect(
            explanation.diagnostics.contains(
                "\(count - limit) more matches of UIView are not listed: only the first \(limit), in the order above"))
    }

    /// A match at the bottom of a chain (a `UIScrollView` under 10,000 `UIView`s, printed leaf first) walks its
    /// path once, 10,000 ancestors long.
    @Test func aDeepMatchWalksItsPathOnce() throws {
        let text = "UIScrollView \u{2192} " + Array(repeating: "UIView", count: 10_000).joined(separator: " \u{2192} ")
        let dump = try HierarchyDump(parsing: text)
        let explanation = DumpExplanation(dump: dump, className: "UIScrollView")
        #expect(explanation.matches.map(\.line) == [1])
        #expect(explanation.matches.first?.path.count == 10_001)
        #expect(explanation.work.ancestorVisits == 10_000)
        #expect(explanation.work.nodeVisits == 2 * 10_001)
    }
}
