@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 100 · a file in the middle of a migration: classic members and typed calls side by side on one screen
// Source: element-hq/element-x-ios, history between ElementX/Sources/Screens/Authentication/SoftLogoutScreen/View/SoftLogoutScreen.swift
//         @ b677e5cbd701bc608a7a5e21d98a6d12aa6eb0c6 (classic introspectViewController) and the same file @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7
//         (typed .introspect(.window, …)); the app imported the classic module as `Introspect` and the typed one as `SwiftUIIntrospect`
// API shape: .introspectSearchController { … }  and  .introspect(.scrollView, on: .iOS(.v16...)) { … } and
//            .introspectViewController { … } with .introspect(.window, on: .iOS(.v16, .v17)) { … } in one body
// View type: typed and classic together
// Platforms: iOS

#if os(iOS)
struct MigratingScreen: View {
    @State private var query = ""

    var body: some View {
        NavigationView {
            ScrollView {
                Text("Rooms")
            }
            .introspect(.scrollView, on: .iOS(.v16...)) { scrollView in
                scrollView.keyboardDismissMode = .onDrag
            }
            .searchable(text: $query)
            .introspectSearchController { searchController in
                searchController.hidesNavigationBarDuringPresentation = false
            }
        }
        .introspectViewController { viewController in
            viewController.view.tintColor = .systemGreen
        }
        .introspect(.window, on: .iOS(.v16, .v17)) { window in
            window.tintColor = .systemGreen
        }
    }
}
#endif
