/// How a type is laid out, as far as reflecting SwiftUI values needs it: its readable name and, for structs and
/// tuples, its stored fields with their byte offsets, read from the type's metadata (`TypeMetadata`).
///
/// Computed once per type and cached by `ObjectIdentifier` of the metatype; names are used only in messages
/// and to recognise SwiftUI's wrapper types. Offsets are used only through ``trustedFields(of:sample:)``, which
/// hands them out once they have agreed with `Mirror` for a value of the type (`LayoutCheck`).
package struct TypeLayout: @unchecked Sendable {
    /// One stored field.
    package struct Field: @unchecked Sendable {
        /// The label `Mirror` shows (`content`, `.0`).
        package let label: String
        /// The byte offset in a value of the type.
        package let offset: Int
        /// The declared type.
        package let type: Any.Type

        package init(label: String, offset: Int, type: Any.Type) {
            self.label = label
            self.offset = offset
            self.type = type
        }
    }

    /// The type.
    package let type: Any.Type
    /// `ModifiedContent<Text, _PaddingLayout>` (module names left out).
    package let name: String
    /// `ModifiedContent`: the name without generic arguments or nesting.
    package let baseName: String
    /// What kind of type it is.
    package let kind: TypeMetadata.Kind
    /// The stored fields of a struct or tuple as its metadata gives them; `nil` for other kinds and wherever the
    /// metadata does not say (then reads use `Mirror`).
    package let metadataFields: [Field]?

    private static let cache = TypeKeyedCache<TypeLayout>()
    private static let agreements = TypeKeyedCache<MirrorAgreement>()

    /// The layout of `type`.
    package static func of(_ type: Any.Type) -> TypeLayout {
        cache.value(for: type, compute: TypeLayout.init(computing:))
    }

    /// How many types have been laid out (for tests of the cache).
    package static var cachedTypeCount: Int { cache.count }

    private init(computing type: Any.Type) {
        self.type = type
        name = String(describing: type)
        var base = name
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        baseName = base
        kind = TypeMetadata.kind(of: type)
        metadataFields = TypeMetadata.storedFields(of: type)?.map {
            Field(label: $0.name, offset: $0.offset, type: $0.type)
        }
    }

    /// The metadata field labelled `label`.
    package func field(_ label: String) -> Field? {
        metadataFields?.first { $0.label == label }
    }
}

// MARK: - Agreement with Mirror

extension TypeLayout {
    /// Whether a type's metadata layout agreed with `Mirror` on the first value of the type that was read.
    package enum MirrorAgreement: Equatable, Sendable {
        /// Same labels in the same order, offsets consistent with the declared types, same values.
        case agrees
        /// The first difference found, in words.
        case disagrees(String)
    }

    /// The fields of `type` to read at their offsets: its metadata fields, when the ``ReflectionRoute/metadata``
    /// route is in force and they agreed with `Mirror` on the first value of the type; `nil` means "use `Mirror`".
    ///
    /// The check runs once per type, on `sample()` — a value of exactly `type` — and its verdict is cached.
    package static func trustedFields(of type: Any.Type, sample: () -> Any) -> [Field]? {
        guard ReflectionRoute.current == .metadata else { return nil }
        let layout = of(type)
        guard let fields = layout.metadataFields else { return nil }
        let agreement = agreements.value(for: type) { _ in LayoutCheck.compare(fields, of: layout, with: sample()) }
        return agreement == .agrees ? fields : nil
    }

    /// The verdict of the check against `Mirror` for `type`, or `nil` if no value of it has been read on the
    /// metadata route yet (for tests).
    package static func mirrorAgreement(of type: Any.Type) -> MirrorAgreement? {
        agreements.cachedValue(for: type)
    }
}

// MARK: - Raw access

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

    /// The size and alignment of `type`.
    static func sizeAndAlignment(of type: Any.Type) -> (size: Int, alignment: Int) {
        func open<T>(_: T.Type) -> (size: Int, alignment: Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
        return _openExistential(type, do: open)
    }

    /// Whether `value` is a `T` (a dynamic cast, so a subclass instance is an instance of its superclass, and a
    /// conforming value is a value of the protocol's existential).
    static func value(_ value: Any, isA type: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { value is T }
        return _openExistential(type, do: open)
    }

    /// The case name of the enum value of type `type` stored at `pointer` (`tagged`, `untagged`); `nil` if
    /// `type` is not an enum. The value is not copied.
    static func enumCaseName(at pointer: UnsafeRawPointer, type: Any.Type) -> String? {
        runtimeEnumCaseName(pointer, unsafeBitCast(type, to: UnsafeRawPointer.self)).map { String(cString: $0) }
    }

    /// Whether the enum value of type `type` stored at `pointer` is in the case named `name` — no copy, no
    /// allocation.
    static func enumCase(at pointer: UnsafeRawPointer, type: Any.Type, is name: StaticString) -> Bool {
        guard let caseName = runtimeEnumCaseName(pointer, unsafeBitCast(type, to: UnsafeRawPointer.self)) else {
            return false
        }
        return name.withUTF8Buffer { expected in
            var index = 0
            while index < expected.count {
                guard UInt8(bitPattern: caseName[index]) == expected[index] else { return false }
                index += 1
            }
            return caseName[index] == 0
        }
    }

    /// The case name of `value`, an enum (`nil` for other values).
    static func enumCaseName(of value: Any) -> String? {
        withBytes(of: value) { enumCaseName(at: $0, type: type(of: value)) }
    }
}

// The runtime's enum case name (what `print` uses for enums), for the value at the first argument of the type whose
// metadata is the second: `const char *swift_EnumCaseName(OpaqueValue *value, const Metadata *type)`, Swift calling
// convention (stdlib/public/runtime/ReflectionMirror.cpp). It reads the case through the type's value witnesses
// without copying the value. Exported by the Swift runtime on every platform since Swift 5.0 (listed in the Apple
// SDKs' libswiftCore.tbd); `nil` for a type that is not an enum.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName(_ value: UnsafeRawPointer, _ type: UnsafeRawPointer) -> UnsafePointer<CChar>?
