import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 012 · a view type made by a static function with a label, handing over a UITextView kept in a model
// Source: mlemgroup/mlem Mlem/Views/Shared/Composer/BodyEditorView.swift @ e506ba152f73cb0e75ef985d6d23b7ae9615fa63
// API shape: TextField(…, axis: .vertical).introspect(.textField(axis: .vertical), on: .iOS(.v16, .v17)) { uiTextView in
//                bodyEditorModel.uiTextView = uiTextView }
// View type: .textField(axis: .vertical)
// Platforms: iOS

#if os(iOS)
@MainActor
final class ComposerModel: ObservableObject {
    @Published var text = ""
    weak var uiTextView: UITextView?

    func insertAtCursor(_ snippet: String) {
        uiTextView?.insertText(snippet)
    }
}

@available(iOS 16, *)
@MainActor
struct ComposerBody: View {
    @StateObject private var model = ComposerModel()

    var body: some View {
        VStack {
            TextField("Write something", text: $model.text, axis: .vertical)
                .introspect(.textField(axis: .vertical), on: .iOS(.v16, .v17)) { uiTextView in
                    model.uiTextView = uiTextView
                }
            Button("Insert link") { model.insertAtCursor("[title](url)") }
        }
    }
}
#endif
