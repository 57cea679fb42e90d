// swift-tools-version: 6.0
// The libFuzzer target for the dump parsers. A separate package: its entry point has no `main` (libFuzzer
// provides one), so it builds only with `-sanitize=fuzzer`. Run it with ./run.sh.

import PackageDescription

let package = Package(
    name: "IntrospectFuzz",
    dependencies: [
        .package(name: "Introspect", path: ".."),
        .package(name: "IntrospectTools", path: "../Tools"),
    ],
    targets: [
        .executableTarget(
            name: "DumpFuzzer",
            dependencies: [
                .product(name: "IntrospectDumps", package: "IntrospectTools"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
            ]
        )
    ]
)
