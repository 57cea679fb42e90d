import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 021 · one SwiftUI style, a different class per platform: stacked calls on one NavigationView
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Navigation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.navigationView(style: .stack), on: .iOS([6]), .tvOS([6]), .visionOS([4])) { navigationController in … }
//            .introspect(.navigationView(style: .columns), on: .iOS([6]), .visionOS([4])) { splitViewController in
//                splitViewController.preferredDisplayMode = .oneBesideSecondary }
//            .introspect(.navigationView(style: .columns), on: .tvOS([6])) { navigationController in … }
// View type: .navigationView(style: .columns)
// Platforms: iOS

#if os(iOS)
struct ColumnsShowcase: View {
    var body: some View {
        NavigationView {
            List { Text("Sidebar") }
            Text("Detail")
        }
        .introspect(
            .navigationView(style: .stack),
            on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
        ) { navigationController in
            navigationController.navigationBar.prefersLargeTitles = true
        }
        .introspect(
            .navigationView(style: .columns),
            on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
        ) { splitViewController in
            splitViewController.preferredDisplayMode = .oneBesideSecondary
        }
        .introspect(.navigationView(style: .columns), on: .tvOS(.v15, .v16, .v17, .v18, .v26, .v27)) { navigationController in
            navigationController.navigationBar.isTranslucent = false
        }
    }
}
#endif
