import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 104 · The SwiftUI Lab's iOS modifier: a plain CGFloat binding on a ScrollView, read and written (buttons scroll)
// Source: https://swiftui-lab.com/a-powerful-combo/ (`func scrollOffset(_ position: Binding<CGFloat>) -> some View`), in the copy citing it:
//         colinfwalsh/stickyTest stickyTest/ScrollView+UIViewRepresentable.swift @ 877819ae99f84b32d8f1d30d08ac3bef5e138551
// API shape: ScrollView { … }.scrollOffset($scrollOffset)   with @State var scrollOffset: CGFloat; Button { scrollOffset = 0 }
// View type: scrollOffset
// Platforms: iOS

#if os(iOS)
struct ArticleScroll: View {
    @State private var scrollOffset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Offset: \(Int(scrollOffset))")
            HStack {
                Button("Top") { scrollOffset = 0 }
                Button("Middle") { scrollOffset = 1_200 }
            }
            ScrollView {
                VStack {
                    ForEach(0..<100) { Text("Row \($0)") }
                }
            }
            .scrollOffset($scrollOffset)
        }
    }
}
#endif
