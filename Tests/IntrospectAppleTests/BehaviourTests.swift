#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectBehaviourChecks
import XCTest

/// Runs the behavioural scenarios on a Mac or a simulator (they need a window server). The scenarios live in
/// `IntrospectBehaviourChecks`, which is compile-checked against the SDKs on Linux; this file only asserts.
@MainActor
final class BehaviourTests: XCTestCase {
    func testEveryScenario() async {
        for scenario in BehaviourChecks.all {
            let failures = await scenario.run()
            XCTAssertEqual(failures, [], scenario.name)
        }
    }
}
#endif
