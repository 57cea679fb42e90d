import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 083 · classic lookup from content inside a stack-style NavigationView (old style-struct spelling)
// Source: vanities/swiftchan swiftchan/Views/Boards/BoardsView.swift @ 4a101445d49dc94e0509445daf91470f24d448b8
// API shape: NavigationView { content.introspectNavigationController { navCon in navCon.hidesBarsOnSwipe = true; navCon.hidesBarsOnTap = true } }
//                .navigationViewStyle(StackNavigationViewStyle())
// View type: introspectNavigationController
// Platforms: iOS

#if os(iOS)
struct BoardsList: View {
    var body: some View {
        NavigationView {
            List { Text("/g/") }
                .introspectNavigationController { navCon in
                    navCon.hidesBarsOnSwipe = true
                    navCon.hidesBarsOnTap = true
                }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
#endif
