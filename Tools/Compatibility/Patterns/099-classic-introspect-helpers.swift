import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 099 · the `Introspect` namespace's helpers called from app selectors: frame-based child search, ancestor-or-
//               ancestor-child, next sibling, hosting view, and the longest TargetViewSelector name
// Source: siteline/swiftui-introspect docs/LEGACY.md and Introspect/Introspect.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
//         (the helpers the guide lists: findChild, findChildUsingFrame, previousSibling, nextSibling, findAncestor,
//         findHostingView, findViewHost); app use of findAncestorOrAncestorChild for NSSplitView / UIPickerView helpers was
//         found in public GitHub code (repositories not recorded)
// API shape: Introspect.findChildUsingFrame(ofType:in:from:), Introspect.findAncestorOrAncestorChild(ofType:from:),
//            Introspect.nextSibling(containing:from:), Introspect.nextSibling(ofType:from:), Introspect.findHostingView(from:),
//            Introspect.findAncestor(ofType:from:), introspect(selector: TargetViewSelector.siblingOrAncestorOrSiblingContainingOrAncestorChild, …)
// View type: Introspect helpers
// Platforms: iOS, macOS

#if os(iOS)
typealias HelperTarget = UIScrollView
#elseif os(macOS)
typealias HelperTarget = NSScrollView
#endif

struct HelperSelectors: View {
    var body: some View {
        VStack {
            ScrollView { Text("framed") }
                .introspect(selector: { introspectionView in
                    guard let hostingView = Introspect.findHostingView(from: introspectionView) else { return nil }
                    return Introspect.findChildUsingFrame(ofType: HelperTarget.self, in: hostingView, from: introspectionView)
                }) { (scrollView: HelperTarget) in
                    scrollView.contentInsets_compat()
                }
            ScrollView { Text("ancestor") }
                .introspect(selector: { Introspect.findAncestorOrAncestorChild(ofType: HelperTarget.self, from: $0) }) { _ in }
            ScrollView { Text("next") }
                .introspect(selector: { introspectionView in
                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
                    return Introspect.nextSibling(containing: HelperTarget.self, from: viewHost)
                        ?? Introspect.nextSibling(ofType: HelperTarget.self, from: viewHost)
                        ?? Introspect.findAncestor(ofType: HelperTarget.self, from: viewHost)
                }) { _ in }
            ScrollView { Text("longest") }
                .introspect(selector: TargetViewSelector.siblingOrAncestorOrSiblingContainingOrAncestorChild) { (scrollView: HelperTarget) in
                    scrollView.contentInsets_compat()
                }
        }
    }
}

extension HelperTarget {
    func contentInsets_compat() {
        #if os(iOS)
        contentInset = .zero
        #elseif os(macOS)
        contentInsets = NSEdgeInsetsZero
        #endif
    }
}
