import IntrospectCore

/// What the engine would hand to `customize` in a recorded hierarchy, for one class — and why not, for a miss.
///
/// When the dump holds Introspect's own markers (`IntrospectionMarkerClass`), each anchor–probe pair is
/// searched exactly as the modifier would search it. Otherwise the candidates are ranked: SwiftUI's own object for
/// the view type first (its private subclasses, by ``ClassKnowledge``), then other objects of the class, then the
/// objects that belong to another control (a text field's field editor for a scroll view), each with the reason.
/// A controller class is also found through the root view its controller installs (a navigation controller's
/// `UILayoutContainerView`), since view dumps show no controllers.
public struct DumpExplanation {
    /// One node the engine would return, or could.
    public struct Match {
        /// The node found.
        public let node: RecordedNode
        /// The node's line in the dump.
        public var line: Int? { node.sourceLine }
        /// The class as printed.
        public var className: String { node.className }
        /// The public class a developer introspects (`UICollectionView` for `UpdateCoalescingCollectionView`).
        public var publicClass: String? { ClassKnowledge.publicClass(of: node) }
        /// The nearest platform-view host above the node, if any.
        public let host: RecordedNode?
        /// Class names from the root down to the node.
        public var path: [String] {
            AncestorSequence(startingAt: node).map(\.className).reversed()
        }
        /// The controller whose root view the node is, when the match stands for a controller.
        public var rootViewOf: String?
        /// Whose object the node is when it belongs to another control (listed after the others); `nil` otherwise.
        public var belongsTo: String?
        /// Whether the node is SwiftUI's own object for the requested view type (its private subclass).
        public var isOwnObject = false
        /// Lines where the same view was printed again and folded into this node.
        public var duplicateLines: [Int] = []
    }

    /// The class looked for.
    public let expectedClass: String
    /// The nodes found: the answer first, objects of other controls last.
    public let matches: [Match]
    /// Why nothing (or not more) was found, and what to know about the dump.
    public let diagnostics: [String]
    /// Whether the dump held Introspect's markers, so that matches come from the exact search.
    public let usedMarkers: Bool

    /// Whether something that answers the search was found: a match that is not another control's object.
    public var found: Bool { matches.contains { $0.belongsTo == nil } }

    /// Explains a search for `className` (any spelling: `UICollectionView`, a private class's base name, a
    /// module-qualified name; `A|B` for either) in `dump`, in `scope` when the dump has markers. `viewType`, a
    /// catalog accessor (`scrollView`), ranks SwiftUI's own object for that view first.
    public init(
        dump: HierarchyDump, className: String, viewType: String? = nil,
        scope: IntrospectionScope = [.receiver, .ancestor], platform: Platform? = nil
    ) {
        if let scene = dump.scene {
            let platform = platform ?? (dump.toolkit == .appKit ? .macOS : .iOS)
            self = DumpExplanation(
                scene: scene, dump: dump, className: className, viewType: viewType, scope: scope, platform: platform)
            return
        }
        expectedClass = className
        let test = DumpClassTest.named(className)
        let nodes = dump.allNodes
        let pairs = Self.markerPairs(in: nodes)
        var matches: [Match] = []
        var diagnostics: [String] = []
        if !pairs.isEmpty {
            for (anchor, probe) in pairs {
                let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(
                    test, scope: scope)
                let markerLines = "markers at lines \(anchor.sourceLine ?? 0)–\(probe.sourceLine ?? 0)"
                if let node = result.target {
                    matches.append(Self.match(node, in: dump))
                } else {
                    diagnostics.append(
                        "\(markerLines): " + result.missReasons.map(\.description).joined(separator: "; "))
                }
            }
        } else {
            matches = Self.candidates(in: dump, nodes: nodes, className: className, viewType: viewType)
            diagnostics += Self.diagnostics(for: matches, dump: dump, nodes: nodes, className: className)
        }
        diagnostics += dump.notes.map(\.description)
        self.matches = matches
        self.diagnostics = diagnostics
        self.usedMarkers = !pairs.isEmpty
    }

