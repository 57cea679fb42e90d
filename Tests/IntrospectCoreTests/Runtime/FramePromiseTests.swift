import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// The runtime guide's table of when `customize` runs is generated from the frame model: it must say what the
/// model shows. `INTROSPECT_REGENERATE=1 swift test --filter FramePromiseTests` writes it.
@Suite("Frame pipeline: the promise in the runtime guide")
struct FramePromiseTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Introspect/Introspect.docc/Runtime.md")
    static let begin =
        "<!-- The table below is generated: INTROSPECT_REGENERATE=1 swift test --filter FramePromiseTests -->"
    static let end = "<!-- End of the generated table -->"

    @Test func theGuidesTableIsTheModels() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let table = FramePromise.table()
        let start = try #require(text.range(of: Self.begin), "Runtime.md has no generated table")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let current = text[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["INTROSPECT_REGENERATE"] == "1", current != table {
            let updated = text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + table + "\n")
            try updated.write(to: Self.guide, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "Runtime.md's table is stale; the model says:\n\(table)")
    }

    @Test(arguments: FrameGeneration.allCases)
    func everyGenerationKeepsThePromise(_ generation: FrameGeneration) {
        let observation = FramePromise.observe(generation)
        #expect(observation.first.framesLate == 0)
        #expect(!observation.first.insideSwiftUIUpdate)
        #expect(observation.update.framesLate == 0)
        #expect(!observation.update.walked)
        #expect(observation.changeOfAPresentTarget.framesLate == 0)
        #expect(observation.changeOfContentMadeInThePass.unrelatedWakes == 0, "never waits for an unrelated wake")
        #expect(observation.lostCallback.framesLate == 1, "one frame later, from the timer")
        #expect(observation.lostCallback.point == "the modifier's timer")
        #expect(!observation.lostCallback.insideSwiftUIUpdate)
        #expect(observation.changeOfAnEnclosingTarget.unrelatedWakes == 0, "never waits for an unrelated wake")
        #expect(observation.lateContent.allSatisfy { $0.framesLate == 1 }, "\(observation.lateContent)")
        #expect(observation.contentAfterTheRetriesWaitsForAnUpdate)
    }
}
