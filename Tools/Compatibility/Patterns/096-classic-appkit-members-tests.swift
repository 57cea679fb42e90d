import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 096 · the classic AppKit members as the 0.12.0 tests call them: split view, table view and its cells, tab view,
//               buttons (a Button and a Toggle), colour well
// Source: siteline/swiftui-introspect IntrospectTests/AppKitTests.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
// API shape: NavigationView { … }.introspectSplitView { splitView in … }; List { … }.introspectTableView { … }.introspectTableViewCell { cell in … };
//            TabView { … }.introspectTabView { tabView in … }; Button(…).introspectButton { button in … };
//            Toggle(…).introspectButton { button in … }; @available(macOS 11, *) ColorPicker(…).introspectColorWell { colorWell in … }
// View type: classic AppKit members
// Platforms: macOS

#if os(macOS)
struct ClassicAppKitMembers: View {
    @State private var isOn = false
    let spy: () -> Void

    var body: some View {
        VStack {
            NavigationView {
                Text("Sidebar")
            }
            .introspectSplitView { splitView in
                splitView.dividerStyle = .thin
            }
            List {
                Text("Item 1")
            }
            .introspectTableView { tableView in
                tableView.rowHeight = 28
            }
            .introspectTableViewCell { cell in
                cell.textField?.font = .systemFont(ofSize: 12)
                spy()
            }
            TabView {
                Text("Contents").tabItem { Text("Tab") }
            }
            .introspectTabView { tabView in
                tabView.tabViewType = .noTabsNoBorder
            }
            Button("Test", action: {})
                .introspectButton { button in
                    button.bezelStyle = .rounded
                }
            Toggle("Toggle", isOn: $isOn)
                .introspectButton { button in
                    button.allowsMixedState = false
                }
        }
    }
}

@available(macOS 11, *)
struct ClassicAppKitColorWell: View {
    @State private var color = Color.black

    var body: some View {
        ColorPicker("Picker", selection: $color)
            .introspectColorWell { colorWell in
                colorWell.isBordered = false
            }
    }
}
#endif
