/// Cross-checks a layout read from type metadata against what `Mirror` shows for a value of the type, before
/// any value is read with that layout. It runs once per type (the verdict is cached by the caller), on every
/// platform: the code that Apple platforms run is the code the Linux tests run, and one `Mirror` per type costs
/// microseconds, once.
///
/// In order, so that nothing is loaded from a value before its offset and type are known to be sound:
/// 1. the same labels in the same order as `Mirror`'s children (no custom mirror, the same display style);
/// 2. offsets consistent with the declared types: each non-empty field starts at the end of the previous one
///    rounded up to its alignment, and the last one ends at the type's size — the layout Swift gives structs and
///    tuples (`swift_initStructMetadata` / `swift_getTupleTypeMetadata` lay fields out in declaration order that
///    way; stdlib/public/runtime/Metadata.cpp, `performBasicLayout`). Empty fields hold no bytes to misread;
///    their offsets need only lie within the value;
/// 3. each child's value has the declared type (exactly, for structs, enums, optionals and tuples; by a dynamic
///    cast for classes, existentials, functions and metatypes);
/// 4. the values loaded at the offsets equal `Mirror`'s: `==` through `AnyHashable` where both are hashable,
///    identity for objects, otherwise enum cases and children compared recursively (a bounded walk).
///
/// Any difference is a `.disagrees` with the reason, and the type is read through `Mirror` from then on.
package enum LayoutCheck {
    /// How many nested values step 4 compares at most for one type (deeper levels are checked when their own
    /// types are first read).
    package static let valueBudget = 256

    /// Compares the metadata `fields` of `layout`'s type with `Mirror`'s view of `sample`, a value of that type.
    package static func compare(_ fields: [TypeLayout.Field], of layout: TypeLayout, with sample: Any)
        -> TypeLayout.MirrorAgreement
    {
        guard ObjectIdentifier(type(of: sample)) == ObjectIdentifier(layout.type) else {
            return .disagrees("the sample is of type \(TypeLayout.of(type(of: sample)).name), not \(layout.name)")
        }
        if sample is CustomReflectable { return .disagrees("\(layout.name) has a custom mirror") }
        let mirror = Mirror(reflecting: sample)
        let expectedStyle: Mirror.DisplayStyle = layout.kind == .tuple ? .tuple : .struct
        guard mirror.displayStyle == expectedStyle else {
            return .disagrees(
                "Mirror shows \(mirror.displayStyle.map { "\($0)" } ?? "no display style"), not \(expectedStyle)")
        }
        let children = Array(mirror.children)

        // 1. Labels.
        let mirrorLabels = children.map { $0.label ?? "" }
        let metadataLabels = fields.map(\.label)
        guard mirrorLabels == metadataLabels else {
            return .disagrees("labels \(metadataLabels) in metadata, \(mirrorLabels) in Mirror")
        }

        // 2. Offsets against the declared types' sizes and alignments.
        let size = RawValue.sizeAndAlignment(of: layout.type).size
        var end = 0
        for field in fields {
            let (fieldSize, alignment) = RawValue.sizeAndAlignment(of: field.type)
            if fieldSize == 0 {
                guard (0...size).contains(field.offset) else {
                    return .disagrees("\(field.label) at \(field.offset), outside \(size) bytes")
                }
                continue
            }
            let expected = (end + alignment - 1) / alignment * alignment
            guard field.offset == expected else {
                return .disagrees("\(field.label) at \(field.offset); its type puts it at \(expected)")
            }
            end = field.offset + fieldSize
        }
        guard end == size else { return .disagrees("the fields end at \(end), the type has \(size) bytes") }

        // 3. Declared types.
        for (field, child) in zip(fields, children) where !isValue(child.value, of: field.type) {
            return .disagrees(
                "\(field.label) is declared \(TypeLayout.of(field.type).name), Mirror shows \(TypeLayout.of(type(of: child.value)).name)"
            )
        }

        // 4. Values.
        let loaded = RawValue.withBytes(of: sample) { base in
            fields.map { RawValue.load($0.type, at: base + $0.offset) }
        }
        for (index, child) in children.enumerated() where !valuesAgree(loaded[index], child.value) {
            return .disagrees("\(fields[index].label) holds a different value at offset \(fields[index].offset)")
        }
        return .agrees
    }

    /// Compares reading `enumCase`'s payload at the start of an enum value (where Swift stores it, for a case
    /// that is not `indirect`: docs/ABI/TypeLayout.rst, "Single-Payload Enums" and "Multi-Payload Enums") with
    /// `Mirror`'s view of `sample`, a value of `enumType` in that case.
    package static func comparePayload(_ enumCase: TypeMetadata.EnumCase, of enumType: Any.Type, with sample: Any)
        -> TypeLayout.MirrorAgreement
    {
        let name = TypeLayout.of(enumType).name
        guard ObjectIdentifier(type(of: sample)) == ObjectIdentifier(enumType) else {
            return .disagrees("the sample is of type \(TypeLayout.of(type(of: sample)).name), not \(name)")
        }
        guard let payloadType = enumCase.payloadType, !enumCase.isIndirect else {
            return .disagrees("\(name).\(enumCase.name) has no inline payload")
        }
        // `Optional`'s own custom mirror shows its payload as `some`, like an enum's.
        let isOptional = TypeMetadata.kind(of: enumType) == .optional
        if sample is CustomReflectable, !isOptional { return .disagrees("\(name) has a custom mirror") }
        let mirror = Mirror(reflecting: sample)
        guard mirror.displayStyle == (isOptional ? .optional : .enum), let child = mirror.children.first,
            child.label == enumCase.name
        else {
            return .disagrees("Mirror shows no \(enumCase.name) payload in \(name)")
        }
        guard RawValue.sizeAndAlignment(of: payloadType).size <= RawValue.sizeAndAlignment(of: enumType).size else {
            return .disagrees("the payload of \(name).\(enumCase.name) is larger than the enum")
        }
        guard isValue(child.value, of: payloadType) else {
            return .disagrees(
                "\(name).\(enumCase.name) carries \(TypeLayout.of(payloadType).name), Mirror shows \(TypeLayout.of(type(of: child.value)).name)"
            )
        }
        let loaded = RawValue.withBytes(of: sample) { RawValue.load(payloadType, at: $0) }
        guard valuesAgree(loaded, child.value) else {
            return .disagrees("\(name).\(enumCase.name) holds a different payload")
        }
        return .agrees
    }

    /// Step 3: whether `value` (a `Mirror` child) is a value of the declared type `declared`.
    private static func isValue(_ value: Any, of declared: Any.Type) -> Bool {
        switch TypeMetadata.kind(of: declared) {
        case .structure, .enumeration, .optional, .tuple:
            ObjectIdentifier(type(of: value)) == ObjectIdentifier(declared)
        case .other:
            RawValue.value(value, isA: declared)
        }
    }

    /// Step 4: whether two values are equal as far as can be told without knowing their types statically.
    package static func valuesAgree(_ first: Any, _ second: Any) -> Bool {
        var pending: [(Any, Any)] = [(first, second)]
        var budget = valueBudget
        while let (left, right) = pending.popLast() {
            budget -= 1
            if budget < 0 { return true }
            let leftType = type(of: left)
            guard ObjectIdentifier(leftType) == ObjectIdentifier(type(of: right)) else { return false }
            if leftType is AnyClass {
                guard (left as AnyObject) === (right as AnyObject) else { return false }
                continue
            }
            if let leftHashable = left as? AnyHashable, let rightHashable = right as? AnyHashable {
                guard leftHashable == rightHashable else { return false }
                continue
            }
            let kind = TypeMetadata.kind(of: leftType)
            if kind == .enumeration || kind == .optional {
                guard RawValue.enumCaseName(of: left) == RawValue.enumCaseName(of: right) else { return false }
            }
            let leftChildren = Array(Mirror(reflecting: left).children)
            let rightChildren = Array(Mirror(reflecting: right).children)
            guard leftChildren.count == rightChildren.count,
                leftChildren.map(\.label) == rightChildren.map(\.label)
            else { return false }
            pending.append(contentsOf: zip(leftChildren.map(\.value), rightChildren.map(\.value)))
        }
        return true
    }
}
