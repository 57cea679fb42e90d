import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 037 · the UISearchBar of `.searchable` content in a NavigationSplitView, reached from the split view
// Source: https://github.com/siteline/swiftui-introspect/issues/421
// API shape: NavigationSplitView { VStack { … }.searchable(text: $text) } detail: { … }
//                .introspect(.searchField, on: .iOS(.v15, .v16, .v17)) { searchField in … }
// View type: .searchField
// Platforms: iOS

#if os(iOS)
@available(iOS 16, *)
struct SplitSearch: View {
    @State private var text = ""

    var body: some View {
        NavigationSplitView {
            VStack {
                Text("Results for \(text)")
            }
            .searchable(text: $text)
        } detail: {
            Text("Pick a result")
        }
        .introspect(.searchField, on: .iOS(.v15, .v16, .v17)) { searchField in
            searchField.searchTextField.backgroundColor = .secondarySystemBackground
        }
    }
}
#endif
