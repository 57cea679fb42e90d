@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// What people paste around and inside dumps: legends, notes, nested descriptions, logs, several formats in one
/// text. None of it may cost the rest of the dump.
@Suite("Lenient reading")
struct LenientReadingTests {
    @Test func nestedDescriptionsAndTrailingNotesAreRead() throws {
        let text = """
            <UITextView: 0x1; frame = (0 0; 10 10)>
               | <<_UITextContainerView: 0x2; frame = (0 0; 10 10)>>
               | <UIView: 0x3; frame = (0 0; 1 1)>   <- recognizer was here
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .recursiveDescription)
        #expect(dump.allNodes.map(\.className) == ["UITextView", "_UITextContainerView", "UIView"])
        #expect(dump.warnings.isEmpty)
    }

    @Test func aLegendAfterAnAppKitTreeIsPassedOver() throws {
        let text = """
            [   A     W     ] h=--- v=--- NSThemeFrame 0x7fc4a5d0a200 "Window" f=(0,0,480,292) b=(-)
              [   A      LU ] h=-&- v=-&- NSView 0x7fc4a5c0e9a0 f=(0,0,480,270) b=(-)
                [   A      LU ] h=--- v=--- NSScrollView 0x7fc4a5c1f200 f=(0,0,480,270) b=(-)
            A=autoresizesSubviews, C=canDrawConcurrently, D=needsDisplay, F=flipped, G=gstate, H=hidden (h=by ancestor)
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .subtreeDescription)
        #expect(dump.allNodes.count == 3)
        #expect(dump.notes.contains { $0.message == "1 line that is not part of a tree was passed over" })
    }

    @Test func indentedTreesKeepNodesWithNotes() throws {
        let text = """
            UIView (0, 0, 10, 10)
              SDAnimatedImageView   <- recognizer was here
              UILabel (0, 0, 1, 1) ← the title
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.roots.first?.children.map(\.className) == ["SDAnimatedImageView", "UILabel"])
    }

    @Test func detectionLooksAtTheWholeTextAndReadsEachRegionInItsFormat() throws {
        let text = """
            ===== recursiveDescription =====
            <UIWindow: 0x1; frame = (0 0; 10 10)>
               | <UIView: 0x2; frame = (0 0; 10 10)>
               |    | <UIScrollView: 0x3; frame = (0 0; 10 10)>
            ===== _autolayoutTrace =====
            UIWindow:0x1
            |   UIView:0x2
            |   |   UIScrollView:0x3
            Legend:
            \t* - is laid out with auto layout
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.regions.map(\.format) == [.recursiveDescription, .autolayoutTrace])
        // The legend closes the second region: it is read there, and passed over.
        #expect(dump.regions.map(\.lines) == [2...4, 6...9])
        #expect(dump.roots.count == 2)
        #expect(dump.allNodes.filter { $0.className == "UIScrollView" }.map(\.sourceLine) == [4, 8])
    }

    @Test func oneOddLineInATreeIsAWarningNotTheEnd() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 10 10)>
               | <UIView: 0x2; frame = (0 0; 10 10)>
               |    | (garbled)
               |    | <UIScrollView: 0x3; frame = (0 0; 10 10)>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIView", "UIScrollView"])
        #expect(
            dump.warnings == [
                DumpWarning(
                    line: 3, column: 11,
                    message:
                        #"expected "<ClassName: 0x…; …>" after the indentation, found "(garbled)""#)
            ])
    }

    @Test func descriptionsInALogKeepTheirDepthAndRepeatsAreOneView() throws {
        let text = """
            2024-01-01 12:00:00.000 App[1:2] Table view: <UITableView: 0xa; frame = (0 0; 1 1); layer = <CALayer: 0xb>>
            later: the same table again <UITableView: 0xa; frame = (0 0; 1 1)> and its window <UIWindow: 0xc; frame = (0 0; 2 2)>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .freeText)
        #expect(dump.allNodes.map(\.className) == ["UITableView", "UIWindow"])
        #expect(dump.allNodes.map(\.sourceLine) == [1, 2])
    }

    @Test func stackFramesAndMangledSymbolsAreNeverViews() {
        let text = """
            \t7   SwiftUI   0x00000001d2eb9778 $s7SwiftUI30UpdateCoalescingCollectionViewC19performBatchUpdates_10completionyyycSg_ySbcSgtFySbcfU_yyXEfU0_ + 232
            \t4   UIKitCore 0x0000000185abe224 -[UICollectionView _endItemAnimationsWithInvalidationContext:] + 10420
            NSHostingView.setRootView          ← re-roots a hosting view mid-pass
             → NSView.setNeedsUpdateConstraints
            """
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: text) }
    }

    @Test func constraintLogsNameTheirViewsButNotGuidesOrIdentifiers() throws {
        let text = """
            "<NSLayoutConstraint:0x1 UIStackView:0xa.leading == field.leading   (active, names: field:0xb )>",
            "<NSLayoutConstraint:0x2 H:|-(20)-[UILayoutGuide:0xc'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0xd )>",
            "<NSLayoutConstraint:0x3 UIStackView:0xa.width >= 210>"
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["UIStackView", "UIView"])
    }

    /// UIKit's "Unable to activate constraint with anchors" names each anchor's item in quotes: the items are views,
    /// the anchors (a dimension too) are not.
    @Test func layoutAnchorsNameTheirViews() throws {
        let text = """
            Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x1 "UIWindow:0xa.centerX"> and <NSLayoutDimension:0x2 "App.Banner:0xb.width"> because they have no common ancestor.
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "App.Banner"])
        #expect(dump.allNodes.map(\.sourceColumn) == [70, 121])
        #expect(dump.roots.count == 2)
    }

    /// UIKit's `[Snapshotting]` warning names its view as `(address, class)`; an object described in parentheses
    /// after a class named in prose is that object, not a node named by the prose.
    @Test func objectsNamedInsideProseAreFound() throws {
        let pair = try HierarchyDump(
            parsing: "[Snapshotting] Snapshotting a view (0x7fa2, _UIReplicantView) that has not been rendered")
        #expect(pair.allNodes.map(\.className) == ["_UIReplicantView"])
        #expect(pair.allNodes.map(\.sourceColumn) == [45])
        let prose = try HierarchyDump(
            parsing:
                "UITableView (<App.Table: 0x1; baseClass = UITableView; frame = (0 0; 1 1)>) failed to obtain a cell")
        #expect(prose.format == .freeText)
        #expect(prose.allNodes.map(\.className) == ["App.Table"])
        #expect(prose.allNodes.first?.superclassNames.first == "UITableView")
    }

    /// A view described in another description's field is an object of its own, listed after it; values without
    /// a frame (a layer, a layout) are not, however deep, and a deep nest costs one pass.
    @Test func viewsInAnotherDescriptionsFieldsAreObjects() throws {
        let text =
            "Invalid update. instance: <App.Cards: 0x1; baseClass = UICollectionView; frame = (0 0; 1 1); layer = "
            + "<CALayer: 0x2>; layout: <App.Layout: 0x3>; dataSource: <App.Swiper: 0x4; frame = (0 0; 1 1); layer = "
            + "<CALayer: 0x5>>>; delegate: <App.Swiper: 0x4; frame = (0 0; 1 1)>>"
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.allNodes.map(\.className) == ["App.Cards", "App.Swiper"])
        #expect(dump.roots.count == 2)
        let deep = String(repeating: "<App.View: 0x1; baseClass = UIView; frame = (0 0; 1 1); sub = ", count: 2_000)
        let nested = try HierarchyDump(parsing: "log: " + deep + String(repeating: ">", count: 2_000))
        #expect(nested.allNodes.map(\.className) == ["App.View"])
    }

    /// AppKit's window description (window number in hex and decimal, then the frame) makes an app's window an
    /// NSWindow; a view's description followed by other text does not.
    @Test func appKitsWindowDescriptionMakesAWindow() throws {
        let window = try HierarchyDump(parsing: "<AppWindow: 0x1> 0x5696 (22166) {{-57, 1102}, {921, 742}} en")
        #expect(window.roots.first?.superclassNames.first == "NSWindow")
        #expect(window.roots.first.map(ClassKnowledge.publicClass(of:)) == "NSWindow")
        let view = try HierarchyDump(parsing: "<AppView: 0x1> 0x5696 was removed\n<NSView: 0x2>")
        #expect(view.roots.first?.className == "AppView")
        #expect(view.roots.first?.superclassNames.isEmpty == true)
        // A text whose every object is the app's own, with no superclass stated, names nothing of the frameworks.
        #expect {
            try HierarchyDump(parsing: "<AppView: 0x1> 0x5696 was removed")
        } throws: { error in
            (error as? DumpParseError)?.reason
                == "not a view hierarchy: 1 line read as views, but none names a class of UIKit, AppKit or SwiftUI"
        }
    }

    /// A description without its `>` is cut short, unless the lines below go on with it (a text with line breaks).
    @Test func anUnclosedDescriptionSaysWhetherItRunsOn() throws {
        let runsOn = try HierarchyDump(
            parsing:
                "<UIWindow: 0x1; frame = (0 0; 1 1)>\n   | <UITextView: 0x2; text = 'a\n\n- b'; layer = <CALayer: 0x3>>\n"
        )
        #expect(
            runsOn.notes.contains(
                DumpNote(
                    line: 2, message: "no closing \">\" on the line: a value in the description (a text) runs on below")
            ))
        let cut = try HierarchyDump(parsing: "<UIWindow: 0x1; frame = (0 0; 1 1)>\n   | <UITextView: 0x2; text = 'a\n")
        #expect(cut.notes.contains(DumpNote(line: 2, message: "no closing \">\": the description is cut short")))
    }

    /// A call chain drawn with arrows names methods and modules, not views; a class in a generic argument with a
    /// dot stays a class, and a position in braces after a name keeps the line a node.
    @Test func callChainsAreNoAncestries() throws {
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(
                parsing: "NSHostingView.layout()\n  → NSWindow._setFrameCommon:display:\n  → SwiftUI DisplayList")
        }
        #expect(!AncestorChainReader.isMethodOrModule(ArraySlice("PlatformViewHost<App.view>".utf8)))
        #expect(AncestorChainReader.isMethodOrModule(ArraySlice("NSView.displayIfNeeded".utf8)))
        #expect(!AncestorChainReader.isMethodOrModule(ArraySlice("SwiftUI.HostingScrollView".utf8)))
        let sized = try HierarchyDump(parsing: "_UIInheritedView  {0,249} 402x536  <- photo\n  UIImageView")
        #expect(sized.allNodes.map(\.className) == ["_UIInheritedView", "UIImageView"])
    }

    /// A print of Swift values opens a type's parenthesis at the end of a line (`SwiftUI._ViewDebug.Data(`): no
    /// view, so a text of nothing else is refused.
    @Test func printedSwiftValuesAreNoViews() {
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(
                parsing: "[SwiftUI._ViewDebug.Data(\ndata: [\n],\nchildData: [\nSwiftUI._ViewDebug.Data(\n")
        }
    }

    /// Helpers that print the instance variable holding each view before its description, and lldb's `$3 = 0x…`
    /// with no type, keep the tree.
    @Test func ivarNamesBeforeDescriptionsKeepTheTree() throws {
        let text = """
            $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x1; frame = (0 20; 320 460)>
            | _myButton <UIRoundedRectButton: 0x2; frame = (46 295; 204 44)>
            |    | _titleView <UIButtonLabel: 0x3; frame = (90 12; 23 19); text = 'log'>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .recursiveDescription)
        #expect(dump.allNodes.map { $0.parent?.className } == [nil, "UIView", "UIRoundedRectButton"])
        #expect(dump.allNodes.map(\.sourceColumn) == [49, 14, 20])
        #expect(dump.details(of: dump.roots[0]).controller == "RootViewController")
        #expect(dump.allNodes[1].superclassNames.first == "UIButton")
    }

    /// `_autolayoutTrace` lists each view's safe-area layout guide among the views since iOS 11: left out with a
    /// note, no warning.
    @Test func layoutGuidesInTracesAreLeftOutQuietly() throws {
        let text = """
            UIWindow:0x1
            |   UIView:0x2
            |   |   *<UILayoutGuide: 0x3 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 0}, {1, 1}}, owningView = <UIView: 0x2; frame = (0 0; 1 1)>>
            |   |   *UILabel:0x4
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .autolayoutTrace)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIView", "UILabel"])
        #expect(dump.allNodes.last?.parent?.className == "UIView")
        #expect(dump.warnings.isEmpty)
        #expect(dump.notes.contains { $0.message.hasPrefix("1 line of layers, layout guides") })
    }

    @Test func referenceTaggedLinesRecordTheOwningController() throws {
        let text = """
            #359b29bf UIWindow [0,0,402,874]
              #985e8602 UILayoutContainerView <UIKitTabBarController> [0,0,402,874]
                #9725583f _UITabBarContainerView [0,0,402,874] tap(201,437)
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .referenceTagged)
        let container = try #require(dump.allNodes.first { $0.className == "UILayoutContainerView" })
        #expect(dump.details(of: container).controller == "UIKitTabBarController")
        #expect(container.children.map(\.className) == ["_UITabBarContainerView"])
    }

    @Test func ivarDescriptionPropertiesAreValuesNotChildren() throws {
        let text = """
            _UIHostingView<ContentView>
              _rootView (ContentView): <SwiftUI.ContentView: 0x1>
              _viewGraph (ViewGraph): <SwiftUI.ViewGraph: 0x2>
              UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<PlatformTextFieldAdaptor>>
                _representedViewProvider (UITextField*): <UITextField: 0x3; frame = (0 0; 1 1)>
                UITextField
            in UIView:
              _layer (CALayer*): <CALayer: 0x4>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .ivarDescription)
        #expect(
            dump.allNodes.map { ClassName.baseName($0.className) }
                == ["_UIHostingView", "UIKitPlatformViewHost", "UITextField"])
    }

    @Test func anAncestryWithOneAncestorPerLineIsReadLeafFirst() throws {
        let text = """
            NSHostingView<NavigationPaneModifier> constraints=122
             _NSSplitViewItemViewWrapper → NSSplitView → NSView
              AppKitPlatformViewHost<…SystemSplitView>      ← inner
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .ancestorChain)
        let leaf = try #require(dump.allNodes.last)
        #expect(
            AncestorSequence(startingAt: leaf).map(\.className) == [
                "NSHostingView<NavigationPaneModifier>", "_NSSplitViewItemViewWrapper", "NSSplitView", "NSView",
                "AppKitPlatformViewHost<…SystemSplitView>",
            ])
    }

    /// A tree typed by hand: `->` is the same arrow, a role in parentheses may stand before it, and the words
    /// after the last class are prose.
    @Test func typedArrowsAfterARoleSayWhatAControllerHolds() throws {
        let text = """
            UIKitSplitViewController
              UIKitNavigationController (sidebar)  -> NavigationStackHostingController -> the list
              UIKitNavigationController (detail)   -> UIHostingController<Detail>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .indentedTree)
        #expect(
            dump.allNodes.map {
                "\($0.className)@\($0.sourceLine ?? 0):\($0.sourceColumn ?? 0) in \($0.parent?.className ?? "-")"
            } == [
                "UIKitSplitViewController@1:1 in -",
                "UIKitNavigationController@2:3 in UIKitSplitViewController",
                "NavigationStackHostingController@2:43 in UIKitNavigationController",
                "UIKitNavigationController@3:3 in UIKitSplitViewController",
                "UIHostingController<Detail>@3:43 in UIKitNavigationController",
            ])
    }

    /// The same arrows in a tree that nests (siblings at one indentation, lines aligned under the name after an
    /// arrow) say what a host holds.
    @Test func arrowsInATreeThatNestsSayWhatAHostHolds() throws {
        let text = """
            NSHostingView<Host>
              AppKitPlatformViewHost<…Probe>  →  Probe
              AppKitPlatformViewHost<…Wrapper>  →  NSScrollView
                                                     NSClipView
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .indentedTree)
        let clip = try #require(dump.allNodes.first { $0.className == "NSClipView" })
        #expect(
            AncestorSequence(startingAt: clip).map(\.className) == [
                "NSClipView", "NSScrollView", "AppKitPlatformViewHost<…Wrapper>", "NSHostingView<Host>",
            ])
        let probe = try #require(dump.allNodes.first { $0.className == "Probe" })
        #expect((probe.sourceLine, probe.sourceColumn) == (2, 38))
        #expect(probe.parent?.className == "AppKitPlatformViewHost<…Probe>")
        // Arrow lines alone are an ancestry, even at one indentation.
        let chain = try HierarchyDump(parsing: "UITextField → UIView\nUIView → UIWindow")
        #expect(chain.format == .ancestorChain)
        #expect(chain.roots.map(\.className) == ["UIWindow"])
    }

    /// Hierarchies kept in source comments are pasted with their `//` markers: the lines are read after them, and
    /// columns still count from the start of the line.
    @Test func aTreeInSourceCommentsIsReadAfterTheCommentMarkers() throws {
        let text = """
                // <UIWindow: 0x1; frame = (0 0; 10 10)>
                //    | <UIView: 0x2; frame = (0 0; 10 10)>
                ///   |    | (garbled)
                //    |    | <UIScrollView: 0x3; frame = (0 0; 10 10)>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .recursiveDescription)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIView", "UIScrollView"])
        #expect(dump.allNodes.map(\.sourceColumn) == [9, 14, 19])
        #expect(dump.warnings.map(\.column) == [18])
    }

    /// `_printHierarchy` marks a presented controller with `+` in the place of the last `|`; its presentation
    /// controller stands between it and its presenter.
    @Test func presentedControllersHangUnderTheirPresentationController() throws {
        let text = """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <App.ListController 0x3>, state: appeared, view: <UIView 0x4>
               + <App.DetailController 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UIPageSheetPresentationController 0x7>
               |    + <App.PickerController 0x8>, state: appeared, view: <UIView 0x9>, presented with: <_UIFormSheetPresentationController 0xa>
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .printHierarchy)
        let picker = try #require(dump.allNodes.first { $0.className == "App.PickerController" })
        #expect(
            AncestorSequence(startingAt: picker).map(\.className) == [
                "App.PickerController", "_UIFormSheetPresentationController", "App.DetailController",
                "_UIPageSheetPresentationController", "UINavigationController",
            ])
        // Line 3: the presentation controller, the presented controller, the view it installed.
        #expect(dump.allNodes.filter { $0.sourceLine == 3 }.map(\.sourceColumn) == [88, 7, 58])
        #expect(
            dump.allNodes.filter { $0.sourceLine == 3 }.map(\.note) == [
                "presentation controller", "state: appeared; view: UIView", "root view",
            ])
        // Each controller's view is its child, and the controllers it holds or presents are its children too.
        #expect(picker.children.map(\.className) == ["UIView"])
        #expect(
            dump.roots[0].children.map(\.className) == [
                "UILayoutContainerView", "App.ListController", "_UIPageSheetPresentationController",
            ])
    }

    /// A presented controller's line cut right after `presented with: <` (found by review, not yet by the fuzzer):
    /// the controller is read, and no presentation controller is made up.
    @Test func aPresentedLineCutAfterItsBracketIsRead() throws {
        let text = """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               + <App.Detail 0x5>, state: appeared, view: <UIView 0x6>, presented with: <
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(
            dump.allNodes.map(\.className) == [
                "UINavigationController", "UILayoutContainerView", "App.Detail", "UIView",
            ])
    }

    /// A view printed on its own (a debugger's value, a quoted string) before the tree it heads is that node.
    @Test func aViewPrintedAloneBeforeItsTreeIsFoldedIntoIt() throws {
        let text = """
            #"<UITransitionView: 0x11f9059e0; frame = (0 0; 375 667)>"
            `<UITransitionView: 0x11f9059e0; frame = (0 0; 375 667)>
               | <UIDimmingView: 0x107eac170; frame = (0 0; 375 667)>
            @"<UIView: 0x1; frame = (0 0; 1 1)>"
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .recursiveDescription)
        #expect(dump.roots.map(\.className) == ["UITransitionView", "UIView"])
        #expect(dump.roots.map(\.sourceLine) == [2, 4])
        #expect(dump.details(of: dump.roots[0]).duplicateLines == [1])
        #expect(dump.roots[0].children.map(\.className) == ["UIDimmingView"])
    }

    /// `PlatformViewHost` is SwiftUI's host on both toolkits: an NSView in an AppKit dump, a UIView in a UIKit one.
    @Test func aHostIsAViewOfTheDumpsToolkit() throws {
        let appKit = try HierarchyDump(parsing: "NSHostingView (0, 0, 10, 10)\n  PlatformViewHost (0, 0, 1, 1)\n")
        #expect(appKit.allNodes.map(ClassKnowledge.publicClass(of:)) == ["NSHostingView", "NSView"])
        let uiKit = try HierarchyDump(parsing: "<_UIHostingView: 0x1>\n   | <PlatformViewHost: 0x2>\n")
        #expect(uiKit.allNodes.map(ClassKnowledge.publicClass(of:)) == ["UIView", "UIView"])
    }

    /// Hierarchies written as Markdown lists: the marker's column is the depth, and capitalised prose in a list
    /// is not a class.
    @Test func listItemsAreNodesAndProseItemsAreNot() throws {
        let text = """
            - UIWindow
              - UILayoutContainerView, the navigation controller's view
                * _UIHostingView<ContentView>
                • UINavigationBar
            - However, the bar is hidden.
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .indentedTree)
        #expect(
            dump.allNodes.map(\.className) == [
                "UIWindow", "UILayoutContainerView", "_UIHostingView<ContentView>", "UINavigationBar",
            ])
        #expect(dump.allNodes.map { $0.parent?.sourceLine } == [nil, 1, 2, 2])
        #expect(dump.allNodes.map(\.sourceColumn) == [3, 5, 7, 7])
    }

    /// The Unix `tree` command's drawing: the root has no box characters and is still the root.
    @Test func aBoxTreesRootNeedsNoBoxCharacters() throws {
        let text = """
            UIWindow
            ├── UITransitionView
            │   └── UIDropShadowView
            └── UIButton
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .boxTree)
        #expect(dump.roots.map(\.className) == ["UIWindow"])
        #expect(dump.allNodes.map { $0.parent?.className } == [nil, "UIWindow", "UITransitionView", "UIWindow"])
    }

    /// Accessibility Inspector's hierarchy, copied as a box tree: a bracketed class is the node's class, module and
    /// class may be printed apart and cut short, and an element with no class is left out while what it holds stays
    /// under its parent. A class name with a frame in parentheses is still a class, not a label with a role.
    @Test func accessibilityBoxTreesReadTheBracketedClass() throws {
        let text = """
            Inspector (application) [XRCApplication]
            └── dialog [NSPanel]
                ├── editor area
                │   └── group [SwiftUI NSHostingView ...]
                │       ├── Back (button)
                │       ├── Source Editor, ...
                │       └── Volume Up (button) [NSButtonCell]
                ├── UIView (0 0; 10 10)
                └── SimulatorKit.SimDisplayRenderable...
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .boxTree)
        #expect(
            dump.allNodes.map(\.className) == [
                "XRCApplication", "NSPanel", "SwiftUI.NSHostingView", "NSButtonCell", "UIView",
                "SimulatorKit.SimDisplayRenderable",
            ])
        #expect(
            dump.allNodes.map { $0.parent?.className } == [
                nil, "XRCApplication", "NSPanel", "SwiftUI.NSHostingView", "NSPanel", "NSPanel",
            ])
        #expect(dump.allNodes.map { $0.sourceColumn } == [26, 13, 20, 37, 9, 9])
        #expect(dump.allNodes.last?.note == "class name cut short in the dump")
        #expect(dump.warnings.isEmpty)
        #expect(dump.notes.contains { $0.message.hasPrefix("3 lines of layers, layout guides") })
    }

    /// A prose line that ends in brackets is no tree root: the role in parentheses and a class-like name are both
    /// needed.
    @Test func proseEndingInBracketsIsNoAccessibilityRoot() {
        #expect(!BoxTreeReader.recognizes(ArraySlice("See the inspector [Apple docs]".utf8)))
        #expect(!BoxTreeReader.recognizes(ArraySlice("Retry later (network) [error]".utf8)))
        #expect(BoxTreeReader.recognizes(ArraySlice("Xcode (application) [IDEApplication]".utf8)))
    }

    /// `NSLog(@"%@", [window recursiveDescription])` puts the log prefix on the first line only: the root is read
    /// after it, at its column, and the tree stays whole.
    @Test func aLoggedTreeKeepsItsRoot() throws {
        let text = """
            2024-05-01 10:00:00.123456+0200 App[123:4567] <UIWindow: 0x1; frame = (0 0; 10 10)>
               | <UIScrollView: 0x2; frame = (0 0; 10 10)>
            2015-11-16 10:02:10.502 Sales[1298:479083] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.roots.map(\.className) == ["UIWindow"])
        #expect(dump.roots.first?.sourceColumn == 48)
        #expect(dump.allNodes.map(\.className) == ["UIWindow", "UIScrollView"])
    }

    /// A tree printed in a string literal (lldb's `p`, a JSON log) is read with its `\n` escapes unfolded; a text
    /// value that merely holds one `\n` is left as it is.
    @Test func treesPrintedInStringsAreUnfolded() throws {
        let printed = try HierarchyDump(
            parsing:
                #"(String) $R0 = "<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; text = 'say \"hi\"'>\n   |    | <UIView: 0x3>""#
        )
        #expect(printed.allNodes.map(\.className) == ["UIWindow", "UILabel", "UIView"])
        #expect(printed.allNodes.map(\.sourceLine) == [1, 2, 3])
        #expect(printed.allNodes.last?.parent?.className == "UILabel")
        #expect(printed.notes.contains { $0.message.hasPrefix("the tree was printed in a string") })
        let plain = try HierarchyDump(
            parsing: "<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; text = 'a\\nb'>\n")
        #expect(plain.allNodes.map(\.className) == ["UIWindow", "UILabel"])
        #expect(!plain.notes.contains { $0.message.hasPrefix("the tree was printed in a string") })
    }

    /// A dump copied from a page's HTML source is read decoded; text that merely mentions `&lt;` is left alone.
    @Test func htmlEscapedDumpsAreDecoded() throws {
        let escaped = try HierarchyDump(
            parsing:
                "&lt;UIWindow: 0x1; frame = (0 0; 10 10)&gt;\n   | &lt;UILabel: 0x2; text = &#39;A &amp; B&#39;&gt;\n")
        #expect(escaped.allNodes.map(\.className) == ["UIWindow", "UILabel"])
        #expect(escaped.allNodes.last?.parent?.className == "UIWindow")
        #expect(escaped.notes.contains { $0.message.hasPrefix("the text was HTML-escaped") })
        let plain = try HierarchyDump(
            parsing: "<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; text = '&lt;'>\n")
        #expect(!plain.notes.contains { $0.message.hasPrefix("the text was HTML-escaped") })
    }

    /// `< X` lines: each names the next object of a chain; here container first (a hosting view, then its host).
    @Test func markedChainsFollowTheHostsDirection() throws {
        let text = """
            NSToolbarItemViewer
             < SwiftUI.ToolbarItemHostingView<_ViewList_View>
              < SwiftUI.AppKitPlatformViewHost<PlatformViewRepresentableAdaptor<AppKitSegmentedControlAdaptor>>
               < SwiftUI.SwiftUISegmentedControl
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .ancestorChain)
        #expect(dump.roots.map(\.className) == ["NSToolbarItemViewer"])
        #expect(dump.allNodes.last?.className == "SwiftUI.SwiftUISegmentedControl")
        #expect(dump.allNodes.map(\.sourceLine) == [1, 2, 3, 4])
    }

    /// SwiftUI's own controllers are UIHostingControllers, and a log line that opens with `[Presentation]` is a log
    /// line, not JSON.
    @Test func swiftUIsControllersAreHostingControllers() throws {
        let text = """
            [Presentation] Attempt to present <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_: 0x10d031530> \
            on <_TtGC7SwiftUI19UIHostingControllerV3App8MainView_: 0x10d0150e0> (from \
            <_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_: 0x108dcf1f0>)
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .freeText)
        let explanation = DumpExplanation(dump: dump, className: "UIHostingController")
        #expect(
            explanation.matches.map(\.publicClass) == [
                "UIHostingController", "UIHostingController", "UIHostingController",
            ])
    }

    @Test func aLogWhoseLinesOpenWithABracketIsNotTakenForJSON() throws {
        let text = """
            [2024-05-01 10:00:00] Collection view: <UICollectionView: 0x1; frame = (0 0; 1 1)>
            [2024-05-01 10:00:01] done
            """
        let dump = try HierarchyDump(parsing: text)
        #expect(dump.format == .freeText)
        #expect(dump.allNodes.map(\.className) == ["UICollectionView"])
    }

    @Test func theOSAnnouncedInACrashReportIsRead() {
        #expect(
            StatedOS.stated(in: Array("OS Version:          macOS 13.3.1 (22E261)".utf8)[...]) == "macOS 13.3.1")
        #expect(StatedOS.stated(in: Array("OS Version: iPhone OS 17.2 (21C62)".utf8)[...]) == "iOS 17.2")
        #expect(StatedOS.stated(in: Array("- Runtime: iOS 26.5 (23F77) - DeviceType".utf8)[...]) == "iOS 26.5")
        #expect(StatedOS.stated(in: Array("no version here".utf8)[...]) == nil)
    }
}

@Suite("Controllers and candidates")
struct ControllerAndRankingTests {
    static let navigation = """
        <UIWindow: 0x1; frame = (0 0; 10 10)>
           | <UILayoutContainerView: 0x2; frame = (0 0; 10 10)>
           |    | <UINavigationTransitionView: 0x3; frame = (0 0; 10 10)>
           |    | <UINavigationBar: 0x4; frame = (0 0; 10 1)>
        """
    static let tabs = """
        <UIWindow: 0x1; frame = (0 0; 10 10)>
           | <UILayoutContainerView: 0x2; frame = (0 0; 10 10)>
           |    | <UITransitionView: 0x3; frame = (0 0; 10 10)>
           |    | <UITabBar: 0x4; frame = (0 9; 10 1)>
        """

    @Test func aLayoutContainerViewIsToldApartByWhatItHolds() throws {
        let navigation = try HierarchyDump(parsing: Self.navigation)
        let tabs = try HierarchyDump(parsing: Self.tabs)
        #expect(
            DumpExplanation(dump: navigation, className: "UINavigationController").matches.first?.rootViewOf
                == "UINavigationController")
        #expect(DumpExplanation(dump: navigation, className: "UITabBarController").matches.isEmpty)
        #expect(DumpExplanation(dump: tabs, className: "UITabBarController").matches.map(\.line) == [2])
        #expect(DumpExplanation(dump: tabs, className: "UINavigationController").matches.isEmpty)
    }

    @Test func swiftUIsOwnObjectComesFirstAndOtherControlsObjectsLast() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 10 10)>
               | <UIKitPlatformViewHost: 0x2; frame = (0 0; 10 1)>
               |    | <UITextField: 0x3; frame = (0 0; 10 1)>
               |    |    | <UIFieldEditor: 0x4; frame = (0 0; 10 1)>
               | <UIScrollView: 0x5; frame = (0 0; 10 10)>
               | <SwiftUI.HostingScrollView: 0x6; frame = (0 0; 10 10)>
            """
        let explanation = DumpExplanation(
            dump: try HierarchyDump(parsing: text), className: "UIScrollView",
            viewType: "scrollView")
        #expect(explanation.matches.map(\.line) == [6, 5, 4])
        #expect(explanation.matches.map(\.isOwnObject) == [true, false, false])
        #expect(explanation.matches.last?.belongsTo?.contains("field editor") == true)
        #expect(explanation.found)
    }

    /// The lines a miss points at: each line once however many names it holds, in order of the text, at most
    /// `limit`; a name on the last line, after no line break, counts. A line that names the class only as a
    /// method's class is counted apart, and an object named later on the same line makes it an object's line.
    @Test func mentionsOfAClassCountEachLineOnceInOrderUpToTheLimit() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 10 10)>
                   | <UIView: 0x2; frame = (0 0; 10 10)>
                a UITableView beside a UICollectionView
                -[UITableView reloadData]

                UITableViewCell, UITableView.reloadData()
                UICollectionView
                UITableView
                """)
        typealias Mentions = HierarchyDump.Mentions
        #expect(
            dump.mentions(of: ["UITableView", "UICollectionView"])
                == Mentions(objects: [3, 7, 8], methodsOnly: [4, 6]))
        #expect(dump.mentions(of: ["UITableView", "UICollectionView"], limit: 1) == Mentions(objects: [3]))
        #expect(dump.mentions(of: ["UITableView"], limit: 5) == Mentions(objects: [3, 8], methodsOnly: [4, 6]))
        #expect(dump.mentions(of: ["UITableViewCell"]) == Mentions(objects: [6]))
        #expect(dump.mentions(of: ["UIStackView"]) == Mentions())
        let frames = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 10 10)>
                3 UIKitCore -[UITableView _updateVisibleCells] + 120
                -[UITableView reloadData] on UITableView
                """)
        #expect(frames.mentions(of: ["UITableView"]) == Mentions(objects: [3], methodsOnly: [2]))
    }
}
