import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 106 · a library type with its OWN `scrollOffset(_: Binding<CGFloat>)` returning itself, chained: its method must
//               win over this library's `View.scrollOffset` so the chain keeps compiling
// Source: exyte/ScalingHeaderScrollView Sources/ScalingHeaderScrollView.swift @ 79d189c3eacc8654d4fe4e6fbc8247c824e0d1c6
//         (the call site was found in an app's public GitHub code whose repository was not recorded)
// API shape: ScalingHeaderScrollView { header } content: { … }.scrollOffset($scrollOffset).collapseProgress($progress).height(min:max:)
// View type: a type's own scrollOffset
// Platforms: iOS

#if os(iOS)
struct CollapsingHeaderScroll<Header: View, Content: View>: View {
    var header: Header
    var content: Content
    var offset: Binding<CGFloat> = .constant(0)
    var progress: Binding<CGFloat> = .constant(0)
    var minHeight: CGFloat = 60
    var maxHeight: CGFloat = 240

    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }

    var body: some View {
        ScrollView {
            VStack { header.frame(height: maxHeight); content }
        }
    }

    func scrollOffset(_ scrollOffset: Binding<CGFloat>) -> CollapsingHeaderScroll {
        var copy = self
        copy.offset = scrollOffset
        return copy
    }

    func collapseProgress(_ progress: Binding<CGFloat>) -> CollapsingHeaderScroll {
        var copy = self
        copy.progress = progress
        return copy
    }

    func height(min: CGFloat, max: CGFloat) -> CollapsingHeaderScroll {
        var copy = self
        copy.minHeight = min
        copy.maxHeight = max
        return copy
    }
}

struct ProfileScreen: View {
    @State private var scrollOffset: CGFloat = 0
    @State private var progress: CGFloat = 0

    var body: some View {
        CollapsingHeaderScroll {
            Color.blue
        } content: {
            Text("Posts")
        }
        .scrollOffset($scrollOffset)
        .collapseProgress($progress)
        .height(min: 80, max: 300)
    }
}
#endif
