@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 016 · the enclosing navigation controller reached from `.searchable` content, inside `if #available`
// Source: element-hq/element-x-ios ElementX/Sources/Other/SwiftUI/Search.swift @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7
// API shape: .searchable(…).introspect(.navigationStack, on: .supportedVersions, scope: .ancestor) { navigationController in
//                guard let searchController = navigationController.navigationBar.topItem?.searchController else { return } … }
//            with an app extension `PlatformViewVersionPredicate<NavigationStackType, UINavigationController>.supportedVersions`
// View type: .navigationStack
// Platforms: iOS

#if os(iOS)
extension PlatformViewVersionPredicate<NavigationStackType, UINavigationController> {
    static var supportedVersions: Self {
        .iOS(.v16...)
    }
}

struct SearchControllerTuning: ViewModifier {
    @Binding var query: String

    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            content
                .searchable(text: $query)
                .introspect(.navigationStack, on: .supportedVersions, scope: .ancestor) { navigationController in
                    guard let searchController = navigationController.navigationBar.topItem?.searchController else {
                        return
                    }
                    searchController.automaticallyShowsCancelButton = false
                    searchController.searchBar.autocapitalizationType = .none
                }
        } else {
            content.searchable(text: $query)
        }
    }
}
#endif
