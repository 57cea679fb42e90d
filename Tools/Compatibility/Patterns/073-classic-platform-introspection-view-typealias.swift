import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 073 · the representables used as types: a generic typealias without arguments per platform, a View whose
//               body is that representable, placed with `inject`
// Source: Amzd/ResponderChain Sources/ResponderChain/ResponderChain.swift @ f757143bb000e8ffb81deac4b2fc59cefd12337f
// API shape: public typealias PlatformIntrospectionView = UIKitIntrospectionView   (macOS: = AppKitIntrospectionView)
//            struct FindSibling: View { var body: some View { PlatformIntrospectionView(selector: { introspectionView in
//                guard let viewHost = Introspect.findViewHost(from: introspectionView), let superview = viewHost.superview … }, customize: { … }) } }
//            content.inject(FindSibling(tag: tag))
// View type: inject + UIKitIntrospectionView
// Platforms: iOS, macOS

#if os(iOS)
public typealias PlatformIntrospectionView = UIKitIntrospectionView
typealias ResponderView = UIView
#elseif os(macOS)
public typealias PlatformIntrospectionView = AppKitIntrospectionView
typealias ResponderView = NSView
#endif

@MainActor
final class ResponderRegistry: ObservableObject {
    var tagged: [String: ResponderView] = [:]
}

struct FindPreviousResponder: View {
    let tag: String
    let registry: ResponderRegistry

    var body: some View {
        PlatformIntrospectionView(
            selector: { introspectionView in
                guard let viewHost = Introspect.findViewHost(from: introspectionView),
                      let superview = viewHost.superview,
                      let entryIndex = superview.subviews.firstIndex(of: viewHost),
                      entryIndex > 0
                else { return nil }
                for subview in superview.subviews[0..<entryIndex].reversed() {
                    if let responder = Introspect.findChild(ofType: ResponderView.self, in: subview), responder.acceptsFirstResponderHere {
                        return responder
                    }
                }
                return nil
            },
            customize: { responder in
                registry.tagged[tag] = responder
            }
        )
    }
}

extension ResponderView {
    var acceptsFirstResponderHere: Bool {
        #if os(iOS)
        return canBecomeFirstResponder
        #else
        return acceptsFirstResponder
        #endif
    }
}

extension View {
    @MainActor
    func responderTag(_ tag: String, in registry: ResponderRegistry) -> some View {
        inject(FindPreviousResponder(tag: tag, registry: registry))
    }
}
