#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Introspect
import SwiftUI

/// The tag-driven picker, and reading children and tags from content directly.
@MainActor
struct PickerUsage: View {
    enum Flavor: Hashable { case vanilla, chocolate, strawberry }
    @State private var flavor = Flavor.vanilla

    var body: some View {
        VStack {
            SegmentedPicker(selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
                ForEach([Flavor.strawberry], id: \.self) { flavor in
                    Text("Strawberry").tag(flavor)
                }
            }
            Text(summary)
        }
    }

    private var summary: String {
        let content = ViewContent {
            Text("A").tag(1)
            Text("B").tag(2)
        }
        let tags = content.children.compactMap { try? $0.tag(as: Int.self) }
        return "\(content.children.count) children, tags \(tags)"
    }
}
#endif
