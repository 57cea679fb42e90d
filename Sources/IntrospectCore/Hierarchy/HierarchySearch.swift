extension IntrospectionSearch where Node: HierarchyView {
    /// Looks for the target of `query` in `scope` (the receiver first, then the ancestors), following the
    /// query's route: views are found by walking between or above the markers, controllers through the views
    /// they own, windows and presentations from the probe.
    ///
    /// ```swift
    /// let query = TargetQuery<RecordedNode>(route: .navigationController, className: "UINavigationController")
    /// let result = search.find(query, scope: .receiver)   // .controller(the stack's navigation controller)
    /// ```
    public func find(_ query: TargetQuery<Node>, scope: IntrospectionScope) -> SearchResult<Node, HierarchyTarget<Node>>
    {
        var result = SearchResult<Node, HierarchyTarget<Node>>(scope: scope)
        if scope.isEmpty {
            result.missReasons = [.emptyScope]
            return result
        }
        for member in scope.searchOrder {
            let attempt = member == .receiver ? receiver(query) : ancestor(query)
            result.merge(attempt)
            if attempt.isHit { break }
        }
        return result
    }

    /// Receiver scope: what lies between the markers.
    func receiver(_ query: TargetQuery<Node>) -> SearchResult<Node, HierarchyTarget<Node>> {
        switch query.route {
        case .view:
            return receiver(viewTest(query))
        case .window:
            return window(scope: .receiver)
        case .viewController, .navigationController, .splitViewController, .tabBarController:
            return receiver(controllerTest(query))
        case .searchBarInNavigationController:
            // Every navigation controller between the markers is tried (a split view has one per column, and
            // `.searchable` may sit on any of them), in pre-order.
            return receiver(
                NodeMatcher(name: query.className) { view in
                    guard let navigation = view.owningController, query.acceptsRouteController(navigation) else {
                        return nil
                    }
                    return searchBar(query, under: navigation).map { .view($0) }
                })
        case .sheetPresentation, .popoverPresentation:
            // A presentation is reached from inside the presented content, never from between markers.
            var result = SearchResult<Node, HierarchyTarget<Node>>(scope: .receiver)
            result.missReasons = [.onlyFromInsidePresentedContent]
            return result
        }
    }

    /// Ancestor scope: what holds the probe.
    func ancestor(_ query: TargetQuery<Node>) -> SearchResult<Node, HierarchyTarget<Node>> {
        switch query.route {
        case .view:
            return ancestor(viewTest(query))
        case .window:
            return window(scope: .ancestor)
        case .viewController, .navigationController, .splitViewController, .tabBarController:
            return controllerAncestor(query)
        case .searchBarInNavigationController:
            return searchBarAbove(query)
        case .sheetPresentation, .popoverPresentation:
            return presentation(query)
        }
    }

    /// The class test of a view route: accepts views of the class, turns away (with their subtrees) views that
    /// belong to another control.
    func viewTest(_ query: TargetQuery<Node>) -> NodeMatcher<Node, HierarchyTarget<Node>> {
        NodeMatcher(
            name: query.className,
            match: { query.acceptsView($0) && !query.belongsToAnotherControl($0) ? .view($0) : nil },
            rejects: { query.excludes($0) },
            excludedNames: query.excludedClassNames
        )
    }

    /// The class test of a controller route between the markers: a view that is the root view of a controller
    /// the route accepts. Controllers whose root view is not between the markers — the navigation controller
    /// around the modified view, say — are never reached this way.
    func controllerTest(_ query: TargetQuery<Node>) -> NodeMatcher<Node, HierarchyTarget<Node>> {
        NodeMatcher(name: query.route.containerClassName ?? query.className) { view in
            guard let controller = view.owningController, query.acceptsRouteController(controller) else { return nil }
            return .controller(controller)
        }
    }

    /// The controller route above the probe: the hosting controller of the probe, then its parents.
    func controllerAncestor(_ query: TargetQuery<Node>) -> SearchResult<Node, HierarchyTarget<Node>> {
        var result = SearchResult<Node, HierarchyTarget<Node>>(scope: .ancestor)
        let name = query.route.containerClassName ?? query.className
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        var candidate: Node.Controller? = hosting
        while let controller = candidate {
            result.cost.ancestorSteps += 1
            result.cost.nodesVisited += 1
            if query.acceptsRouteController(controller) {
                result.target = .controller(controller)
                result.node = controller.rootView
                return result
            }
            candidate = controller.hierarchyParent
        }
        result.missReasons = [.noMatchingAncestor(className: name, examined: result.cost.nodesVisited)]
        return result
    }

    /// The first view of the query's class under the root view of `navigation`, in pre-order.
    func searchBar(_ query: TargetQuery<Node>, under navigation: Node.Controller) -> Node? {
        guard let root = navigation.rootView else { return nil }
        var walk = PreorderSequence(root: root).makeIterator()
        while let view = walk.next() {
            if case .view? = viewTest(query).target(of: view) { return view }
        }
        return nil
    }

    /// The search bar of the nearest navigation controller around the probe that has one.
    func searchBarAbove(_ query: TargetQuery<Node>) -> SearchResult<Node, HierarchyTarget<Node>> {
        var result = SearchResult<Node, HierarchyTarget<Node>>(scope: .ancestor)
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        var candidate: Node.Controller? = hosting
        while let controller = candidate {
            result.cost.ancestorSteps += 1
            if query.acceptsRouteController(controller), let bar = searchBar(query, under: controller) {
                result.target = .view(bar)
                result.node = bar
                return result
            }
            candidate = controller.hierarchyParent
        }
        result.missReasons = [.noMatchingAncestor(className: query.className, examined: result.cost.ancestorSteps)]
        return result
    }

    /// The window the probe is in: no walk, and no need for the content to have a platform view.
    func window(scope: IntrospectionScope) -> SearchResult<Node, HierarchyTarget<Node>> {
        var result = SearchResult<Node, HierarchyTarget<Node>>(scope: scope)
        if probe.isInWindow {
            result.target = .window(containing: probe)
            result.node = probe
        } else {
            result.missReasons = [.notInWindow]
        }
        return result
    }

    /// The presentation around the probe: only from a controller that is presented.
    func presentation(_ query: TargetQuery<Node>) -> SearchResult<Node, HierarchyTarget<Node>> {
        var result = SearchResult<Node, HierarchyTarget<Node>>(scope: .ancestor)
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        guard let presented = hosting.presentedAncestor else {
            result.missReasons = [.notPresented]
            return result
        }
        result.target = .presentation(of: presented, query.route == .popoverPresentation ? .popover : .sheet)
        result.node = presented.rootView
        return result
    }
}

