@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 003 · keep the scroll view for later without retaining it: @Weak in a view
// Source: siteline/swiftui-introspect README.md @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (section "Keep instances outside the customize closure")
// API shape: @Weak var scrollView: UIScrollView? stored in a View;
//            .introspect(.scrollView, on: .iOS(.v17, .v18, .v26, .v27)) { scrollView in self.scrollView = scrollView }
//            and the handle used later from a button action
// View type: .scrollView
// Platforms: iOS

#if os(iOS)
struct JumpToTopFeed: View {
    @Weak var scrollView: UIScrollView?
    let items = (1...80).map { "Entry \($0)" }

    var body: some View {
        VStack {
            Button("Back to top") {
                scrollView?.setContentOffset(.zero, animated: true)
            }
            ScrollView {
                LazyVStack {
                    ForEach(items, id: \.self) { Text($0) }
                }
            }
            .introspect(.scrollView, on: .iOS(.v17, .v18, .v26, .v27)) { scrollView in
                self.scrollView = scrollView
            }
        }
    }
}
#endif
