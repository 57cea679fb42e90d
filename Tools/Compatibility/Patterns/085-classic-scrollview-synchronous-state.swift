import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 085 · classic scroll-view lookup writing @State directly in the closure (fine under 0.x's delivery), then a modifier after it
// Source: jellyfin/Swiftfin Swiftfin tvOS/Views/ItemView/CinematicCollectionItemView.swift @ 11cc5f56ac9b8cfa844c78bf0326b1bac0d98e45
// API shape: ScrollView { … }.introspectScrollView { scrollView in wrappedScrollView = scrollView }.ignoresSafeArea()
//            with @State var wrappedScrollView: UIScrollView?   (the source is tvOS; the same call compiles for iOS)
// View type: introspectScrollView
// Platforms: iOS

#if os(iOS) || os(tvOS)
struct CinematicItem: View {
    @State private var wrappedScrollView: UIScrollView?

    var body: some View {
        ScrollView {
            VStack {
                Text("Overview")
                Button("More") {
                    wrappedScrollView?.scrollRectToVisible(CGRect(x: 0, y: 600, width: 1, height: 1), animated: true)
                }
            }
        }
        .introspectScrollView { scrollView in
            wrappedScrollView = scrollView
        }
        .ignoresSafeArea()
    }
}
#endif
