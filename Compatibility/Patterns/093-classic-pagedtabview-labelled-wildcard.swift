import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 093 · labelled two-parameter closure with a wildcard first parameter, the scroll view kept in a model once
// Source: call sites found through the code index (repositories not resolved: code-index file ids 12985233623 and 6984900035),
//         on the 0.12.0 signature in siteline/swiftui-introspect Introspect/ViewExtensions.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
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
