import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 005 · annotated closure parameter; @State written after a main-queue hop, UIKit mutated at once
// Source: Dimillian/IceCubesApp Packages/Timeline/Sources/Timeline/View/TimelineView.swift @ 576b52e8c8647212b2cbfcc0fb04db90177c9845
// API shape: .introspect(.list, on: .iOS(.v17, .v18)) { (collectionView: UICollectionView) in
//                DispatchQueue.main.async { self.collectionView = collectionView }; collectionView.prefetchDataSource = … }
// View type: .list
// Platforms: iOS

#if os(iOS)
final class RowPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

@MainActor
struct TimelineList: View {
    let statuses: [String]
    @State private var collectionView: UICollectionView?
    @State private var prefetcher = RowPrefetcher()

    var body: some View {
        List(statuses, id: \.self) { Text($0) }
            .introspect(.list, on: .iOS(.v17, .v18)) { (collectionView: UICollectionView) in
                DispatchQueue.main.async {
                    self.collectionView = collectionView
                }
                collectionView.isPrefetchingEnabled = true
                collectionView.prefetchDataSource = prefetcher
            }
            .onAppear {
                collectionView?.flashScrollIndicators()
            }
    }
}
#endif
