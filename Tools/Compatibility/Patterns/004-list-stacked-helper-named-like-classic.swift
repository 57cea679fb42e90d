import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 004 · two stacked .list calls (table view up to iOS 15, collection view from 16) feeding one private
//               helper whose name is the classic API's `introspectScrollView`
// Source: exyte/ScalingHeaderScrollView Sources/AutosizingList.swift @ 79d189c3eacc8654d4fe4e6fbc8247c824e0d1c6
//         (the stacked form is also the README's List example, siteline/swiftui-introspect README.md @ 9c0d0a2b)
// API shape: .introspect(.list, on: .iOS(.v15)) { tableView in introspectScrollView(tableView) }
//            .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26)) { collectionView in introspectScrollView(collectionView) }
//            with `private func introspectScrollView(_ scrollView: UIScrollView)` in the same struct
// View type: .list
// Platforms: iOS

#if os(iOS)
@MainActor
final class ContentHeightObserver: ObservableObject {
    @Published var height: CGFloat = 0
    var observation: NSKeyValueObservation?
}

@MainActor
struct SelfSizingList: View {
    let rows: [String]
    @StateObject private var observer = ContentHeightObserver()

    var body: some View {
        List(rows, id: \.self) { Text($0) }
            .introspect(.list, on: .iOS(.v15)) { tableView in
                introspectScrollView(tableView)
            }
            .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26)) { collectionView in
                introspectScrollView(collectionView)
            }
            .frame(height: observer.height)
    }

    private func introspectScrollView(_ scrollView: UIScrollView) {
        guard observer.observation == nil else { return }
        let observer = observer
        observer.observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { view, _ in
            let height = view.contentSize.height
            Task { @MainActor in observer.height = height }
        }
    }
}
#endif
