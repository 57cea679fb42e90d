import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 019 · a view type built by a static function with a style argument, on a stack-style NavigationView
// Source: siteline/swiftui-introspect README.md @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (section "NavigationView")
// API shape: NavigationView { … }.navigationViewStyle(.stack)
//                .introspect(.navigationView(style: .stack), on: .iOS(.v17, .v18, .v26, .v27)) { navigationController in … }
// View type: .navigationView(style: .stack)
// Platforms: iOS

#if os(iOS)
struct TintedStackNavigation: View {
    var body: some View {
        NavigationView {
            Text("Inbox").navigationTitle("Mail")
        }
        .navigationViewStyle(.stack)
        .introspect(.navigationView(style: .stack), on: .iOS(.v17, .v18, .v26, .v27)) { navigationController in
            navigationController.navigationBar.backgroundColor = .systemTeal
        }
    }
}
#endif
