@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 041 · opting into every future version with an open range from the oldest one
// Source: siteline/swiftui-introspect README.md @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (section "Introspect on future platform versions")
// API shape: @_spi(Advanced) import …; .introspect(<view type>, on: .iOS(.v13...)) { x in … }
//            (the README shows it on .scrollView; here on .toggle, to keep at most three patterns per view type)
// View type: .toggle
// Platforms: iOS

#if os(iOS)
struct FutureProofSwitch: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Notifications", isOn: $isOn)
            .introspect(.toggle, on: .iOS(.v13...)) { toggle in
                toggle.onTintColor = .systemPurple
            }
    }
}
#endif
