import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 001 · the enclosing scroll view, reached from a view inside it
// Source: siteline/swiftui-introspect README.md @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (section "Usage")
// API shape: .introspect(.scrollView, on: .iOS(.v17, .v18, .v26, .v27), scope: .ancestor) { scrollView in … }
//            applied to a child of the ScrollView; explicit four-version list; unannotated trailing closure
// View type: .scrollView
// Platforms: iOS

#if os(iOS)
struct AncestorScrollViewRow: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Header")
                Text("A row that wants its container to stop bouncing")
                    .introspect(.scrollView, on: .iOS(.v17, .v18, .v26, .v27), scope: .ancestor) { scrollView in
                        scrollView.alwaysBounceVertical = false
                        scrollView.keyboardDismissMode = .interactive
                    }
            }
        }
    }
}
#endif
