import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 119 · `customize:` written as a labelled argument with a single-version list: the text editor type applied to a
//               vertical-axis TextField inside an `if` of a Form (iOS), and a macOS scroll view whose closure body is
//               only a comment
// Source: https://github.com/siteline/swiftui-introspect/issues/436 (iOS) and https://github.com/siteline/swiftui-introspect/issues/465 (macOS)
// API shape: TextField("title", text: $text, axis: .vertical)
//                .introspect(.textEditor, on: .iOS(.v18), customize: { textView in … textView.inputView = view })
//                .onAppear { focused = true }.focused($focused)   inside `if isShown { … }` in a Form
//            .introspect(.scrollView, on: .macOS(.v26), customize: { scrollView in
//                // TODO: … })
// View type: .textEditor on TextField(axis: .vertical)
// Platforms: iOS, macOS

#if os(iOS)
@available(iOS 16, *)
struct CustomKeyboardForm: View {
    @State private var isShown = false
    @State private var content = ""
    @FocusState private var focused: Bool

    var body: some View {
        Form {
            Toggle("Show keyboard", isOn: $isShown)
            if isShown {
                TextField("Title", text: $content, axis: .vertical)
                    .introspect(.textEditor, on: .iOS(.v18), customize: { textView in
                        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                        keyboard.backgroundColor = .systemRed
                        textView.inputView = keyboard
                    })
                    .onAppear {
                        focused = true
                    }
                    .focused($focused)
            }
        }
    }
}
#elseif os(macOS)
struct ConditionalScroll: View {
    @State private var showsList = true

    var body: some View {
        if showsList {
            ScrollView {
                Text("Rows")
            }
            .introspect(.scrollView, on: .macOS(.v26), customize: { scrollView in
                // Only sometimes called on the first macOS 26 betas.
            })
        }
    }
}
#endif
