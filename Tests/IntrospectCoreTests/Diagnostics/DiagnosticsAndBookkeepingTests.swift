@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@Suite("Bookkeeping", .serialized)
struct BookkeepingTests {
    @Test func oncePerInstanceComparesIdentityAndRetainsNothing() {
        let live = LiveInstances()
        var record = CustomizedTargets<LiveInstances.Object>()
        do {
            let first = live.make()
            let second = live.make()
            do {
                let result = record.claim(first, frequency: .oncePerInstance)
                #expect(result)
            }
            do {
                let result = record.claim(first, frequency: .oncePerInstance)
                #expect(!result)
            }
            do {
                let result = record.claim(second, frequency: .oncePerInstance)
                #expect(result)
            }
            #expect(record.count == 2)
            do {
                let result = record.claim(first, frequency: .everyUpdate)
                #expect(result)
            }
        }
        #expect(live.count == 0)
        #expect(record.count == 0)
        // A new object (possibly at a reused address) is customized again.
        let fresh = live.make()
        do {
            let result = record.claim(fresh, frequency: .oncePerInstance)
            #expect(result)
        }
    }

    @Test func trackerReportsAppearanceReplacementAndDisappearance() {
        let live = LiveInstances()
        var tracker = TargetTracker<LiveInstances.Object>()
        do {
            let first = live.make()
            let second = live.make()
            do {
                let result = tracker.record(first)
                #expect(result == .appeared)
            }
            do {
                let result = tracker.record(first)
                #expect(result == nil)
            }
            do {
                let result = tracker.record(second)
                #expect(result == .replaced)
            }
            do {
                let result = tracker.record(nil)
                #expect(result == .wentAway)
            }
            do {
                let result = tracker.record(nil)
                #expect(result == nil)
            }
            do {
                let result = tracker.record(first)
                #expect(result == .appeared)
            }
        }
        #expect(live.count == 0)
        #expect(tracker.target == nil)
        // The freed target is gone: a new one replaces it.
        let third = live.make()
        do {
            let result = tracker.record(third)
            #expect(result == .replaced)
        }
    }
}

@Suite("Diagnostics")
struct DiagnosticsTests {
    /// The modifier's first decision on every body evaluation: say "no matching version" only when nothing
    /// matched and the call is enabled; a switched-off call is quiet.
    @Test func noMatchingVersionIsReportedOnlyForAnEnabledCallThatMatchedNothing() {
        let running = PlatformOSVersion(platform: .iOS, version: OSVersion(17, 4))
        let listed = [VersionPredicate.listed(.iOS, [OSVersion(16)])]
        let report = IntrospectionDiagnostic.beforeSearch(
            viewType: ".list", running: running, versionMatched: false, isEnabled: true, listed: listed)
        #expect(report == .noMatchingVersion(viewType: ".list", running: running, listed: listed))
        #expect(
            IntrospectionDiagnostic.beforeSearch(
                viewType: ".list", running: running, versionMatched: true, isEnabled: true, listed: listed) == nil)
        #expect(
            IntrospectionDiagnostic.beforeSearch(
                viewType: ".list", running: running, versionMatched: false, isEnabled: false, listed: listed) == nil)
    }

    /// One report per call site for the app's lifetime: a modifier in a thousand rows, updated again and again,
    /// reports once; another call site reports on its own.
    @Test func eachCallSiteReportsOnce() {
        var ledger = DiagnosticLedger()
        let diagnostic = IntrospectionDiagnostic.constantNotMarkedUnavailable(location: "App/RowView.swift:12")
        func reports(_ site: CallSite) -> Bool { ledger.report(at: site, when: true) { diagnostic } != nil }
        var answers = [reports(CallSite(fileID: "App/RowView.swift", line: 12))]
        for _ in 0..<1_000 { answers.append(reports(CallSite(fileID: "App/RowView.swift", line: 12))) }
        answers.append(reports(CallSite(fileID: "App/RowView.swift", line: 13)))
        answers.append(reports(CallSite(fileID: "App/Other.swift", line: 12)))
        #expect(answers == [true] + Array(repeating: false, count: 1_000) + [true, true])
        #expect(CallSite(fileID: "App/RowView.swift", line: 12).description == "App/RowView.swift:12")
    }

    /// A diagnostic carries a traced search and a capture of up to 2,000 views: it is built only when it will be
    /// printed — not for a call site that has reported already (a List whose rows never have the target fails
    /// again for every row), not when there is nothing to report (a version matched).
    @Test func aDiagnosticIsBuiltOnlyWhenItWillBePrinted() {
        var ledger = DiagnosticLedger()
        let site = CallSite(fileID: "App/RowView.swift", line: 12)
        var built = 0
        let make = { () -> IntrospectionDiagnostic? in
            built += 1
            return .constantNotMarkedUnavailable(location: "App/RowView.swift:12")
        }
        #expect(ledger.report(at: site, when: true, make) != nil)
        #expect(built == 1)
        for _ in 0..<1_000 { #expect(ledger.report(at: site, when: true, make) == nil) }
        #expect(built == 1)
        built = 0
        #expect(ledger.report(at: CallSite(fileID: "App/RowView.swift", line: 13), when: false, make) == nil)
        #expect(built == 0)
    }

    @Test func noMatchingVersionSaysWhatWasListedAndWhatToAdd() {
        let diagnostic = IntrospectionDiagnostic.noMatchingVersion(
            viewType: ".list", running: PlatformOSVersion(platform: .iOS, version: OSVersion(17, 4)),
            listed: [.listed(.iOS, [OSVersion(15), OSVersion(16)]), .from(.macOS, OSVersion(12))]
        )
        #expect(
            diagnostic.message
                == ".introspect(.list) does nothing on iOS 17.4: it lists iOS 15, 16. Add .v17 if the view is backed by the same class there, or use an open range such as .v17..."
        )
        let otherPlatform = IntrospectionDiagnostic.noMatchingVersion(
            viewType: ".list", running: PlatformOSVersion(platform: .tvOS, version: OSVersion(17)),
            listed: [.from(.iOS, OSVersion(16))]
        )
        #expect(
            otherPlatform.message
                == ".introspect(.list) lists no tvOS versions (only iOS), so it does nothing on tvOS 17")
    }

    @Test func nothingFoundCarriesTheReasonsAndTheRegion() {
        let diagnostic = IntrospectionDiagnostic.nothingFound(
            viewType: ".textField", className: "UITextField",
            reasons: [.noMatchBetweenMarkers(className: "UITextField", examined: 2)], scene: "<UIView: 0x1010>"
        )
        #expect(
            diagnostic.message == """
                .introspect(.textField) found no UITextField: no UITextField between the markers (2 nodes examined)
                The hierarchy around the markers (save it as capture.json and run `introspect explain capture.json --class UITextField`):
                <UIView: 0x1010>
                """)
    }

    @Test func openRangesThatFindNothingSaySo() {
        let diagnostic = IntrospectionDiagnostic.openRangeFoundNothing(
            viewType: ".list", className: "UICollectionView",
            running: PlatformOSVersion(platform: .iOS, version: OSVersion(28)),
            predicate: .from(.iOS, OSVersion(16))
        )
        #expect(
            diagnostic.message
                == ".introspect(.list) found no UICollectionView on iOS 28, which is newer than every version this library knows; iOS 16 and later is an open range, and the view is probably no longer a UICollectionView there"
        )
    }

    @Test func regionDumpIsIndentedPreorderWithoutText() {
        let root = RecordedNode(
            "Root", children: [RecordedNode("A", children: [RecordedNode("A1")]), RecordedNode("B")])
        #expect(
            RecursiveDescriptionWriter.render(root) == """
                <Root: 0x1010>
                   | <A: 0x1020>
                   |    | <A1: 0x1030>
                   | <B: 0x1040>
                """)
        #expect(RecursiveDescriptionWriter.render(root, limit: 2).hasSuffix("… 2 more nodes not shown"))
    }
}

