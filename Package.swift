// swift-tools-version: 6.0
// The library an app links: IntrospectCore and Introspect, with no package dependencies. Everything maintainers run
// — the dump reader and the `introspect` command, the generator, the compatibility suite, the API checks — is the
// sibling package in Tools/; benchmarks and the fuzzer are packages of their own.
//
// Swift 6 language mode with complete strict concurrency (the default of tools-version 6.0), and only Swift 6.0
// language features: apps build with Xcode 16.0 and later.

import PackageDescription

let package = Package(
    name: "Introspect",
    platforms: [
        // Mac Catalyst takes the iOS branch of every `#if os(...)` in the Apple layer.
        .iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1),
    ],
    products: [
        // Every platform, Linux included; no Apple import.
        .library(name: "IntrospectCore", targets: ["IntrospectCore"]),
        // The Apple layer; re-exports what its API names from IntrospectCore. Builds empty on Linux.
        .library(name: "Introspect", targets: ["Introspect"]),
        // For tools and tests, never linked by `Introspect`: recorded hierarchies (the dump reader's tree, the tests'
        // doubles) and the model of each platform's frame pipeline that the runtime's timing is tested against.
        .library(name: "IntrospectSimulation", targets: ["IntrospectSimulation"]),
    ],
    targets: [
        .target(name: "IntrospectCore"),
        .target(name: "Introspect", dependencies: ["IntrospectCore"]),
        .target(name: "IntrospectSimulation", dependencies: ["IntrospectCore"]),
        // A call of every view type's API on every platform, and the examples of the guides: compile checks run
        // against the Apple SDKs (Tools/Scripts/apple-check.sh); empty on Linux, and no product.
        .target(name: "IntrospectCompileChecks", dependencies: ["Introspect"]),
        // Scenarios that host real SwiftUI views and check what customize receives, and when; run on a Mac by
        // IntrospectAppleTests, compile-checked against the SDKs elsewhere; no product.
        .target(name: "IntrospectBehaviorChecks", dependencies: ["Introspect"]),
        .testTarget(name: "IntrospectCoreTests", dependencies: ["IntrospectCore", "IntrospectSimulation"]),
        // Runs the behavior checks; empty on Linux.
        .testTarget(name: "IntrospectAppleTests", dependencies: ["IntrospectBehaviorChecks"]),
    ]
)
