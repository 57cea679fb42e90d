import Benchmark
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// The engines compared.
enum Strategy: String, CaseIterable {
    /// The original library: from the probe, its view host, then the subtrees of the host's previous siblings.
    case v0 = "v0 classic"
    /// The reference library's 1.x style: descendant checks for the common ancestor, pre-order skip to the anchor.
    case v1 = "v1-style"
    /// This library's receiver search.
    case ours = "ours"
}

/// What is looked up.
enum LookupTarget: String, CaseIterable {
    case rowTextField = "text field of row N/2"
    /// The row after N/2 has markers but no text field.
    case absentTextField = "absent text field"
    case list = "the list itself"
}

struct Lookup {
    let hierarchy: ListHierarchy
    let target: LookupTarget
    let test: NodeMatcher<RecordedNode, RecordedNode>

    init(hierarchy: ListHierarchy, target: LookupTarget) {
        self.hierarchy = hierarchy
        self.target = target
        test = .named(target == .list ? hierarchy.list.superclassNames[0] : "UITextField")
    }

    var markers: (anchor: RecordedNode, probe: RecordedNode) {
        switch target {
        case .rowTextField: (hierarchy.rowAnchor, hierarchy.rowProbe)
        case .absentTextField: (hierarchy.absentAnchor, hierarchy.absentProbe)
        case .list: (hierarchy.listAnchor, hierarchy.listProbe)
        }
    }

    /// The right answer: the node the developer meant, or nothing.
    var expected: RecordedNode? {
        switch target {
        case .rowTextField: hierarchy.rowTextField
        case .absentTextField: nil
        case .list: hierarchy.list
        }
    }

    func run(_ strategy: Strategy) -> (found: RecordedNode?, cost: TraversalCost) {
        let (anchor, probe) = markers
        switch strategy {
        case .v0:
            // The selectors the original library shipped: `introspectTextField` and the list introspections.
            var classic = ClassicSearch<RecordedNode>()
            let found =
                target == .list
                ? classic.ancestorOrSiblingContaining(test, from: probe)
                : classic.siblingContainingOrAncestorOrAncestorChild(test, from: probe)
            return (found, classic.cost)
        case .v1:
            var cost = TraversalCost()
            let found = V1StyleBaseline.receiver(test, anchor: anchor, probe: probe, cost: &cost)
            return (found, cost)
        case .ours:
            let result = IntrospectionSearch(anchor: anchor, probe: probe).receiver(test)
            return (result.target, result.cost)
        }
    }
}

let nodesVisited = BenchmarkMetric.custom("nodes visited", polarity: .prefersSmaller, useScalingFactor: false)
let nodesTouched = BenchmarkMetric.custom("nodes touched", polarity: .prefersSmaller, useScalingFactor: false)
let wrongResult = BenchmarkMetric.custom("wrong result (1 = yes)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, nodesVisited, nodesTouched, wrongResult],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .milliseconds(400),
        maxIterations: 5_000
    )
    for size in [1_000, 10_000, 100_000] {
        for layout in ListHierarchy.Layout.allCases {
            let hierarchy = ListHierarchy(layout: layout, targetNodeCount: size)
            for target in LookupTarget.allCases {
                let lookup = Lookup(hierarchy: hierarchy, target: target)
                for strategy in Strategy.allCases {
                    // The new engines must find the right object; the classic one is timed whatever it returns, and
                    // its wrong answers are reported.
                    let (found, cost) = lookup.run(strategy)
                    let isWrong = found !== lookup.expected
                    precondition(
                        !isWrong || strategy == .v0, "\(strategy.rawValue) found the wrong node for \(target.rawValue)")
                    let name = "\(layout.rawValue) \(size / 1_000)k nodes · \(target.rawValue) · \(strategy.rawValue)"
                    // Lookups that touch few nodes take about a microsecond, near the clock's resolution for a
                    // single call: those run a thousand times per measurement (reported per lookup with --scale).
                    let scaling: BenchmarkScalingFactor = cost.nodesTouched < 1_000 ? .kilo : .one
                    Benchmark(name, configuration: .init(scalingFactor: scaling)) { benchmark in
                        benchmark.measurement(nodesVisited, cost.nodesVisited)
                        benchmark.measurement(nodesTouched, cost.nodesTouched)
                        benchmark.measurement(wrongResult, isWrong ? 1 : 0)
                        for _ in benchmark.scaledIterations {
                            blackHole(lookup.run(strategy).found)
                        }
                    }
                }
            }
        }
    }
}
