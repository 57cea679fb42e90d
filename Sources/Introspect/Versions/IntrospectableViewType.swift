#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// A SwiftUI view type that can be introspected: `.list`, `.scrollView`, `.textField(axis: .vertical)`, …
///
/// The concrete types are generated from the catalog (`Sources/Introspect/ViewTypes/`); each says where its
/// search looks by default, and the catalog says how its target is reached on each platform.
public protocol IntrospectableViewType {
    /// Where the search looks unless the call passes `scope:`.
    var scope: IntrospectionScope { get }
}

extension IntrospectableViewType {
    public var scope: IntrospectionScope { .receiver }
}
#endif
