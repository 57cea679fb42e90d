import Combine
import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 105 · the article's modifier on a List, bound to an @Published CGFloat of an ObservableObject, a Combine sink on it
// Source: colinfwalsh/stickyTest stickyTest/ContentView.swift @ 0bf47de885ce60712e85864cbac37b6c496b4400
// API shape: List { ForEach … }.scrollOffset($viewModel.tvOffset)   with @Published var tvOffset: CGFloat;
//            $tvOffset.sink { shouldShowBanner = $0 <= 30 }
// View type: scrollOffset
// Platforms: iOS

#if os(iOS)
@MainActor
final class BannerModel: ObservableObject {
    @Published var tvOffset: CGFloat = 0
    @Published var shouldShowBanner = true
    private var subscription: AnyCancellable?

    init() {
        subscription = $tvOffset
            .map { $0 <= 30 }
            .removeDuplicates()
            .sink { [weak self] in self?.shouldShowBanner = $0 }
    }
}

@MainActor
struct BannerList: View {
    @StateObject private var viewModel = BannerModel()

    var body: some View {
        VStack {
            if viewModel.shouldShowBanner {
                Text("Banner")
            }
            List {
                ForEach(0..<50, id: \.self) { Text("Item \($0)") }
            }
            .scrollOffset($viewModel.tvOffset)
        }
    }
}
#endif
