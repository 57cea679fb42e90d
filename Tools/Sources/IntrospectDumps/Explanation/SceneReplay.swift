import IntrospectCore
import IntrospectSimulation

/// A hierarchy capture replayed through the modifier's own search: the catalog's route for the view type on the
/// platform (or a view search for the class), from the captured markers.
struct SceneReplay {
    let matches: [DumpExplanation.Match]
    let diagnostics: [String]

    init(
        scene: RecordedHierarchy, dump: HierarchyDump, className: String, viewType: String?,
        scope: IntrospectionScope, platform: Platform, work: inout ExplanationWork
    ) {
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
                ClassKnowledge.isViewController(ClassName.baseName(names.first ?? className)) ? .viewController : .view
            query = TargetQuery(
                route: route, className: className, acceptsView: acceptsView, acceptsController: acceptsController)
        }
        let result = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(query, scope: scope)
        guard let answer = result.target else {
            matches = []
            diagnostics = [result.missReasons.map(\.description).joined(separator: "; ")]
            return
        }
        var match: DumpExplanation.Match
        switch answer {
        case let .view(view):
            match = DumpExplanation.match(view, in: dump, work: &work)
        case let .controller(controller):
            match = DumpExplanation.match(controller.rootView ?? scene.root, in: dump, work: &work)
            match.rootViewOf = controller.className
        case .window:
            match = DumpExplanation.match(scene.root, in: dump, work: &work)
            match.rootViewOf = scene.window?.className
        case let .presentation(controller, kind):
            match = DumpExplanation.match(controller.rootView ?? scene.root, in: dump, work: &work)
            match.rootViewOf = "the \(kind == .popover ? "popover " : "")presentation of \(controller.className)"
        }
        matches = [match]
        diagnostics = []
    }
}
