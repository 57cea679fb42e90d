import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 055 · paged TabView (UICollectionView), `$0` only printed
// Source: siteline/swiftui-introspect Sources/ViewTypes/TabViewWithPageStyle.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (doc comment)
// API shape: TabView { … }.tabViewStyle(.page(indexDisplayMode: .always))
//                .introspect(.tabView(style: .page), on: .iOS(.v14, .v15, .v16, .v17, .v18, .v26)) { print(type(of: $0)) }
// View type: .tabView(style: .page)
// Platforms: iOS

#if os(iOS)
struct OnboardingPages: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Permissions")
            Text("Done")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .introspect(.tabView(style: .page), on: .iOS(.v14, .v15, .v16, .v17, .v18, .v26)) {
            print(type(of: $0))
        }
    }
}
#endif
