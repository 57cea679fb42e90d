import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 117 · macOS, classic API: the app re-declares `introspectSplitView(customize:)` (same signature as the library's),
//               builds `introspectSplitViewController` on top of it through the split view's delegate, and an
//               `introspectWindow` from the identity selector `{ $0 }`; used on a VSplitView with a trailing closure
// Source: rinsuki/TwiLive TwiLive/Introspect/introspectSplitViewController.swift, TwiLive/Introspect/introspectWindow.swift and
//         TwiLive/View/MainView.swift @ 092361c20afa95c53d38e2307bc5f14392760266
// API shape: func introspectSplitView(customize: @escaping (NSSplitView) -> ()) -> some View {
//                return introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize) }
//            func introspectSplitViewController(customize: @escaping (NSSplitViewController) -> ()) -> some View {
//                return introspectSplitView { splitView in if let vc = splitView.delegate as? NSSplitViewController { customize(vc) } } }
//            func introspectWindow(customize: @escaping (NSWindow) -> ()) -> some View {
//                return introspect(selector: { $0 }) { view in if let window = view.window { customize(window) } } }
//            VSplitView { … }.animation(nil).introspectSplitViewController { vc in vc.splitViewItems.last?.holdingPriority = .init(rawValue: 251) }
// View type: app-defined introspectSplitViewController(customize:) on macOS
// Platforms: macOS

#if os(macOS)
extension View {
    @MainActor
    func introspectSplitView(customize: @escaping (NSSplitView) -> ()) -> some View {
        return introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }

    @MainActor
    func introspectSplitViewController(customize: @escaping (NSSplitViewController) -> ()) -> some View {
        return introspectSplitView { splitView in
            if let controller = splitView.delegate as? NSSplitViewController {
                customize(controller)
            }
        }
    }

    @MainActor
    func introspectWindow(customize: @escaping (NSWindow) -> ()) -> some View {
        return introspect(selector: { $0 }) { view in
            if let window = view.window {
                customize(window)
            }
        }
    }
}

struct LiveTimeline: View {
    var body: some View {
        VSplitView {
            Text("Timeline")
            Text("Compose")
        }
        .animation(nil, value: 0)
        .introspectSplitViewController { vc in
            vc.splitViewItems.last?.holdingPriority = .init(rawValue: 251)
        }
        .introspectWindow { window in
            window.titleVisibility = .hidden
        }
    }
}
#endif
