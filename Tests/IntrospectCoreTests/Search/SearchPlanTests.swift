@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

@Suite("Search plans")
struct SearchPlanTests {
    /// A scroll view between a call's markers, inside a window, and a table view around them.
    private struct Scene {
        let markers = Markers()
        let scrollView = node("UIScrollView")
        let tableView = node("UITableView", ["UIScrollView", "UIView"])
        let root: RecordedNode

        init() {
            tableView.append(hostingView(markers.around(scrollView)))
            root = window(tableView)
            _ = RecordedWindow("UIWindow", rootView: root)
        }

        var catalogQuery: RecordedQuery { query(.view, "UIScrollView") }
        var defaultQuery: RecordedQuery { query(.view, "UITableView") }
    }

    /// A version constant's own selector overrides the catalog (how code fixes a view type for one version); the
    /// library's view types follow the catalog; a custom view type without a selector uses the default query.
    @Test func aDeclaredSelectorWinsThenTheCatalogThenTheDefault() throws {
        let scene = Scene()
        let declared = SearchPlan<RecordedNode, HierarchyTarget<RecordedNode>>.selectors(
            receiver: { _, _ in .view(scene.tableView) }, ancestor: { _, _ in nil })
        let plans: [(SearchPlan<RecordedNode, HierarchyTarget<RecordedNode>>?, Handed)] = [
            (
                .choose(declared: declared, catalog: { scene.catalogQuery }, defaultQuery: { scene.defaultQuery }),
                .view(scene.tableView)
            ),
            (
                .choose(declared: nil, catalog: { scene.catalogQuery }, defaultQuery: { scene.defaultQuery }),
                .view(scene.scrollView)
            ),
            (.choose(declared: nil, catalog: { nil }, defaultQuery: { scene.defaultQuery }), .view(scene.tableView)),
        ]
        for (plan, expected) in plans {
            let plan = try #require(plan)
            let found = plan.run(
                anchor: scene.markers.anchor, probe: scene.markers.probe, scope: [.receiver, .ancestor])
            #expect(found?.target.handed == expected)
        }
        #expect(SearchPlan.choose(declared: nil, catalog: { nil }, defaultQuery: { nil as RecordedQuery? }) == nil)
    }

    /// A route's target comes with where it was found, so that it can be checked in place later; a selector's
    /// does not (it is searched again on every update).
    @Test func onlyARouteSaysWhereItsTargetIs() throws {
        let scene = Scene()
        let route = SearchPlan.route(scene.catalogQuery)
        let routed = try #require(route.run(anchor: scene.markers.anchor, probe: scene.markers.probe, scope: .receiver))
        #expect(routed.location?.handed == .view(scene.scrollView))
        let selectors = SearchPlan<RecordedNode, HierarchyTarget<RecordedNode>>.selectors(
            receiver: { _, _ in .view(scene.scrollView) }, ancestor: { _, _ in nil })
        let selected = try #require(
            selectors.run(anchor: scene.markers.anchor, probe: scene.markers.probe, scope: .receiver))
        #expect(selected.location == nil)
        #expect(selected.target.handed == .view(scene.scrollView))
    }

    /// Selectors follow the order every search follows: the receiver's first, the ancestors' when it finds
    /// nothing, and only the members of the scope. The original library's representables place a probe only: a
    /// route finds nothing without an anchor, a selector still runs.
    @Test func selectorsRunInTheScopesOrderAndWithoutAnAnchor() {
        let scene = Scene()
        var calls: [String] = []
        let plan = SearchPlan<RecordedNode, HierarchyTarget<RecordedNode>>.selectors(
            receiver: { _, _ in
                calls.append("receiver")
                return nil
            },
            ancestor: { anchor, _ in
                calls.append(anchor == nil ? "ancestor without anchor" : "ancestor")
                return .view(scene.tableView)
            })
        #expect(plan.run(anchor: scene.markers.anchor, probe: scene.markers.probe, scope: .receiver) == nil)
        #expect(calls == ["receiver"])
        #expect(
            plan.run(anchor: nil, probe: scene.markers.probe, scope: [.receiver, .ancestor])?.target.handed
                == .view(scene.tableView))
        #expect(calls == ["receiver", "receiver", "ancestor without anchor"])
        #expect(
            SearchPlan.route(scene.catalogQuery).run(anchor: nil, probe: scene.markers.probe, scope: .receiver)
                == nil)
    }

    @Test(arguments: [
        ("ListWithInsetGroupedStyleType", ".listWithInsetGroupedStyle"), ("ScrollViewType", ".scrollView"),
        ("MyFieldType", ".myField"), ("CustomEditor", ".CustomEditor"), ("Type", ".Type"),
        ("FirstObjectType<UIButton>", ".first(UIButton.self)"),
        ("FirstObjectType<UIHostingController<AnyView>>", ".first(UIHostingController<AnyView>.self)"),
        ("FirstObjectType", ".firstObject"),
    ])
    func viewTypesAreNamedAsCallsWriteThem(typeName: String, shown: String) {
        #expect(DiagnosticNaming.viewTypeName(ofTypeNamed: typeName) == shown)
    }
}
