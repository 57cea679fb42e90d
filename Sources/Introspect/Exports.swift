// The core types that appear in this module's API, re-exported one by one, so that code importing only
// `Introspect` can name them — never the whole core, whose engine, hierarchies, runtime and dump formats are for
// tools (the `introspect` CLI, the tests), not for apps. On Linux (and watchOS) this module is empty.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// Where a search looks: the view the modifier is applied to (`.receiver`), the views around it (`.ancestor`),
/// or both.
public typealias IntrospectionScope = IntrospectCore.IntrospectionScope
/// A scroll view's content offset, from the top of the content.
public typealias ScrollOffset = IntrospectCore.ScrollOffset
/// Why reading a view value failed, and where.
public typealias ReflectionError = IntrospectCore.ReflectionError
#endif
