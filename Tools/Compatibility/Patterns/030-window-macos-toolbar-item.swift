import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 030 · NSWindow from a ViewModifier, its toolbar searched with a nested `$0` closure
// Source: CodeEditApp/CodeEdit CodeEdit/Features/Settings/Views/View+HideSidebarToggle.swift @ cec6287a49a0a460cd7cab17f254eebc3ada828e
// API shape: content.introspect(.window, on: .macOS(.v13, .v14, .v15)) { window in
//                if let toolbar = window.toolbar { toolbar.items.first(where: { $0.itemIdentifier.rawValue == "…" })?.view?.isHidden = true } }
// View type: .window
// Platforms: macOS

#if os(macOS)
struct HidesSidebarToggle: ViewModifier {
    func body(content: Content) -> some View {
        content.introspect(.window, on: .macOS(.v13, .v14, .v15)) { window in
            if let toolbar = window.toolbar {
                let toggle = toolbar.items.first(where: { $0.itemIdentifier.rawValue == "com.apple.SwiftUI.navigationSplitView.toggleSidebar" })
                toggle?.view?.isHidden = true
            }
        }
    }
}

extension View {
    func hidesSidebarToggle() -> some View {
        modifier(HidesSidebarToggle())
    }
}
#endif
