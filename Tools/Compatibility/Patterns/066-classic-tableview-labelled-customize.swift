import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 066 · labelled `customize:` with a parenthesised closure; the same classic call on the List and on its container
// Source: mastodon/mastodon-ios ShareActionExtension/Scene/View/ComposeView.swift @ 939429aacc648a0c09b8e6f9a97e0fe2c48e6deb
// API shape: List { … }.listStyle(.plain).introspectTableView(customize: { tableView in tableView.verticalScrollIndicatorInsets.bottom = … })
//            GeometryReader { … }.introspectTableView(customize: { tableView in tableView.backgroundColor = .clear })
// View type: introspectTableView
// Platforms: iOS

#if os(iOS)
struct ComposeList: View {
    let toolbarHeight: CGFloat

    var body: some View {
        GeometryReader { _ in
            List {
                Text("Draft")
            }
            .listStyle(.plain)
            .introspectTableView(customize: { tableView in
                tableView.verticalScrollIndicatorInsets.bottom = toolbarHeight
            })
        }
        .introspectTableView(customize: { tableView in
            tableView.backgroundColor = .clear
        })
    }
}
#endif
