import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 024 · the callback used only as a trigger: wildcard parameter with a type annotation
// Source: Dimillian/IceCubesApp IceCubesApp/App/Main/AppView.swift @ 09104ee9033e4d83d5b81462fb594914e2d5d069
// API shape: .introspect(.tabView, on: .iOS(.v17, .v18)) { (_: UITabBarController) in UITabBar.setAnimationsEnabled(false) }
// View type: .tabView
// Platforms: iOS

#if os(iOS)
struct QuietTabs: View {
    var body: some View {
        TabView {
            Text("One").tabItem { Text("1") }
            Text("Two").tabItem { Text("2") }
        }
        .introspect(.tabView, on: .iOS(.v17, .v18)) { (_: UITabBarController) in
            UITabBar.setAnimationsEnabled(false)
        }
    }
}
#endif
