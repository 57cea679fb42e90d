import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 087 · `$0` one-expression closure whose Bool result is discarded, before a style modifier; and inside an `if`
// Source: https://github.com/siteline/swiftui-introspect/issues/119
// API shape: TextField("Email", text: self._address).introspectTextField { $0.becomeFirstResponder() }.textFieldStyle(RoundedBorderTextFieldStyle())
//            if isEditing { TextField(…).introspectTextField { textField in textField.becomeFirstResponder() } }
// View type: introspectTextField
// Platforms: iOS

#if os(iOS)
struct EmailEntry: View {
    @State private var address = ""
    @State private var isEditingTable = false
    @State private var table = ""

    var body: some View {
        VStack {
            TextField("Email", text: $address)
                .introspectTextField { $0.becomeFirstResponder() }
                .textFieldStyle(RoundedBorderTextFieldStyle())
            if isEditingTable {
                TextField("Table", text: $table)
                    .introspectTextField { textField in
                        textField.becomeFirstResponder()
                    }
            }
        }
    }
}
#endif
