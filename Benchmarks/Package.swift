// swift-tools-version: 6.1
// Benchmarks live in their own package so that users of Introspect never resolve the benchmark harness.

import PackageDescription

let package = Package(
    name: "IntrospectBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Introspect", path: ".."),
        .package(name: "IntrospectTools", path: "../Tools"),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "Lookup",
            dependencies: [
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Lookup",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Parsing",
            dependencies: [
                .product(name: "IntrospectDumps", package: "IntrospectTools"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Parsing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            // Not "Runtime": the Benchmark module imports the toolchain's `Runtime` module (backtraces).
            name: "ModifierRuntime",
            dependencies: [
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ModifierRuntime",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Reflection",
            dependencies: [
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Reflection",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
