@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The scenario registry against the catalog: every (accessor, platform, class run) has its scenario, and no
/// scenario stands for a run the catalog no longer has.
@Suite("Scenario coverage")
struct ScenarioCoverageTests {
    /// Every family's scenarios: the registry of covered runs, maintained by hand in the family files.
    static let registry: [Scenario] =
        ListScenarios.all + ScrollingScenarios.all + TextInputScenarios.all
        + NavigationScenarios.all + PresentationScenarios.all + ControlScenarios.all + PickerScenarios.all
        + MiscScenarios.all + BarScenarios.all

    /// Every run of the catalog.
    static var catalogRuns: [CoveredRun] {
        ViewTypeCatalog.entries.flatMap { entry in
            entry.platforms.flatMap { support in
                support.classes.map {
                    CoveredRun(
                        accessor: entry.accessor, platform: support.platform, className: $0.className, first: $0.first)
                }
            }
        }
    }

    @Test func everyCatalogRunHasAScenario() {
        let covered = Set(Self.registry.map(\.run))
        let missing = Self.catalogRuns.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "runs without a scenario: \(missing.map(\.description))")
    }

    @Test func everyScenarioStandsForACatalogRunOnce() {
        let runs = Set(Self.catalogRuns)
        let stale = Self.registry.map(\.run).filter { !runs.contains($0) }
        #expect(stale.isEmpty, "scenarios for runs the catalog does not have: \(stale.map(\.description))")
        var seen = Set<CoveredRun>()
        let repeated = Self.registry.map(\.run).filter { !seen.insert($0).inserted }
        #expect(repeated.isEmpty, "runs with two scenarios in the registry: \(repeated.map(\.description))")
    }

    @Test func theMatrixCountsPerPlatform() {
        // The matrix's size per platform: a change to the catalog changes these on purpose.
        let counts = Dictionary(grouping: Self.registry, by: \.run.platform).mapValues(\.count)
        #expect(Self.registry.count == 167)
        #expect(counts[.iOS] == 56)
        #expect(counts[.tvOS] == 29)
        #expect(counts[.macOS] == 39)
        #expect(counts[.visionOS] == 43)
        // Shapes taken from a fixture, and argued ones (no dump covers tvOS, iOS 13–15, most macOS controls).
        let argued = Dictionary(grouping: Self.registry.filter { $0.shape.hasPrefix("argued:") }, by: \.run.platform)
            .mapValues(\.count)
        #expect(argued[.iOS] == 31)
        #expect(argued[.tvOS] == 29)
        #expect(argued[.macOS] == 26)
        #expect(argued[.visionOS] == 33)
    }

    @Test func everyShapeCitesAFixtureOrSaysWhatItIsArguedFrom() {
        for scenario in Self.registry {
            let cited = scenario.shape.contains("Fixtures/") || scenario.shape.hasPrefix("argued:")
            #expect(cited, "\(scenario.run): \(scenario.shape)")
        }
    }

    @Test func aScenarioNamingTheWrongObjectFails() {
        // The check must bite: a List scene whose expected object is the decoy list before the anchor.
        let wrong = Scenario(
            "list", .iOS, "UICollectionView", from: 16, shape: "argued: a deliberately wrong expectation"
        ) {
            let kit = Kit.uiKit
            let markers = kit.markers()
            let decoy = ListShapes.collectionView(kit, cells: [], wolfIndicator: false)
            let list = ListShapes.collectionView(kit, cells: [], wolfIndicator: false)
            let screen = kit.screen(
                "VStack", [ListShapes.listHost(kit, decoy)] + markers.around(ListShapes.listHost(kit, list)))
            return SceneSetup(markers, expects: .view(decoy), retaining: screen.retained)
        }
        withKnownIssue("the scene names the decoy, so the identity check fails") {
            try wrong.check()
        }
    }
}
