import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 023 · annotated closure parameter naming the controller class, several UIKit properties set
// Source: Dimillian/IceCubesApp IceCubesApp/App/Main/AppView.swift @ ee1f5a583f0f1b603594968fd527515f7122c413
// API shape: .introspect(.tabView, on: .iOS(.v17, .v18)) { (tabview: UITabBarController) in
//                tabview.tabBar.isHidden = …; tabview.customizableViewControllers = []; tabview.moreNavigationController.isNavigationBarHidden = true }
//            (the source's Mac Catalyst branch also hides the iOS 18 `sidebar`, under `#if targetEnvironment(macCatalyst)`)
// View type: .tabView
// Platforms: iOS

#if os(iOS)
struct SideBarShell: View {
    let hidesTabBar: Bool

    var body: some View {
        TabView {
            Text("Timeline").tabItem { Label("Home", systemImage: "house") }
            Text("Notifications").tabItem { Label("Alerts", systemImage: "bell") }
        }
        .introspect(.tabView, on: .iOS(.v17, .v18)) { (tabview: UITabBarController) in
            tabview.tabBar.isHidden = hidesTabBar
            tabview.customizableViewControllers = []
            tabview.moreNavigationController.isNavigationBarHidden = true
        }
    }
}
#endif
