import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 014 · `$0` inside a multi-statement closure, a single new version, a guarded synchronous @State write
// Source: mlemgroup/mlem Mlem/App/Views/Pages/Editors/CommentEditor/PostEditor/LinkEditorView.swift @ 83702b659f9f19f0a7e181c2535b23f6587b18a4
// API shape: .introspect(.textEditor, on: .iOS(.v26)) { if textView == nil { textView = $0; textView?.text = … } }
// View type: .textEditor
// Platforms: iOS

#if os(iOS)
struct LinkEditor: View {
    let original: URL
    @State private var draft = ""
    @State private var textView: UITextView?

    var body: some View {
        TextEditor(text: $draft)
            .introspect(.textEditor, on: .iOS(.v26)) {
                if textView == nil {
                    textView = $0
                    $0.text = original.absoluteString
                    $0.keyboardType = .URL
                }
            }
    }
}
#endif
