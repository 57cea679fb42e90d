@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// What the engine would hand to `customize` in a recorded hierarchy, for one class — and why not, for a miss.
///
/// When the dump holds Introspect's own markers (`IntrospectionMarkerClass`), each anchor–probe pair is
/// searched exactly as the modifier would search it. Otherwise the candidates are ranked: SwiftUI's own object for
/// the view type first (its private subclasses, by ``ClassKnowledge``), then other objects of the class, then the
/// objects that belong to another control (a text field's field editor for a scroll view), each with the reason.
/// A controller class is also found through the root view its controller installs (a navigation controller's
/// `UILayoutContainerView`), since view dumps show no controllers.
///
/// At most ``listLimit`` matches are listed, in rank order; a diagnostic counts the others.
///
/// - Complexity: O(n) in the nodes of the dump, plus the paths of the listed matches: every node is visited once,
///   top-down, and learns its nearest platform-view host and enclosing control from its parent.
@_spi(Tooling) public struct DumpExplanation {
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
        public let path: [String]
        /// The controller whose root view the node is, when the match stands for a controller.
        public var rootViewOf: String?
        /// Whose object the node is when it belongs to another control (listed after the others); `nil` otherwise.
        public var belongsTo: String?
        /// Whether the node is SwiftUI's own object for the requested view type (its private subclass).
        public var isOwnObject = false
        /// Lines where the same view was printed again and folded into this node.
        public var duplicateLines: [Int] = []
    }

    /// How many matches are listed at most; the others are counted in a diagnostic. A real dump lists a few dozen
    /// objects of a class (75 `UIView`s in the largest fixture); a chain of thousands of names would otherwise
    /// print thousands of paths.
    public static let listLimit = 100

    /// An object of the class in a dump in which nothing is SwiftUI's: the app's own, not an answer.
    public struct AppObject {
        /// Its line in the dump.
        public let line: Int?
        /// Its class as printed.
        public let className: String
    }

    /// The class looked for.
    public let expectedClass: String
    /// Objects of the class that are the app's own (a UIKit app's whole window holds nothing of SwiftUI's): listed
    /// apart from ``matches``.
    public let appObjects: [AppObject]
    /// The nodes found, at most ``listLimit``: the answer first, objects of other controls last.
    public let matches: [Match]
    /// Why nothing (or not more) was found, and what to know about the dump.
    public let diagnostics: [String]
    /// Whether the dump held Introspect's markers, so that matches come from the exact search.
    public let usedMarkers: Bool
    /// SwiftUI's own classes for the view type asked about, of the platform's toolkit: what a match that is not
    /// one of them is held against. Empty with markers, and without a view type.
    public let ownClasses: [String]
    /// The work done, for tests that bound it.
    let work: ExplanationWork

    /// Whether something that answers the search was found: a match that is not another control's object.
    public var found: Bool { matches.contains { $0.belongsTo == nil } }

    /// Explains a search for `className` (any spelling: `UICollectionView`, a private class's base name, a
    /// module-qualified name; `A|B` for either) in `dump`, in `scope` when the dump has markers. `viewType`, a
    /// catalog accessor (`scrollView`), ranks SwiftUI's own object for that view first; `platform` (else the
    /// dump's toolkit) says whose own classes those are, and which route a hierarchy capture replays.
    public init(
        dump: HierarchyDump, className: String, viewType: String? = nil,
        scope: IntrospectionScope = [.receiver, .ancestor], platform: Platform? = nil
    ) {
        expectedClass = className
        var work = ExplanationWork()
        if let capture = dump.capture {
            let platform = platform ?? (dump.toolkit == .appKit ? .macOS : .iOS)
            let replay = HierarchyCaptureReplay(
                capture: capture, dump: dump, className: className, viewType: viewType, scope: scope,
                platform: platform,
                work: &work)
            matches = replay.matches
            appObjects = []
            diagnostics = replay.diagnostics
            usedMarkers = true
            ownClasses = []
            self.work = work
            return
        }
        let test = DumpClassMatcher.named(className)
        let pairs = MarkerPairs.find(in: dump, work: &work)
        if !pairs.isEmpty {
            let searched = MarkerPairs.search(pairs, for: test, scope: scope, in: dump, work: &work)
            matches = searched.matches
            appObjects = []
            diagnostics = searched.diagnostics + dump.notes.map(\.description)
            usedMarkers = true
            ownClasses = []
            self.work = work
            return
        }
        let ranking = CandidateRanking(
            dump: dump, className: className, viewType: viewType, platform: platform, work: &work)
        usedMarkers = false
        if let viewType, Self.needsASwiftUIHost(viewType), let window = Self.windowWithNothingOfSwiftUIs(in: dump) {
            // A whole window in which nothing is SwiftUI's: a UIKit or AppKit app's own objects answer no question
            // about a SwiftUI view type (a host-free route, `.window`, `.viewController`, still does).
            matches = []
            appObjects = ranking.listed.filter { $0.belongsTo == nil }.map {
                AppObject(line: $0.line, className: $0.className)
            }
            diagnostics =
                [
                    "no SwiftUI host in this text: the dump is a whole window (line \(window.sourceLine ?? 0)) with no "
                        + "hosting view, no platform-view host and no class of SwiftUI's own"
                        + (appObjects.isEmpty
                            ? ""
                            : ": \(appObjects.count.counted("object")) of the class, the app's own, "
                                + "\(appObjects.count == 1 ? "answers" : "answer") nothing of SwiftUI's")
                ] + dump.notes.map(\.description)
            ownClasses = []
            self.work = work
            return
        }
        matches = ranking.listed
        appObjects = []
        diagnostics =
            MissDiagnostics.diagnostics(for: ranking, dump: dump, className: className)
            + dump.notes.map(\.description)
        ownClasses = ranking.citedOwnClasses
        self.work = work
    }

    /// Whether a view type's target is reached through SwiftUI's content (a host between the markers or around
    /// them), not by a route that needs none (`.window`, `.viewController`).
    static func needsASwiftUIHost(_ viewType: String) -> Bool {
        let entries = ViewTypeCatalog.entries(named: viewType)
        return !entries.isEmpty
            && entries.allSatisfy { entry in
                entry.platforms.allSatisfy { $0.route != .window && $0.route != .viewController }
            }
    }

    /// The window a whole-window dump starts with, when no node of the dump is SwiftUI's: no hosting view, no
    /// platform-view host, no class SwiftUI declares (`SwiftUI.…`, a mangled name of its module, the table's own
    /// classes of any view type). `nil` for a fragment, which cannot show a host: a text that starts below a window
    /// or is a log line, a chain of ancestors (no view in it has two subviews: siblings are not printed), a text
    /// that says part of it was left out.
    static func windowWithNothingOfSwiftUIs(in dump: HierarchyDump) -> RecordedNode? {
        guard !dump.leavesPartOut,
            let window = dump.roots.first(where: { ClassName.kind(of: $0.className) == .window }),
            window.preorder.contains(where: { $0.children.count > 1 })
        else { return nil }
        let own = Set(ClassKnowledge.ownClasses.values.joined())
        for root in dump.roots {
            for node in root.preorder {
                let name = node.className
                if ClassName.isHostingView(name) || ClassName.isPlatformViewHost(name) || name.contains("SwiftUI")
                    || own.contains(ClassName.baseName(name))
                {
                    return nil
                }
            }
        }
        return window
    }

    /// A match for `node` under `host`, with its path from the root (each ancestor counted in `work`) and the
    /// lines where the dump printed it again.
    static func match(
        _ node: RecordedNode, host: RecordedNode?, in dump: HierarchyDump, work: inout ExplanationWork
    ) -> Match {
        var match = Match(node: node, host: host, path: path(to: node, work: &work).names)
        match.duplicateLines = dump.details(of: node).duplicateLines
        return match
    }

    /// A match for `node`, its host found on the way up its path.
    static func match(_ node: RecordedNode, in dump: HierarchyDump, work: inout ExplanationWork) -> Match {
        let (names, host) = path(to: node, work: &work)
        var match = Match(node: node, host: host, path: names)
        match.duplicateLines = dump.details(of: node).duplicateLines
        return match
    }

    /// The class names from the root down to `node`, and the nearest platform-view host above it.
    private static func path(
        to node: RecordedNode, work: inout ExplanationWork
    ) -> (names: [String], host: RecordedNode?) {
        var names: [String] = [node.className]
        var host: RecordedNode?
        var ancestor = node.parent
        while let current = ancestor {
            work.ancestorVisits += 1
            names.append(current.className)
            if host == nil, ClassName.isPlatformViewHost(current.className) { host = current }
            ancestor = current.parent
        }
        return (names.reversed(), host)
    }

    /// Whether a class name names a view controller: by its name (`…Controller`), or because ``ClassKnowledge``
    /// knows it for one.
    public static func isControllerClass(_ name: String) -> Bool {
        ClassKnowledge.isViewController(name)
    }

    /// The nearest platform-view host above `node`.
    /// - Complexity: O(depth of `node`); an explanation finds every match's host in one pass instead.
    public static func host(of node: RecordedNode) -> RecordedNode? {
        node.ancestors.first { ClassName.isPlatformViewHost($0.className) }
    }
}

/// What an explanation did, counted: a test bounds it by the size of the dump.
struct ExplanationWork {
    /// Nodes visited in the top-down pass (and children looked at to tell root views apart).
    var nodeVisits = 0
    /// Ancestors visited: the paths of the listed matches, and the walks of a marker search's result.
    var ancestorVisits = 0
}
