import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 074 · classic view-controller lookup, then `Introspect.findChild(ofType:in:)` on its view, result kept in @State
// Source: omnivore-app/omnivore apple/OmnivoreKit/Sources/App/Views/Home/LibrarySearchView.swift @ 322ce62b2e09a4fc8f328dde6003e7066953a9ca
// API shape: NavigationView { … }.introspectViewController { controller in
//                searchBar = Introspect.findChild(ofType: UISearchBar.self, in: controller.view); searchBar?.smartQuotesType = .no }
// View type: introspectViewController
// Platforms: iOS

#if os(iOS)
struct LibrarySearch: View {
    @State private var searchBar: UISearchBar?
    @State private var text = ""

    var body: some View {
        NavigationView {
            List { Text("Saved article") }
                .searchable(text: $text)
        }
        .introspectViewController { controller in
            searchBar = Introspect.findChild(ofType: UISearchBar.self, in: controller.view)
            searchBar?.smartQuotesType = .no
        }
    }
}
#endif
