import ArgumentParser
import DumpFixtures
import Foundation
import Testing

@testable import IntrospectCLI

/// `introspect explain` on the real dumps, for what the manifests do not ask: the catalog's classes for a view type
/// and an OS, wrong options, hierarchy captures.
@Suite("introspect explain --json on the real dumps")
struct ExplainCommandTests {
    static func path(_ prefix: String) throws -> String {
        try Fixture.path(prefix)
    }

    @Test func viewTypesUseTheCatalogForTheOS() throws {
        let list16 = try ExplainCommand.parse([try Self.path("001"), "--view", "list", "--os", "iOS 16", "--json"])
            .render()
        #expect(list16.output.contains(#""expectedClass": "UICollectionView""#))
        let list15 = try ExplainCommand.parse([try Self.path("001"), "--view", "list", "--os", "iOS 15", "--json"])
            .render()
        #expect(list15.output.contains(#""expectedClass": "UITableView""#))
        #expect(list15.status == 1)
    }
    /// `NavigationView` without a style is a stack or columns, by width: `--view navigationView` searches for both
    /// controllers (fixture 004 holds SwiftUI's split view controller and its sidebar's navigation controller).
    @Test func aViewTypeWithoutItsStyleSearchesForEveryStyle() throws {
        let both = try ExplainCommand.parse([
            try Self.path("004"), "--view", "navigationView", "--os", "iOS 16", "--json",
        ])
        .render()
        #expect(both.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(both.output.utf8)) as? [String: Any])
        #expect(object["expectedClass"] as? String == "UISplitViewController|UINavigationController")
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["line"] as? Int } == [4, 5])
        #expect(matches.map { $0["publicClass"] as? String } == ["UISplitViewController", "UINavigationController"])

        let beforeSwiftUI = try ExplainCommand.parse([
            try Self.path("004"), "--view", ".navigationView", "--os", "iOS 10",
        ])
        .render()
        #expect(beforeSwiftUI.status == 1)
        #expect(
            beforeSwiftUI.output.contains(
                "\n.navigationView on iOS 10: iOS 10 predates SwiftUI (iOS 13 is its first release)"))
    }

    /// `--json` always prints the object: wrong options are its `error`, with the usage status.
    @Test(arguments: [
        (
            ["--view", "navigationViews"],
            #"unknown view type \"navigationViews\" (`introspect catalog` lists the accessors)"#
        ),
        (
            ["--view", "list", "--platform", "watchOS"],
            #"unknown platform \"watchOS\"; use iOS, tvOS, macOS or visionOS"#
        ),
        (["--view", "list", "--class", "UITableView"], "pass either --view or --class, not both"),
    ])
    func wrongOptionsStillPrintTheJSONObject(arguments: [String], error: String) throws {
        let (output, status) = try ExplainCommand.parse([try Self.path("001")] + arguments + ["--json"]).render()
        #expect(status == 64)
        #expect(output.hasPrefix(#"{"format": null, "regions": [], "os": null, "view": "#))
        #expect(
            output.hasSuffix(
                #""matches": [], "appObjects": [], "warnings": [], "diagnostics": [], "error": "\#(error)", "#
                    + #""exitCode": 64}"#))
        // Without --json the same problem is a usage error.
        #expect(throws: ValidationError.self) { try ExplainCommand.parse([try Self.path("001")] + arguments).run() }
    }

    /// A debug diagnostic's hierarchy capture, pasted with the log line around it: `explain` replays the catalog's
    /// controller route (a `NavigationStack` on iOS is the navigation controller above the markers). Captures printed
    /// by 0.1.0 open with `introspectScene`, today's with `introspectCapture`: both are read.
    @Test(arguments: ["introspectCapture", "introspectScene"])
    func hierarchyCapturesReplayTheModifiersRoute(key: String) throws {
        let capture =
            #"{""# + key + #"": 1, "window": "UIWindow", "controllers": ["#
            + #"{"id": 0, "class": "UIHostingController", "superclasses": ["UIViewController"], "parent": 1}, "#
            + #"{"id": 1, "class": "UINavigationController", "superclasses": ["UIViewController"]}], "#
            + #""root": {"class": "UIWindow", "superclasses": ["UIView"], "children": ["#
            + #"{"class": "UILayoutContainerView", "superclasses": ["UIView"], "controller": 1, "children": ["#
            + #"{"class": "_UIHostingView", "superclasses": ["UIView"], "controller": 0, "children": ["#
            + #"{"class": "INTRAnchorMarkerView", "superclasses": ["UIView"], "marker": "anchor"}, "#
            + #"{"class": "UITextField", "superclasses": ["UIControl", "UIView"]}, "#
            + #"{"class": "INTRProbeMarkerView", "superclasses": ["UIView"], "marker": "probe"}]}]}]}}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scene-capture-\(UUID()).txt")
        try ("introspect: .navigationStack found nothing (ContentView.swift:12)\n" + capture + "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let stack = try ExplainCommand.parse([file.path, "--view", "navigationStack", "--os", "iOS 17", "--json"])
            .render()
        #expect(stack.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stack.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hierarchyCapture")
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["class"] as? String } == ["UILayoutContainerView"])
        #expect(matches.first?["rootViewOf"] as? String == "UINavigationController")

        let field = try ExplainCommand.parse([file.path, "--view", "textField", "--os", "iOS 17", "--json"]).render()
        #expect(field.status == 0)
        #expect(field.output.contains(#""class": "UITextField""#))
    }
}
