import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 007 · the same platform given as three separate predicates, called without a leading dot
// Source: jellyfin/Swiftfin Swiftfin/Extensions/View/View-iOS.swift @ f73fb8e3f34e1ac21c62dc08d8cafb73fc58c3ba
// API shape: introspect(.listCell, on: .iOS(.v16), .iOS(.v17), .iOS(.v18)) { cell in cell.layer.cornerRadius = radius }
//            implicit self inside a @ViewBuilder func of `extension View`; earlier form paired with
//            `if #unavailable(iOS 16) { introspect(.listCell, on: .iOS(.v15)) { … } }`
// View type: .listCell
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    @ViewBuilder
    func roundedRowCorners(_ radius: CGFloat) -> some View {
        if #unavailable(iOS 16) {
            introspect(.listCell, on: .iOS(.v15)) { cell in
                cell.layer.cornerRadius = radius
                cell.clipsToBounds = true
            }
        } else {
            introspect(.listCell, on: .iOS(.v16), .iOS(.v17), .iOS(.v18)) { cell in
                cell.layer.cornerRadius = radius
                cell.clipsToBounds = true
            }
        }
    }
}

struct RoundedRowsList: View {
    var body: some View {
        List {
            Text("Library").roundedRowCorners(12)
            Text("Downloads").roundedRowCorners(12)
        }
    }
}
#endif
