import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 022 · a UIKit property SwiftUI sets again after the callback, written after a main-queue hop
// Source: https://github.com/siteline/swiftui-introspect/issues/372
// API shape: .introspect(.navigationSplitView, on: .iOS(.v16, .v17)) { splitViewController in
//                DispatchQueue.main.async { splitViewController.displayModeButtonVisibility = .never } }
// View type: .navigationSplitView
// Platforms: iOS

#if os(iOS)
@available(iOS 16, *)
struct FixedSidebarSplit: View {
    var body: some View {
        NavigationSplitView {
            List { Text("Folders") }
        } detail: {
            Text("Messages")
        }
        .introspect(.navigationSplitView, on: .iOS(.v16, .v17)) { splitViewController in
            DispatchQueue.main.async {
                splitViewController.displayModeButtonVisibility = .never
            }
        }
    }
}
#endif
