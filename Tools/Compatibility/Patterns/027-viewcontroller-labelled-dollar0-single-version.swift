import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 027 · labelled `customize:` closure using `$0`, one version, ancestor scope, on a NavigationView
// Source: https://github.com/siteline/swiftui-introspect/issues/456
// API shape: .introspect(.viewController, on: .iOS(.v26), scope: .ancestor, customize: { print("VC:", $0) })
// View type: .viewController
// Platforms: iOS

#if os(iOS)
struct PrintsItsController: View {
    var body: some View {
        NavigationView {
            Text("Content")
        }
        .introspect(.viewController, on: .iOS(.v26), scope: .ancestor, customize: { print("VC:", $0) })
    }
}
#endif
