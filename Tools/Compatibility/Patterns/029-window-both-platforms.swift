import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 029 · the hosting window from the root view, UIWindow and NSWindow branches
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/AppView.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: ContentView().introspect(
//                .window,
//                on: .iOS([6]), .tvOS([6]), .visionOS(.v1, .v2, .v26, .v27)
//            ) { window in window.backgroundColor = .brown }
//            macOS: .introspect(.window, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { window in window.backgroundColor = .lightGray }
// View type: .window
// Platforms: iOS, macOS

struct WindowTintedRoot: View {
    var body: some View {
        Text("Root content")
            #if os(iOS)
            .introspect(
                .window,
                on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
            ) { window in
                window.backgroundColor = .brown
            }
            #elseif os(macOS)
            .introspect(.window, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { window in
                window.backgroundColor = .lightGray
            }
            #endif
    }
}
