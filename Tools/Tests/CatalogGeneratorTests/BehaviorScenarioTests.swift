import Foundation
@_spi(Tooling) import IntrospectCore
import Testing

@testable import CatalogGenerator

@Suite("Behaviour scenarios")
struct BehaviorScenarioTests {
    static let runs = ViewTypeSourceGenerator.catalogRuns()

    @Test func everyCatalogRunHasAConstruct() {
        for run in Self.runs {
            #expect(
                BehaviorScenarioGenerator.construct(for: run) != nil,
                "no construct for `\(run.entry.accessor)` (\(run.title))")
        }
    }

    @Test func everyConstructNamesAViewTypeWithRuns() {
        let accessors = Set(Self.runs.map(\.entry.accessor))
        for accessor in BehaviorScenarioGenerator.constructs.keys {
            #expect(accessors.contains(accessor), "the construct `\(accessor)` names no catalog entry with a class run")
        }
    }

    @Test func oneScenarioPerSampleCall() throws {
        let source = BehaviorScenarioGenerator.source()
        let samples = ViewTypeSourceGenerator.sampleCalls()
        let titles = Self.runs.map(\.title)
        #expect(Set(titles).count == titles.count, "scenario names repeat")
        for run in Self.runs {
            #expect(samples.contains("func sample\(run.name)("))
            #expect(source.contains("static func check\(run.name)() async -> ScenarioOutcome {"))
            #expect(source.contains("scenarios.append(CatalogScenario(name: \"\(run.title)\", run: check\(run.name)))"))
        }
        #expect(samples.components(separatedBy: "func sample").count - 1 == Self.runs.count)
    }

    @Test func bothSidesOfAClassChangeAreScenarios() throws {
        let titles = Self.runs.map(\.title)
        #expect(titles.contains("list · iOS 13–15 · UITableView"))
        #expect(titles.contains("list · iOS 16+ · UICollectionView"))
        #expect(titles.contains("sheet · iOS 13+ · UIPresentationController"))
        #expect(titles.contains("sheet · iOS 15+ · UISheetPresentationController"))
        #expect(titles.contains("datePicker(style: .compact) · macOS 10.15.4+ · NSDatePicker"))
        #expect(titles.contains("navigationSplitView · tvOS 16–17 · UINavigationController"))
    }

    @Test func aScenarioIntrospectsTheConstructWithTheRunsClassAndVersions() throws {
        let run = try #require(Self.runs.first { $0.title == "list(style: .insetGrouped) · iOS 14–15 · UITableView" })
        #expect(run.versions == [14, 15])
        let scenario = BehaviorScenarioGenerator.scenario(for: run).joined(separator: "\n")
        #expect(scenario.hasPrefix("#if os(iOS)\n"))
        #expect(
            scenario.contains(
                "guard [iOSVersion.v14, .v15].contains(where: \\.isCurrent) else { return .outsideVersions(\"iOS 14–15\") }"
            ))
        #expect(scenario.contains("guard #available(iOS 14, *) else"))
        #expect(
            scenario.contains(
                """
                    let content = List { ScenarioMarker(marker) }.listStyle(InsetGroupedListStyle())
                        .introspect(.list(style: .insetGrouped), on: .iOS(.v14, .v15)) { (target: UITableView) in recorder.record("target", target) }
                """))
        #expect(scenario.contains("holds(target, marker: marker)"))
    }

    @Test func ancestorScopeCallsGoInsideThePresentedContentOrRow() throws {
        for run in Self.runs where run.entry.defaultScope == .ancestor {
            let scenario = BehaviorScenarioGenerator.scenario(for: run)
            let start = try #require(scenario.firstIndex { $0.contains("let content = ") }, "\(run.title)")
            let call = try #require(scenario.firstIndex { $0.contains(".introspect(") }, "\(run.title)")
            // The call modifies the marker view, inside a brace the construct opened (the row, the presented content).
            #expect(scenario[call - 1].hasSuffix("ScenarioMarker(marker)"), "\(run.title)")
            let depth = scenario[start..<call].joined().reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
            #expect(depth > 0, "\(run.title)")
        }
    }

    @Test func availabilityGuardsOnlyAboveTheDeploymentTargets() throws {
        let runs = Self.runs.filter {
            $0.title == "navigationStack · iOS 16+ · UINavigationController"
                || $0.title == "scrollView · iOS 13+ · UIScrollView"
        }
        #expect(runs.count == 2)
        for run in runs {
            let scenario = BehaviorScenarioGenerator.scenario(for: run).joined(separator: "\n")
            #expect(scenario.contains("#available(iOS 16, *)") == (run.entry.accessor == "navigationStack"))
        }
    }
}
