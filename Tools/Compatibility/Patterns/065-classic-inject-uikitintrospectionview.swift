import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 065 · writing your own classic selector: `inject(UIKitIntrospectionView(selector:customize:))` with the
//               `Introspect` helpers
// Source: siteline/swiftui-introspect docs/LEGACY.md @ 121c146fe591b1320238d054ae35c81ffa45f45a (section "Implement your own selector")
// API shape: extension View { public func introspectX(customize: @escaping (UIX) -> ()) -> some View {
//                return inject(UIKitIntrospectionView(selector: { introspectionView in
//                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
//                    return Introspect.previousSibling(containing: UIX.self, from: viewHost) }, customize: customize)) } }
// View type: inject + UIKitIntrospectionView
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    public func introspectProgressBar(customize: @escaping (UIProgressView) -> ()) -> some View {
        return inject(UIKitIntrospectionView(
            selector: { introspectionView in
                guard let viewHost = Introspect.findViewHost(from: introspectionView) else {
                    return nil
                }
                return Introspect.previousSibling(containing: UIProgressView.self, from: viewHost)
            },
            customize: customize
        ))
    }
}

struct Download: View {
    var body: some View {
        ProgressView(value: 0.4)
            .introspectProgressBar { progressView in
                progressView.progressTintColor = .systemOrange
            }
    }
}
#endif
