/// The hierarchy dump formats the parsers read.
@_spi(Tooling) public enum DumpFormat: String, CaseIterable, Sendable, CustomStringConvertible {
    /// UIKit's `recursiveDescription` (`   | <UIView: 0x…; frame = …>`), with or without addresses.
    case recursiveDescription
    /// `UIViewController._printHierarchy` (`<Controller 0x…>, state: …, view: <…>`, with or without addresses):
    /// each controller a node, the view it installed a node under it.
    case printHierarchy
    /// UIKit's `_autolayoutTrace` (`|   ClassName:0x…`).
    case autolayoutTrace
    /// AppKit's `_subtreeDescription` (`[ flags ] h=--- v=--- NSView 0x… f=(…)`).
    case subtreeDescription
    /// Box-drawing trees (`├─ ClassName(frame: …)`), the root with or without box characters; accessibility
    /// trees drawn so (`└── scroll area [SwiftUI.HostingScrollView]`) name the class in brackets.
    case boxTree
    /// Trees indented with spaces, class name first, also as lists (`- Class`, `-> Class, subviews (3)`), and
    /// with `Host  →  Held` for what a platform-view host holds.
    case indentedTree
    /// Trees drawn with arrows whose dashes count the depth (`--->ClassName:`), each node followed by
    /// `superclass:` lines, as the Bone capture tool (github.com/filipvabrousek/Bone) writes them.
    case arrowTree
    /// JSON trees (`className`, `children`, `superclassChain`).
    case json
    /// Ancestor chains (`A < B < C`, `A → B → C`, one ancestor a line: `inside B`, `PARENT[0] B`), leaf first,
    /// or container first when a hosting view comes right before its host.
    case ancestorChain
    /// Flat lists with no depth (`Child: ClassName`).
    case flatList
    /// Trees with an id column and `| ` per level.
    case numberedTree
    /// Lines tagged with a short reference, indented by depth (`#985e8602 UILayoutContainerView
    /// <UIKitTabBarController> [0,0,402,874]`), as inspection tools print them for agents.
    case referenceTagged
    /// `_ivarDescription`-style trees: class lines indented by depth, each followed by property lines
    /// (`_hostingView (…): <SwiftUI.…: 0x…>`) whose descriptions are values, not children.
    case ivarDescription
    /// Descriptions inside prose: console logs, exception messages, crash reports, constraint logs.
    case freeText
    /// Text with no structure the readers recognise, each line that presents an object of a known class read on its
    /// own (`FlatTextReading`).
    case flatText
    /// A hierarchy capture (`{"introspectCapture": 1, …}`) that a debug diagnostic printed: views, controllers,
    /// window and markers, replayed through the modifier's own searches.
    case hierarchyCapture

    /// The format a user names (`--format`): its raw value, or the name it had in 0.1.0 (`sceneCapture`,
    /// `boneCapture`).
    public init?(name: String) {
        switch name {
        case "sceneCapture": self = .hierarchyCapture
        case "boneCapture": self = .arrowTree
        default: self.init(rawValue: name)
        }
    }

    public var description: String {
        switch self {
        case .recursiveDescription: "recursiveDescription"
        case .printHierarchy: "_printHierarchy"
        case .autolayoutTrace: "_autolayoutTrace"
        case .subtreeDescription: "_subtreeDescription"
        case .boxTree: "box-drawing tree"
        case .indentedTree: "indented tree"
        case .arrowTree: "arrow tree"
        case .json: "JSON tree"
        case .ancestorChain: "ancestor chain"
        case .flatList: "flat list"
        case .numberedTree: "numbered tree"
        case .referenceTagged: "reference-tagged lines"
        case .ivarDescription: "_ivarDescription tree"
        case .freeText: "free text"
        case .flatText: "flat text (no structure recognised)"
        case .hierarchyCapture: "hierarchy capture"
        }
    }
}

extension DumpFormat {
    /// Every way of printing a hierarchy the reader knows, most specific first (documents before lines; when a line
    /// fits several ways, the first one here names it), each with the way it refines: its lines join that way's
    /// runs, and it claims what it reads of them. A new way is added here, once. (A computed list: an array of
    /// metatypes is not `Sendable`, so it cannot be a stored static; callers keep a copy.)
    static var readers: [(reader: any FormatReader.Type, refines: (any FormatReader.Type)?)] {
        [
            (HierarchyCaptureReader.self, nil), (JSONTreeReader.self, nil),
            (PrintHierarchyReader.self, nil), (RecursiveDescriptionReader.self, nil),
            (SpaceIndentedDescriptionReader.self, RecursiveDescriptionReader.self),
            (ResponderChainReader.self, RecursiveDescriptionReader.self),
            (SuperviewChainReader.self, SpaceIndentedDescriptionReader.self), (AutolayoutTraceReader.self, nil),
            (SubtreeDescriptionReader.self, nil), (ReferenceTaggedReader.self, nil), (ArrowTreeReader.self, nil),
            (BoxTreeReader.self, nil), (NumberedTreeReader.self, nil), (FlatListReader.self, nil),
            (AncestorChainReader.self, IndentedTreeReader.self), (IvarDescriptionReader.self, nil),
            (IndentedTreeReader.self, nil), (FreeTextReader.self, nil),
        ]
    }

    /// A detector of the line readers above, and those readers in its order.
    static func detector() -> (detector: DumpDetector, readers: [any LineReader.Type]) {
        let list = readers.compactMap { entry -> (reader: any LineReader.Type, refines: (any FormatReader.Type)?)? in
            (entry.reader as? any LineReader.Type).map { ($0, entry.refines) }
        }
        let types = list.map(\.reader)
        let ways = list.map { entry in
            (
                recognizer: entry.reader as any LineRecognizer.Type,
                refines: entry.refines.flatMap { refined in
                    types.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(refined) }
                }
            )
        }
        return (DumpDetector(ways), types)
    }
}
