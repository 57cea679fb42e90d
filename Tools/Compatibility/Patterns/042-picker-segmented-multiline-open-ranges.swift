@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 042 · in a ViewModifier: multi-line call, two open ranges on two platforms, `#if` inside the closure
// Source: jellyfin/Swiftfin Shared/Extensions/ViewExtensions/Modifiers/GuideScrollSyncModifier.swift @ 8f61fd23a39379c2f8a4614ed563b23944763330
// API shape: content.introspect(
//                .scrollView,
//                on: .iOS(.v15...),
//                .tvOS(.v15...)
//            ) { scrollView in #if os(tvOS) … #endif; proxy.register(scrollView) }
//            (the source introspects .scrollView; here the same shape on .picker(style: .segmented), also UIKit on iOS and tvOS)
// View type: .picker(style: .segmented)
// Platforms: iOS

#if os(iOS) || os(tvOS)
@MainActor
final class SegmentRegistry {
    private(set) var controls: [UISegmentedControl] = []

    func register(_ control: UISegmentedControl) {
        guard !controls.contains(where: { $0 === control }) else { return }
        controls.append(control)
    }
}

struct RegisterSegments: ViewModifier {
    let registry: SegmentRegistry

    func body(content: Content) -> some View {
        content.introspect(
            .picker(style: .segmented),
            on: .iOS(.v15...),
            .tvOS(.v15...)
        ) { segmentedControl in
            #if os(tvOS)
            segmentedControl.isUserInteractionEnabled = true
            #endif
            registry.register(segmentedControl)
        }
    }
}
#endif
