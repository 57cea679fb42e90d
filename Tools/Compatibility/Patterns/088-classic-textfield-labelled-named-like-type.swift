import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 088 · labelled `customize:` closure whose parameter is named like the class
// Source: https://github.com/siteline/swiftui-introspect/issues/302 (the 0.x form the reporter had)
// API shape: .introspectTextField(customize: { UITextField in UITextField.becomeFirstResponder() })
// View type: introspectTextField
// Platforms: iOS

#if os(iOS)
struct ClassicFocus: View {
    @State private var code = ""

    var body: some View {
        TextField("Code", text: $code)
            .introspectTextField(customize: { UITextField in
                UITextField.becomeFirstResponder()
            })
    }
}
#endif
