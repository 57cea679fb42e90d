@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 040 · @Weak where no SwiftUI view installs it: local variables (as the reference's own tests write it) and a
//               stored property of an ObservableObject that an introspect closure fills
// Source: siteline/swiftui-introspect Tests/Tests/WeakTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (local `@Weak var`);
//         the class form is the one a private suite of app call sites reports (an ObservableObject store)
// API shape: @Weak var weakFoo: Foo? = strongFoo (local);  final class Store: ObservableObject { @Weak var scrollView: UIScrollView? }
//            .introspect(.scrollView, on: …) { store.scrollView = $0 }
// View type: @Weak outside views
// Platforms: iOS, macOS

#if os(iOS)
typealias StoredScrollView = UIScrollView
#elseif os(macOS)
typealias StoredScrollView = NSScrollView
#endif

@MainActor
final class ScrollStore: ObservableObject {
    @Weak var scrollView: StoredScrollView?
    @Published var pinned = false
}

@MainActor
func weakLocalRoundTrip() -> Bool {
    let strong: StoredScrollView? = StoredScrollView()
    @Weak var weakView: StoredScrollView? = strong
    let sameObject = weakView === strong
    weakView = nil
    return sameObject && weakView == nil
}

@MainActor
struct StoreBackedScroll: View {
    @StateObject private var store = ScrollStore()

    var body: some View {
        ScrollView {
            Text("Long content")
        }
        #if os(iOS)
        .introspect(.scrollView, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27)) { store.scrollView = $0 }
        #elseif os(macOS)
        .introspect(.scrollView, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { store.scrollView = $0 }
        #endif
    }
}
