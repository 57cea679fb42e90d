// Stored-field layouts read from Swift type metadata, with no stdlib SPI.
//
// Struct, enum and tuple metadata, context descriptors and reflection field records are ABI-stable on Apple
// platforms since Swift 5.0 (iOS 12.2, macOS 10.14.4) and have the same layout on Linux. The facts relied on,
// numbered so the code can point at them. Sources, in github.com/swiftlang/swift:
//   [ABI]      docs/ABI/TypeMetadata.rst (commit 300f71f2943f5265b2457f170bd323f4d65b4a45) — "Common Metadata
//              Layout", "Struct Metadata", "Tuple Metadata", "Generic Argument Vector". Its "Nominal Type
//              Descriptor" section is marked out of date, and it still calls field offsets pointer-sized: the
//              headers below are what the runtime compiles.
//   [Meta]     include/swift/ABI/Metadata.h — TargetValueMetadata, TargetStructMetadata::getFieldOffsets,
//              getGenericArgumentOffset, TargetTupleTypeMetadata::Element, TargetTypeContextDescriptor,
//              TargetStructDescriptor, TargetEnumDescriptor (https://github.com/swiftlang/swift/blob/main/include/swift/ABI/Metadata.h)
//   [Kinds]    include/swift/ABI/MetadataKind.def and MetadataValues.h — MetadataKind values, ContextDescriptorKind,
//              ContextDescriptorFlags
//   [Records]  include/swift/RemoteInspection/Records.h (commit 738594aabbe2848f521aa90de45eb4897bd3b433) —
//              FieldDescriptor, FieldRecord, FieldRecordFlags, FieldDescriptorKind
//   [Mangling] docs/ABI/Mangling.rst "Symbolic references"; lib/Demangling/Demangler.cpp
//              makeSymbolicMangledNameStringRef
//   [Mirror]   stdlib/public/runtime/ReflectionMirror.cpp — getFieldAt (a field's type is its mangled name resolved
//              against the type's descriptor and generic arguments), TupleImpl (labels, `.0` when unlabelled)
//   [GenMeta]  lib/IRGen/GenMeta.cpp — StructContextDescriptorBuilder::addLayoutInfo writes NumFields, then the
//              field-offset vector's offset divided by the pointer size
//
//  F1 A metatype value (`Any.Type`) is the pointer to the type's metadata. [ABI] intro: "metadata pointer"
//  F2 The word at offset 0 is the kind: struct 0x200, enum 0x201, optional 0x202, tuple 0x301; class metadata
//     holds an isa pointer there on Apple platforms (> 0x7FF) and 0 elsewhere. [ABI], [Kinds]
//  F3 Struct, enum and optional metadata hold the type's context descriptor at word 1 — an absolute pointer,
//     signed with pointer authentication on arm64e (`__ptrauth_swift_type_descriptor`), so this file reads no
//     descriptor there. [Meta] TargetValueMetadata::Description
//  F4 Generic arguments of struct and enum metadata begin at word 2 (type arguments, then witness tables).
//     [ABI] "Struct Metadata", "Generic Argument Vector"; [Meta] getGenericArgumentOffset
//  F5 A context descriptor starts with UInt32 flags: kind in the low 5 bits (struct 17, enum 18), "is generic"
//     bit 0x80; then Int32 Parent (+4). A type context descriptor continues with Int32 relative pointers Name
//     (+8), AccessFunction (+12) and Fields (+16, to the field descriptor, nullable). [Meta], [Kinds]
//  F6 A struct descriptor continues with UInt32 NumFields (+20) and UInt32 FieldOffsetVectorOffset (+24): where
//     the field-offset vector sits in the metadata, in words; 0 means there is none. [Meta], [GenMeta]
//  F7 The field-offset vector holds NumFields UInt32 byte offsets, in declaration order. For generic structs it
//     lives in each metadata instance (after the generic arguments), filled in when the metadata is completed.
//     [Meta] TargetStructMetadata::getFieldOffsets
//  F8 An enum descriptor continues with UInt32 NumPayloadCasesAndPayloadSizeOffset (+20; cases in the low 24
//     bits) and UInt32 NumEmptyCases (+24). [Meta] TargetEnumDescriptor
//  F9 A relative direct pointer is an Int32 offset from its own address; 0 is null. [Meta] RelativeDirectPointer
// F10 A field descriptor is Int32 MangledTypeName, Int32 Superclass, UInt16 Kind (struct 0, enum 2, multi-payload
//     enum 3), UInt16 FieldRecordSize, UInt32 NumFields, then NumFields records of FieldRecordSize bytes: UInt32
//     Flags (0x1 indirect case), Int32 MangledTypeName (null for an enum case without payload), Int32 FieldName.
//     Records are in declaration order. [Records]
// F11 A mangled name ends at a 0 byte outside symbolic references; a reference is a byte 0x01–0x17 followed by 4
//     bytes, or 0x18–0x1F followed by a pointer, and those bytes may be 0. [Mangling]
// F12 `swift_getTypeByMangledNameInContext(name, length, descriptor, generic arguments)` — public in the stdlib as
//     `_getTypeByMangledNameInContext` since Swift 5.0 — resolves a field's mangled type name the way `Mirror`
//     does. [Mirror] getFieldAt
// F13 Tuple metadata: word 1 the element count, word 2 the labels (a C string with one space-terminated label per
//     element, empty for an unlabelled one; null when none is labelled), then from word 3 one two-word element per
//     tuple element: the element type's metadata, then its byte offset — a word on Apple platforms, a UInt32
//     followed by padding elsewhere. [ABI] "Tuple Metadata"; [Meta] TargetTupleTypeMetadata::Element
// F14 A field with reference-storage ownership has a mangled type ending in the suffix operator `Xw` (weak), `Xo`
//     (unowned) or `Xu` (unowned(unsafe)); its bytes are a weak or unowned reference, not a value of the referent
//     type the name resolves to. [Mangling] "Types"; [Mirror] getFieldAt reads such fields specially
//
// What is read: only the words, records and strings the metadata and descriptors say are there (F6–F8, F10,
// F13); nothing past a count. Whatever this file cannot read is `nil`, and callers use `Mirror` instead; callers
// also cross-check each layout against `Mirror` before reading values with it (`LayoutCheck`).

