import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 018 · receiver scope on a NavigationStack(path:) itself; the pop recogniser's targets reused by KVC
// Source: mlemgroup/mlem Mlem/App/Views/Shared/Navigation/NavigationLayerView.swift @ 893a835046ded82f85f7511698e758af810804eb
// API shape: NavigationStack(path: $path) { … }.introspect(.navigationStack, on: .iOS(.v17, .v18)) { controller in
//                guard let recognizer = controller.interactivePopGestureRecognizer, let targets = recognizer.value(forKey: "targets") … }
// View type: .navigationStack
// Platforms: iOS

#if os(iOS)
@available(iOS 16, *)
@MainActor
struct FullWidthBackStack: View {
    @State private var path: [Int] = []
    @State private var fullWidthPan = UIPanGestureRecognizer()

    var body: some View {
        NavigationStack(path: $path) {
            List(1..<20) { number in
                NavigationLink("Page \(number)", value: number)
            }
            .navigationDestination(for: Int.self) { Text("Page \($0)") }
        }
        .introspect(.navigationStack, on: .iOS(.v17, .v18)) { controller in
            guard let recognizer = controller.interactivePopGestureRecognizer,
                  let targets = recognizer.value(forKey: "targets"),
                  fullWidthPan.view == nil
            else { return }
            fullWidthPan.setValue(targets, forKey: "targets")
            controller.view.addGestureRecognizer(fullWidthPan)
        }
    }
}
#endif
