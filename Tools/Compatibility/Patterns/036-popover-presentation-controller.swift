import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 036 · popover's UIPopoverPresentationController from its content
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Presentation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(
//                .popover,
//                on: .iOS([6]), .visionOS([4])
//            ) { presentationController in presentationController.containerView?.backgroundColor = … }
// View type: .popover
// Platforms: iOS

#if os(iOS)
struct PopoverHost: View {
    @State private var isPresented = false

    var body: some View {
        Button("Info") { isPresented = true }
            .popover(isPresented: $isPresented) {
                Text("Details")
                    .padding()
                    .introspect(
                        .popover,
                        on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
                    ) { presentationController in
                        presentationController.containerView?.backgroundColor = .systemYellow
                        presentationController.permittedArrowDirections = [.up, .down]
                    }
            }
    }
}
#endif