/// Layouts read from the metadata of struct, tuple and enum types.
package enum TypeMetadata {
    /// What kind of type a metatype describes (F2).
    package enum Kind: Equatable, Sendable {
        case structure
        case enumeration
        case optional
        case tuple
        /// Classes, existentials, functions, metatypes, foreign and builtin types.
        case other
    }

    /// A stored field of a struct or an element of a tuple.
    package struct StoredField: @unchecked Sendable {
        /// The field's name; `.0`, `.1`, … for an unlabelled tuple element (as `Mirror` labels it).
        package let name: String
        /// The byte offset in a value of the type.
        package let offset: Int
        /// The declared type.
        package let type: Any.Type
    }

    /// A case of an enum.
    package struct EnumCase: @unchecked Sendable {
        /// The case name.
        package let name: String
        /// The declared payload type, or `nil` for a case without payload.
        package let payloadType: Any.Type?
        /// Whether the payload is boxed (`indirect`).
        package let isIndirect: Bool
    }

    private static let wordSize = MemoryLayout<UInt>.size

    /// The kind of `type`.
    package static func kind(of type: Any.Type) -> Kind {
        let metadata = metadataPointer(type)
        switch metadata.load(as: UInt.self) {
        case 0x200: return .structure
        case 0x201: return .enumeration
        case 0x202: return .optional
        case 0x301: return .tuple
        default: return .other
        }
    }

    /// The stored fields of a struct or the elements of a tuple, in declaration order; `nil` for other kinds and
    /// wherever the metadata does not say (no field descriptor, no field-offset vector, an unresolvable type).
    package static func storedFields(of type: Any.Type) -> [StoredField]? {
        switch kind(of: type) {
        case .structure: return structFields(of: type)
        case .tuple: return tupleElements(of: type)
        default: return nil
        }
    }

    /// The cases of an enum (or `Optional`) with their declared payload types; `nil` for other kinds and wherever
    /// the metadata does not say.
    package static func enumCases(of type: Any.Type) -> [EnumCase]? {
        let kind = kind(of: type)
        guard kind == .enumeration || kind == .optional else { return nil }
        let metadata = metadataPointer(type)
        guard let descriptor = typeDescriptor(of: metadata, expectedKind: 18),
            let records = fieldRecords(of: descriptor, expectedKinds: [2, 3])
        else { return nil }
        // F8: the descriptor's counts must account for every record.
        let payloadCases = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
        let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
        guard payloadCases + emptyCases == records.count else { return nil }
        let arguments = genericArguments(of: metadata, descriptor: descriptor)
        var cases: [EnumCase] = []
        cases.reserveCapacity(records.count)
        for record in records {
            guard let name = record.name else { return nil }
            var payloadType: Any.Type?
            if let typeName = record.mangledTypeName {
                guard let resolved = resolve(typeName, descriptor: descriptor, arguments: arguments) else { return nil }
                payloadType = resolved
            }
            cases.append(EnumCase(name: name, payloadType: payloadType, isIndirect: record.flags & 0x1 != 0))
        }
        return cases
    }

    // MARK: - Structs

    private static func structFields(of type: Any.Type) -> [StoredField]? {
        let metadata = metadataPointer(type)
        guard let descriptor = typeDescriptor(of: metadata, expectedKind: 17) else { return nil }
        // F6
        let fieldCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
        let vectorOffsetInWords = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
        if fieldCount == 0 { return [] }
        guard vectorOffsetInWords != 0,
            let records = fieldRecords(of: descriptor, expectedKinds: [0]), records.count == fieldCount
        else { return nil }
        let arguments = genericArguments(of: metadata, descriptor: descriptor)
        // F7
        let offsets = metadata + vectorOffsetInWords * wordSize
        var fields: [StoredField] = []
        fields.reserveCapacity(fieldCount)
        for (index, record) in records.enumerated() {
            guard let name = record.name, let typeName = record.mangledTypeName,
                let fieldType = resolve(typeName, descriptor: descriptor, arguments: arguments)
            else { return nil }
            let offset = Int(offsets.load(fromByteOffset: index * MemoryLayout<UInt32>.size, as: UInt32.self))
            fields.append(StoredField(name: name, offset: offset, type: fieldType))
        }
        return fields
    }

    // MARK: - Tuples

    private static func tupleElements(of type: Any.Type) -> [StoredField]? {
        let metadata = metadataPointer(type)
        // F13
        let count = Int(metadata.load(fromByteOffset: wordSize, as: UInt.self))
        let labels = tupleLabels(
            metadata.load(fromByteOffset: 2 * wordSize, as: UnsafePointer<UInt8>?.self), count: count)
        var elements: [StoredField] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            let element = metadata + (3 + 2 * index) * wordSize
            guard let elementMetadata = element.load(as: UnsafeRawPointer?.self) else { return nil }
            #if canImport(Darwin)
            let offset = Int(element.load(fromByteOffset: wordSize, as: UInt.self))
            #else
            let offset = Int(element.load(fromByteOffset: wordSize, as: UInt32.self))
            #endif
            let label = labels.flatMap { index < $0.count && !$0[index].isEmpty ? $0[index] : nil } ?? ".\(index)"
            elements.append(
                StoredField(name: label, offset: offset, type: unsafeBitCast(elementMetadata, to: Any.Type.self)))
        }
        return elements
    }

    /// The labels of a tuple's elements (F13): one per space-terminated run, empty for an unlabelled element.
    private static func tupleLabels(_ text: UnsafePointer<UInt8>?, count: Int) -> [String]? {
        guard let text else { return nil }
        var labels: [String] = []
        var start = text
        var cursor = text
        while labels.count < count, cursor.pointee != 0 {
            if cursor.pointee == UInt8(ascii: " ") {
                labels.append(String(decoding: UnsafeBufferPointer(start: start, count: cursor - start), as: UTF8.self))
                start = cursor + 1
            }
            cursor += 1
        }
        return labels
    }

    // MARK: - Descriptors and field records

    /// One field record (F10).
    private struct FieldRecord {
        let flags: UInt32
        let mangledTypeName: UnsafePointer<UInt8>?
        let name: String?
    }

    /// F1: the metadata a metatype value points to.
    private static func metadataPointer(_ type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// F3, F5: the context descriptor of struct, enum or optional metadata, if it is of `expectedKind`.
    private static func typeDescriptor(of metadata: UnsafeRawPointer, expectedKind: UInt32) -> UnsafeRawPointer? {
        #if _ptrauth(_arm64e)
        // The descriptor pointer is signed (F3); without a way to strip it from Swift, arm64e takes `Mirror`.
        return nil
        #else
        guard let descriptor = metadata.load(fromByteOffset: wordSize, as: UnsafeRawPointer?.self),
            descriptor.load(as: UInt32.self) & 0x1F == expectedKind
        else { return nil }
        return descriptor
        #endif
    }

    /// F4, F5: the generic arguments to resolve field types against, or `nil` for a non-generic type.
    private static func genericArguments(of metadata: UnsafeRawPointer, descriptor: UnsafeRawPointer)
        -> UnsafeRawPointer?
    {
        descriptor.load(as: UInt32.self) & 0x80 != 0 ? metadata + 2 * wordSize : nil
    }

    /// F5, F10: the field records of a type, if it has a field descriptor of one of `expectedKinds`.
    private static func fieldRecords(of descriptor: UnsafeRawPointer, expectedKinds: Set<UInt16>) -> [FieldRecord]? {
        guard let fieldDescriptor = relativeTarget(at: descriptor + 16) else { return nil }
        let kind = fieldDescriptor.load(fromByteOffset: 8, as: UInt16.self)
        let recordSize = Int(fieldDescriptor.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fieldDescriptor.load(fromByteOffset: 12, as: UInt32.self))
        guard expectedKinds.contains(kind), recordSize >= 12 else { return nil }
        var records: [FieldRecord] = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let record = fieldDescriptor + 16 + index * recordSize
            let typeName = relativeTarget(at: record + 4)?.assumingMemoryBound(to: UInt8.self)
            let name = relativeTarget(at: record + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
            records.append(FieldRecord(flags: record.load(as: UInt32.self), mangledTypeName: typeName, name: name))
        }
        return records
    }

    /// F9: where the relative direct pointer at `field` points, or `nil` for a null one.
    private static func relativeTarget(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// F11, F12: the type a mangled name denotes in the context of `descriptor` with `arguments`.
    private static func resolve(
        _ name: UnsafePointer<UInt8>, descriptor: UnsafeRawPointer, arguments: UnsafeRawPointer?
    ) -> Any.Type? {
        var length = 0
        // The last two tokens, if they are plain characters (a symbolic reference is `nil`).
        var lastTwo: (UInt8?, UInt8?) = (nil, nil)
        while name[length] != 0 {
            switch name[length] {
            case 0x01...0x17:
                length += 1 + 4
                lastTwo = (lastTwo.1, nil)
            case 0x18...0x1F:
                length += 1 + wordSize
                lastTwo = (lastTwo.1, nil)
            default:
                lastTwo = (lastTwo.1, name[length])
                length += 1
            }
        }
        guard length > 0 else { return nil }
        // F14: `weak`, `unowned` and `unowned(unsafe)` storage is not a value of the referent type; `Mirror` reads it.
        if lastTwo.0 == UInt8(ascii: "X"), let last = lastTwo.1,
            [UInt8(ascii: "w"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains(last)
        {
            return nil
        }
        return _getTypeByMangledNameInContext(
            name, UInt(length), genericContext: descriptor, genericArguments: arguments)
    }
}
