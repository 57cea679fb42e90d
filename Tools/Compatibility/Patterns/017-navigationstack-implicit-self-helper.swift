@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 017 · a reusable helper that calls introspect without a leading dot (implicit self), ancestor scope
// Source: element-hq/element-x-ios compound-ios/Sources/Compound/Text Field Styles/SearchFieldStyle.swift @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7
// API shape: introspect(.navigationStack, on: .supportedVersions, scope: .ancestor) { navigationController in … }
//            as the body of a View-extension function
// View type: .navigationStack
// Platforms: iOS

#if os(iOS)
extension PlatformViewVersionPredicate<NavigationStackType, UINavigationController> {
    static var compoundVersions: Self {
        .iOS(.v17...)
    }
}

extension View {
    @MainActor
    func compoundSearchField() -> some View {
        introspect(.navigationStack, on: .compoundVersions, scope: .ancestor) { navigationController in
            let searchBar = navigationController.navigationBar.topItem?.searchController?.searchBar
            searchBar?.searchTextField.font = .preferredFont(forTextStyle: .callout)
            searchBar?.tintColor = .systemGreen
        }
    }
}

@available(iOS 16, *)
struct RoomDirectory: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List { Text("General") }
                .searchable(text: $query)
                .compoundSearchField()
        }
    }
}
#endif
