import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 086 · empty parentheses before the trailing closure, applied to the container itself
// Source: https://github.com/siteline/swiftui-introspect/issues/74
// API shape: NavigationView { … }.navigationViewStyle(StackNavigationViewStyle()).introspectNavigationController() { navigationController in … }
//            (the issue calls introspectNavigationController(); here the same spelling on introspectTabBarController(),
//            keeping at most three patterns per classic member)
// View type: introspectTabBarController
// Platforms: iOS

#if os(iOS)
struct TabsWithParentheses: View {
    var body: some View {
        TabView {
            Text("First").tabItem { Text("1") }
        }
        .introspectTabBarController() { tabBarController in
            print(tabBarController.viewControllers?.count ?? 0)
        }
    }
}
#endif
