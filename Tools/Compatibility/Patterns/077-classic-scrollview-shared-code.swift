import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 077 · one classic call in code shared by iOS and macOS, `#if os(iOS)` only inside the closure
// Source: omnivore-app/omnivore apple/OmnivoreKit/Sources/App/Views/Highlights/HighlightsListCard.swift @ 322ce62b2e09a4fc8f328dde6003e7066953a9ca
// API shape: HStack { … }.introspectScrollView { scrollView in #if os(iOS) scrollView.bounces = false #endif }
// View type: introspectScrollView
// Platforms: iOS, macOS

struct HighlightCard: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Text("Highlight one")
                Text("Highlight two")
            }
        }
        .introspectScrollView { scrollView in
            #if os(iOS)
            scrollView.bounces = false
            #endif
        }
    }
}
