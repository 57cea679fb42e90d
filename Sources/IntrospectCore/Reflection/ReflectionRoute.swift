/// Which way value reflection reads the stored fields of structs and tuples.
///
/// - ``metadata`` (the default, on every platform): at the byte offsets in the type's metadata
///   (`TypeMetadata`), once the layout read there has agreed with what `Mirror` shows for the first value of
///   the type (`LayoutCheck`); any type whose metadata gives no layout, or whose layout disagrees, is read
///   through `Mirror`.
/// - ``mirror``: through `Mirror` for every type.
///
/// Both give the same children, tags, paths and errors; the tests run the whole reflection suite both ways, and
/// the benchmark times both. The route is a task-local value, so tests running in parallel can each force one
/// without affecting the others (or an app).
@_spi(Tooling) public enum ReflectionRoute: Sendable, CaseIterable, CustomStringConvertible {
    /// Offsets from type metadata, cross-checked against `Mirror` once per type.
    case metadata
    /// `Mirror` only.
    case mirror

    // Spelled out rather than `@TaskLocal static var`: the SDKs' older `_Concurrency` declares `TaskLocal` as a
    // property wrapper, which Swift 6 rejects on a static `var`; a `let` of the wrapper compiles with both.
    private static let binding = TaskLocal<ReflectionRoute>(wrappedValue: .metadata)

    /// The route in force for the current task and its child tasks.
    static var current: ReflectionRoute { binding.get() }

    /// Runs `body` with `route` in force for the current task (and the child tasks it creates).
    @_spi(Tooling) public static func with<Result>(_ route: ReflectionRoute, _ body: () throws -> Result) rethrows
        -> Result
    {
        try binding.withValue(route, operation: body)
    }

    public var description: String {
        switch self {
        case .metadata: "metadata"
        case .mirror: "Mirror"
        }
    }
}
