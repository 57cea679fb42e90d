import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 063 · classic navigation-controller lookup from a child of the NavigationView
// Source: siteline/swiftui-introspect docs/LEGACY.md @ 121c146fe591b1320238d054ae35c81ffa45f45a
// API shape: NavigationView { Text("Item 2").introspectNavigationController { navigationController in
//                navigationController.navigationBar.backgroundColor = .red } }
// View type: introspectNavigationController
// Platforms: iOS

#if os(iOS)
struct ChildTintsNavigationBar: View {
    var body: some View {
        NavigationView {
            Text("Item 2")
                .introspectNavigationController { navigationController in
                    navigationController.navigationBar.backgroundColor = .red
                }
        }
    }
}
#endif
