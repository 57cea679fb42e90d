import DumpFixtures
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The common views with no platform object: their evidence is where they cite it, and `introspect` answers from
/// the same rows the "What cannot be introspected" article lists.
@Suite("Views with no platform object")
struct UnbackedViewTests {
    /// Every observation names a fixture, lines and a class: the fixture's text has the class on each cited line,
    /// and where the reader builds a node on that line, the node is of the class.
    @Test(arguments: ViewTypeCatalog.unbacked.map(\.name))
    func everyObservationIsInItsFixture(_ name: String) throws {
        let view = try #require(ViewTypeCatalog.unbackedView(named: name))
        for evidence in view.evidence { try EvidenceTests.check(evidence, of: name) }
        #expect(!view.evidence.isEmpty)
    }

    @Test func theCatalogAnswersWithTheReasonAndWhatToUseInstead() throws {
        let text = try NewcomerTests.run(["catalog", "--view", "text", "--os", "iOS 26"])
        #expect(text.status == 1)
        let row = try #require(ViewTypeCatalog.unbackedView(named: "text"))
        #expect(text.stdout == "Text has no object to hand over on iOS: \(row.reason); instead: \(row.instead)\n")
        // SwiftUI's names, and any of the names a row lists.
        let swiftUIName = try NewcomerTests.run(["catalog", "--view", "Text", "--platform", "macOS"])
        #expect(swiftUIName.status == 1)
        #expect(swiftUIName.stdout.hasPrefix("Text has no object to hand over on macOS: "))
        let stack = try NewcomerTests.run(["catalog", "--view", "VStack", "--platform", "iOS"])
        #expect(stack.stdout.hasPrefix("HStack, VStack, ZStack has no object to hand over on iOS: layout containers"))
        // A platform's own reason.
        let menu = try NewcomerTests.run(["catalog", "--view", "menu", "--platform", "macOS"])
        #expect(menu.stdout.contains("on macOS: not observed: "))
        // The lookups' JSON shape.
        let json = try NewcomerTests.run(["catalog", "--view", "text", "--os", "iOS 26", "--json"])
        #expect(json.status == 1)
        #expect(
            json.stdout.hasPrefix(
                #"[{"accessor": "text", "platform": "iOS", "version": "26", "class": null, "guessed": false, "#
                    + #""reason": "Text has no object to hand over on iOS: "#))
        // The whole table ends with their names.
        let table = try NewcomerTests.run(["catalog"])
        #expect(table.stdout.contains("\n  text  [Text]\n"))
    }

    /// `explain --view text` on a dump that shows text drawn (fixture 024): nothing to hand over, and why.
    @Test func explainAnswersTheRowsReason() throws {
        let run = try NewcomerTests.run(["explain", try Fixture.path("024"), "--view", "text", "--json"])
        #expect(run.status == 1)
        let object = try #require(NewcomerTests.jsonObject(run.stdout))
        #expect((object["matches"] as? [Any])?.isEmpty == true)
        #expect(
            (object["diagnostics"] as? [String])?.first?.hasPrefix("Text has no object to hand over on iOS: ") == true)
    }

    /// `.refreshControl`, beyond the reference: UIKit's control from iOS 15 and on visionOS; the reasons where the
    /// platform has none.
    @Test func theRefreshControlHasAClassOrTheReasonThereIsNone() throws {
        let iOS = try NewcomerTests.run(["catalog", "--view", "refreshControl", "--platform", "iOS", "--os", "15"])
        #expect(iOS.stdout == "UIRefreshControl\n")
        let before = try NewcomerTests.run(["catalog", "--view", "refreshControl", "--os", "iOS 14"])
        #expect(before.status == 1)
        #expect(before.stdout == ".refreshable isn't available on iOS 14\n")
        let tvOS = try NewcomerTests.run(["catalog", "--view", "refreshControl", "--os", "tvOS 18"])
        #expect(tvOS.status == 1)
        #expect(
            tvOS.stdout == "UIRefreshControl is unavailable in tvOS's UIKit: .refreshable has no control to hand over\n"
        )
        let macOS = try NewcomerTests.run(["catalog", "--view", "refreshControl", "--os", "macOS 15"])
        #expect(macOS.stdout == "AppKit has no refresh control: .refreshable shows none on macOS\n")
        let vision = try NewcomerTests.run(["catalog", "--view", "refreshControl", "--os", "visionOS 1", "--json"])
        #expect(vision.stdout.contains(#""class": "UIRefreshControl", "guessed": false, "reason": null"#))
    }

    /// The article is generated from the same rows: each appears with its name for `--view` and its evidence.
    @Test func theArticleListsEveryRow() throws {
        let article = try String(
            contentsOf: Fixture.repository.appendingPathComponent(
                "Sources/Introspect/Introspect.docc/CannotIntrospect.md"),
            encoding: .utf8)
        for view in ViewTypeCatalog.unbacked {
            #expect(article.contains("### \(view.construct)\n\n`introspect catalog --view \(view.name)`\n"))
            #expect(article.contains("- Instead: \(view.instead)."))
        }
    }
}
