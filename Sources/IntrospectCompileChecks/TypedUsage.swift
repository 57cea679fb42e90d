#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// The typed API as a user writes it: one call per class the view has across versions, `@Weak` to keep the
/// object without retaining it, and the optional controls.
@MainActor
struct TypedUsage: View {
    @Weak var scrollView: PlatformScrollView?

    var body: some View {
        VStack {
            ScrollView { Text("Content") }
                #if os(macOS)
            .introspect(.scrollView, on: .macOS(.v10_15...)) { scrollView in
                self.scrollView = scrollView
            }
                #else
            .introspect(.scrollView, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), frequency: .oncePerInstance)
            { scrollView in
                scrollView.bounces = false
                self.scrollView = scrollView
            }
                #endif
            #if os(iOS)
            List { Text("Row") }
                .introspect(.list, on: .iOS(.v13, .v14, .v15)) { (tableView: UITableView) in
                    tableView.separatorStyle = .none
                }
                .introspect(
                    .list, on: .iOS(.v16...),
                    onChange: { change, collectionView in
                        // Told after customize, with the collection view (nil when it went away).
                        if change == .replaced { collectionView?.flashScrollIndicators() }
                    }
                ) {
                    (collectionView: UICollectionView) in
                    collectionView.keyboardDismissMode = .onDrag
                }
            NavigationView { Text("Root") }
                .navigationViewStyle(.stack)
                .introspect(.navigationView(style: .stack), on: .iOS(.v13...), isEnabled: true) {
                    navigationController in
                    navigationController.navigationBar.prefersLargeTitles = true
                }
            #endif
        }
    }
}

#if canImport(MapKit)
import MapKit

/// A class that MapKit names the same on every platform takes one call in multiplatform code, every platform's
/// versions listed — as swiftui-introspect allows (its Map and WebView constants exist wherever the framework does).
@MainActor
func multiplatformMap(_ view: some View) -> some View {
    view.introspect(.map, on: .iOS(.v17...), .tvOS(.v17...), .macOS(.v14...), .visionOS(.v1...)) { map in
        map.showsUserLocation = false
    }
}
#endif

#if os(macOS)
typealias PlatformScrollView = NSScrollView
#else
typealias PlatformScrollView = UIScrollView
#endif
#endif
