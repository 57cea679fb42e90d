import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 051 · DatePicker: UIDatePicker on iOS and visionOS (none on tvOS), NSDatePicker on macOS
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Controls.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.datePicker, on: .iOS([6]), .visionOS([4])) { datePicker in datePicker.backgroundColor = .red }
//            .introspect(.datePicker, on: .macOS([6])) { datePicker in … }
// View type: .datePicker
// Platforms: iOS, macOS

#if !os(tvOS)
struct RedDatePicker: View {
    @State private var date = Date()

    var body: some View {
        DatePicker("When", selection: $date)
            #if os(iOS) || os(visionOS)
            .introspect(.datePicker, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)) { datePicker in
                datePicker.backgroundColor = .red
                datePicker.minuteInterval = 5
            }
            #elseif os(macOS)
            .introspect(.datePicker, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { datePicker in
                datePicker.backgroundColor = .red
            }
            #endif
    }
}
#endif
