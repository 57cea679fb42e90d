#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// `.first(T.self)` as a user writes it, with no SPI: a class of UIKit or AppKit, a class of the app's own, a generic
/// controller class, and the typed calls' options.
@MainActor
@available(iOS 14, *)
struct FirstObjectUsage: View {
    @State private var flavor = "Vanilla"

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            #if os(iOS)
            .pickerStyle(.menu)
            .introspect(.first(UIButton.self), on: .iOS(.v26, .v27), frequency: .oncePerInstance) { button in
                button.contentHorizontalAlignment = .leading
            }
            #elseif os(macOS)
            .introspect(
                .first(NSPopUpButton.self), on: .macOS(.v13, .v14, .v15, .v26),
                onChange: { change, popUpButton in
                    if change == .replaced { popUpButton?.needsDisplay = true }
                }
            ) { popUpButton in
                popUpButton.autoenablesItems = false
            }
            #endif
            #if os(iOS) || os(tvOS) || os(visionOS)
            Text("Badge")
                .introspect(.first(BadgeView.self), on: .iOS(.v17, .v18), .tvOS(.v17), isEnabled: false) { badge in
                    badge.count += 1
                }
                .introspect(.first(UIHostingController<AnyView>.self), on: .iOS(.v13), scope: .ancestor) {
                    controller in
                    controller.view.backgroundColor = .clear
                }
            #endif
        }
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
/// A view class of the app's own.
final class BadgeView: UIView {
    var count = 0
}
#endif
#endif
