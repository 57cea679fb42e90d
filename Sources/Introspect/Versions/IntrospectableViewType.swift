#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// A SwiftUI view type that can be introspected: `.list`, `.scrollView`, `.textField(axis: .vertical)`, …
///
/// The library's types are generated from its catalog (`Sources/Introspect/Generated/ViewTypes/`), which also says how
/// each one's target is reached on each platform. A type of your own declares its version constants with
/// `@_spi(Advanced) import Introspect` (see ``PlatformViewVersion``).
@MainActor
public protocol IntrospectableViewType {
    /// Where the search looks unless the call passes `scope:`.
    var scope: IntrospectionScope { get }
}

extension IntrospectableViewType {
    /// The view the modifier is applied to.
    public var scope: IntrospectionScope { .receiver }

    /// The catalog's entry of one of the library's view types, which says how its target is reached on each
    /// platform; `nil` for a type of an app's own.
    static var catalogEntry: ViewTypeEntry? {
        ViewTypeCatalog.entriesByViewType[ObjectIdentifier(Self.self)]
    }
}
#endif
