extension IntrospectionSearch where Node: HierarchyView {
    /// Looks for the target of `query` in `scope` (the receiver first, then the ancestors), following the
    /// query's route: views are found by walking between or above the markers, controllers through the views
    /// they own, windows and presentations from the probe.
    ///
    /// <!-- example: platforms linux -->
    /// ```swift
    /// @_spi(Tooling) import IntrospectCore
    ///
    /// // The stack's navigation controller, and where it is.
    /// func navigationController<Node: HierarchyView>(between anchor: Node, and probe: Node) -> HierarchyTarget<Node>? {
    ///     let search = IntrospectionSearch(anchor: anchor, probe: probe)
    ///     let query = TargetQuery<Node, HierarchyTarget<Node>>(
    ///         route: .navigationController, className: "UINavigationController")
    ///     return search.find(query, scope: .receiver).target?.location
    /// }
    /// ```
    public func find<Target>(_ query: TargetQuery<Node, Target>, scope: IntrospectionScope) -> SearchResult<
        Node, Hit<Node, Target>
    > {
        SearchResult.first(in: scope) { $0 == .receiver ? receiver(query) : ancestor(query) }
    }

    /// Receiver scope: what lies between the markers.
    func receiver<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        switch query.route {
        case .view:
            return receiver(viewTest(query))
        case .window:
            return window(query, scope: .receiver)
        case .viewController, .navigationController, .splitViewController, .tabBarController:
            return receiver(controllerTest(query))
        case .searchBarInNavigationController:
            // Every navigation controller between the markers is tried (a split view has one per column, and
            // `.searchable` may sit on any of them), in pre-order.
            return receiver(
                NodeMatcher(name: query.className) { view in
                    guard let navigation = view.owningController, query.isRouteContainer(navigation) else {
                        return nil
                    }
                    return searchBar(query, under: navigation)
                })
        case .refreshControl:
            return receiver(refreshControlTest(query))
        case .navigationBar, .navigationToolbar:
            return receiver(controllerTest(query))
        case .navigationItem, .searchController:
            // The screen a navigation controller between the markers shows: its top controller.
            return receiver(
                NodeMatcher(name: query.route.containerClassName ?? query.className) { view in
                    guard let navigation = view.owningController, query.isRouteContainer(navigation),
                        let top = navigation.hierarchyChildren.last
                    else { return nil }
                    return heldHit(query, by: top)
                })
        case .windowToolbar, .searchToolbarItem:
            return window(query, scope: .receiver)
        case .sheetPresentation, .popoverPresentation:
            // A presentation is reached from inside the presented content, never from between markers.
            var result = SearchResult<Node, Hit<Node, Target>>(scope: .receiver)
            result.missReasons = [.onlyFromInsidePresentedContent]
            return result
        }
    }

    /// Ancestor scope: what holds the probe.
    func ancestor<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        switch query.route {
        case .view:
            return ancestor(viewTest(query))
        case .window:
            return window(query, scope: .ancestor)
        case .viewController, .navigationController, .splitViewController, .tabBarController:
            return controllerAncestor(query)
        case .searchBarInNavigationController:
            return searchBarAbove(query)
        case .refreshControl:
            return ancestor(refreshControlTest(query))
        case .navigationBar, .navigationToolbar:
            return controllerAncestor(query)
        case .navigationItem, .searchController:
            return screenAncestor(query)
        case .windowToolbar, .searchToolbarItem:
            return window(query, scope: .ancestor)
        case .sheetPresentation, .popoverPresentation:
            return presentation(query)
        }
    }

    /// The class test of a view route: accepts views of the class, turns away (with their subtrees) views that
    /// belong to another control.
    func viewTest<Target>(_ query: TargetQuery<Node, Target>) -> NodeMatcher<Node, Hit<Node, Target>> {
        NodeMatcher(
            name: query.className,
            match: { view in
                guard let target = query.target(.view(view)), !query.belongsToAnotherControl(view) else { return nil }
                return Hit(target: target, location: .view(view))
            },
            rejects: { query.excludes($0) },
            excludedNames: query.excludedClassNames
        )
    }

    /// The test of the refresh-control route: a view whose `refreshControl` is one the query accepts; the hit is the
    /// control. The control itself (a subview of its scroll view in UIKit) is never taken for its own sake.
    func refreshControlTest<Target>(_ query: TargetQuery<Node, Target>) -> NodeMatcher<Node, Hit<Node, Target>> {
        NodeMatcher(name: query.className) { view in
            guard let control = view.refreshControl, let target = query.target(.view(control)) else { return nil }
            return Hit(target: target, location: .view(control))
        }
    }

    /// The class test of a controller route between the markers: a view that is the root view of a controller
    /// the route accepts. Controllers whose root view is not between the markers — the navigation controller
    /// around the modified view, say — are never reached this way.
    func controllerTest<Target>(_ query: TargetQuery<Node, Target>) -> NodeMatcher<Node, Hit<Node, Target>> {
        NodeMatcher(name: query.route.containerClassName ?? query.className) { view in
            guard let controller = view.owningController else { return nil }
            return controllerHit(query, controller)
        }
    }

    /// `controller` as the target of a controller route, if it is one; for a route that reads a property of the
    /// controller (a navigation bar), what the controller holds there.
    private func controllerHit<Target>(_ query: TargetQuery<Node, Target>, _ controller: Node.Controller) -> Hit<
        Node, Target
    >? {
        guard query.isRouteContainer(controller) else { return nil }
        if query.route.heldObject != nil { return heldHit(query, by: controller) }
        guard let target = query.target(.controller(controller)) else { return nil }
        return Hit(target: target, location: .controller(controller))
    }

    /// What `controller` holds as the route's property, as the target, if it holds one of the target's class.
    private func heldHit<Target>(_ query: TargetQuery<Node, Target>, by controller: Node.Controller) -> Hit<
        Node, Target
    >? {
        guard let object = query.route.heldObject, controller.heldObjectClasses(object) != nil,
            let target = query.target(.held(object, by: controller))
        else { return nil }
        return Hit(target: target, location: .held(object, by: controller))
    }

    /// The screen around the probe — the nearest controller among the hosting controller and its parents that a
    /// navigation controller holds — and what it holds as the route's property. Only that screen is asked: an
    /// outer screen's item, or another screen's on the same stack, is not the probe's.
    func screenAncestor<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        var result = SearchResult<Node, Hit<Node, Target>>(scope: .ancestor)
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        var candidate: Node.Controller? = hosting
        while let controller = candidate {
            result.cost.ancestorSteps += 1
            result.cost.nodesVisited += 1
            guard let parent = controller.hierarchyParent else { break }
            if query.isRouteContainer(parent) {
                if let hit = heldHit(query, by: controller) {
                    result.target = hit
                    result.node = controller.rootView
                } else {
                    result.missReasons = [
                        .selectorMappedToNothing(
                            entryClassName: controller.hierarchyTypeName, targetName: query.className)
                    ]
                }
                return result
            }
            candidate = parent
        }
        result.missReasons = [
            .noMatchingAncestor(
                className: query.route.containerClassName ?? query.className, examined: result.cost.nodesVisited)
        ]
        return result
    }

    /// The controller route above the probe: the hosting controller of the probe, then its parents.
    func controllerAncestor<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        var result = SearchResult<Node, Hit<Node, Target>>(scope: .ancestor)
        let name = query.route.containerClassName ?? query.className
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        var candidate: Node.Controller? = hosting
        while let controller = candidate {
            result.cost.ancestorSteps += 1
            result.cost.nodesVisited += 1
            if let hit = controllerHit(query, controller) {
                result.target = hit
                result.node = controller.rootView
                return result
            }
            candidate = controller.hierarchyParent
        }
        result.missReasons = [.noMatchingAncestor(className: name, examined: result.cost.nodesVisited)]
        return result
    }

    /// The first view of the query's class under the root view of `navigation`, in pre-order.
    func searchBar<Target>(_ query: TargetQuery<Node, Target>, under navigation: Node.Controller) -> Hit<
        Node, Target
    >? {
        guard let root = navigation.rootView else { return nil }
        let test = viewTest(query)
        var walk = PreorderSequence(root: root).makeIterator()
        while let view = walk.next() {
            if let hit = test.target(of: view) { return hit }
        }
        return nil
    }

    /// The search bar of the nearest navigation controller around the probe that has one.
    func searchBarAbove<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        var result = SearchResult<Node, Hit<Node, Target>>(scope: .ancestor)
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        var candidate: Node.Controller? = hosting
        while let controller = candidate {
            result.cost.ancestorSteps += 1
            if query.isRouteContainer(controller), let hit = searchBar(query, under: controller) {
                result.target = hit
                result.node = hit.location.anchorView
                return result
            }
            candidate = controller.hierarchyParent
        }
        result.missReasons = [.noMatchingAncestor(className: query.className, examined: result.cost.ancestorSteps)]
        return result
    }

    /// The window the probe is in — or what it holds for the route: its toolbar, or the toolbar item of
    /// `.searchable`. No walk, and no need for the content to have a platform view.
    func window<Target>(_ query: TargetQuery<Node, Target>, scope: IntrospectionScope) -> SearchResult<
        Node, Hit<Node, Target>
    > {
        var result = SearchResult<Node, Hit<Node, Target>>(scope: scope)
        guard probe.isInWindow else {
            result.missReasons = [.notInWindow]
            return result
        }
        var location = HierarchyTarget<Node>.window(containing: probe)
        var wanted = query.className
        if query.route == .searchToolbarItem || query.route.heldObject != nil {
            let object =
                query.route == .searchToolbarItem
                ? probe.windowToolbarItemIdentifiers.firstIndex(of: HeldObject.swiftUISearchItemIdentifier).map {
                    HeldObject.toolbarItem(index: $0)
                } : query.route.heldObject
            if query.route == .searchToolbarItem { wanted = "search toolbar item" }
            guard let object, probe.windowObjectClasses(object) != nil else {
                result.missReasons = [.selectorMappedToNothing(entryClassName: "window", targetName: wanted)]
                return result
            }
            location = .windowObject(object, containing: probe)
        }
        guard let target = query.target(location) else {
            result.missReasons = [.selectorMappedToNothing(entryClassName: "window", targetName: wanted)]
            return result
        }
        result.target = Hit(target: target, location: location)
        result.node = probe
        return result
    }

    /// The presentation around the probe: only from a controller that is presented.
    func presentation<Target>(_ query: TargetQuery<Node, Target>) -> SearchResult<Node, Hit<Node, Target>> {
        var result = SearchResult<Node, Hit<Node, Target>>(scope: .ancestor)
        guard let hosting = probe.hostingController else {
            result.missReasons = [.noHostingController]
            return result
        }
        guard let presented = hosting.presentedAncestor else {
            result.missReasons = [.notPresented]
            return result
        }
        let location = HierarchyTarget<Node>.presentation(
            of: presented, query.route == .popoverPresentation ? .popover : .sheet)
        guard let target = query.target(location) else {
            result.missReasons = [
                .selectorMappedToNothing(entryClassName: presented.hierarchyTypeName, targetName: query.className)
            ]
            return result
        }
        result.target = Hit(target: target, location: location)
        result.node = presented.rootView
        return result
    }
}

