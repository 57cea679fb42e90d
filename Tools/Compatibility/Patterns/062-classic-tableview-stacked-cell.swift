import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 062 · classic calls stacked on a List: the table view, then each cell
// Source: siteline/swiftui-introspect docs/LEGACY.md @ 121c146fe591b1320238d054ae35c81ffa45f45a (same code in siteline/swiftui-introspect#110)
// API shape: List { … }.introspectTableView { tableView in tableView.separatorStyle = .none }
//                .introspectTableViewCell { cell in let bg = UIView(); bg.backgroundColor = .clear; cell.selectedBackgroundView = bg }
// View type: introspectTableView
// Platforms: iOS

#if os(iOS)
struct SeparatorFreeList: View {
    var body: some View {
        List {
            Text("One")
            Text("Two")
        }
        .introspectTableView { tableView in
            tableView.separatorStyle = .none
        }
        .introspectTableViewCell { cell in
            let selection = UIView()
            selection.backgroundColor = .clear
            cell.selectedBackgroundView = selection
        }
    }
}
#endif
