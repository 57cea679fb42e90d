import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 079 · `if #available` choosing the classic collection-view or table-view lookup in a ViewModifier
// Source: Ferrite-iOS/Ferrite Ferrite/Views/CommonViews/Modifiers/InlinedList.swift @ 2e746320cfa68b5746c028b4c65e36eea2ca4893
// API shape: if #available(iOS 16, *) { content.introspectCollectionView { collectionView in collectionView.contentInset.top = inset } }
//            else { content.introspectTableView { tableView in tableView.contentInset.top = inset } }
// View type: introspectCollectionView
// Platforms: iOS

#if os(iOS)
struct InlinedList: ViewModifier {
    let inset: CGFloat

    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            content.introspectCollectionView { collectionView in
                collectionView.contentInset.top = inset
            }
        } else {
            content.introspectTableView { tableView in
                tableView.contentInset.top = inset
            }
        }
    }
}
#endif
