import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 071 · an unapplied generic TargetViewSelector function; the target class comes from the annotated closure;
//               @State written synchronously (safe under the 0.x delivery)
// Source: Dimillian/IceCubesApp Packages/Timeline/Sources/Timeline/TimelineView.swift @ 4104fdf4f57bacc5b18523989a99590c56092657
// API shape: .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: { (collectionView: UICollectionView) in
//                self.collectionView = collectionView })
// View type: introspect(selector:)
// Platforms: iOS

#if os(iOS)
struct ScrollToTopTimeline: View {
    @State private var collectionView: UICollectionView?
    let posts = (1...30).map { "Post \($0)" }

    var body: some View {
        VStack {
            Button("Top") {
                collectionView?.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
            }
            List(posts, id: \.self) { Text($0) }
                .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: { (collectionView: UICollectionView) in
                    self.collectionView = collectionView
                })
        }
    }
}
#endif
