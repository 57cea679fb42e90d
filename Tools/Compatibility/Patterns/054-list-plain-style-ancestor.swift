import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 054 · `.list(style: .plain)` with 8 macOS constants, ancestor scope and a function value
// Source: siteline/swiftui-introspect Tests/Tests/ViewTypes/ListWithPlainStyleTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.list(style: .plain), on: .iOS(.v13, .v14, .v15), .tvOS([8]), scope: .ancestor, customize: spy)   (UITableView)
//            .introspect(.list(style: .plain), on: .macOS(.v10_15 … .v27 [8]), scope: .ancestor, customize: spy2)   (NSTableView)
// View type: .list(style: .plain)
// Platforms: iOS, macOS

struct PlainListRows: View {
    #if os(iOS)
    let spy: (UITableView) -> Void
    #elseif os(macOS)
    let spy: (NSTableView) -> Void
    #endif

    var body: some View {
        List {
            Text("Row")
                #if os(iOS)
                .introspect(
                    .list(style: .plain),
                    on: .iOS(.v13, .v14, .v15), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                    scope: .ancestor,
                    customize: spy
                )
                #elseif os(macOS)
                .introspect(
                    .list(style: .plain),
                    on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27),
                    scope: .ancestor,
                    customize: spy
                )
                #endif
        }
        .listStyle(.plain)
    }
}
