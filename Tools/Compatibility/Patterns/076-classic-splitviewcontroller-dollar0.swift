import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 076 · `$0` in a multi-statement classic closure on a two-column NavigationView
// Source: omnivore-app/omnivore apple/OmnivoreKit/Sources/App/Views/LibrarySplitView.swift @ 322ce62b2e09a4fc8f328dde6003e7066953a9ca
// API shape: NavigationView { sidebar; detail }.introspectSplitViewController { $0.preferredPrimaryColumnWidth = 230; $0.displayModeButtonVisibility = .always }
// View type: introspectSplitViewController
// Platforms: iOS

#if os(iOS)
struct LibrarySplit: View {
    var body: some View {
        NavigationView {
            List { Text("Inbox") }
            Text("Reader")
        }
        .introspectSplitViewController {
            $0.preferredPrimaryColumnWidth = 230
            $0.displayModeButtonVisibility = .always
        }
    }
}
#endif
