import Combine
import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 091 · classic lookup in a ViewModifier holding a @StateObject; a KVO publisher subscribed once
// Source: https://github.com/siteline/swiftui-introspect/issues/54
// API shape: struct ScrollViewDidScrollViewModifier: ViewModifier { @StateObject var viewModel = ViewModel(); var didScroll: (CGPoint) -> Void
//                func body(content:) { content.introspectScrollView { scrollView in if viewModel.contentOffsetSubscription == nil {
//                    viewModel.contentOffsetSubscription = scrollView.publisher(for: \.contentOffset).sink { didScroll($0) } } } } }
//            (the issue uses introspectScrollView; here the same shape on introspectCollectionView)
// View type: introspectCollectionView
// Platforms: iOS

#if os(iOS)
@MainActor
final class OffsetSubscriptionModel: ObservableObject {
    var contentOffsetSubscription: AnyCancellable?
}

@MainActor
struct CollectionDidScroll: ViewModifier {
    @StateObject private var viewModel = OffsetSubscriptionModel()
    var didScroll: (CGPoint) -> Void

    func body(content: Content) -> some View {
        content.introspectCollectionView { collectionView in
            if viewModel.contentOffsetSubscription == nil {
                viewModel.contentOffsetSubscription = collectionView.publisher(for: \.contentOffset).sink { offset in
                    didScroll(offset)
                }
            }
        }
    }
}
#endif
