@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// What people paste around the objects they mean: an exception's name on its own line, Swift's printed values,
/// headings, addresses they elided, objects AppKit names without brackets, trees drawn with dashes, XCUITest's
/// output. Shapes modelled on fixtures 095–112.
@Suite("Pasted text shapes")
struct PastedTextShapesTests {
    /// Each node as `depth:class`, in pre-order.
    static func outline(_ dump: HierarchyDump) -> [String] {
        DescriptionTreeShapesTests.outline(dump)
    }

    /// An exception's (or error's) name alone on a line heads its reason: no node, and the descriptions in the
    /// reason below it are read; a view's name alone on a line stays a node.
    @Test func anExceptionsNameAloneOnALineIsNoView() throws {
        let dump = try HierarchyDump(
            parsing: """
                NSInternalInconsistencyException
                Expected dequeued view to be returned to the collection view in preparation for display.
                Dequeued view: <App.MediaCell: 0x126380000; baseClass = UICollectionViewCell; frame = (0 0; 390 180);
                clipsToBounds = YES; layer = <CALayer: 0x30287e900>>; Collection view:
                <UICollectionView: 0x14beb9c00; frame = (0 0; 390 321); clipsToBounds = YES; gestureRecognizers = <NSArray:
                """)
        #expect(Self.outline(dump) == ["0:App.MediaCell", "0:UICollectionView"])
        #expect(dump.allNodes.first?.superclassNames.first == "UICollectionViewCell")
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: "NSInvalidArgumentException\nreason") }
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: "DecodingError\nkeyNotFound") }
        let view = try HierarchyDump(parsing: "HostingScrollView\n  PlatformGroupContainer")
        #expect(Self.outline(view) == ["0:HostingScrollView", "1:PlatformGroupContainer"])
    }

    /// `print(view.subviews)` shows the array in its type's name: the objects inside are read, the type is none.
    @Test func aSwiftPrintedArrayIsItsObjects() throws {
        let dump = try HierarchyDump(
            parsing: """
                print(window.subviews)
                // Optional([<UITransitionView: 0x1; frame = (0 0; 393 852); layer = <CALayer: 0x2>>, <UIView: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>>])
                """)
        #expect(dump.format == .freeText)
        #expect(Self.outline(dump) == ["0:UITransitionView", "0:UIView"])
    }

    /// A tree written by hand whose depth is the number of dashes; an elision line among them is none.
    @Test func dashesCountTheDepthOfAHandWrittenTree() throws {
        let dump = try HierarchyDump(
            parsing: """
                // HostingScrollView
                // - PlatformGroupContainer
                // --- CGDrawingView
                // --- ...
                // - UIKitPlatformViewHost<X>
                """)
        #expect(
            Self.outline(dump) == [
                "0:HostingScrollView", "1:PlatformGroupContainer", "2:CGDrawingView", "1:UIKitPlatformViewHost<X>",
            ])
    }

    /// A heading above a dump (`Records:`) is no arrow tree's root; a class written as one still is.
    @Test func aHeadingIsNoCaptureRoot() throws {
        let dump = try HierarchyDump(
            parsing: """
                Records:

                [   AF      LU ] h=--- v=--- NSButton "Push Me" f=(0,0,77,32) b=(-)
                  [   AF      LU ] h=--- v=--- NSButtonTextField "Push Me" f=(10,6,57,16) b=(-)
                """)
        #expect(Self.outline(dump) == ["0:NSButton", "1:NSButtonTextField"])
        #expect(dump.regions.map(\.format) == [.subtreeDescription])
        #expect(dump.allNodes.last.map(ClassKnowledge.publicClass(of:)) == "NSTextField")
        let capture = try HierarchyDump(
            parsing: "UIWindow:\n superclass: UIView\n--->UIView:\n superclass: UIResponder")
        #expect(Self.outline(capture) == ["0:UIWindow", "1:UIView"])
    }

    /// An address someone elided still makes a description; a word after `: ` does not.
    @Test(arguments: ["xxxxxxx", "0x…", "0x...", "0x<A>", "…", "..."])
    func anElidedAddressStillMakesADescription(address: String) throws {
        let dump = try HierarchyDump(
            parsing: "NSWindow warning: adding an unknown subview: <WKInspectorWKWebView: \(address)>. Break on NSLog")
        #expect(Self.outline(dump) == ["0:WKInspectorWKWebView"])
        #expect(dump.format == .freeText)
    }

    @Test func shortOrWordyValuesAreNoElidedAddress() {
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: "a note: <SomeView: xx> and <OtherView: a>") }
    }

    /// AppKit names an object `Class 0x…` in its warnings: read when the class is a view's and the address long
    /// enough; a crash frame's library, a method's class and a short number are not objects.
    @Test func anObjectNamedWithItsAddressAndNoBracketsIsRead() throws {
        let dump = try HierarchyDump(
            parsing: "-[NSWindow makeKeyWindow] called on SwiftUI.AppKitWindow 0x139365800 which returned NO from "
                + "-[NSWindow canBecomeKeyWindow]")
        #expect(Self.outline(dump) == ["0:SwiftUI.AppKitWindow"])
        #expect(dump.allNodes.first.map(ClassKnowledge.publicClass(of:)) == "NSWindow")
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(
                parsing: """
                    3   AppKit                              0x00007fff8a4b2c1d -[NSThemeFrame addSubview:] + 107
                    -[NSView 0x7f8ca4482130] was sent; MyView 0x12 is short
                    """)
        }
    }

    /// An object KVO observes is printed with KVO's subclass (`NSKVONotifying_UIScrollView`): it is of the class it
    /// observes.
    @Test func anObservedObjectIsOfItsOwnClass() throws {
        let dump = try HierarchyDump(
            parsing: "<UIWindow: 0x1; frame = (0 0; 1 1)>\n   | <NSKVONotifying_UIScrollView: 0x2; frame = (0 0; 1 1)>")
        let explanation = DumpExplanation(dump: dump, className: "UIScrollView")
        #expect(explanation.matches.map(\.line) == [2])
        #expect(explanation.matches.first.map { ClassKnowledge.publicClass(of: $0.node) } == "UIScrollView")
    }

    /// XCUITest's element and query lines use the ancestor arrow: element types and queries, no class.
    @Test func xcuiTestArrowsAreNoAncestorChain() throws {
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(
                parsing: """
                    Path to element:
                     →Application, 0x10351f080, pid: 59577, label: ' '
                    Query chain:
                     →Find: Application 'com.apple.springboard'
                    """)
        }
        let chain = try HierarchyDump(parsing: "UILabel → UIView → UIWindow")
        #expect(Self.outline(chain) == ["0:UIWindow", "1:UIView", "2:UILabel"])
    }

    /// Layout attributes print a frame, yet are no view: beside the views of a collection view's exception.
    @Test func layoutAttributesAreNoViews() throws {
        let dump = try HierarchyDump(
            parsing: "received layout attributes for a cell: <UICollectionView: 0x1; frame = (0 0; 9 9)>, Attributes: "
                + "<UICollectionViewLayoutAttributes: 0x2; index path: (0-0); frame = (0 0; 9 9)>, and "
                + "<App.GridAttributes: 0x3; index path: (0-1); frame = (0 0; 1 1)>")
        #expect(Self.outline(dump) == ["0:UICollectionView"])
    }

    /// A description labelled a view by its role, or chained to one with `=>`, is a view whatever its class's name;
    /// one labelled otherwise, with no frame and no view-like name, is a value.
    @Test func objectsNamedAsViewsByTheirRoleAreViews() throws {
        let dump = try HierarchyDump(
            parsing: "(view: <_UIDatePickerIOSCompactInlineView: 0x1> => <RNDateTimePicker: 0x2>) adding an unknown "
                + "subview: <_NSThemeZoomButtonThing: 0x3>, Window: <AppMainThing: 0x4>; delegate: <AppDelegate: 0x5>")
        #expect(
            Self.outline(dump) == [
                "0:_UIDatePickerIOSCompactInlineView", "0:RNDateTimePicker", "0:_NSThemeZoomButtonThing",
                "0:AppMainThing",
            ])
    }

    /// After an elision, a line more than one level deeper than the line above the cut lost its parents with it;
    /// a line no deeper than one level below keeps the usual parent.
    @Test func anElisionCutsTheAncestryOfWhatJumpsDeeper() throws {
        let dump = try HierarchyDump(
            parsing: """
                <UIWindow: 0x1; frame = (0 0; 9 9)>
                   | <UITransitionView: 0x2; frame = (0 0; 9 9)>
                  ......
                   |    |    |    | <UITabBarButtonLabel: 0x3; frame = (0 0; 1 1)>
                   |    |    |    | <UIImageView: 0x4; frame = (0 0; 1 1)>
                  ......
                   | <UIView: 0x5; frame = (0 0; 1 1)>
                """)
        #expect(
            Self.outline(dump) == [
                "0:UIWindow", "1:UITransitionView", "1:UIView", "0:UITabBarButtonLabel", "0:UIImageView",
            ]
        )
        #expect(
            dump.notes.contains(
                DumpNote(line: 4, message: "lines were left out above this one: its ancestors are not in the dump")))
    }

    /// A reply quotes what it answers with `> `; a loop's print of each superview in turn ends with the window.
    @Test func quotedSuperviewPrintsEndingWithTheWindowAreAChain() throws {
        let dump = try HierarchyDump(
            parsing: """
                > <UILabel: 0x1; frame = (0 0; 1 1)>
                >
                > <UIView: 0x2; frame = (0 0; 9 9)>
                >
                > <UIWindow: 0x3; frame = (0 0; 9 9)>
                """)
        #expect(dump.format == .recursiveDescription)
        #expect(Self.outline(dump) == ["0:UIWindow", "1:UIView", "2:UILabel"])
        // From the window down without commas: a breadth-first walk as often as a chain, so a flat list.
        let walk = try HierarchyDump(
            parsing:
                "<UIWindow: 0x3; frame = (0 0; 9 9)>\n<UIView: 0x2; frame = (0 0; 9 9)>\n<UILabel: 0x1; frame = (0 0; 1 1)>"
        )
        #expect(Self.outline(walk) == ["0:UIWindow", "0:UIView", "0:UILabel"])
    }

    /// A banner's underscores and a call pasted with the dump are no nodes.
    @Test func bannersAndCallsAreNoNodes() throws {
        #expect(throws: DumpParseError.self) { try HierarchyDump(parsing: "     ____\n    / _  |   Frida") }
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(parsing: "XCTAssertFalse(WebViewDOM.isInteropHosted(ancestorClassNames: chain))")
        }
        let frames = try HierarchyDump(
            parsing: "UIView(0, 0, 10, 10)\n  UILabel(frame: 0 0 1 1)\n  NSView (content view)")
        #expect(Self.outline(frames) == ["0:UIView", "1:UILabel", "1:NSView"])
    }

    /// An ancestry written as an array of class names, in either order, with the window at one end; a list of
    /// names with no window is no chain.
    @Test func anArrayOfClassNamesEndingWithAWindowIsAnAncestry() throws {
        let leafFirst = try HierarchyDump(
            parsing: """
                let chain = [
                    "WKWebView",
                    "UIKitPlatformViewHost<X>",
                    "UIDropShadowView", "UIWindow",
                ]
                """)
        #expect(
            Self.outline(leafFirst) == [
                "0:UIWindow", "1:UIDropShadowView", "2:UIKitPlatformViewHost<X>", "3:WKWebView",
            ])
        #expect(leafFirst.allNodes.map(\.sourceLine) == [4, 4, 3, 2])
        let rootFirst = try HierarchyDump(parsing: #"print: ["UIWindow", "UITransitionView", "UILabel"]"#)
        #expect(Self.outline(rootFirst) == ["0:UIWindow", "1:UITransitionView", "2:UILabel"])
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(parsing: #"let noise = ["UINavigationController", "UITabBarController", "UIView"]"#)
        }
    }

    /// A block comment's opening before a description is no part of it, as a line comment's is not; the pieces of a
    /// mangled name an author wrapped onto lines of their own (`$1061f…PlatformView…`) are no classes.
    @Test func aBlockCommentOpensLikeALineCommentAndWrappedNamePiecesAreNoClasses() throws {
        let dump = try HierarchyDump(parsing: "/* <UISwitch: 0x1; frame = (0 0; 51 31); layer = <CALayer: 0x2>>\n */")
        #expect(dump.format == .recursiveDescription)
        #expect(Self.outline(dump) == ["0:UISwitch"])
        #expect(throws: DumpParseError.self) {
            try HierarchyDump(parsing: "  $1061f446832PlatformViewRepresentableAdaptorVS_P10\n  $10614da5024Adaptor__")
        }
    }
}
