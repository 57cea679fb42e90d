import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 028 · three nested calls, each with 8 iOS + 8 tvOS + 4 visionOS constants, multi-line, function values
// Source: siteline/swiftui-introspect Tests/Tests/ViewTypes/ViewControllerTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(
//                .viewController,
//                on: .iOS([8]), .tvOS([8]), .visionOS([4]),
//                customize: spyN
//            )  on a TabView, on a stack NavigationView inside it and on the root Text
// View type: .viewController
// Platforms: iOS

#if os(iOS)
struct ControllerChain: View {
    let tabSpy: (UIViewController) -> Void
    let navigationSpy: (UIViewController) -> Void
    let hostSpy: (UIViewController) -> Void

    var body: some View {
        TabView {
            NavigationView {
                Text("Root")
                    .introspect(
                        .viewController,
                        on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                        .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                        .visionOS(.v1, .v2, .v26, .v27),
                        customize: hostSpy
                    )
            }
            .navigationViewStyle(.stack)
            .introspect(
                .viewController,
                on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                .visionOS(.v1, .v2, .v26, .v27),
                customize: navigationSpy
            )
        }
        .introspect(
            .viewController,
            on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
            .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
            .visionOS(.v1, .v2, .v26, .v27),
            customize: tabSpy
        )
    }
}
#endif
