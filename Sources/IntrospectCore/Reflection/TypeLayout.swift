// `_forEachField` (field offsets from the runtime) is stdlib SPI: visible in toolchains whose stdlib module
// carries its SPI (Linux), absent from Apple SDKs' public stdlib interface. Where it is absent, layouts have no
// offsets and every read takes the `Mirror` path, with the same results.
#if !canImport(Darwin)
@_spi(Reflection) import Swift
#endif

/// How a type is laid out, as far as reflecting SwiftUI values needs it: its readable name and, for structs and
/// tuples, its stored fields with their byte offsets (from the runtime, so reading a field needs no `Mirror`).
///
/// Computed once per type and cached by `ObjectIdentifier` of the metatype; names are used only in messages
/// and to recognise SwiftUI's wrapper types once.
public struct TypeLayout: @unchecked Sendable {
    /// One stored field.
    public struct Field: @unchecked Sendable {
        /// The label `Mirror` would show (`content`, `.0`).
        public let label: String
        /// The byte offset in the value.
        public let offset: Int
        /// The declared type.
        public let type: Any.Type
    }

    /// The type.
    public let type: Any.Type
    /// `ModifiedContent<Text, _PaddingLayout>` (module names left out).
    public let name: String
    /// `ModifiedContent`: the name without generic arguments or nesting.
    public let baseName: String
    /// The stored fields with offsets; empty for enums, classes, and when the runtime cannot tell.
    public let fields: [Field]
    /// Whether `fields` came from the runtime (structs and tuples), so reads can use offsets.
    public let hasFieldOffsets: Bool

    private static let cache = TypeKeyedCache<TypeLayout>()

    /// The layout of `type`.
    public static func of(_ type: Any.Type) -> TypeLayout {
        cache.value(for: type, compute: TypeLayout.init(computing:))
    }

    /// How many types have been laid out (for tests of the cache).
    public static var cachedTypeCount: Int { cache.count }

    private init(computing type: Any.Type) {
        self.type = type
        name = String(describing: type)
        var base = name
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        baseName = base
        fields = Self.runtimeFields(of: type, baseName: base) ?? []
        hasFieldOffsets = !fields.isEmpty
    }

    /// The stored fields of a struct or tuple with their offsets, from the runtime, or `nil` where the runtime
    /// cannot be asked (see the note on the import above).
    private static func runtimeFields(of type: Any.Type, baseName: String) -> [Field]? {
        #if !canImport(Darwin)
        guard !(type is AnyClass), baseName != "Optional" else { return nil }
        var fields: [Field] = []
        // `.ignoreUnknown` (1 << 1) is a mutable static in the stdlib, which Swift 6 rejects.
        let succeeded = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) { label, offset, fieldType, _ in
            fields.append(Field(label: String(cString: label), offset: offset, type: fieldType))
            return true
        }
        return succeeded ? fields : nil
        #else
        return nil
        #endif
    }

    /// The field labelled `label`.
    public func field(_ label: String) -> Field? {
        fields.first { $0.label == label }
    }
}

/// Raw access to values in existential boxes: their bytes, a field loaded at an offset, an enum's case.
enum RawValue {
    /// Calls `body` with the bytes of the value inside `value` (the existential opened, not the box).
    static func withBytes<Result>(of value: Any, _ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result {
        func open<T>(_ opened: T) throws -> Result {
            try withUnsafeBytes(of: opened) { buffer in
                if let base = buffer.baseAddress { return try body(base) }
                // A zero-sized value has no bytes to read; any valid address serves.
                var placeholder = 0
                return try withUnsafePointer(to: &placeholder) { try body(UnsafeRawPointer($0)) }
            }
        }
        return try _openExistential(value, do: open)
    }

    /// A copy of the value of type `type` stored at `pointer`.
    static func load(_ type: Any.Type, at pointer: UnsafeRawPointer) -> Any {
        func open<F>(_ fieldType: F.Type) -> Any { pointer.load(as: F.self) }
        return _openExistential(type, do: open)
    }

    /// The case name of the enum value of type `type` stored at `pointer` (`tagged`, `untagged`).
    static func enumCaseName(at pointer: UnsafeRawPointer, type: Any.Type) -> String? {
        func open<E>(_ enumType: E.Type) -> String? {
            runtimeEnumCaseName(pointer.load(as: E.self)).map { String(cString: $0) }
        }
        return _openExistential(type, do: open)
    }
}

// The runtime's enum case name (what `print` uses for enums): no `Mirror`, no allocation for short names.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
