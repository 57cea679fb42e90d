import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 053 · Table (UICollectionView on iOS 16+ and visionOS, NSTableView on macOS 12+) with function values
// Source: siteline/swiftui-introspect Tests/Tests/ViewTypes/TableTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.table, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS([4]), customize: spy1)
//            .introspect(.table, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27), customize: spy3)
// View type: .table
// Platforms: iOS, macOS

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

#if os(iOS)
typealias TableEntity = UICollectionView
#elseif os(macOS)
typealias TableEntity = NSTableView
#endif

@available(iOS 16, macOS 12, *)
struct FruitTable: View {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    let spy: (TableEntity) -> Void

    var body: some View {
        Table(fruits) {
            TableColumn("Name", value: \.name)
        }
        #if os(iOS)
        .introspect(.table, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), customize: spy)
        #elseif os(macOS)
        .introspect(.table, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27), customize: spy)
        #endif
    }
}
