import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 048 · a control whose class differs by platform (UISwitch / NSButton), multi-line calls in `#if` branches
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Controls.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: #if os(iOS) .introspect(
//                .toggle,
//                on: .iOS([6])
//            ) { toggle in toggle.backgroundColor = .red }
//            #elseif os(macOS) .introspect(.toggle, on: .macOS([6])) { toggle in toggle.layer?.backgroundColor = … } #endif
// View type: .toggle
// Platforms: iOS, macOS

struct RedToggle: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Toggle", isOn: $isOn)
            #if os(iOS)
            .introspect(
                .toggle,
                on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27)
            ) { toggle in
                toggle.backgroundColor = .red
            }
            #elseif os(macOS)
            .introspect(
                .toggle,
                on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)
            ) { toggle in
                toggle.wantsLayer = true
                toggle.layer?.backgroundColor = NSColor.red.cgColor
            }
            #endif
    }
}
