// swift-tools-version: 6.0
// The workshop beside the library: what maintainers run, never resolved by an app that depends on Introspect.
// - IntrospectDumps: reads pasted hierarchy dumps (recursiveDescription, _printHierarchy, logs, JSON captures, …)
//   and explains what a search would find in them;
// - `introspect`: the command-line tool on top of it;
// - `generate-from-catalog`: writes the Apple layer's generated sources from IntrospectCore's catalog;
// - Compatibility/, API/ and Scripts/: the compatibility suite, the public-surface and API-breakage checks, the
//   Apple SDK compile check.

import PackageDescription

let package = Package(
    name: "IntrospectTools",
    platforms: [.macOS(.v13)],
    products: [
        // Dump parsing for tools (the CLI, the fuzzer, benchmarks, a user's own tooling); not for apps.
        .library(name: "IntrospectDumps", targets: ["IntrospectDumps"]),
        // The target is `IntrospectCLI`: a target named `introspect` would collide with `Introspect` on
        // case-insensitive disks.
        .executable(name: "introspect", targets: ["IntrospectCLI"]),
        .executable(name: "generate-from-catalog", targets: ["CatalogGenerator"]),
    ],
    dependencies: [
        .package(name: "Introspect", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "IntrospectDumps",
            dependencies: [
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
            ]
        ),
        .executableTarget(
            name: "IntrospectCLI",
            dependencies: [
                "IntrospectDumps",
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "CatalogGenerator", dependencies: [.product(name: "IntrospectCore", package: "Introspect")]),
        // The real dumps' files and manifests (each fixture's source and expected answers), read by the dump tests
        // and the command's tests alike.
        .target(name: "DumpFixtures", path: "Tests/DumpFixtures"),
        // Reading this repository's Swift sources, for the architecture tests of both packages.
        .target(name: "SourceScanning", path: "Tests/SourceScanning"),
        .testTarget(
            name: "IntrospectDumpsTests",
            dependencies: [
                "IntrospectDumps", "DumpFixtures", "SourceScanning",
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntrospectCLITests",
            dependencies: [
                "IntrospectCLI", "IntrospectDumps", "DumpFixtures",
                .product(name: "IntrospectCore", package: "Introspect"),
                .product(name: "IntrospectSimulation", package: "Introspect"),
            ]
        ),
        .testTarget(name: "RepositoryChecksTests", dependencies: ["SourceScanning"]),
        .testTarget(
            name: "CatalogGeneratorTests",
            dependencies: ["CatalogGenerator", .product(name: "IntrospectCore", package: "Introspect")]
        ),
    ]
)
