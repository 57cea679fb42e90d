import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 114 · the secure field's UITextField gets a delegate object that a fileprivate ViewModifier stores (a private
//               nested UIView subclass conforming to UITextFieldDelegate); the modifier is applied from extensions on
//               the generic `TextField` and `SecureField` types
// Source: OpenArchive/Save-app-ios Save/CustomComponents/TextFieldSubmit.swift @ 7d5ee56a4eefd2a94e9c68c54f04b8ec995cabd7
//         (called as `.customSubmit { onCommit?() }` in Save/CustomComponents/CustomTextField.swift)
// API shape: fileprivate struct SecureFieldSubmit: ViewModifier {
//                private class TextFieldKeyboardBehavior: UIView, UITextFieldDelegate { … textFieldShouldReturn … }
//                private var keyboardBehavior = TextFieldKeyboardBehavior()
//                func body(content: Content) -> some View {
//                    content.introspect(.secureField, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { textField in textField.delegate = keyboardBehavior } } }
//            extension SecureField { func customSubmit(_ submitAction: @escaping () -> Void) -> some View { self.modifier(…) } }
//            and the same with `.textField` for TextField
// View type: .secureField
// Platforms: iOS

#if os(iOS)
fileprivate final class ReturnKeyHandler: UIView, UITextFieldDelegate {
    var onReturn: (() -> Void)?

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn?()
        return false
    }
}

/// One modifier for both fields: the secure field's UITextField and the plain one's get the same delegate.
@MainActor
fileprivate struct ReturnKeyModifier: ViewModifier {
    let secure: Bool
    private var handler = ReturnKeyHandler()

    init(secure: Bool, onReturn: @escaping () -> Void) {
        self.secure = secure
        handler.onReturn = onReturn
    }

    @ViewBuilder
    func body(content: Content) -> some View {
        if secure {
            content.introspect(.secureField, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { textField in
                textField.delegate = handler
            }
        } else {
            content.introspect(.textField, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { textField in
                textField.delegate = handler
            }
        }
    }
}

extension SecureField {
    @MainActor
    func returnWithoutResigning(_ action: @escaping () -> Void) -> some View {
        self.modifier(ReturnKeyModifier(secure: true, onReturn: action))
    }
}

extension TextField {
    @MainActor
    func returnWithoutResigning(_ action: @escaping () -> Void) -> some View {
        self.modifier(ReturnKeyModifier(secure: false, onReturn: action))
    }
}

struct ServerLogin: View {
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        VStack {
            TextField("User", text: $user)
                .returnWithoutResigning { }
            SecureField("Password", text: $password)
                .returnWithoutResigning { }
        }
    }
}
#endif
