import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 070 · classic generic form with an inline multi-statement selector returning NSView?, and a one-expression
//               customize whose Bool result is discarded
// Source: MichaelJBerk/Splitter Splitter/UI/WelcomeView.swift @ 13f8336b837f1a038a4fcbfcd1969ebe7cd5ba4e
// API shape: content.introspect(selector: { introspectionView in
//                guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
//                return Introspect.previousSibling(containing: NSView.self, from: viewHost) }, customize: {$0.becomeFirstResponder()})
// View type: introspect(selector:)
// Platforms: macOS

#if os(macOS)
struct FocusFirstControl: ViewModifier {
    func body(content: Content) -> some View {
        content.introspect(selector: { introspectionView in
            guard let viewHost = Introspect.findViewHost(from: introspectionView) else {
                return nil
            }
            return Introspect.previousSibling(containing: NSView.self, from: viewHost)
        }, customize: {$0.becomeFirstResponder()})
    }
}

struct WelcomeForm: View {
    @State private var title = ""

    var body: some View {
        TextField("Run title", text: $title)
            .modifier(FocusFirstControl())
    }
}
#endif
