import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 115 · a library's own fileprivate copy of the classic generic `introspect(selector:customize:)`, whose
//               selector parameter is typed with the public marker class `IntrospectionUIView`, wrapping
//               `inject(UIKitIntrospectionView(selector:customize:))`, and a TextEditor helper on top of it
// Source: a copy of art-technologies/swift-focuser Sources/Focuser/TextEditorIntrospect.swift that imports Introspect and declares
//         `introspectPrivate` / `introspectTextViewPrivate` (in public GitHub code whose repository was not recorded — the
//         upstream file @ d9c5d87b65acfba16e39b05e64ca9b30b94546a8 calls the library's `.introspectTextView` instead)
// API shape: fileprivate extension View {
//                func introspectPrivate<TargetView: UIView>(selector: @escaping (IntrospectionUIView) -> TargetView?,
//                                                           customize: @escaping (TargetView) -> ()) -> some View {
//                    inject(UIKitIntrospectionView(selector: selector, customize: customize)) }
//                func introspectTextViewPrivate(customize: @escaping (UITextView) -> ()) -> some View {
//                    introspectPrivate(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize) } }
//            used in a generic ViewModifier: content.introspectTextViewPrivate { tv in if focused == equals { tv.becomeFirstResponder() } }
// View type: IntrospectionUIView
// Platforms: iOS

#if os(iOS)
public struct EditorFocusModifier<Value: Hashable>: ViewModifier {
    @Binding var focused: Value?
    var equals: Value

    public func body(content: Content) -> some View {
        content
            .introspectOwnTextView { textView in
                if focused == equals {
                    textView.becomeFirstResponder()
                }
            }
            .simultaneousGesture(TapGesture().onEnded {
                focused = equals
            })
    }
}

fileprivate extension View {
    @MainActor
    func introspectOwn<TargetView: UIView>(
        selector: @escaping (IntrospectionUIView) -> TargetView?,
        customize: @escaping (TargetView) -> ()
    ) -> some View {
        inject(UIKitIntrospectionView(
            selector: selector,
            customize: customize
        ))
    }

    @MainActor
    func introspectOwnTextView(customize: @escaping (UITextView) -> ()) -> some View {
        introspectOwn(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize)
    }
}

struct NotesEditor: View {
    enum Field: Hashable { case notes }
    @State private var text = ""
    @State private var focus: Field?

    var body: some View {
        TextEditor(text: $text)
            .modifier(EditorFocusModifier(focused: $focus, equals: .notes))
    }
}
#endif
