@_spi(Tooling) import IntrospectCore
import Testing

@testable import IntrospectCLI

@Suite("Catalog command renderings")
struct CatalogRenderingTests {
    @Test func runsShowRangesAndOpenEnds() throws {
        let list = try #require(ViewTypeCatalog.entry(named: "list"))
        #expect(
            CatalogRendering.runs(try #require(list.support(on: .iOS))) == "UITableView 13–15, UICollectionView 16+")
        let split = try #require(ViewTypeCatalog.entry(named: "navigationSplitView"))
        #expect(CatalogRendering.runs(try #require(split.support(on: .tvOS))) == "UINavigationController 16–17")
        let tabs = try #require(ViewTypeCatalog.entry(named: "tabView"))
        #expect(
            CatalogRendering.text([tabs], platforms: [.iOS, .macOS]) == """
                .tabView  [TabView; scope: receiver]
                    iOS: UITabBarController 13+ (route: tabBarController)
                    macOS: NSTabView 10.15+
                    note: On macOS 15+ only when the TabView is not the root view (inside a GroupBox, for example).
                """)
    }

    @Test func textListsEveryPlatformWithReasonsForTheUnbacked() throws {
        let slider = try #require(ViewTypeCatalog.entry(named: "slider"))
        #expect(
            CatalogRendering.text([slider], platforms: Platform.allCases) == """
                .slider  [Slider; scope: receiver]
                    iOS: UISlider 13+
                    macOS: NSSlider 10.15+
                    tvOS: — tvOS has no UISlider
                    visionOS: — Slider is drawn by SwiftUI on visionOS (no UISlider in visionOS 26 hierarchies)
                """)
    }

    @Test func jsonGivesAClassOrAReasonForEveryKnownVersion() throws {
        let toggle = try #require(ViewTypeCatalog.entry(named: "toggle(style: .button)"))
        let json = CatalogRendering.json([toggle], platforms: [.macOS])
        #expect(
            json.contains(#"{"version": "15", "route": "view", "class": "NSButton", "reason": null, "evidence": []}"#))
        #expect(
            json.contains(
                #"{"version": "26", "route": "view", "class": null, "reason": ".toggleStyle(.button) isn't backed by NSButton on macOS 26", "evidence": []}"#
            ))
    }
}
