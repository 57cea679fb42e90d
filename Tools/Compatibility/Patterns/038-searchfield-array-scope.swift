import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 038 · both directions at once: scope given as an array literal, ancestor first
// Source: https://github.com/siteline/swiftui-introspect/issues/228
// API shape: .introspect(.searchField, on: .iOS(.v16), scope: [.ancestor, .receiver]) { searchField in searchField.backgroundColor = .red }
// View type: .searchField
// Platforms: iOS

#if os(iOS)
struct RedSearchBar: View {
    @State private var text = ""

    var body: some View {
        NavigationView {
            List { Text("Row") }
                .searchable(text: $text)
                .introspect(.searchField, on: .iOS(.v16), scope: [.ancestor, .receiver]) { searchField in
                    searchField.backgroundColor = .red
                }
        }
        .navigationViewStyle(.stack)
    }
}
#endif
