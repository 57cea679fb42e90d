import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 093 · labelled two-parameter closure with a wildcard first parameter, the scroll view kept in a model once
// Source: siteline/swiftui-introspect Introspect/ViewExtensions.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a (the 0.12.0
//         signature); the closure shape as two public call sites write it (found by text search; their repositories unresolved)
// API shape: .introspectPagedTabView(customize: { _, scrollView in …; if viewModel.pageScrollView == nil { viewModel.pageScrollView = scrollView } })
// View type: introspectPagedTabView
// Platforms: iOS

#if os(iOS)
@MainActor
final class PagerModel: ObservableObject {
    weak var pageScrollView: UIScrollView?
    @Published var page = 0
}

@MainActor
struct ModelPager: View {
    @StateObject private var viewModel = PagerModel()

    var body: some View {
        TabView(selection: $viewModel.page) {
            Text("A").tag(0)
            Text("B").tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .introspectPagedTabView(customize: { _, scrollView in
            scrollView.decelerationRate = .fast
            if viewModel.pageScrollView == nil {
                viewModel.pageScrollView = scrollView
            }
        })
    }
}
#endif