extension IntrospectionSearch where Node: HierarchyView {
    /// Whether a target found before at `location` still holds, so it can be handed over again without a walk:
    /// its view (a controller's root view, a presented controller's root view) is still in a window and still
    /// where a search in `scope` finds it — below the markers' common ancestor, or above the probe. A window
    /// holds while the probe is in a window; a presentation while its controller is still presented.
    ///
    /// A target above the probe, in a scope whose receiver part is searched first (`[.receiver, .ancestor]`),
    /// holds only while nothing lies between the markers: content that appeared there since (a `VideoPlayer`
    /// shown by a condition, with its controller) may hold a target the receiver part would now hand over
    /// instead. When something lies there the target is not taken as in place, and a search decides.
    ///
    /// - Complexity: O(depth), plus the sibling positions along the anchor's path when a target above the probe
    ///   is checked in a scope with both parts.
    public func stillHolds(_ location: HierarchyTarget<Node>, scope: IntrospectionScope) -> Bool {
        switch location {
        case .window:
            return probe.isInWindow
        case let .presentation(controller, _):
            guard controller.presentingController != nil, let root = controller.rootView, root.isInWindow else {
                return false
            }
            return probe.isDescendant(of: root)
        case let .windowObject(object, _):
            guard probe.isInWindow, probe.windowObjectClasses(object) != nil else { return false }
            if case let .toolbarItem(index) = object {
                let identifiers = probe.windowToolbarItemIdentifiers
                return identifiers.indices.contains(index)
                    && identifiers[index] == HeldObject.swiftUISearchItemIdentifier
            }
            return true
        case let .held(object, controller):
            guard controller.heldObjectClasses(object) != nil else { return false }
            return isInPlace(location.anchorView, scope: scope)
        case .view, .controller:
            return isInPlace(location.anchorView, scope: scope)
        }
    }

    /// Whether `view`, where a target was found, is still in a window and still where a search in `scope` finds it.
    private func isInPlace(_ view: Node?, scope: IntrospectionScope) -> Bool {
        guard let view, view.isInWindow else { return false }
        if scope.contains(.ancestor), probe.isDescendant(of: view) {
            return !scope.contains(.receiver) || !holdsNodesBetweenMarkers
        }
        guard scope.contains(.receiver), let commonAncestor = TreeNavigation.nearestCommonAncestor(anchor, probe)
        else {
            return false
        }
        return view.isDescendant(of: commonAncestor) && !view.isSameNode(as: commonAncestor)
    }

    /// Whether any node other than markers and their hosts lies between the markers: the receiver walk, stopped
    /// at its first candidate.
    var holdsNodesBetweenMarkers: Bool {
        receiver(NodeMatcher<Node, Node>(name: "any view") { $0 }).isHit
    }
}
