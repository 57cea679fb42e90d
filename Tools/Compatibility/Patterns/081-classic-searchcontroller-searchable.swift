import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 081 · classic search-controller lookup right after `.searchable` with a placement
// Source: element-hq/element-x-ios ElementX/Sources/Screens/InviteUsersScreen/View/InviteUsersScreen.swift @ b677e5cbd701bc608a7a5e21d98a6d12aa6eb0c6
// API shape: .searchable(text:placement: .navigationBarDrawer(displayMode: .always), prompt:)
//                .introspectSearchController { searchViewController in searchViewController.hidesNavigationBarDuringPresentation = false }
// View type: introspectSearchController
// Platforms: iOS

#if os(iOS)
struct InviteUsers: View {
    @State private var query = ""

    var body: some View {
        NavigationView {
            List { Text("@alice") }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search people")
                .introspectSearchController { searchViewController in
                    searchViewController.hidesNavigationBarDuringPresentation = false
                }
        }
    }
}
#endif
