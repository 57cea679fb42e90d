import Foundation
import Testing

@testable import IntrospectCLI

/// The index's labelled expectations, checked through the command itself: `introspect explain FILE --class NAME
/// --json`, its output decoded as JSON.
@Suite("introspect explain --json on the real dumps")
struct ExplainCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IntrospectDumpsTests/Fixtures")

    static func path(_ prefix: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
        let name = try #require(names.first { $0.hasPrefix(prefix) })
        return fixtures.appendingPathComponent(name).path
    }

    /// (file, class, expected lines, expected public class): the index's "expected platform view" column.
    static let labelled: [(String, String, [Int], String?)] = [
        ("001", "UICollectionView", [6], "UICollectionView"), ("004", "UITabBarController", [2], "UITabBarController"),
        ("004", "UISplitViewController", [4], "UISplitViewController"),
        ("004", "UINavigationController", [5], "UINavigationController"),
        ("005", "SCNView", [9], "SCNView"), ("006", "MTKView", [6], "MTKView"),
        ("008", "UICollectionView", [9], "UICollectionView"),
        ("011", "UICollectionView", [330], "UICollectionView"), ("012", "UICollectionView", [15], "UICollectionView"),
        ("013", "UISwitch", [15], "UISwitch"), ("014", "UISlider", [13], "UISlider"),
        ("015", "UIButton", [13], "UIButton"),
        ("016", "UIPickerView", [15], "UIPickerView"), ("017", "UITabBar", [52], "UITabBar"),
        ("018", "UIStepper", [16], "UIStepper"),
        ("019", "UICollectionView", [15], "UICollectionView"), ("020", "UICollectionView", [15], "UICollectionView"),
        ("022", "NSTextField", [34, 65], "NSTextField"), ("022", "NSSegmentedControl", [14, 45], "NSSegmentedControl"),
        ("024", "CGDrawingView", [6], nil), ("025", "CGDrawingView", [6], nil),
        ("030", "UIToolbar", [136], "UIToolbar"),
        ("031", "NSOutlineView", [55], "NSOutlineView"), ("032", "NSOutlineView", [80], "NSOutlineView"),
        ("032", "HostingScrollView", [84], "NSScrollView"), ("033", "UILayoutContainerView", [2], "UIView"),
        ("034", "UITextField", [1], "UITextField"), ("034", "UITextView", [2], "UITextView"),
    ]

    @Test(arguments: labelled)
    func jsonNamesTheLabelledNode(prefix: String, className: String, lines: [Int], publicClass: String?) throws {
        let command = try ExplainCommand.parse([try Self.path(prefix), "--class", className, "--json"])
        let (output, status) = command.render()
        #expect(status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["expectedClass"] as? String == className)
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["line"] as? Int } == lines.map { $0 })
        for match in matches {
            #expect((match["publicClass"] as? String) == publicClass)
            #expect((match["path"] as? [String])?.isEmpty == false)
        }
    }

    @Test(arguments: [("021", "UISlider"), ("023", "UILabel"), ("027", "UIButton")])
    func missesExitWithStatusOneAndSayWhy(prefix: String, className: String) throws {
        let command = try ExplainCommand.parse([try Self.path(prefix), "--class", className, "--json"])
        let (output, status) = command.render()
        #expect(status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect((object["matches"] as? [Any])?.isEmpty == true)
        let diagnostics = object["diagnostics"] as? [String] ?? []
        let first = diagnostics.first ?? ""
        #expect(first.hasPrefix("no \(className) in the dump"))
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
            #"unknown view type \"navigationViews\"; see `introspect catalog` for the accessors"#
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
        #expect(output.hasSuffix(#""matches": [], "warnings": [], "diagnostics": [], "error": "\#(error)"}"#))
        // Without --json the same problem is a usage error.
        #expect(throws: (any Error).self) { try ExplainCommand.parse([try Self.path("001")] + arguments) }
    }

    /// A debug diagnostic's hierarchy capture, pasted with the log line around it: `explain` replays the catalog's
    /// controller route (a `NavigationStack` on iOS is the navigation controller above the markers).
    @Test func sceneCapturesReplayTheModifiersRoute() throws {
        let capture =
            #"{"introspectScene": 1, "window": "UIWindow", "controllers": ["#
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
        #expect(object["format"] as? String == "sceneCapture")
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["class"] as? String } == ["UILayoutContainerView"])
        #expect(matches.first?["rootViewOf"] as? String == "UINavigationController")

        let field = try ExplainCommand.parse([file.path, "--view", "textField", "--os", "iOS 17", "--json"]).render()
        #expect(field.status == 0)
        #expect(field.output.contains(#""class": "UITextField""#))
    }
}
