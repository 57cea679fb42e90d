import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 049 · Slider: UISlider on iOS, NSSlider on macOS (none on tvOS; visionOS has no slider constants), under `#if !os(tvOS)`
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Controls.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.slider, on: .iOS([6])) { slider in slider.backgroundColor = .red }
//            .introspect(.slider, on: .macOS([6])) { slider in slider.layer?.backgroundColor = … }
// View type: .slider
// Platforms: iOS, macOS

#if !os(tvOS)
struct RedSlider: View {
    @State private var value = 0.5

    var body: some View {
        Slider(value: $value, in: 0...1)
            #if os(iOS)
            .introspect(.slider, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27)) { slider in
                slider.backgroundColor = .red
            }
            #elseif os(macOS)
            .introspect(.slider, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { slider in
                slider.wantsLayer = true
                slider.layer?.backgroundColor = NSColor.red.cgColor
            }
            #endif
    }
}
#endif
