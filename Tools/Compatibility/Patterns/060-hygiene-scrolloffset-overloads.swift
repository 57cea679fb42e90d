import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 060 · OVERLOAD HYGIENE for `scrollOffset`: The SwiftUI Lab's `Binding<CGFloat>` form beside this library's
//               `Binding<ScrollOffset>` form, with every way people build the binding
// Source: https://swiftui-lab.com/a-powerful-combo/ (`func scrollOffset(_ position: Binding<CGFloat>) -> some View`, as
//         copied in colinfwalsh/stickyTest stickyTest/ScrollView+UIViewRepresentable.swift @ 877819ae99f84b32d8f1d30d08ac3bef5e138551);
//         call forms from colinfwalsh/stickyTest stickyTest/ContentView.swift @ 0bf47de885ce60712e85864cbac37b6c496b4400 ($model.value)
// API shape: .scrollOffset($cgFloat) on ScrollView and List; .scrollOffset($model.offset) (@Published CGFloat);
//            .scrollOffset(.constant(0)); .scrollOffset(Binding(get: { … }, set: { … = $0 })) unannotated and annotated;
//            .scrollOffset($scrollOffset) with Binding<ScrollOffset>; both with `animated:`
// View type: overload hygiene: scrollOffset
// Platforms: iOS, macOS

@MainActor
final class FeedModel: ObservableObject {
    @Published var offset: CGFloat = 0
}

@MainActor
struct OffsetOverloads: View {
    @State private var vertical: CGFloat = 0
    @State private var both = ScrollOffset(x: 0, y: 0)
    @StateObject private var model = FeedModel()

    var body: some View {
        // Two groups: the macOS 13.3 SDK's ViewBuilder takes at most ten children.
        VStack {
            ScrollView { Text("a") }.scrollOffset($vertical)
            List { Text("b") }.scrollOffset($vertical)
            ScrollView { Text("c") }.scrollOffset($model.offset)
            ScrollView { Text("d") }.scrollOffset(.constant(0))
            ScrollView { Text("e") }.scrollOffset(Binding(get: { vertical * 2 }, set: { vertical = $0 / 2 }))
            ScrollView { Text("f") }.scrollOffset(Binding<CGFloat>(get: { vertical }, set: { newValue in vertical = newValue }))
            ScrollView { Text("g") }.scrollOffset(Binding(get: { () -> CGFloat in vertical }, set: { (value: CGFloat) in vertical = value }))
        }
        VStack {
            ScrollView { Text("h") }.scrollOffset($both)
            ScrollView { Text("i") }.scrollOffset($both, animated: true)
            ScrollView { Text("j") }.scrollOffset($vertical, animated: true)
            ScrollView { Text("k") }.scrollOffset(Binding(get: { both }, set: { both = $0 }))
        }
    }
}