    /// A hierarchy capture replayed through the modifier's own search: the catalog's route for `viewType` on
    /// `platform` (or a view search for the class), from the captured markers.
    private init(
        scene: RecordedHierarchy, dump: HierarchyDump, className: String, viewType: String?, scope: IntrospectionScope,
        platform: Platform
    ) {
        expectedClass = className
        usedMarkers = true
        let test = DumpClassTest.named(className)
        let acceptsView: (RecordedNode) -> Bool = { test.target(of: $0) != nil }
        let names = className.split(separator: "|").map(String.init)
        let acceptsController: (RecordedController) -> Bool = { controller in
            names.contains {
                controller.isInstance(ofClassNamed: ClassName.baseName($0)) || controller.isInstance(ofClassNamed: $0)
            }
        }
        guard let anchor = scene.anchor, let probe = scene.probe else {
            matches = []
            diagnostics = ["the scene capture holds no markers"]
            return
        }
        let query: TargetQuery<RecordedNode>
        if let entry = viewType.flatMap(ViewTypeCatalog.entry(named:)) {
            query = TargetQuery(
                catalog: entry, platform: platform, className: className,
                acceptsView: acceptsView, acceptsController: acceptsController)
        } else {
            let route: TargetRoute =
                Self.isControllerClass(ClassName.baseName(names.first ?? className)) ? .viewController : .view
            query = TargetQuery(
                route: route, className: className, acceptsView: acceptsView, acceptsController: acceptsController)
        }
        let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(query, scope: scope)
        guard let answer = result.target else {
            matches = []
            diagnostics = [result.missReasons.map(\.description).joined(separator: "; ")]
            return
        }
        var match: Match
        switch answer {
        case let .view(view):
            match = Self.match(view, in: dump)
        case let .controller(controller):
            match = Self.match(controller.rootView ?? scene.root, in: dump)
            match.rootViewOf = controller.className
        case .window:
            match = Self.match(scene.root, in: dump)
            match.rootViewOf = scene.window?.className
        case let .presentation(controller, kind):
            match = Self.match(controller.rootView ?? scene.root, in: dump)
            match.rootViewOf = "the \(kind == .popover ? "popover " : "")presentation of \(controller.className)"
        }
        matches = [match]
        diagnostics = []
    }

    /// Every candidate without markers, ranked: own objects, other objects and root views, foreign objects.
    private static func candidates(
        in dump: HierarchyDump, nodes: [RecordedNode], className: String,
        viewType: String?
    ) -> [Match] {
        let test = DumpClassTest.named(className)
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        let wantedControllers = wanted.filter(isControllerClass)
        let ownClasses = Set(viewType.flatMap { ClassKnowledge.ownClasses[accessorBase($0)] } ?? [])
        var own: [Match] = []
        var others: [Match] = []
        var foreign: [Match] = []
        // Dumps repeat a few dozen classes thousands of times: test each class (with its chain) once.
        var accepted: [[String]: Bool] = [:]
        for node in nodes {
            var match: Match
            let key = [node.className] + node.superclassNames
            let isInstance =
                accepted[key]
                ?? {
                    let verdict = test.target(of: node) != nil
                    accepted[key] = verdict
                    return verdict
                }()
            let tag = dump.details(of: node).controller
            if isInstance {
                match = Self.match(node, in: dump)
                // A view printed as a controller's (`view: <UITableView 0x…>` in `_printHierarchy`, an iOS 5
                // controller tag) is that controller's root view.
                if tag != nil, !isControllerClass(ClassName.baseName(node.className)) { match.rootViewOf = tag }
            } else if !wantedControllers.isEmpty, tag != nil || mayBeRootView(node),
                // The controller printed above its own root view (`_printHierarchy`) is the match already.
                tag == nil || node.parent?.className != tag,
                let controller = ClassKnowledge.rootViewController(of: node, named: tag),
                isA(controller, anyOf: wantedControllers)
            {
                match = Self.match(node, in: dump)
                match.rootViewOf = controller
            } else {
                continue
            }
            match.belongsTo = ClassKnowledge.foreignReason(of: node, lookingFor: wanted)
            match.isOwnObject = ownClasses.contains(ClassName.baseName(node.className))
            if match.belongsTo != nil {
                foreign.append(match)
            } else if match.isOwnObject {
                own.append(match)
            } else {
                others.append(match)
            }
        }
        return own + others + foreign
    }

