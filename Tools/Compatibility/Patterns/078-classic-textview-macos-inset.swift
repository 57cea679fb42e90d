import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 078 · classic NSTextView lookup under `#if os(macOS)` in a modifier chain
// Source: omnivore-app/omnivore apple/OmnivoreKit/Sources/App/AppExtensions/Share/Views/ShareExtensionView.swift @ 322ce62b2e09a4fc8f328dde6003e7066953a9ca
// API shape: TextEditor(text: $note) … #if os(macOS) .introspectTextView { textView in textView.textContainerInset = NSSize(width: 10, height: 10) } #endif
// View type: introspectTextView
// Platforms: macOS

struct NoteEditor: View {
    @State private var note = ""

    var body: some View {
        TextEditor(text: $note)
            .frame(minHeight: 80)
            #if os(macOS)
            .introspectTextView { textView in
                textView.textContainerInset = NSSize(width: 10, height: 10)
            }
            #endif
    }
}
