import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 009 · `.textField` applied to a SecureField, one predicate per version
// Source: jellyfin/Swiftfin Swiftfin/Components/VisibleSecureField.swift @ ee7f51c80fd644542929ce961d44816aadbf6f93
// API shape: SecureField(title, text: $text).introspect(.textField, on: .iOS(.v15), .iOS(.v16), .iOS(.v17)) { textField in
//                textField.rightView = button; textField.rightViewMode = .always; helper.textField = textField }
// View type: .textField
// Platforms: iOS

#if os(iOS)
@MainActor
final class RevealToggle: NSObject {
    weak var textField: UITextField?

    @objc func toggle() {
        textField?.isSecureTextEntry.toggle()
    }

    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "eye"), for: .normal)
        button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
        return button
    }
}

@MainActor
struct PasswordField: View {
    let title: String
    @Binding var text: String
    @State private var reveal = RevealToggle()

    var body: some View {
        SecureField(title, text: $text)
            .introspect(.textField, on: .iOS(.v15), .iOS(.v16), .iOS(.v17)) { textField in
                textField.rightView = reveal.makeButton()
                textField.rightViewMode = .always
                reveal.textField = textField
            }
    }
}
#endif
