/// Reads a `TagValueTraitKey<V>.Value` — SwiftUI's `enum { case untagged; case tagged(V) }` — from its bytes, on
/// the metadata route.
///
/// Asking the runtime which case a value is in (`swift_EnumCaseName`) costs about 250 ns on Linux, half of
/// reading a 10-child split. An enum with exactly one payload case (not `indirect`) and one empty case is laid out
/// as `Optional<Payload>`: a single-payload enum's layout depends only on its payload type and its number of
/// empty cases (docs/ABI/TypeLayout.rst in swiftlang/swift, "Single-Payload Enums"; the runtime lays both out with
/// `swift_initEnumMetadataSinglePayload`). So the case is a load as `Optional<V>` — nil for `untagged`, the tag
/// otherwise — a few nanoseconds.
///
/// That reading is used only after three checks: the metadata gives that shape (two cases, one of them an inline
/// `tagged` payload) and the sizes and alignments match `Optional<V>`'s; the runtime, shown the bytes of
/// `Optional<V>.none`, calls them the empty case; and on the first tagged value read, the runtime says `tagged`,
/// the `Optional` reading finds a payload, and `Mirror` shows that same payload (`LayoutCheck.comparePayload`).
/// Until then each read asks the runtime; after a disagreement every read does, and payloads come from `Mirror`
/// unless `Mirror` confirmed reading them in place.
package final class TraitValueReader: @unchecked Sendable {
    /// The enum type.
    let enumType: Any.Type
    /// The declared type of the `tagged` payload.
    let payloadType: Any.Type
    private let taggedCase: TypeMetadata.EnumCase
    /// `Optional<Payload>`, opened once: reading through it needs no metadata lookup per read.
    private let optionalType: any OptionalPayloadLoading.Type
    /// The name of the empty case, when the enum has the shape `Optional`'s layout applies to and the runtime
    /// agreed that `Optional.none`'s bytes are that case; `nil` otherwise.
    private let optionalShapeEmptyCase: String?

    private let lock = ReflectionLock()
    private var taggedConfirmed = false
    private var payloadInPlace = false
    private var disagreed = false

    private static let readers = TypeKeyedCache<TraitValueReader?>()

    /// The reader for `enumType`, or `nil` when its metadata shows no `tagged` case with an inline payload.
    package static func reader(for enumType: Any.Type) -> TraitValueReader? {
        readers.value(for: enumType) { TraitValueReader(enumType: $0) }
    }

    private init?(enumType: Any.Type) {
        guard let cases = TypeMetadata.enumCases(of: enumType),
            let tagged = cases.first(where: { $0.name == "tagged" }),
            let payloadType = tagged.payloadType, !tagged.isIndirect
        else { return nil }
        self.enumType = enumType
        self.payloadType = payloadType
        taggedCase = tagged
        func optional<Payload>(of _: Payload.Type) -> any OptionalPayloadLoading.Type { Payload?.self }
        optionalType = _openExistential(payloadType, do: optional)
        let emptyCases = cases.filter { $0.payloadType == nil }
        if TypeMetadata.kind(of: enumType) == .enumeration, cases.count == 2, emptyCases.count == 1,
            RawValue.sizeAndAlignment(of: optionalType) == RawValue.sizeAndAlignment(of: enumType),
            Self.runtimeCaseNameOfOptionalNone(enumType: enumType, payloadType: payloadType) == emptyCases[0].name
        {
            optionalShapeEmptyCase = emptyCases[0].name
        } else {
            optionalShapeEmptyCase = nil
        }
    }

    /// The tag in the enum value at `pointer`.
    ///
    /// - Throws: ``ReflectionError`` at `path` when the value is not in its `tagged` case.
    package func tag(at pointer: UnsafeRawPointer, path: ReflectionPath) throws -> Any {
        let (confirmed, inPlace) = lock.withLock { (taggedConfirmed && !disagreed, payloadInPlace) }
        if confirmed, let emptyCase = optionalShapeEmptyCase {
            if let tag = optionalPayload(at: pointer) { return tag }
            throw untaggedError(at: path, caseName: emptyCase)
        }
        guard RawValue.enumCase(at: pointer, type: enumType, is: "tagged") else {
            throw untaggedError(at: path, caseName: RawValue.enumCaseName(at: pointer, type: enumType))
        }
        if inPlace || confirmTagged(at: pointer) { return RawValue.load(payloadType, at: pointer) }
        let value = RawValue.load(enumType, at: pointer)
        if let child = Mirror(reflecting: value).children.first, child.label == "tagged" { return child.value }
        throw untaggedError(at: path, caseName: RawValue.enumCaseName(of: value))
    }

    /// Whether reads are loads as `Optional<Payload>` (every check passed); for tests.
    package var readsAsOptional: Bool {
        lock.withLock { taggedConfirmed && !disagreed }
    }

    /// Checks a tagged value (the runtime said so) against `Mirror` and the `Optional` reading; whether its payload
    /// may be read in place.
    private func confirmTagged(at pointer: UnsafeRawPointer) -> Bool {
        let payloadAgrees =
            LayoutCheck.comparePayload(taggedCase, of: enumType, with: RawValue.load(enumType, at: pointer)) == .agrees
        let optionalAgrees = optionalShapeEmptyCase != nil && optionalPayload(at: pointer) != nil
        return lock.withLock {
            if payloadAgrees { payloadInPlace = true }
            if payloadAgrees && optionalAgrees { taggedConfirmed = true } else { disagreed = true }
            return payloadInPlace
        }
    }

    /// The runtime's name for the case of an `enumType` value whose bytes are those of `Optional<Payload>.none`
    /// (read in place through the enum's value witnesses: nothing is copied or retained).
    private static func runtimeCaseNameOfOptionalNone(enumType: Any.Type, payloadType: Any.Type) -> String? {
        let (size, alignment) = RawValue.sizeAndAlignment(of: enumType)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: alignment)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(size, 1))
        func storeNone<Payload>(_: Payload.Type) {
            buffer.initializeMemory(as: Payload?.self, repeating: nil, count: 1)
        }
        _openExistential(payloadType, do: storeNone)
        // `Optional.none` holds nothing to release.
        return RawValue.enumCaseName(at: buffer, type: enumType)
    }

    /// The payload if the value at `pointer`, read as `Optional<Payload>`, is not nil.
    private func optionalPayload(at pointer: UnsafeRawPointer) -> Any? {
        optionalType.payload(at: pointer)
    }

    private func untaggedError(at path: ReflectionPath, caseName: String?) -> ReflectionError {
        TagReading.untaggedError(at: path, enumType: enumType, caseName: caseName)
    }
}

/// `Optional<Payload>` read from raw bytes, through the metatype of the optional itself.
protocol OptionalPayloadLoading {
    /// The payload of the `Optional` stored at `pointer`, or `nil` for `.none`.
    static func payload(at pointer: UnsafeRawPointer) -> Any?
}

extension Optional: OptionalPayloadLoading {
    static func payload(at pointer: UnsafeRawPointer) -> Any? {
        guard let wrapped = pointer.load(as: Self.self) else { return nil }
        return wrapped
    }
}
