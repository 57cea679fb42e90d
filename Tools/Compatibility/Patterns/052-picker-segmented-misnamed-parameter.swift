import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 052 · segmented picker (UISegmentedControl / NSSegmentedControl), the closure parameter named after another control
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Controls.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: Picker(…).pickerStyle(SegmentedPickerStyle()).introspect(
//                .picker(style: .segmented),
//                on: .iOS([6]), .tvOS([6]), .visionOS([4])
//            ) { datePicker in datePicker.backgroundColor = .red }      macOS: { datePicker in datePicker.layer?… }
// View type: .picker(style: .segmented)
// Platforms: iOS, macOS

struct RedSegments: View {
    @State private var selection = 0

    var body: some View {
        Picker("Mode", selection: $selection) {
            Text("Day").tag(0)
            Text("Week").tag(1)
        }
        .pickerStyle(SegmentedPickerStyle())
        #if os(iOS)
        .introspect(
            .picker(style: .segmented),
            on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
        ) { datePicker in
            datePicker.backgroundColor = .red
        }
        #elseif os(macOS)
        .introspect(.picker(style: .segmented), on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { datePicker in
            datePicker.wantsLayer = true
            datePicker.layer?.backgroundColor = NSColor.red.cgColor
        }
        #endif
    }
}