@Suite("Scene captures")
struct HierarchyCaptureTests {
    @Test func aCaptureHoldsTheChainTheRegionTheMarkersAndTheControllers() {
        let markers = Markers()
        let field = node("UITextField", ["UIControl", "UIView"])
        let screen = hostingController(markers.around(host("PlatformTextFieldAdaptor", field)))
        let (root, _) = uiWindow(screen.rootView!)
        let sheet = hostingController([node("UIView")])
        screen.present(sheet)
        let capture = HierarchyCapture.render(anchor: markers.anchor, probe: markers.probe, windowClassName: "UIWindow")
        #expect(
            capture.hasPrefix(
                #"{"introspectCapture": 1, "window": "UIWindow", "controllers": [{"id": 0, "class": "_TtGC7SwiftUI19UIHostingControllerGVS_7AnyView_", "superclasses": ["UIHostingController", "UIViewController"]}], "root": {"class": "UIWindow", "superclasses": ["UIView"], "children": [{"class": "UITransitionView""#
            ))
        #expect(
            capture.contains(
                #"{"class": "_TtGC7SwiftUI14_UIHostingViewGVS_7AnyView_", "superclasses": ["UIView"], "controller": 0, "children": ["#
            ))
        #expect(
            capture.contains(
                #"{"class": "\#(IntrospectionMarkerClass.anchor)", "superclasses": ["UIView"], "marker": "anchor"}"#))
        #expect(
            capture.contains(
                #"{"class": "\#(IntrospectionMarkerClass.probe)", "superclasses": ["UIView"], "marker": "probe"}"#))
        #expect(capture.contains(#"{"class": "UITextField", "superclasses": ["UIControl", "UIView"]}"#))
        withExtendedLifetime((root, sheet)) {}
    }

    @Test func largeRegionsAreCutAndCounted() {
        let markers = Markers()
        let many = (0..<50).map { _ in node("UIView") }
        let screen = hostingController(markers.around(RecordedNode("Rows", superclasses: ["UIView"], children: many)))
        let (root, _) = uiWindow(screen.rootView!)
        let capture = HierarchyCapture.render(anchor: markers.anchor, probe: markers.probe, limit: 5)
        #expect(capture.contains(#""elidedChildren": "#))
        #expect(capture.components(separatedBy: #"{"class": "UIView"}"#).count - 1 <= 5)
        withExtendedLifetime(root) {}
    }
}
