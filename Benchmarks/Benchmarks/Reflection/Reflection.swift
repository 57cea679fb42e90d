import Benchmark
@_spi(Tooling) import IntrospectCore

// The field shapes of SwiftUI's `Text("A").tag(0)` before the Xcode 16 SDK (`modifier|value|tagged`), enough
// for the split-and-tag path; the tests hold the full set of shapes.
protocol TraitKey { associatedtype Value }
struct TagValueTraitKey<V>: TraitKey {
    enum Value {
        case untagged
        case tagged(V)
    }
}
struct _TraitWritingModifier<Trait: TraitKey> { let value: Trait.Value }
struct ModifiedContent<Content, Modifier> {
    var content: Content
    var modifier: Modifier
}
struct TupleView<T> { var value: T }
struct Text {
    let storage: String
    let modifiers: [Int]
}

func tagged(_ index: Int) -> ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>> {
    ModifiedContent(
        content: Text(storage: "row \(index)", modifiers: []), modifier: _TraitWritingModifier(value: .tagged(index)))
}

/// The approach of the original article: a `Mirror.descendant` chain per child.
func naiveTags(_ content: Any) -> [Int] {
    (0..<10).compactMap { index in
        Mirror(reflecting: content).descendant("value", ".\(index)", "modifier", "value", "tagged") as? Int
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 20_000
    )
    let tenChildren = TupleView(
        value: (
            tagged(0), tagged(1), tagged(2), tagged(3), tagged(4), tagged(5), tagged(6), tagged(7), tagged(8), tagged(9)
        ))
    // Every row must give the same tags before it is timed.
    precondition(naiveTags(tenChildren) == Array(0..<10))
    for route in ReflectionRoute.allCases {
        precondition(
            ReflectionRoute.with(route) { try? TagReading.tags(ofChildrenIn: tenChildren, as: Int.self) }
                == Array(0..<10))
        precondition(
            ReflectionRoute.with(route) {
                try? ContentReflection.children(of: tenChildren).map { try $0.tag(as: Int.self) }
            } == Array(0..<10))
    }

    // The three rows of the reflection table: the same call on each route, and the naive chain.
    Benchmark(
        "split 10 children + read tags · 1 fast path (metadata offsets)", configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        ReflectionRoute.with(.metadata) {
            for _ in benchmark.scaledIterations {
                blackHole(try? TagReading.tags(ofChildrenIn: tenChildren, as: Int.self))
            }
        }
    }
    Benchmark("split 10 children + read tags · 2 Mirror path (forced route)") { benchmark in
        ReflectionRoute.with(.mirror) {
            for _ in benchmark.scaledIterations {
                blackHole(try? TagReading.tags(ofChildrenIn: tenChildren, as: Int.self))
            }
        }
    }
    Benchmark("split 10 children + read tags · 3 naive Mirror.descendant chain") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(naiveTags(tenChildren)) }
    }
    // The general path (children first, then each child's tag), on each route.
    Benchmark(
        "split 10 children + read tags · general path, metadata offsets", configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
        ReflectionRoute.with(.metadata) {
            for _ in benchmark.scaledIterations {
                blackHole(try? ContentReflection.children(of: tenChildren).map { try $0.tag(as: Int.self) })
            }
        }
    }
    Benchmark("split 10 children + read tags · general path, Mirror") { benchmark in
        ReflectionRoute.with(.mirror) {
            for _ in benchmark.scaledIterations {
                blackHole(try? ContentReflection.children(of: tenChildren).map { try $0.tag(as: Int.self) })
            }
        }
    }
}
