import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 090 · a user-written controller selector: `UIKitIntrospectionViewController` with the controller overload of
//               `Introspect.previousSibling(containing:from:)`
// Source: https://github.com/siteline/swiftui-introspect/issues/70
// API shape: public func introspectSplitViewController(customize: @escaping (UISplitViewController) -> ()) -> some View {
//                return inject(UIKitIntrospectionViewController(selector: { introspectionViewController in
//                    if let s = introspectionViewController.splitViewController { return s }
//                    return Introspect.previousSibling(containing: UISplitViewController.self, from: introspectionViewController) },
//                customize: customize)) }
// View type: UIKitIntrospectionViewController
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    public func introspectOwnSplitViewController(customize: @escaping (UISplitViewController) -> ()) -> some View {
        return inject(UIKitIntrospectionViewController(
            selector: { introspectionViewController in
                if let splitViewController = introspectionViewController.splitViewController {
                    return splitViewController
                }
                return Introspect.previousSibling(containing: UISplitViewController.self, from: introspectionViewController)
            },
            customize: customize
        ))
    }
}

struct SplitHost: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .introspectOwnSplitViewController { splitViewController in
            splitViewController.preferredDisplayMode = .oneOverSecondary
        }
    }
}
#endif