extension IntrospectionSearch where Node: HierarchyView {
    /// Whether an answer found before still holds, so it can be handed over again without a walk: its view (a
    /// controller's root view, a presented controller's root view) is still in a window and still where a
    /// search in `scope` finds it — below the markers' common ancestor, or above the probe. A window answer
    /// holds while the probe is in a window; a presentation while its controller is still presented.
    ///
    /// An answer above the probe, in a scope whose receiver part is searched first (`[.receiver, .ancestor]`),
    /// holds only while nothing lies between the markers: content that appeared there since (a `VideoPlayer`
    /// shown by a condition, with its controller) may hold a target the receiver part would now hand over
    /// instead. When something lies there the answer is not taken as in place, and a search decides.
    ///
    /// - Complexity: O(depth), plus the sibling positions along the anchor's path when an answer above the probe
    ///   is checked in a scope with both parts.
    public func stillHolds(_ answer: HierarchyTarget<Node>, scope: IntrospectionScope) -> Bool {
        switch answer {
        case .window:
            return probe.isInWindow
        case let .presentation(controller, _):
            guard controller.presentingController != nil, let root = controller.rootView, root.isInWindow else {
                return false
            }
            return probe.isDescendant(of: root)
        case .view, .controller:
            guard let view = answer.anchorView, view.isInWindow else { return false }
            if scope.contains(.ancestor), probe.isDescendant(of: view) {
                return !scope.contains(.receiver) || !holdsNodesBetweenMarkers
            }
            guard scope.contains(.receiver), let commonAncestor = TreeNavigation.nearestCommonAncestor(anchor, probe)
            else {
                return false
            }
            return view.isDescendant(of: commonAncestor) && !view.isSameNode(as: commonAncestor)
        }
    }

    /// Whether any node other than markers and their hosts lies between the markers: the receiver walk, stopped
    /// at its first candidate.
    var holdsNodesBetweenMarkers: Bool {
        receiver(NodeMatcher<Node, Node>(name: "any view") { $0 }).isHit
    }
}
