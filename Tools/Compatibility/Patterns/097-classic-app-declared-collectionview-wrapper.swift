import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 097 · an app declares the member the library later shipped, with the same signature, and calls it
// Source: element-hq/element-x-ios ElementX/Sources/Other/Extensions/List.swift @ b677e5cbd701bc608a7a5e21d98a6d12aa6eb0c6
// API shape: extension View { func introspectCollectionView(customize: @escaping (UICollectionView) -> Void) -> some View {
//                introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize) } }
//            call: List { … }.introspectCollectionView { collectionView in … }
// View type: app-defined introspectCollectionView(customize:)
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    func introspectCollectionView(customize: @escaping (UICollectionView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }
}

struct RoomList: View {
    var body: some View {
        List { Text("Room") }
            .introspectCollectionView { collectionView in
                collectionView.keyboardDismissMode = .onDrag
            }
    }
}
#endif
