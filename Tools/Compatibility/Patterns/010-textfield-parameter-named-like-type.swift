import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 010 · closure parameter spelled like the class (a name, not an annotation); focus deferred with a hop
// Source: https://github.com/siteline/swiftui-introspect/issues/302 (issue code and the maintainer's answer)
// API shape: .introspect(.textField, on: .iOS(.v16, .v17)) { UITextField in UITextField.becomeFirstResponder() }
//            and the fix { textField in DispatchQueue.main.async { textField.becomeFirstResponder() } }
// View type: .textField
// Platforms: iOS

#if os(iOS)
struct FocusOnAppearField: View {
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .introspect(.textField, on: .iOS(.v16, .v17)) { UITextField in
                    UITextField.returnKeyType = .search
                }
            TextField("Second", text: $query)
                .introspect(.textField, on: .iOS(.v16, .v17)) { textField in
                    DispatchQueue.main.async {
                        textField.becomeFirstResponder()
                    }
                }
        }
    }
}
#endif
