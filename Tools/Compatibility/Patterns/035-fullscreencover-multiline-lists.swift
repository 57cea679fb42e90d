import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 035 · full-screen cover's presentation controller from its content, 7 + 7 + 4 constants, multi-line
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Presentation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(
//                .fullScreenCover,
//                on: .iOS([7]), .tvOS([7]), .visionOS([4])
//            ) { presentationController in presentationController.containerView?.backgroundColor = .red.withAlphaComponent(0.75) }
//            (the Showcase lists 6 iOS and 6 tvOS versions; here all 7 that exist: `.fullScreenCover` starts at iOS/tvOS 14, `.v13` is unavailable)
// View type: .fullScreenCover
// Platforms: iOS

#if os(iOS)
struct TintedCoverHost: View {
    @State private var isPresented = false

    var body: some View {
        Button("Present cover") { isPresented = true }
            .fullScreenCover(isPresented: $isPresented) {
                Button("Close") { isPresented = false }
                    .introspect(
                        .fullScreenCover,
                        on: .iOS(.v14, .v15, .v16, .v17, .v18, .v26, .v27),
                        .tvOS(.v14, .v15, .v16, .v17, .v18, .v26, .v27),
                        .visionOS(.v1, .v2, .v26, .v27)
                    ) { presentationController in
                        presentationController.containerView?.backgroundColor = .red.withAlphaComponent(0.75)
                    }
            }
    }
}
#endif
