import DumpFixtures
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

@Suite("Parsers")
struct ParserTests {
    @Test func recursiveDescriptionReadsBaseClassLayersAndNestedBrackets() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 300 500); layer = <UIWindowLayer: 0x2>>
               | <SwiftUI.UpdateCoalescingCollectionView: 0x3; baseClass = UICollectionView; frame = (0 0; 300 500); backgroundColor = <UIDynamicSystemColor: 0x4; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x5>; contentOffset: {0, -59}>
               |    | <CALayer: 0x6> (layer)
               |    |    | <CALayer: 0x7> (layer)
               |    | <_UISystemBackgroundView: 0x8; configuration = <UIBackgroundConfiguration: 0x9; Base Style = List; backgroundColor = <UIDynamicSystemColor: 0xa>>>>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .recursiveDescription)
        #expect(
            dump.allNodes.map(\.className) == [
                "UIWindow", "SwiftUI.UpdateCoalescingCollectionView", "_UISystemBackgroundView",
            ])
        let list = dump.roots[0].children[0]
        #expect(list.superclassNames == ["UICollectionView", "UIScrollView", "UIView"])
        #expect(list.children.map(\.className) == ["_UISystemBackgroundView"])
        #expect(list.sourceLine == 2)
        #expect(list.sourceColumn == 7)
        #expect(
            dump.notes.map(\.description) == [
                "2 lines of layers, layout guides or accessibility elements (not views) left out"
            ])
    }

    @Test func recursiveDescriptionWithoutAddressesAndWithDamagedIndentation() throws {
        // Snapshot tests purge pointers (027); a pasted line can lose its indentation (026).
        let text = """
            <UIWindow; frame = (0 0; 10 10); layer = <UIWindowLayer>>
              | <UITransitionView; frame = (0 0; 10 10); layer = <CALayer>>
                   |    | <_UIHostingView; frame = (0 0; 10 10); layer = <CALayer>>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UITransitionView", "_UIHostingView"])
        #expect(dump.roots[0].children[0].children[0].className == "_UIHostingView")
    }

    @Test func printHierarchyKeepsStateAndTheViewThatIsNotLoaded() throws {
        let dump = try Fixture.dump("004")
        #expect(dump.allNodes.last?.note == "state: disappeared; view not loaded")
        let tabBarController = dump.roots[0].children[1]
        #expect(tabBarController.note == "state: appearing; view: UILayoutContainerView")
        #expect(tabBarController.superclassNames == ["UITabBarController", "UIViewController"])
        // The view a controller installed is its first child, on the controller's line.
        let rootView = try #require(tabBarController.children.first)
        #expect(rootView.className == "UILayoutContainerView")
        #expect(rootView.note == "root view")
        #expect(rootView.sourceLine == tabBarController.sourceLine)
        #expect(dump.details(of: rootView).controller == "SwiftUI.UIKitTabBarController")
    }

    @Test func autolayoutTraceSkipsTheLegendAndKeepsIdentifiers() throws {
        let dump = try Fixture.dump("008")
        #expect(dump.notes.contains { $0.message == "a trace's legend is not part of the tree" })
        #expect(
            dump.allNodes.first { $0.className == "SwiftUI.ListCollectionViewCell" }?.note
                == "'ListCell-2937058484086170...'")
        #expect(dump.allNodes.contains { $0.className == "$SwiftEmergencyPlaceholderClassName000000010727f3c8" })
    }

    @Test func boneCapturesUseTheStatedSuperclass() throws {
        let dump = try Fixture.dump("015")
        let button = try #require(dump.allNodes.first { $0.className == "UIKitIconPreferringButton" })
        #expect(button.superclassNames.first == "UIKitButtonBase")
        #expect(button.superclassNames.contains("UIButton"))
        #expect(dump.notes.contains { $0.message.hasPrefix("the capture states \"OS: iOS26\"") })
    }

    @Test func boxTreesSkipAccessibilityElementsAndTheirChildren() throws {
        let text = """
            UIWindow(frame: {{0, 0}, {402, 874}}, ax=0)
            └─ _UIHostingView<ModifiedContent<AnyView, RootModifier>>(frame: {{0, 0}, {402, 874}}, ax=0)
               ├─ (AX) label="Title", value="", traits=[staticText], frame: {{0, 0}, {1, 1}}
               │  └─ UIView(frame: {{0, 0}, {1, 1}}, ax=0)
               └─ UIKitToolbar(frame: {{0, 874}, {402, 49}}, ax=0, "Toolbar")
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .boxTree)
        #expect(
            dump.allNodes.map(\.className) == [
                "UIWindow", "_UIHostingView<ModifiedContent<AnyView, RootModifier>>", "UIKitToolbar",
            ])
        #expect(dump.roots[0].children[0].children[0].sourceColumn == 7)
    }

    @Test func indentedTreesPassOverCommentary() throws {
        let text = """
            === R16 List(0..<500)
            NSHostingView role=AXGroup label=nil value=nil kids=1
              ListCoreScrollView role=AXScrollArea label=nil value=nil kids=2
                AccessibilityNode role=AXStaticText label=nil value=Row kids=0
                SwiftUIOutlineListView role=AXOutline label=Contacts kids=501 rows=500
            GEO root frame in window: (-300, -150, 600, 300) safeTop=0
            NSHostingView (0, 0, 10, 10)
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .indentedTree)
        #expect(dump.roots.map(\.className) == ["NSHostingView", "NSHostingView"])
        #expect(dump.roots[0].children[0].children.map(\.className) == ["SwiftUIOutlineListView"])
        #expect(
            dump.notes.map(\.description) == [
                "2 lines that are not part of a tree were passed over",
                "1 line of layers, layout guides or accessibility elements (not views) left out",
            ])
    }

    @Test func appKitSubtreeDescription() throws {
        let text = """
            [   A     W     ] h=--- v=--- NSThemeFrame 0x7fc4a5d0a200 "Window" f=(0,0,480,292) b=(-)
              [   A      LU ] h=-&- v=-&- _TtGC7SwiftUI13NSHostingViewV4Demo11ContentView_ 0x7fc4a5c0e9a0 f=(0,0,480,270) b=(-)
                [   A      LU ] h=--- v=--- SwiftUI.HostingScrollView 0x7fc4a5c1f200 f=(0,0,480,270) b=(-)
                  [   A      LU ] h=--- v=--- NSClipView 0x7fc4a5c20000 f=(0,0,480,270) b=(-)
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .subtreeDescription)
        let scroll = try #require(dump.allNodes.first { $0.className == "SwiftUI.HostingScrollView" })
        #expect(scroll.superclassNames == ["NSScrollView", "NSView"])
        #expect(scroll.parent?.className == "_TtGC7SwiftUI13NSHostingViewV4Demo11ContentView_")
        #expect(ClassName.demangled(scroll.parent!.className) == "SwiftUI.NSHostingView<…>")
    }

    @Test func unknownFormatNamesTheSupportedOnes() {
        #expect {
            try HierarchyDump(parsing: "hello world\nthis is not a dump\n")
        } throws: { error in
            (error as? DumpParseError)?.description
                == "line 1, column 1: no line of the text holds a view (a description such as <UIView: 0x…>, or a tree's line); formats read: recursiveDescription, _printHierarchy, _autolayoutTrace, _subtreeDescription, box-drawing tree, indented tree, arrow tree, JSON tree, ancestor chain, flat list, numbered tree, reference-tagged lines, _ivarDescription tree, free text, flat text (no structure recognised), hierarchy capture"
        }
    }

    @Test func emptyTextIsAnErrorNotAnEmptyTree() {
        #expect(throws: DumpParseError(line: 0, column: 0, reason: "the dump is empty: no line holds a view")) {
            try HierarchyDump(parsing: "  \n\n \t\n")
        }
        #expect(
            throws: DumpParseError(
                line: 1, column: 0, reason: "the dump holds only layers or accessibility elements, no view")
        ) {
            try HierarchyDump(parsing: "<CALayer: 0x1> (layer)\n   | <CALayer: 0x2> (layer)\n")
        }
    }

    @Test func aBadLineIsSkippedWithAWarningNamingItsLineAndColumn() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 1 1)>
               | <UIView: 0x2; frame = (0 0; 1 1)>
               | oops
            """
        let dump = try HierarchyDump(parsing: text, format: .recursiveDescription)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIView"])
        #expect(
            dump.warnings.map(\.description)
                == [#"line 3, column 6: expected "<ClassName: 0x…; …>" after the indentation, found "oops""#])
    }

    @Test(arguments: [
        (
            "{\"className\": \"UIView\", \"children\": [{\"className\": 3}]}",
            "line 1, column 38: expected a \"className\" string in this node"
        ),
        (
            "{\"tree\": {\"className\": \"UIView\"",
            "line 1, column 32: expected \",\" or \"}\" in an object, found the end of the text"
        ),
        ("{\n  \"tree\": [1, 2,, 3]\n}", "line 2, column 17: expected a value, found \",\""),
        ("{\"a\": \"unterminated\n\"}", "line 1, column 20: expected a closing quote before the end of the line"),
        (String(repeating: "[", count: 600), "line 1, column 513: nesting deeper than 512 levels"),
    ])
    func jsonErrorsHaveLineAndColumn(text: String, message: String) {
        #expect {
            try HierarchyDump(parsing: text)
        } throws: { error in
            (error as? DumpParseError)?.description == message
        }
    }

    @Test func minifiedJSONKeepsExactColumnsOnOneLine() throws {
        let text =
            #"{"os":"iOS 17.4","tree":{"className":"UIWindow","children":[{"className":"UIView","children":[]},{"className":"UIScrollView","children":[]}]}}"#
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIView", "UIScrollView"])
        #expect(dump.allNodes.map { $0.sourceLine ?? 0 } == [1, 1, 1])
        #expect(dump.allNodes.map { $0.sourceColumn ?? 0 } == [38, 74, 111])
        #expect(dump.statedOS == "iOS 17.4")
    }

    /// Escapes are unescaped; a backslash before a byte JSON does not escape keeps that byte as a Latin-1 character
    /// (what the reader has always done), so the UTF-8 sequence it began is repaired, not lost with the rest.
    @Test func jsonStringsAreUnescaped() throws {
        let text =
            #"{"tree":{"className":"Caf\u00e9\tView\"\\\/\é!","#
            + #""children":[{"className":"UIView","children":[]}]}}"#
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["Café\tView\"\\/\u{C3}\u{FFFD}!", "UIView"])
    }

    @Test func severalRootsAreSeveralTrees() throws {
        let dump = try Fixture.dump("021")
        #expect(
            dump.roots.map(\.className) == [
                "_UIHostingView<Optional<Slider<EmptyView, EmptyView>>>", "_UIHostingView<Optional<Stepper<Text>>>",
            ])
        #expect(dump.roots[1].sourceLine == 151)
    }

    @Test func ancestorChainsAreSinglePathsRootFirst() throws {
        let dump = try Fixture.dump("034")
        #expect(dump.roots.count == 2)
        #expect(
            AncestorSequence(startingAt: dump.allNodes.last!).map(\.className) == [
                "TextEditorTextView", "UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<UIKitTextViewAdaptor>>",
                "_UIHostingView<...>", "UIWindow",
            ])
    }
}

@Suite("Class names")
struct ClassNameTests {
    @Test(arguments: [
        ("_TtGC7SwiftUI14_UIHostingViewGVS_4ListOs5NeverVS_4Text__", "SwiftUI._UIHostingView<…>", "_UIHostingView"),
        (
            "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView",
            "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView", "CGDrawingView"
        ),
        (
            "_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer", "SwiftUI.CGDrawingLayer",
            "CGDrawingLayer"
        ),
        (
            "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentable__", "SwiftUI.PlatformViewHost<…>",
            "PlatformViewHost"
        ),
        (
            "SwiftUI.UpdateCoalescingCollectionView", "SwiftUI.UpdateCoalescingCollectionView",
            "UpdateCoalescingCollectionView"
        ),
        (
            "UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>>",
            "UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>>", "UIKitPlatformViewHost"
        ),
        ("_TtGC7Swift", "_TtGC7Swift", "_TtGC7Swift"),
        // KVO's subclass of an observed object: the class it observes.
        ("NSKVONotifying_UIScrollView", "UIScrollView", "UIScrollView"),
        (
            "NSKVONotifying__TtGC7SwiftUI14_UIHostingViewGVS_4ListOs5NeverVS_4Text__", "SwiftUI._UIHostingView<…>",
            "_UIHostingView"
        ),
        (
            "$SwiftEmergencyPlaceholderClassName000000010727f3c8",
            "$SwiftEmergencyPlaceholderClassName000000010727f3c8", "$SwiftEmergencyPlaceholderClassName000000010727f3c8"
        ),
    ])
    func demanglesAndFindsTheBaseName(name: String, demangled: String, base: String) {
        #expect(ClassName.demangled(name) == demangled)
        #expect(ClassName.baseName(name) == base)
    }

    @Test func hostsAndHostingViewsAreRecognisedInEverySpelling() {
        #expect(
            ClassName.isPlatformViewHost("_TtGC7SwiftUI21UIKitPlatformViewHostGVS_P10$18d7d34bc17ListRepresentable__"))
        #expect(
            ClassName.isPlatformViewHost(
                "AppKitPlatformViewHost<PlatformViewRepresentableAdaptor<SystemSegmentedControl>>"))
        #expect(ClassName.isPlatformViewHost("PlatformViewHost<…ScrollViewIntrospector>"))
        #expect(!ClassName.isPlatformViewHost("_UIHostingView<…>"))
        #expect(ClassName.isHostingView("_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContent__"))
        #expect(ClassName.isHostingView("NSHostingView"))
    }

    @Test func knowledgeFollowsChainsPerToolkit() {
        #expect(
            ClassKnowledge.superclasses(of: "SwiftUI.HostingScrollView", toolkit: .uiKit) == ["UIScrollView", "UIView"])
        #expect(
            ClassKnowledge.superclasses(of: "SwiftUI.HostingScrollView", toolkit: .appKit) == [
                "NSScrollView", "NSView",
            ])
        #expect(ClassKnowledge.superclasses(of: "UIFieldEditor", toolkit: nil) == ["UIScrollView", "UIView"])
        #expect(ClassKnowledge.superclasses(of: "SomethingUnknown", toolkit: .uiKit).isEmpty)
    }

    /// A view controller the table does not list is known by its name: its own prefix says the toolkit, else the
    /// dump's; with neither, nothing is guessed. The view controllers themselves and known ones keep their facts.
    @Test func unknownViewControllersAreKnownByTheirName() {
        #expect(
            ClassKnowledge.superclasses(of: "_UIContextMenuActionsOnlyViewController", toolkit: nil) == [
                "UIViewController"
            ])
        #expect(ClassKnowledge.superclasses(of: "NSTitlebarAccessoryViewController2", toolkit: .uiKit).isEmpty)
        #expect(ClassKnowledge.superclasses(of: "_NSFakeViewController", toolkit: .uiKit) == ["NSViewController"])
        #expect(
            ClassKnowledge.superclasses(of: "Neebla.SettingsViewController", toolkit: .appKit) == ["NSViewController"])
        #expect(ClassKnowledge.superclasses(of: "SettingsViewController", toolkit: nil).isEmpty)
        #expect(ClassKnowledge.superclasses(of: "UIViewController", toolkit: .uiKit).isEmpty)
        #expect(ClassKnowledge.superclasses(of: "UINavigationController", toolkit: .uiKit) == ["UIViewController"])
        #expect(ClassKnowledge.entries.allSatisfy { !$0.evidence.seenIn.isEmpty && !$0.evidence.os.isEmpty })
        // Facts cite where they were seen, never the test fixtures a user of the package does not have.
        #expect(ClassKnowledge.entries.allSatisfy { !$0.evidence.description.contains("dump ") })
    }
}

@Suite("Explanations with Introspect's markers")
struct MarkerExplanationTests {
    @Test func dumpsWithMarkersGetTheExactSearch() throws {
        // Two text fields, each bracketed by Introspect's markers; a stray text field outside any pair.
        let text = """
            <_UIHostingView: 0x1; frame = (0 0; 10 10)>
               | <UIKitPlatformViewHost: 0x2; frame = (0 0; 1 1)>
               |    | <UITextField: 0x3; frame = (0 0; 1 1)>
               | <UIKitPlatformViewHost: 0x4; frame = (0 0; 0 0)>
               |    | <Introspect.IntrospectionAnchorView: 0x5; frame = (0 0; 0 0)>
               | <UIKitPlatformViewHost: 0x6; frame = (0 0; 1 1)>
               |    | <UITextField: 0x7; frame = (0 0; 1 1)>
               | <UIKitPlatformViewHost: 0x8; frame = (0 0; 0 0)>
               |    | <Introspect.IntrospectionProbeView: 0x9; frame = (0 0; 0 0)>
               | <UIKitPlatformViewHost: 0xa; frame = (0 0; 0 0)>
               |    | <Introspect.IntrospectionAnchorView: 0xb; frame = (0 0; 0 0)>
               | <SwiftUI.CGDrawingView: 0xc; frame = (0 0; 1 1)>
               | <UIKitPlatformViewHost: 0xd; frame = (0 0; 0 0)>
               |    | <Introspect.IntrospectionProbeView: 0xe; frame = (0 0; 0 0)>
            """
        let explanation = DumpExplanation(
            dump: try HierarchyDump(parsing: text), className: "UITextField", scope: .receiver)
        #expect(explanation.usedMarkers)
        #expect(explanation.matches.map(\.line) == [7])
        #expect(explanation.matches.first?.host?.sourceLine == 6)
        #expect(
            explanation.diagnostics == ["markers at lines 11–14: no UITextField between the markers (1 node examined)"])
    }
}