    private static func diagnostics(
        for matches: [Match], dump: HierarchyDump, nodes: [RecordedNode],
        className: String
    ) -> [String] {
        var diagnostics: [String] = []
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        if matches.isEmpty {
            // Only a dump with SwiftUI in it can have content SwiftUI drew: a plain UIKit or AppKit app's dump
            // just lacks the class.
            let hasSwiftUI = nodes.contains { node in
                ClassName.isHostingView(node.className) || ClassName.isPlatformViewHost(node.className)
                    || ClassName.demangled(node.className).hasPrefix("SwiftUI.")
            }
            // A class the text names where no view was read (a layout the reader does not know, a stack frame)
            // is pointed at: that, not SwiftUI, is why nothing was found.
            let mentions = dump.mentions(of: wanted)
            let example = wanted.sorted().first ?? className
            func lines(_ numbers: [Int]) -> String {
                "line\(numbers.count == 1 ? "" : "s") \(numbers.map(String.init).joined(separator: ", ")) "
                    + "name\(numbers.count == 1 ? "s" : "")"
            }
            diagnostics.append(
                "no \(className) in the dump (\(nodes.count) views examined): "
                    + (!mentions.objects.isEmpty
                        ? "\(lines(mentions.objects)) it, but not as a view the reader could place (see `introspect "
                            + "tree`)"
                        : !mentions.methodsOnly.isEmpty
                            ? "\(lines(mentions.methodsOnly)) it only as the class of a method in a stack frame "
                                + "(-[\(example) …], \(example).method()): a call, not an object the dump printed"
                            : hasSwiftUI
                                ? "SwiftUI drew this content itself, or used another class"
                                : "no view read from the dump is SwiftUI's, and none is of that class"))
            // A controller's host printed without its subtree: say where the root view would have been.
            for controller in wanted.filter(isControllerClass) {
                let adaptors = ClassKnowledge.adaptors(of: controller)
                for host in nodes where ClassName.isPlatformViewHost(host.className) && host.children.isEmpty {
                    guard let adaptor = adaptors.first(where: host.className.contains) else { continue }
                    diagnostics.append(
                        "line \(host.sourceLine ?? 0): the host of SwiftUI's \(adaptor) holds no view in "
                            + "the dump: the \(controller)'s root view was not printed")
                }
            }
        } else if matches.allSatisfy({ $0.belongsTo != nil }) {
            diagnostics.append(
                "every \(className) in the dump belongs to another control (listed with the reason): "
                    + "none is the object the view type creates")
        } else if matches.contains(where: { $0.rootViewOf != nil }) {
            diagnostics.append(
                "view dumps show controllers through their root views: each match is the view the "
                    + "controller installs")
        } else if !nodes.contains(where: { !$0.children.isEmpty }) {
            // A flat list (an exception message, a constraint log) shows no ancestors, so no host either.
            diagnostics.append(
                "the dump holds no Introspect markers and no tree: every \(className) it names is listed")
        } else if matches.contains(where: { $0.host == nil }) {
            diagnostics.append(
                "the dump holds no Introspect markers: every \(className) is listed; those with no "
                    + "platform-view host above them were not created for a representable")
        } else {
            diagnostics.append(
                "the dump holds no Introspect markers: every \(className) is listed with the "
                    + "platform-view host it sits under")
        }
        return diagnostics
    }

    private static func match(_ node: RecordedNode, in dump: HierarchyDump) -> Match {
        var match = Match(node: node, host: host(of: node))
        match.duplicateLines = dump.details(of: node).duplicateLines
        return match
    }

    /// Whether `node`'s class ends like one of the root views the knowledge table lists: a cheap test before the
    /// full one, which demangles.
    private static func mayBeRootView(_ node: RecordedNode) -> Bool {
        node.className.hasSuffix("View") || node.className.hasSuffix(">") || node.className.hasSuffix("_")
    }

    /// `list` for `list(style: .insetGrouped)`.
    static func accessorBase(_ accessor: String) -> String {
        String(accessor.prefix { $0 != "(" })
    }

    /// Whether a class name names a view controller.
    public static func isControllerClass(_ name: String) -> Bool {
        name.hasSuffix("Controller") || ClassKnowledge.superclasses(of: name, toolkit: nil).contains("UIViewController")
    }

    /// Whether `controller` (any spelling) is one of `classes` or a subclass the knowledge table knows.
    static func isA(_ controller: String, anyOf classes: Set<String>) -> Bool {
        let base = ClassName.baseName(controller)
        return classes.contains(base)
            || ClassKnowledge.superclasses(of: base, toolkit: nil).contains(where: classes.contains)
    }

    /// Anchors and probes paired like brackets in pre-order (modifiers nest, so their markers do).
    static func markerPairs(in nodes: [RecordedNode]) -> [(anchor: RecordedNode, probe: RecordedNode)] {
        var open: [RecordedNode] = []
        var pairs: [(RecordedNode, RecordedNode)] = []
        for node in nodes {
            // Every spelling of a marker class ends with its name: test that before demangling.
            let name = node.className
            let names = [
                IntrospectionMarkerClass.anchor, IntrospectionMarkerClass.probe,
                IntrospectionMarkerClass.formerAnchor, IntrospectionMarkerClass.formerProbe,
            ]
            guard names.contains(where: name.hasSuffix) else { continue }
            let base = ClassName.baseName(name)
            if IntrospectionMarkerClass.isAnchor(base) {
                open.append(node)
            } else if IntrospectionMarkerClass.isProbe(base), let anchor = open.popLast() {
                pairs.append((anchor, node))
            }
        }
        return pairs
    }

    /// The nearest platform-view host above `node`.
    public static func host(of node: RecordedNode) -> RecordedNode? {
        node.ancestors.first { ClassName.isPlatformViewHost($0.className) }
    }
}

/// Class tests for dump nodes that accept any spelling of a class name.
public enum DumpClassTest {
    /// Accepts a node whose class or one of whose superclasses has the same base name as `className`
    /// (`UICollectionView`, `UpdateCoalescingCollectionView` and `SwiftUI.UpdateCoalescingCollectionView` all
    /// name the same thing). `A|B` accepts either class.
    public static func named(_ className: String) -> NodeMatcher<RecordedNode, RecordedNode> {
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        return NodeMatcher(name: className.split(separator: "|").joined(separator: " or ")) { node in
            if wanted.contains(ClassName.baseName(node.className)) { return node }
            return node.superclassNames.contains { wanted.contains(ClassName.baseName($0)) } ? node : nil
        }
    }
}
