#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectBehaviorChecks
import XCTest

/// Runs the behavioural scenarios on a Mac or a simulator (they need a window server). The scenarios live in
/// `IntrospectBehaviorChecks`, which is compile-checked against the SDKs on Linux; this file only asserts.
@MainActor
final class BehaviorTests: XCTestCase {
    func testEveryScenario() async {
        for scenario in BehaviorChecks.all {
            let failures = await scenario.run()
            XCTAssertEqual(failures, [], scenario.name)
        }
    }

    /// When `customize` runs against the frame: before the commit of the first frame that shows its target, late
    /// content found, bindings written outside SwiftUI's update.
    func testEveryTimingScenario() {
        for scenario in BehaviorChecks.timing {
            XCTAssertEqual(scenario.run(), [], scenario.name)
        }
    }

    /// One scenario per catalog entry × platform × class run of this platform (generated from the catalog). A
    /// scenario outside the running OS's versions is skipped, by design of the typed API; the skipped ones are
    /// listed in the log.
    func testEveryCatalogScenario() async {
        let scenarios = BehaviorChecks.catalog
        XCTAssertFalse(scenarios.isEmpty, "no catalog scenario is built for this platform")
        var passed = 0
        var skipped: [String] = []
        for scenario in scenarios {
            switch await scenario.run() {
            case .passed:
                passed += 1
            case let .failed(failures):
                XCTFail("\(scenario.name): \(failures.joined(separator: "; "))")
            case let .skipped(reason):
                skipped.append("\(scenario.name): \(reason)")
            }
        }
        print("catalog scenarios: \(scenarios.count), passed \(passed), skipped \(skipped.count)")
        for line in skipped { print("  skipped \(line)") }
    }
}
#endif
