import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 068 · classic NSTableView lookup called with implicit self in an extension of the generic List type
// Source: CodeEditApp/CodeEdit CodeEditModules/Modules/Design/src/Extensions/List+RemoveBackground.swift @ 439a479db852314b49ca26938203f792cd03c83f
//         (same shape: MichaelJBerk/Splitter Splitter/UI/SplitsIOSearchView.swift @ d740cc8088e41991678f66b54e1bb1df659dca85)
// API shape: extension List { func removeBackground() -> some View { return introspectTableView { tableView in
//                tableView.backgroundColor = .clear; tableView.enclosingScrollView!.drawsBackground = false } } }
// View type: introspectTableView
// Platforms: macOS

#if os(macOS)
extension List {
    func transparentBackground() -> some View {
        return introspectTableView { tableView in
            tableView.backgroundColor = .clear
            tableView.enclosingScrollView?.drawsBackground = false
        }
    }
}

struct SidebarList: View {
    var body: some View {
        List {
            Text("Projects")
        }
        .transparentBackground()
    }
}
#endif
