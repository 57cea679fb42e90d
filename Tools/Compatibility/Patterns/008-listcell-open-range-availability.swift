@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 008 · open range with the SPI import and an `#available` branch inside the closure
// Source: jellyfin/Swiftfin Swiftfin/Extensions/View/View-iOS.swift @ 3944680cf13d7c2c6bb8658ab8d79c151a4b045e
// API shape: introspect(.listCell, on: .iOS(.v18...)) { cell in if #available(iOS 26, *) { … } else { cell.layer.cornerRadius = r } }
//            (the source's iOS 26 branch sets `cornerConfiguration`, absent from the iOS 17.4 SDK used here:
//            this file keeps the branch structure with API that SDK has)
// View type: .listCell
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    func cellCorners(_ radius: CGFloat) -> some View {
        introspect(.listCell, on: .iOS(.v18...)) { cell in
            if #available(iOS 26, *) {
                cell.layer.cornerCurve = .continuous
                cell.layer.cornerRadius = radius
            } else {
                cell.layer.cornerRadius = radius
            }
        }
    }
}

struct SettingsRows: View {
    var body: some View {
        List {
            Text("Server").cellCorners(10)
            Text("Account").cellCorners(10)
        }
    }
}
#endif
