import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 033 · annotated UISheetPresentationController, called from inside the sheet's content
// Source: https://github.com/siteline/swiftui-introspect/issues/286 (maintainer's suggested replacement for introspectViewController)
// API shape: .sheet(isPresented: $isPresented) { Button("Dismiss") { … }
//                .introspect(.sheet, on: .iOS(.v15, .v16, .v17)) { (controller: UISheetPresentationController) in controller.prefersGrabberVisible = true } }
// View type: .sheet
// Platforms: iOS

#if os(iOS)
struct GrabberSheetHost: View {
    @State private var isPresented = false

    var body: some View {
        Button("Present") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Button("Dismiss") { isPresented = false }
                    .introspect(.sheet, on: .iOS(.v15, .v16, .v17)) { (controller: UISheetPresentationController) in
                        controller.prefersGrabberVisible = true
                    }
            }
    }
}
#endif
