import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 050 · Stepper: UIStepper / NSStepper, kept out of tvOS and Mac Catalyst builds
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Controls.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: #if !os(tvOS) … .introspect(.stepper, on: .iOS([6])) { stepper in … }
//            macOS: .introspect(.stepper, on: .macOS([6])) { stepper in … }
// View type: .stepper
// Platforms: iOS, macOS

#if !os(tvOS) && !targetEnvironment(macCatalyst)
struct TintedStepper: View {
    @State private var count = 0

    var body: some View {
        Stepper("Count: \(count)", value: $count)
            #if os(iOS)
            .introspect(.stepper, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27)) { stepper in
                stepper.backgroundColor = .systemGreen
            }
            #elseif os(macOS)
            .introspect(.stepper, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { stepper in
                stepper.increment = 1
            }
            #endif
    }
}
#endif
