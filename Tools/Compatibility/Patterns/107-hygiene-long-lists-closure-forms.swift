@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 107 · OVERLOAD HYGIENE for the commonest calls: every closure form with the longest lists (8 iOS, 8 tvOS and
//               4 visionOS constants in a UIKit build; 8 macOS constants in an AppKit build — a build never has both),
//               on a one-class view type (.scrollView) and on the two-class `.list` (UITableView / UICollectionView)
// Source: siteline/swiftui-introspect Tests/Tests/ViewTypes/ScrollViewTests.swift and ListTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
//         (20 constants per call, `customize: spy`); closure forms as collected in this suite's README
// API shape: unannotated, `$0`, annotated, `{ _ in }`, trailing vs `customize:`, a function value, scope, open ranges;
//            at most three such calls chained per view: a chain is one expression, and six of these calls in one chain take
//            150–240 ms to type-check here, against this library and the reference alike (the limit checked is 200 ms)
// View type: overload hygiene: long lists
// Platforms: iOS, macOS

struct LongListForms: View {
    #if os(iOS)
    let scrollSpy: (UIScrollView) -> Void
    let tableSpy: (UITableView) -> Void
    #elseif os(macOS)
    let scrollSpy: (NSScrollView) -> Void
    let tableSpy: (NSTableView) -> Void
    #endif

    var body: some View {
        VStack {
            #if os(iOS)
            ScrollView { Text("s") }
                .introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) { scrollView in
                    scrollView.bounces = false
                }
                .introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) {
                    $0.alwaysBounceHorizontal = false
                }
                .introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) { (scrollView: UIScrollView) in
                    scrollView.indicatorStyle = .white
                }
            ScrollView { Text("t") }
                .introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), scope: .ancestor) { _ in }
                .introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), scope: [.receiver, .ancestor], customize: scrollSpy)
                .introspect(.scrollView, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...), customize: { $0.scrollsToTop = true })
            List { Text("l") }
                .introspect(.list, on: .iOS(.v13, .v14, .v15), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27)) { tableView in
                    tableView.separatorStyle = .none
                }
                .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) {
                    $0.allowsMultipleSelection = false
                }
                .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) { (collectionView: UICollectionView) in
                    collectionView.keyboardDismissMode = .interactive
                }
            List { Text("m") }
                .introspect(.list, on: .iOS(.v13, .v14, .v15), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), customize: tableSpy)
                .introspect(.list, on: .iOS(.v16...), .visionOS(.v1...)) { _ in }
            #elseif os(macOS)
            ScrollView { Text("s") }
                .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) { scrollView in
                    scrollView.hasHorizontalScroller = false
                }
                .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) {
                    $0.scrollerStyle = .overlay
                }
                .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) { (scrollView: NSScrollView) in
                    scrollView.autohidesScrollers = true
                }
            ScrollView { Text("t") }
                .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27), scope: .ancestor) { _ in }
                .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27), scope: [.receiver, .ancestor], customize: scrollSpy)
                .introspect(.scrollView, on: .macOS(.v10_15...), customize: { $0.drawsBackground = false })
            List { Text("l") }
                .introspect(.list, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) { tableView in
                    tableView.usesAlternatingRowBackgroundColors = true
                }
                .introspect(.list, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) { $0.gridStyleMask = [] }
                .introspect(.list, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27), customize: tableSpy)
            #endif
        }
    }
}
