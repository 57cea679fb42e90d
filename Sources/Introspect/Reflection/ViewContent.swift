#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI

/// The children of `@ViewBuilder` content, each as an `AnyView` with its `.tag(_:)` value, read by reflecting
/// the content *value* (no rendering needed).
///
/// ```swift
/// let content = ViewContent { Text("A").tag(1); Text("B").tag(2) }
/// for child in content.children { child.view; try child.tag(as: Int.self) }
/// ```
///
/// Limits: a tag set inside a custom view's `body` is invisible (the value holds the custom view, not its
/// body); `ForEach` children are its content for each element, with the tags that content sets (not the IDs).
/// On iOS 18 / macOS 15 and later, prefer `Group(subviews:)` and `containerValues.tag(for:)`, which the
/// renderer resolves — ``SegmentedPicker`` does.
public struct ViewContent<Content: View> {
    /// One child.
    public struct Child: Identifiable {
        /// Its position among the children.
        public let id: Int
        /// The child view, type-erased.
        public let view: AnyView
        /// The child's value, for reflection.
        public let value: Any
        /// Where it sits in the content.
        let reflectionPath: ReflectionPath

        /// Where it sits in the content (`value.1`), for messages.
        public var path: String { reflectionPath.description }

        /// The child's tag, in whichever SDK layout it was written.
        ///
        /// - Throws: `ReflectionError` (with the path to the value it could not read) when the child has no tag.
        public func tag() throws -> AnyHashable { try TagReading.tag(of: value, at: reflectionPath) }

        /// The child's tag as a `V`.
        ///
        /// - Throws: `ReflectionError` when the child has no tag or its tag is not a `V`.
        public func tag<V>(as type: V.Type) throws -> V {
            try TagReading.tag(of: value, at: reflectionPath, as: type)
        }
    }

    /// The content value.
    public let content: Content

    /// Reflects `content`.
    public init(@ViewBuilder _ content: () -> Content) {
        self.content = content()
    }

    /// Reflects an already built content value.
    public init(content: Content) {
        self.content = content
    }

    /// The children, in order; `ForEach` expanded to one child per element.
    @MainActor
    public var children: [Child] {
        // The core flattens and names the paths; here a `ForEach` only produces its elements' views.
        let flattened = ContentReflection.children(of: content) { value in
            (value as? any ReflectableForEach).map { $0.elementViews() as [Any] }
        }
        var children: [Child] = []
        for (value, path) in flattened {
            guard let view = value as? any View else { continue }
            children.append(Child(id: children.count, view: AnyView(view), value: value, reflectionPath: path))
        }
        return children
    }
}

/// A `ForEach` whose elements' views can be produced without rendering: its public `data` and `content` are
/// enough, with the generic types opened by the conformance rather than guessed from `Mirror`.
protocol ReflectableForEach {
    @MainActor
    func elementViews() -> [any View]
}

extension ForEach: ReflectableForEach where Content: View {
    @MainActor
    func elementViews() -> [any View] {
        data.map { content($0) }
    }
}
#endif
