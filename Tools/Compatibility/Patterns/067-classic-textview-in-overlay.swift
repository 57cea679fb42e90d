import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 067 · classic UITextView lookup on a TextEditor placed in an overlay
// Source: mastodon/mastodon-ios ShareActionExtension/Scene/View/ContentWarningEditorView.swift @ 939429aacc648a0c09b8e6f9a97e0fe2c48e6deb
// API shape: .overlay(TextEditor(text: $content).introspectTextView { textView in textView.backgroundColor = .clear; … })
// View type: introspectTextView
// Platforms: iOS

#if os(iOS)
struct WarningEditor: View {
    @State private var content = ""

    var body: some View {
        Rectangle()
            .fill(Color.yellow.opacity(0.2))
            .overlay(
                TextEditor(text: $content)
                    .introspectTextView { textView in
                        textView.backgroundColor = .clear
                        textView.textContainerInset = .zero
                    }
            )
    }
}
#endif
