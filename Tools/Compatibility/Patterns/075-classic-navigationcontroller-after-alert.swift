import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 075 · classic navigation-controller lookup after an `.alert` modifier, bar images replaced
// Source: omnivore-app/omnivore apple/OmnivoreKit/Sources/App/Views/Home/HomeFeedViewIOS.swift @ 322ce62b2e09a4fc8f328dde6003e7066953a9ca
// API shape: .alert(…) { … }.introspectNavigationController { nav in nav.navigationBar.shadowImage = UIImage();
//                nav.navigationBar.setBackgroundImage(UIImage(), for: .default) }
// View type: introspectNavigationController
// Platforms: iOS

#if os(iOS)
struct HomeFeed: View {
    @State private var showsConfirm = false

    var body: some View {
        List { Text("Item") }
            .alert("Delete?", isPresented: $showsConfirm) {
                Button("Delete", role: .destructive) {}
            }
            .introspectNavigationController { nav in
                nav.navigationBar.shadowImage = UIImage()
                nav.navigationBar.setBackgroundImage(UIImage(), for: .default)
            }
    }
}
#endif
