#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// Code written against the original library, unchanged: it compiles (with deprecation warnings pointing at the
// typed form), which is why this function is itself deprecated.

@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicUsage() -> some View {
    VStack {
        ScrollView { Text("Content") }
            .introspectScrollView { scrollView in
                #if os(macOS)
                scrollView.hasVerticalScroller = false
                #else
                scrollView.bounces = false
                #endif
            }
        TextField("Name", text: .constant(""))
            .introspectTextField { textField in _ = textField }
        #if os(macOS)
        List { Text("Row") }
            .introspectTableView { tableView in tableView.allowsMultipleSelection = true }
        #else
        List { Text("Row") }
            .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining) { (collectionView: UICollectionView) in
                collectionView.allowsMultipleSelection = true
            }
        NavigationView { Text("Root") }
            .introspectNavigationController { navigationController in
                // Works on every UIKit platform (`prefersLargeTitles` and `barStyle` are unavailable on tvOS).
                navigationController.navigationBar.isTranslucent = false
            }
        #endif
    }
}
#endif
