@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// Every candidate of a dump without markers, ranked: SwiftUI's own objects for the view type, then the other
/// objects of the class and the root views of the controllers asked for, then the objects of other controls.
///
/// One top-down pass: each node learns its nearest platform-view host and its nearest enclosing control (one that
/// owns what is inside it, unless it is what was asked for) from its parent, so no match walks its ancestors. What
/// a class is — an instance of the class asked for, a host, a control, SwiftUI's own — is decided once per
/// distinct class, not per node. Only the first ``DumpExplanation/listLimit`` matches are made; the rest are
/// counted.
struct CandidateRanking {
    /// The matches listed, in rank order.
    private(set) var listed: [DumpExplanation.Match] = []
    /// How many matches there are in all, and how many of them belong to another control.
    private(set) var total = 0
    private(set) var foreign = 0
    /// Whether a match stands for a controller (a root view), and whether one has no host above it.
    private(set) var anyRootView = false
    private(set) var anyWithoutHost = false
    /// The nodes examined, and whether any has children (a tree, not a flat list).
    private(set) var nodeCount = 0
    private(set) var anyChildren = false
    /// Whether a node is SwiftUI's: a hosting view, a platform-view host, or a class of its module.
    private(set) var anySwiftUI = false
    /// The platform-view hosts printed without children, in order.
    private(set) var emptyHosts: [RecordedNode] = []
    /// SwiftUI's own classes for the view type, of the platform's toolkit (see ``DumpExplanation/ownClasses``).
    let citedOwnClasses: [String]

    /// What the ranking needs to know of a class (and the superclasses the node states), decided once per class.
    private struct ClassVerdict {
        let isInstance: Bool
        let baseName: String
        let isHost: Bool
        let isSwiftUI: Bool
        let isOwn: Bool
        let isControllerClass: Bool
        /// The control it is, when it owns what is inside it and is not what was asked for.
        let enclosingControl: String?
        /// Why an object of the class is another control's, by its class alone (a field editor for a scroll view).
        let foreignReason: String?
        /// The class is exactly what was asked for: nobody else's, whatever encloses it.
        let isAskedFor: Bool
        /// Whether its name ends like one of the root views the knowledge table lists (a cheap test first).
        let mayBeRootView: Bool
    }

    init(
        dump: HierarchyDump, className: String, viewType: String?, platform: Platform?,
        work: inout ExplanationWork
    ) {
        let test = DumpClassMatcher.named(className)
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        let wantedControllers = wanted.filter(ClassKnowledge.isViewController)
        let ownClasses = viewType.map { ClassKnowledge.ownClasses(ofViewType: $0) } ?? []
        let ownSet = Set(ownClasses)
        let toolkit = platform.map(Toolkit.init(platform:)) ?? dump.toolkit
        citedOwnClasses = ownClasses.filter { ClassKnowledge.isClass($0, of: toolkit) }

        // Dumps repeat a few dozen classes thousands of times: judge each class (with its stated chain) once.
        var verdicts: [String: [(superclasses: [String], verdict: ClassVerdict)]] = [:]
        func verdict(of node: RecordedNode) -> ClassVerdict {
            if let known = verdicts[node.className]?.first(where: { $0.superclasses == node.superclassNames }) {
                return known.verdict
            }
            let base = ClassName.baseName(node.className)
            let classes = [base] + node.superclassNames.map(ClassName.baseName)
            let control = ClassKnowledge.enclosingControls.first(where: classes.contains)
            let made = ClassVerdict(
                isInstance: test.target(of: node) != nil, baseName: base,
                isHost: ClassName.isPlatformViewHost(node.className),
                isSwiftUI: ClassName.isHostingView(node.className) || ClassName.isPlatformViewHost(node.className)
                    || ClassName.demangled(node.className).hasPrefix("SwiftUI."),
                isOwn: ownSet.contains(base), isControllerClass: ClassKnowledge.isViewController(base),
                enclosingControl: control.flatMap { wanted.contains($0) ? nil : $0 },
                foreignReason: ClassKnowledge.foreignObjectReason(classes: classes, lookingFor: wanted),
                isAskedFor: wanted.contains(base),
                mayBeRootView: node.className.hasSuffix("View") || node.className.hasSuffix(">")
                    || node.className.hasSuffix("_"))
            verdicts[node.className, default: []].append((node.superclassNames, made))
            return made
        }

        // The matches in rank order, as found; paths are made only for those listed.
        typealias Found = (node: RecordedNode, host: RecordedNode?, rootViewOf: String?, belongsTo: String?, own: Bool)
        var own: [Found] = []
        var others: [Found] = []
        var foreignFound: [Found] = []
        let limit = DumpExplanation.listLimit
        // Pre-order, as the dump prints the nodes; each entry carries what its parent learned.
        var stack: [(node: RecordedNode, host: RecordedNode?, control: (name: String, node: RecordedNode)?)] =
            dump.roots.reversed().map { ($0, nil, nil) }
        while let (node, host, control) = stack.popLast() {
            work.nodeVisits += 1
            nodeCount += 1
            let verdict = verdict(of: node)
            if !node.children.isEmpty { anyChildren = true }
            if verdict.isSwiftUI { anySwiftUI = true }
            if verdict.isHost, node.children.isEmpty { emptyHosts.append(node) }
            let childHost = verdict.isHost ? node : host
            let childControl = verdict.enclosingControl.map { ($0, node) } ?? control
            for child in node.children.reversed() { stack.append((child, childHost, childControl)) }

            let tag = dump.details(of: node).controller
            var rootViewOf: String?
            if verdict.isInstance {
                // A view printed as a controller's (`view: <UITableView 0x…>` in `_printHierarchy`, an iOS 5
                // controller tag) is that controller's root view.
                if tag != nil, !verdict.isControllerClass { rootViewOf = tag }
            } else if !wantedControllers.isEmpty, tag != nil || verdict.mayBeRootView,
                // The controller printed above its own root view (`_printHierarchy`) is the match already.
                tag == nil || node.parent?.className != tag,
                let controller = ClassKnowledge.rootViewController(
                    of: node, named: tag, host: host, visits: &work.nodeVisits),
                ClassKnowledge.isA(controller, anyOf: wantedControllers)
            {
                rootViewOf = controller
            } else {
                continue
            }
            let belongsTo =
                verdict.isAskedFor
                ? nil
                : verdict.foreignReason
                    ?? control.map { ClassKnowledge.enclosedReason(control: $0.name, line: $0.node.sourceLine) }
            total += 1
            if rootViewOf != nil { anyRootView = true }
            if host == nil { anyWithoutHost = true }
            let found: Found = (node, host, rootViewOf, belongsTo, verdict.isOwn)
            // A ranked list is never read past the limit: keep no more of each rank than can be listed.
            if belongsTo != nil {
                foreign += 1
                if foreignFound.count < limit { foreignFound.append(found) }
            } else if verdict.isOwn {
                if own.count < limit { own.append(found) }
            } else if others.count < limit {
                others.append(found)
            }
        }
        listed = (own + others + foreignFound).prefix(limit).map { found in
            var match = DumpExplanation.match(found.node, host: found.host, in: dump, work: &work)
            match.rootViewOf = found.rootViewOf
            match.belongsTo = found.belongsTo
            match.isOwnObject = found.own
            return match
        }
    }
}
