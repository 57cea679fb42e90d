@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 025 · an app's own `introspectTabView(closure:)` wrapper (UIKit and AppKit), called with a trailing closure
//               that stores into @Weak; on macOS the classic API also has `introspectTabView(customize:)`
// Source: okwasniewski/react-native-bottom-tabs packages/react-native-bottom-tabs/ios/Extensions.swift @ 041eebc458ac953971fc398ecd8c758d43710e0f
//         and callstack/react-native-bottom-tabs packages/react-native-bottom-tabs/ios/TabViewImpl.swift @ 0792ae13faf3aa98c68e167467f596d19c2a810c
// API shape: func introspectTabView(closure: @escaping (NSTabView) -> Void) -> some View {
//                self.introspect(.tabView, on: .macOS(.v11, .v12, .v13, .v14, .v15), customize: closure) }   (macOS)
//            func introspectTabView(closure: @escaping (UITabBarController) -> Void) -> some View {
//                self.introspect(.tabView, on: .iOS(.v14, …, .v18), .tvOS(.v14, …, .v18), customize: closure) }   (iOS)
//            call: .introspectTabView { tabController in tabBar = tabController.tabBar }  with  @Weak var tabBar: UITabBar?
// View type: .tabView
// Platforms: iOS, macOS

extension View {
    #if os(macOS)
    @MainActor
    @ViewBuilder
    func introspectTabView(closure: @escaping (NSTabView) -> Void) -> some View {
        self.introspect(
            .tabView,
            on: .macOS(.v11, .v12, .v13, .v14, .v15),
            customize: closure
        )
    }
    #else
    @MainActor
    @ViewBuilder
    func introspectTabView(closure: @escaping (UITabBarController) -> Void) -> some View {
        self.introspect(
            .tabView,
            on: .iOS(.v14, .v15, .v16, .v17, .v18),
            .tvOS(.v14, .v15, .v16, .v17, .v18),
            customize: closure
        )
    }
    #endif
}

struct NativeTabs: View {
    #if os(macOS)
    @Weak var tabBar: NSTabView?
    #else
    @Weak var tabBar: UITabBar?
    #endif

    var body: some View {
        TabView {
            Text("Feed").tabItem { Text("Feed") }
            Text("Profile").tabItem { Text("Profile") }
        }
        .introspectTabView { tabController in
            #if os(macOS)
            tabBar = tabController
            #else
            tabController.view.backgroundColor = .clear
            tabBar = tabController.tabBar
            #endif
        }
    }
}
