@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

/// A "nothing found" diagnostic carries the region between the markers as a dump; pasted into
/// `introspect explain`, it must give the answer the live search gave.
@Suite("Region dumps round-trip")
struct RecursiveDescriptionWriterRoundTripTests {
    @Test func explainFindsWhatTheLiveSearchFound() throws {
        let anchor = RecordedNode(IntrospectionMarkerClass.anchor)
        let probe = RecordedNode(IntrospectionMarkerClass.probe)
        let field = RecordedNode(
            "UITextField", superclasses: ["UIControl", "UIView"], children: [RecordedNode("_UITextLayoutCanvasView")])
        let region = RecordedNode(
            "_UIHostingView",
            children: [
                RecordedNode("UIKitPlatformViewHost", children: [anchor]),
                RecordedNode("SwiftUI.CGDrawingView"),
                RecordedNode("UIKitPlatformViewHost", children: [field]),
                RecordedNode("UIKitPlatformViewHost", children: [probe]),
            ])
        let live = IntrospectionSearch(anchor: anchor, probe: probe).find(.named("UITextField"), scope: .receiver)
        #expect(live.target === field)

        let text = RecursiveDescriptionWriter.render(region)
        let explanation = DumpExplanation(
            dump: try HierarchyDump(parsing: text), className: "UITextField", scope: .receiver)
        #expect(explanation.usedMarkers)
        #expect(explanation.matches.map(\.line) == [6])
        #expect(explanation.matches.first?.className == "UITextField")

        let miss = DumpExplanation(dump: try HierarchyDump(parsing: text), className: "UISwitch", scope: .receiver)
        #expect(miss.diagnostics.first == "markers at lines 3–9: no UISwitch between the markers (4 nodes examined)")
    }
}
