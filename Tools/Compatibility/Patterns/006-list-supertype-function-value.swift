import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 006 · one function value typed with a superclass, passed as `customize:` to both List families;
//               long version lists (iOS 3 and 5 + tvOS 8 + visionOS 4; macOS 8)
// Source: siteline/swiftui-introspect Tests/Tests/ViewTypes/ListTests.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: .introspect(.list, on: .iOS(.v13, .v14, .v15), .tvOS([8]), customize: spy)
//            .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), customize: spy)
//            where spy: (UIScrollView) -> Void; the entity type comes from the constants, not from the function
// View type: .list
// Platforms: iOS, macOS

#if os(iOS)
typealias PlatformListBase = UIScrollView
#elseif os(macOS)
typealias PlatformListBase = NSTableView
#endif

struct RecordingList: View {
    let spy: (PlatformListBase) -> Void

    var body: some View {
        List {
            Text("Item 1")
            Text("Item 2")
        }
        #if os(iOS)
        .introspect(.list, on: .iOS(.v13, .v14, .v15), .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), customize: spy)
        .introspect(.list, on: .iOS(.v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), customize: spy)
        #elseif os(macOS)
        .introspect(.list, on: .macOS(.v10_15, .v11, .v12, .v13, .v14, .v15, .v26, .v27), customize: spy)
        #endif
    }
}
