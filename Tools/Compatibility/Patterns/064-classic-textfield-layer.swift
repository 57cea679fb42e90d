import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 064 · classic text field lookup, a layer property set
// Source: siteline/swiftui-introspect docs/LEGACY.md @ 121c146fe591b1320238d054ae35c81ffa45f45a
// API shape: TextField("Text Field", text: $value).introspectTextField { textField in textField.layer.backgroundColor = UIColor.red.cgColor }
// View type: introspectTextField
// Platforms: iOS

#if os(iOS)
struct LayeredField: View {
    @State private var value = ""

    var body: some View {
        TextField("Text Field", text: $value)
            .introspectTextField { textField in
                textField.layer.backgroundColor = UIColor.red.cgColor
            }
    }
}
#endif
