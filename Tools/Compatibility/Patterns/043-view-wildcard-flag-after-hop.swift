import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 043 · `{ _ in }` closure that only flips a @State flag after a main-queue hop; multi-line call with scope
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/ScrollView.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(
//                .scrollView,
//                on: .iOS([6]), .tvOS([6]), .visionOS([4]),
//                scope: .ancestor
//            ) { _ in DispatchQueue.main.async { ancestorFound = true } }      (macOS branch names the parameter)
//            (the Showcase introspects .scrollView; here the same shape on .view, present on every platform)
// View type: .view
// Platforms: iOS, macOS

struct FoundIndicator: View {
    @State private var ancestorFound = false

    var body: some View {
        VStack {
            Text(ancestorFound ? "found" : "searching")
                #if os(iOS)
                .introspect(
                    .view,
                    on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27),
                    scope: .ancestor
                ) { _ in
                    DispatchQueue.main.async {
                        ancestorFound = true
                    }
                }
                #elseif os(macOS)
                .introspect(.view, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27), scope: .ancestor) { view in
                    DispatchQueue.main.async {
                        ancestorFound = view.window != nil
                    }
                }
                #endif
        }
    }
}
