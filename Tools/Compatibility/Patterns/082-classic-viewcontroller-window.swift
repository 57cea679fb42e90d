import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 082 · the window through the classic view-controller lookup, guard-let early return in the closure
// Source: element-hq/element-x-ios ElementX/Sources/Screens/Authentication/SoftLogoutScreen/View/SoftLogoutScreen.swift @ b677e5cbd701bc608a7a5e21d98a6d12aa6eb0c6
// API shape: .introspectViewController { viewController in guard let window = viewController.view.window else { return };
//                context.send(viewAction: .updateWindow(window)) }
// View type: introspectViewController
// Platforms: iOS

#if os(iOS)
@MainActor
final class SessionContext {
    weak var anchor: UIWindow?
}

struct SoftLogout: View {
    let context: SessionContext

    var body: some View {
        Text("Signed out")
            .introspectViewController { viewController in
                guard let window = viewController.view.window else { return }
                context.anchor = window
            }
    }
}
#endif
