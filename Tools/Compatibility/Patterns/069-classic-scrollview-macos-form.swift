import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 069 · classic NSScrollView lookup on a Form, before `.formStyle(.grouped)`
// Source: CodeEditApp/CodeEdit CodeEdit/Features/Settings/Views/SettingsForm.swift @ 9ed6467ad07f05bed28d6485e79adb0f74d9e0c9
// API shape: Form { … }.introspectScrollView { scrollView in scrollView.scrollerInsets.top = 50 }.formStyle(.grouped)
// View type: introspectScrollView
// Platforms: macOS

#if os(macOS)
@available(macOS 13, *)
struct ClassicSettingsForm: View {
    @State private var enabled = true

    var body: some View {
        Form {
            Toggle("Enabled", isOn: $enabled)
        }
        .introspectScrollView { scrollView in
            scrollView.scrollerInsets.top = 50
        }
        .formStyle(.grouped)
    }
}
#endif
