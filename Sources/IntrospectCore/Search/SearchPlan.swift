/// How one modifier finds its target, carried out here (``run(anchor:probe:scope:)``): the Apple layer builds the
/// plan once per call and never branches on it.
///
/// - A call of one of the library's view types follows the catalog's route for the running platform.
/// - A version constant made with a selector (`init(for:selector:)`, a custom view type's) brings its own: a
///   closure per scope member.
/// - A custom view type without a selector finds the first view or view controller of the requested class
///   between the markers, or the nearest one above them (the reference library's default selector).
package enum SearchPlan<Node: HierarchyView, Target> {
    /// Along a route; the target found there can be checked in place later, without a walk.
    case route(TargetQuery<Node, Target>)
    /// A caller's selectors, one per scope member, given the markers (the anchor is missing for the original
    /// library's representables, which place a probe only). What they return is searched again on every update.
    case selectors(
        receiver: (_ anchor: Node?, _ probe: Node) -> Target?, ancestor: (_ anchor: Node?, _ probe: Node) -> Target?)

    /// The plan of a call: the selector its matched version declares, which is how code overrides the catalog;
    /// else the catalog's route, when the view type has an entry; else the default route (`nil` for an entity
    /// the default selector does not find: only views and view controllers).
    package static func choose(
        declared: SearchPlan?, catalog: () -> TargetQuery<Node, Target>?, defaultQuery: () -> TargetQuery<Node, Target>?
    ) -> SearchPlan? {
        if let declared { return declared }
        return (catalog() ?? defaultQuery()).map(SearchPlan.route)
    }

    /// The target in `scope`, and where it was found (`nil` for a selector's: selectors say only what they found).
    package func run(anchor: Node?, probe: Node, scope: IntrospectionScope) -> (
        target: Target, location: HierarchyTarget<Node>?
    )? {
        switch self {
        case let .route(query):
            guard let anchor else { return nil }
            return IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: scope).target.map {
                ($0.target, $0.location)
            }
        case let .selectors(receiver, ancestor):
            let result = SearchResult<Node, Target>.first(in: scope) { member in
                var attempt = SearchResult<Node, Target>(scope: member)
                attempt.target = member == .receiver ? receiver(anchor, probe) : ancestor(anchor, probe)
                return attempt
            }
            return result.target.map { ($0, nil) }
        }
    }
}
