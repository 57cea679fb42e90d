import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 108 · OVERLOAD HYGIENE: a one-line closure whose right-hand side names its type (`UIColor.red`), after the
//               longest lists (7 iOS + 7 tvOS + 4 visionOS: every constant `.fullScreenCover` has), inside a presentation's content closure
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Presentation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
//         (the multi-line `.fullScreenCover` call, there with `.red.withAlphaComponent(0.75)`); `UIColor.red` instead of `.red`
//         is how much app code spells a colour
// API shape: .fullScreenCover(isPresented:) { Button(…).introspect(
//                .fullScreenCover,
//                on: .iOS([7]), .tvOS([7]), .visionOS([4])
//            ) { presentationController in presentationController.containerView?.backgroundColor = UIColor.red } }
// View type: overload hygiene: long lists
// Platforms: iOS

#if os(iOS)
struct ExplicitTypeInClosure: View {
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
                        presentationController.containerView?.backgroundColor = UIColor.red
                    }
            }
    }
}
#endif
