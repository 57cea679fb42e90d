import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 109 · an app declares its own `introspectTextField(_:)` (unlabelled closure parameter) over the typed API and
//               calls it with a trailing closure, where the classic `introspectTextField(customize:)` is also visible
// Source: Encamera/EncameraCore Encamera/Extensions/FirstResponder.swift and Encamera/Components/EncameraTextField.swift
//         @ 53b08760f7a12faa371f6006d0b94936b53a75fb
// API shape: func introspectTextField(_ callback: @escaping (UITextField) -> ()) -> some View {
//                self.introspect(.textField, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { (textField: UITextField) in callback(textField) } }
//            func becomeFirstResponder() -> some View { … DispatchQueue.main.async { textField.becomeFirstResponder() } }
//            used as TextField(…).introspectTextField { textField in handleIntrospectTextField(textField) } and on a SecureField,
//            inside a @ViewBuilder switch
// View type: app-defined introspectTextField(_:)
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    func focusOnAppear() -> some View {
        self.introspect(.textField, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { (textField: UITextField) in
            DispatchQueue.main.async {
                textField.becomeFirstResponder()
            }
        }
    }

    @MainActor
    func introspectTextField(_ callback: @escaping (UITextField) -> ()) -> some View {
        self.introspect(.textField, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { (textField: UITextField) in
            callback(textField)
        }
    }
}

@MainActor
struct VaultPasswordField: View {
    enum Kind { case plain, secret }

    let kind: Kind
    @Binding var text: String
    @State private var wantsFocus = true

    var body: some View {
        field.focusOnAppear()
    }

    @ViewBuilder private var field: some View {
        switch kind {
        case .plain:
            TextField("", text: $text)
                .introspectTextField { textField in
                    configure(textField)
                }
        case .secret:
            SecureField("", text: $text)
                .introspectTextField { textField in
                    configure(textField)
                }
        }
    }

    private func configure(_ textField: UITextField) {
        guard wantsFocus else { return }
        textField.returnKeyType = .done
        wantsFocus = false
    }
}
#endif
