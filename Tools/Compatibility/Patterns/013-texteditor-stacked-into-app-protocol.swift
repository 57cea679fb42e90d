@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 013 · two stacked calls (.textEditor then .textField) with open ranges, both closure arguments passed to an
//               app protocol existential that UITextView and UITextField adopt
// Source: paescebu/CustomKeyboardKit Sources/CustomKeyboardKit/ViewExtensions/View+KeyboardType.swift @ b942b32805a66f4ad60ed8d89bd25b23a1dc0997
// API shape: .introspect(.textEditor, on: .iOS(.v15...)) { uiTextView in install(on: uiTextView) }
//            .introspect(.textField, on: .iOS(.v15...)) { uiTextField in install(on: uiTextField) }
//            where install takes `(any KeyboardHosting)?`
// View type: .textEditor
// Platforms: iOS

#if os(iOS)
@MainActor
protocol KeyboardHosting: AnyObject {
    var inputView: UIView? { get set }
    func reloadInputViews()
}

extension UITextView: KeyboardHosting {}
extension UITextField: KeyboardHosting {}

@MainActor
func install(_ keyboard: UIView, on host: (any KeyboardHosting)?) {
    guard let host, host.inputView !== keyboard else { return }
    host.inputView = keyboard
    host.reloadInputViews()
}

extension View {
    @MainActor
    func numberPadKeyboard(_ keyboard: UIView) -> some View {
        self
            .introspect(.textEditor, on: .iOS(.v15...)) { uiTextView in
                install(keyboard, on: uiTextView)
            }
            .introspect(.textField, on: .iOS(.v15...)) { uiTextField in
                install(keyboard, on: uiTextField)
            }
    }
}
#endif
