@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 011 · an app-defined `supportedVersions` predicate used inside a text field style, state written after a hop
// Source: element-hq/element-x-ios compound-ios/Sources/Compound/BaseStyles/CompoundTextFieldStyles.swift and
//         compound-ios/Sources/Compound/Extensions/PlatformVersionPredicate.swift @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7
// API shape: public extension PlatformViewVersionPredicate<TextFieldType, UITextField> { static var supportedVersions: Self { .iOS(.v17...) } }
//            .introspect(.textField, on: .supportedVersions) { textField in textField.clearButtonMode = …;
//                if secureTextField !== textField { DispatchQueue.main.async { secureTextField = textField } } }
// View type: .textField
// Platforms: iOS

#if os(iOS)
public extension PlatformViewVersionPredicate<TextFieldType, UITextField> {
    static var supportedVersions: Self {
        .iOS(.v17...)
    }
}

struct RoundedFieldModifier: ViewModifier {
    let isSecure: Bool
    @State private var secureTextField: UITextField?

    func body(content: Content) -> some View {
        content
            .introspect(.textField, on: .supportedVersions) { textField in
                textField.clearButtonMode = .whileEditing
                textField.attributedPlaceholder = NSAttributedString(
                    string: textField.placeholder ?? "",
                    attributes: [.foregroundColor: UIColor.secondaryLabel]
                )
                if isSecure {
                    textField.isSecureTextEntry = true
                    if secureTextField !== textField {
                        DispatchQueue.main.async { secureTextField = textField }
                    }
                }
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
    }
}

struct SignInFields: View {
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        VStack {
            TextField("User", text: $user).modifier(RoundedFieldModifier(isSecure: false))
            TextField("Password", text: $password).modifier(RoundedFieldModifier(isSecure: true))
        }
    }
}
#endif
