import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 092 · the two-parameter classic closure of the paged TabView (iOS 14+)
// Source: siteline/swiftui-introspect Introspect/ViewExtensions.swift and IntrospectTests/UIKitTests.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
//         (`@available(iOS 14, tvOS 14, *) func introspectPagedTabView(customize: @escaping (UICollectionView, UIScrollView) -> ())`)
// API shape: TabView { … }.tabViewStyle(.page).introspectPagedTabView { collectionView, scrollView in scrollView.bounces = false; scrollView.isScrollEnabled = false }
// View type: introspectPagedTabView
// Platforms: iOS

#if os(iOS)
struct LockedPager: View {
    var body: some View {
        TabView {
            Text("Step 1")
            Text("Step 2")
        }
        .tabViewStyle(.page)
        .introspectPagedTabView { collectionView, scrollView in
            scrollView.bounces = false
            scrollView.isScrollEnabled = false
            collectionView.allowsSelection = false
        }
    }
}
#endif
