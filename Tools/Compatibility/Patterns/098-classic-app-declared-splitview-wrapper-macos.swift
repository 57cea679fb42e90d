import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 098 · an app declares `introspectSplitView` itself on top of TargetViewSelector (same signature as the library's)
// Source: linearmouse/linearmouse LinearMouse/UI/Extensions/View.swift @ 2617bc193673919020483ee9913cbb4749077a73
// API shape: public func introspectSplitView(customize: @escaping (NSSplitView) -> ()) -> some View {
//                return introspect(selector: TargetViewSelector.ancestorOrSiblingOfType, customize: customize) }
//            call: introspectSplitView { splitView in (splitView.delegate as? NSSplitViewController)?.splitViewItems.first?.canCollapse = false }
// View type: app-defined introspectSplitView(customize:)
// Platforms: macOS

#if os(macOS)
extension View {
    @MainActor
    public func introspectSplitView(customize: @escaping (NSSplitView) -> ()) -> some View {
        return introspect(selector: TargetViewSelector.ancestorOrSiblingOfType, customize: customize)
    }
}

struct SettingsSidebar: View {
    var body: some View {
        NavigationView {
            List { Text("General") }
                .introspectSplitView { splitView in
                    let item = (splitView.delegate as? NSSplitViewController)?.splitViewItems.first
                    item?.canCollapse = false
                    item?.minimumThickness = 180
                    item?.maximumThickness = 240
                }
            Text("Detail")
        }
    }
}
#endif
