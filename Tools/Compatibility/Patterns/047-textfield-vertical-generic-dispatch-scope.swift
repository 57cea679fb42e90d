@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 047 · view type chosen from a generic parameter at run time; an optional scope variable passed through;
//               a scope rebuilt from a raw value; stacked calls with open ranges on two platforms
// Source: SAP/cloud-sdk-ios-fiori Sources/FioriSwiftUICore/Utils/FioriIntrospect.swift @ 8cce09c943f36c73cd61a108d20bc8c12ea82f7d
// API shape: struct FioriIntrospectModifier<Target>: ViewModifier { let scope: IntrospectionScope?; …
//                content.introspect(.scrollView, on: .iOS(.v17...), scope: self.scope) { view in if let target = view as? Target { customize(target) } }
//                content.introspect(.textEditor, on: .iOS(.v17...), scope: self.scope) { … }
//                    .introspect(.textField(axis: .vertical), on: .iOS(.v17...), .visionOS(.v1...)) { … } }
//            and IntrospectionScope(rawValue: self.rawValue)
// View type: .textField(axis: .vertical)
// Platforms: iOS

#if os(iOS)
struct AppScope: OptionSet {
    let rawValue: UInt
    static let receiver = AppScope(rawValue: 1 << 0)
    static let ancestor = AppScope(rawValue: 1 << 1)

    var introspectionScope: IntrospectionScope { IntrospectionScope(rawValue: rawValue) }
}

struct TypedIntrospect<Target>: ViewModifier {
    let scope: IntrospectionScope?
    let customize: (Target) -> Void

    func body(content: Content) -> some View {
        if Target.self == UIScrollView.self {
            content.introspect(.scrollView, on: .iOS(.v17...), scope: self.scope) { view in
                if let target = view as? Target { customize(target) }
            }
        } else if Target.self == UITextView.self {
            content
                .introspect(.textEditor, on: .iOS(.v17...), scope: self.scope) { view in
                    if let target = view as? Target { customize(target) }
                }
                .introspect(.textField(axis: .vertical), on: .iOS(.v17...), .visionOS(.v1...)) { view in
                    if let target = view as? Target { customize(target) }
                }
        } else {
            content
        }
    }
}

struct NotesField: View {
    @State private var notes = ""

    var body: some View {
        TextEditor(text: $notes)
            .modifier(TypedIntrospect<UITextView>(scope: AppScope.receiver.introspectionScope) { textView in
                textView.textContainerInset = .init(top: 8, left: 4, bottom: 8, right: 4)
            })
    }
}
#endif
