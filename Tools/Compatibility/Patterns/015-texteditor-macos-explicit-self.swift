import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 015 · `self.introspect` in an extension of the concrete TextEditor type (macOS NSTextView)
// Source: rijieli/OllamaChat OllamaChat/Extensions/TextEditor+.swift @ 67b99d9c563b304f9495d095ff641701ce028455
// API shape: extension TextEditor { @MainActor func …() -> some View { self.introspect(.textEditor, on: .macOS(.v13, .v14, .v15, .v26)) { nsTextView in … } } }
// View type: .textEditor
// Platforms: macOS

#if os(macOS)
extension TextEditor {
    @MainActor
    func plainPunctuation() -> some View {
        self.introspect(.textEditor, on: .macOS(.v13, .v14, .v15, .v26)) { nsTextView in
            nsTextView.isAutomaticQuoteSubstitutionEnabled = false
            nsTextView.isAutomaticDashSubstitutionEnabled = false
            nsTextView.isAutomaticTextReplacementEnabled = false
        }
    }
}

struct PromptEditor: View {
    @State private var prompt = ""

    var body: some View {
        TextEditor(text: $prompt).plainPunctuation()
    }
}
#endif
