// swift-tools-version: 6.0
// Swift 6 language mode with complete strict concurrency (the default of tools-version 6.0).
// Only Swift 6.0 language features: users build with Xcode 16.0 and later.

import PackageDescription

let package = Package(
    name: "Introspect",
    platforms: [
        // Mac Catalyst takes the iOS branch of every `#if os(...)` in the Apple layer.
        .iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1),
    ],
    products: [
        // Every platform, Linux included; no dependencies and no Apple import.
        .library(name: "IntrospectCore", targets: ["IntrospectCore"]),
        // The Apple layer; re-exports IntrospectCore. Builds empty on Linux.
        .library(name: "Introspect", targets: ["Introspect"]),
        // Dump parsing for tools (the CLI, the fuzzer, benchmarks); not for apps.
        .library(name: "IntrospectDumps", targets: ["IntrospectDumps"]),
        // The target is `IntrospectCLI`: a target named `introspect` would collide with `Introspect`
        // on case-insensitive disks.
        .executable(name: "introspect", targets: ["IntrospectCLI"]),
        // Writes Sources/Introspect/ViewTypes from the catalog.
        .executable(name: "generate-view-types", targets: ["GenerateViewTypes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // `swift package generate-documentation` (Scripts/build-docs.sh); no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
    ],
    targets: [
        .target(name: "IntrospectCore"),
        .target(name: "Introspect", dependencies: ["IntrospectCore"]),
        // Sample calls of the typed API (generated) and examples: compile-checked against the SDKs, empty on Linux.
        .target(name: "IntrospectExamples", dependencies: ["Introspect"]),
        // Behavioural scenarios hosting real SwiftUI views (compile-checked here, run on Apple platforms).
        .target(name: "IntrospectBehaviourChecks", dependencies: ["Introspect"]),
        // Parsers for recorded hierarchy dumps: used by the CLI and the tests, never linked into apps.
        .target(name: "IntrospectDumps", dependencies: ["IntrospectCore"]),
        .executableTarget(name: "GenerateViewTypes", dependencies: ["IntrospectCore"]),
        .executableTarget(
            name: "IntrospectCLI",
            dependencies: [
                "IntrospectCore",
                "IntrospectDumps",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs the behavioural scenarios; empty on Linux.
        .testTarget(name: "IntrospectAppleTests", dependencies: ["IntrospectBehaviourChecks"]),
        .testTarget(
            name: "GenerateViewTypesTests",
            dependencies: ["GenerateViewTypes", "IntrospectCore"]
        ),
        .testTarget(
            name: "IntrospectCLITests",
            dependencies: ["IntrospectCLI", "IntrospectDumps", "IntrospectCore"]
        ),
        .testTarget(
            name: "IntrospectDumpsTests",
            dependencies: ["IntrospectDumps", "IntrospectCore"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntrospectCoreTests",
            dependencies: [
                "IntrospectCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
