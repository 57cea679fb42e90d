import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 046 · an app re-creates a classic-style name over the typed API, forwarding an optional scope; called with a
//               trailing closure, where the classic `introspectScrollView(customize:)` is also visible
// Source: rijieli/OllamaChat OllamaChat/Extensions/ScrollView+.swift @ 67b99d9c563b304f9495d095ff641701ce028455
// API shape: public func introspectScrollView(scope: IntrospectionScope? = nil, customize: @escaping (NSScrollView) -> ()) -> some View {
//                introspect(.scrollView, on: .macOS(.v13, .v14, .v15, .v26), scope: scope, customize: customize) }
//            used as self.introspectScrollView { v in v.clipsToBounds = bool } in an `extension ScrollView` @ViewBuilder else-branch
//            (NSView.clipsToBounds is newer than the macOS 13.3 SDK here: the closure clips through the layer instead)
// View type: app-defined introspectScrollView(scope:customize:)
// Platforms: macOS

#if os(macOS)
extension View {
    @MainActor
    public func introspectScrollView(scope: IntrospectionScope? = nil, customize: @escaping (NSScrollView) -> ()) -> some View {
        introspect(.scrollView, on: .macOS(.v13, .v14, .v15, .v26), scope: scope, customize: customize)
    }
}

extension ScrollView {
    @MainActor
    @ViewBuilder
    func clipsContent(_ clips: Bool) -> some View {
        if #available(macOS 14, *) {
            self
        } else {
            self.introspectScrollView { v in
                v.contentView.wantsLayer = true
                v.contentView.layer?.masksToBounds = clips
            }
        }
    }
}

struct ChatTranscript: View {
    var body: some View {
        ScrollView {
            Text("Hello")
        }
        .clipsContent(false)
    }
}
#endif
