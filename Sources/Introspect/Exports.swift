// The Apple layer re-exports the core, so `import Introspect` brings the search engine, versions and classic
// strategies along. On Linux (and watchOS) this module is empty.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_exported import IntrospectCore
#endif
