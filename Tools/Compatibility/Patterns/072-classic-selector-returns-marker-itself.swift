import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 072 · the selector returns the introspection view itself; customize reads its window; trailing customize
//               after a labelled selector; @State written in the closure
// Source: Amzd/ResponderChain Sources/ResponderChain/ResponderChain.swift @ f757143bb000e8ffb81deac4b2fc59cefd12337f
//         (its tests write EmptyView().introspect(selector: { $0.self }) { … })
// API shape: Group { … }.introspect(selector: { $0.self }) { if self.window != $0.window { self.window = $0.window } }
// View type: introspect(selector:)
// Platforms: iOS, macOS

#if os(iOS)
typealias HostWindow = UIWindow
#elseif os(macOS)
typealias HostWindow = NSWindow
#endif

struct WindowReader<Content: View>: View {
    @State private var window: HostWindow?
    let content: (HostWindow?) -> Content

    var body: some View {
        Group {
            content(window)
        }
        .introspect(selector: { $0.self }) {
            if self.window != $0.window {
                self.window = $0.window
            }
        }
    }
}

struct WindowReaderUse: View {
    var body: some View {
        WindowReader { window in
            Text(window == nil ? "no window" : "in a window")
        }
    }
}
