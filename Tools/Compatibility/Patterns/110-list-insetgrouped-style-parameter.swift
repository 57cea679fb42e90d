import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 110 · a helper takes the list style as a parameter typed with the view type's nested `Style` enum and passes
//               the value (not a literal) to `.list(style:)`; the typed call sits in the `else` of `if #available` /
//               `if #unavailable`, whose branches return different opaque types
// Source: GoodRequest/AppDebugMode-iOS Sources/AppDebugMode/Extensions/SwiftUI/ViewExtension.swift @ 93e607ba57d93a0460cceaa6aea05e22e6387995
// API shape: func listBackgroundColor(_ c: Color, for style: ListWithInsetGroupedStyleType.Style) -> some View {
//                if #available(iOS 16, *) { return self.scrollContentBackground(.hidden).background(c) }
//                else { return self.introspect(.list(style: style), on: .iOS(.v14, .v15)) { tableView in … } } }
//            .introspect(.list(style: .insetGrouped), on: .iOS(.v14), scope: .ancestor) { tableView in … } inside `if #available(iOS 15, *)`'s else
//            if #unavailable(iOS 15.2) { return self.introspect(.list(style: style), on: .iOS(.v14, .v15)) { … } } else { return self }
//            called as .listBackgroundColor(.red, for: .insetGrouped)
// View type: .list(style: .insetGrouped)
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    func groupedListBackground(_ color: Color, for style: ListWithInsetGroupedStyleType.Style) -> some View {
        if #available(iOS 16, *) {
            return self
                .scrollContentBackground(.hidden)
                .background(color)
        } else {
            return self
                .introspect(.list(style: style), on: .iOS(.v14, .v15)) { tableView in
                    tableView.backgroundColor = UIColor(color)
                }
        }
    }

    @MainActor
    func groupedListSeparator(_ color: Color, for style: ListWithInsetGroupedStyleType.Style) -> some View {
        if #available(iOS 15, *) {
            return self.listRowSeparatorTint(color)
        } else {
            return self
                .introspect(.list(style: .insetGrouped), on: .iOS(.v14), scope: .ancestor) { tableView in
                    tableView.separatorColor = UIColor(color)
                }
        }
    }

    @MainActor
    func groupedListInsets(_ insets: UIEdgeInsets, for style: ListWithInsetGroupedStyleType.Style) -> some View {
        if #unavailable(iOS 15.2) {
            return self
                .introspect(.list(style: style), on: .iOS(.v14, .v15)) { tableView in
                    tableView.contentInset = insets
                }
        } else {
            return self
        }
    }
}

struct DebugSettingsList: View {
    var body: some View {
        List {
            Text("Server")
            Text("Logs")
        }
        .listStyle(.insetGrouped)
        .groupedListBackground(.gray, for: .insetGrouped)
        .groupedListSeparator(.secondary, for: .insetGrouped)
        .groupedListInsets(UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0), for: .insetGrouped)
    }
}
#endif
