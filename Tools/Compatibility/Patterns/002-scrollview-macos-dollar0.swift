import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 002 · NSScrollView scrollers pushed below an overlaid header, `$0` in a one-statement closure
// Source: CodeEditApp/CodeEdit CodeEdit/Features/Settings/Views/SettingsForm.swift @ cec6287a49a0a460cd7cab17f254eebc3ada828e
// API shape: Form { … }.introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15)) { $0.scrollerInsets.top = 50 }
//            six explicit macOS constants including .v10_15, followed by .formStyle(.grouped)
// View type: .scrollView
// Platforms: macOS

#if os(macOS)
@available(macOS 13, *)
struct PreferencesPane: View {
    @State private var launchAtLogin = false
    @State private var volume = 0.5

    var body: some View {
        Form {
            Toggle("Launch at login", isOn: $launchAtLogin)
            Slider(value: $volume) { Text("Volume") }
        }
        .introspect(.scrollView, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15)) { $0.scrollerInsets.top = 44 }
        .formStyle(.grouped)
        .overlay(alignment: .top) {
            Text("Preferences").font(.headline).frame(maxWidth: .infinity, minHeight: 44).background(.bar)
        }
    }
}
#endif
