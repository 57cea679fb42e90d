import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 080 · a Backport wrapper: the iOS 15 classic search-controller lookup, with a navigation-controller fallback
// Source: Ferrite-iOS/Ferrite Ferrite/Views/CommonViews/Backport.swift and Ferrite/Views/CommonViews/Modifiers/SearchAppearance.swift
//         @ 0f081d071633c0372611bbb17b354f4f4056e69a
// API shape: @ViewBuilder func introspectSearchController(customize: @escaping (UISearchController) -> ()) -> some View {
//                if #available(iOS 15, *) { content.introspectSearchController(customize: customize) }
//                else { content.introspectNavigationController { nav in if let sc = nav.navigationBar.topItem?.searchController { customize(sc) } } } }
//            used as .backport.introspectSearchController { searchController in … }
// View type: introspectSearchController
// Platforms: iOS

#if os(iOS)
struct SearchBackport<Content: View> {
    let content: Content

    @ViewBuilder
    func introspectSearchController(customize: @escaping (UISearchController) -> ()) -> some View {
        if #available(iOS 15, *) {
            content.introspectSearchController(customize: customize)
        } else {
            content.introspectNavigationController { navigationController in
                if let searchController = navigationController.navigationBar.topItem?.searchController {
                    customize(searchController)
                }
            }
        }
    }
}

extension View {
    var searchBackport: SearchBackport<Self> { SearchBackport(content: self) }
}

struct SearchAppearance: View {
    @State private var query = ""

    var body: some View {
        NavigationView {
            List { Text("Result") }
                .searchable(text: $query)
                .searchBackport.introspectSearchController { searchController in
                    searchController.searchBar.autocorrectionType = .no
                    searchController.searchBar.autocapitalizationType = .none
                }
        }
    }
}
#endif
