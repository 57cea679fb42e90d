#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI

/// A segmented control built from tagged content, with `Picker`'s API: each child is a segment, its
/// `.tag(_:)` is the value it selects, and the selected one is highlighted.
///
/// ```swift
/// enum Flavor: Hashable { case vanilla, chocolate }
///
/// struct FlavorPicker: View {
///     @State private var flavor = Flavor.vanilla
///
///     var body: some View {
///         SegmentedPicker(selection: $flavor) {
///             Text("Vanilla").tag(Flavor.vanilla)
///             Text("Chocolate").tag(Flavor.chocolate)
///         }
///     }
/// }
/// ```
///
/// On iOS 18 / macOS 15 and later (with an SDK that has them) the segments come from `Group(subviews:)` and
/// `containerValues.tag(for:)`; elsewhere from reflecting the content value (``ViewContent``), so tags set inside
/// a custom view's `body` are not seen there. Children without a tag of `SelectionValue`'s type are shown but
/// cannot be selected.
public struct SegmentedPicker<SelectionValue: Hashable, Content: View>: View {
    @Binding private var selection: SelectionValue
    private let content: Content

    /// A picker over the tagged children of `content`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        _selection = selection
        self.content = content()
    }

    public var body: some View {
        #if canImport(SwiftUI, _version: 6.0)
        // Compiled only with the iOS 18 / macOS 15 SDKs (not by the SDKs checked here): keep it tiny.
        if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            Group(subviews: content) { subviews in
                HStack(spacing: 0) {
                    ForEach(subviews) { subview in
                        segment(subview, tag: subview.containerValues.tag(for: SelectionValue.self))
                    }
                }
            }
        } else {
            reflectedSegments
        }
        #else
        reflectedSegments
        #endif
    }

    @MainActor
    private var reflectedSegments: some View {
        HStack(spacing: 0) {
            ForEach(ViewContent(content: content).children) { child in
                segment(child.view, tag: try? child.tag(as: SelectionValue.self))
            }
        }
    }

    @MainActor
    private func segment(_ label: some View, tag: SelectionValue?) -> some View {
        let isSelected = tag == selection
        return Button {
            if let tag { selection = tag }
        } label: {
            label
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor.opacity(0.25) : Color.clear)
        }
        .buttonStyle(PlainButtonStyle())
        .disabled(tag == nil)
    }
}
#endif
