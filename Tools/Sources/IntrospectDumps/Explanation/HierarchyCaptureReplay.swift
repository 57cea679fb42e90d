@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A hierarchy capture replayed through the modifier's own search: the catalog's route for the view type on the
/// platform (or a view search for the class), from the captured markers.
struct HierarchyCaptureReplay {
    let matches: [DumpExplanation.Match]
    let diagnostics: [String]

    init(
        capture: RecordedHierarchy, dump: HierarchyDump, className: String, viewType: String?,
        scope: IntrospectionScope, platform: Platform, work: inout ExplanationWork
    ) {
        let test = DumpClassMatcher.named(className)
        let names = className.split(separator: "|").map(String.init)
        // The captured classes are tested by name: a view as the dump's class test does, a controller by any of
        // the names given.
        let target: (HierarchyTarget<RecordedNode>) -> HierarchyTarget<RecordedNode>? = { location in
            switch location {
            case let .view(view):
                return test.target(of: view) != nil ? location : nil
            case let .controller(controller):
                let accepted = names.contains {
                    controller.isInstance(ofClassNamed: ClassName.baseName($0))
                        || controller.isInstance(ofClassNamed: $0)
                }
                return accepted ? location : nil
            case .window, .presentation:
                return location
            case let .held(object, controller):
                return controller.held[object].flatMap(test.target(of:)) != nil ? location : nil
            case let .windowObject(object, view):
                return view.windowObject(object).flatMap(test.target(of:)) != nil ? location : nil
            }
        }
        guard let anchor = capture.anchor, let probe = capture.probe else {
            matches = []
            diagnostics = ["the hierarchy capture holds no markers"]
            return
        }
        let query: RecordedQuery
        if let entry = viewType.flatMap(ViewTypeCatalog.entry(named:)) {
            query = TargetQuery(catalog: entry, platform: platform, className: className, target: target)
        } else {
            let route: TargetRoute =
                ClassKnowledge.isViewController(ClassName.baseName(names.first ?? className)) ? .viewController : .view
            query = TargetQuery(route: route, className: className, target: target)
        }
        let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(query, scope: scope)
        guard let location = result.target?.location else {
            matches = []
            diagnostics = [result.missReasons.map(\.description).joined(separator: "; ")]
            return
        }
        var match: DumpExplanation.Match
        switch location {
        case let .view(view):
            match = DumpExplanation.match(view, in: dump, work: &work)
        case let .controller(controller):
            match = DumpExplanation.match(controller.rootView ?? capture.root, in: dump, work: &work)
            match.rootViewOf = controller.className
        case .window:
            match = DumpExplanation.match(capture.root, in: dump, work: &work)
            match.rootViewOf = capture.window?.className
        case let .presentation(controller, kind):
            match = DumpExplanation.match(controller.rootView ?? capture.root, in: dump, work: &work)
            match.rootViewOf = "the \(kind == .popover ? "popover " : "")presentation of \(controller.className)"
        case let .held(object, controller):
            // A bar is one of the views; an item or a search controller is no view: the controller's root view.
            let held = controller.held[object]
            match = DumpExplanation.match(
                held.flatMap { $0.parent == nil ? nil : $0 } ?? controller.rootView ?? capture.root, in: dump,
                work: &work)
            if held?.parent == nil { match.rootViewOf = "\(held?.className ?? "") of \(controller.className)" }
        case let .windowObject(object, view):
            match = DumpExplanation.match(capture.root, in: dump, work: &work)
            match.rootViewOf =
                "\(view.windowObject(object)?.className ?? "") of \(capture.window?.className ?? "window")"
        }
        matches = [match]
        diagnostics = []
    }
}
