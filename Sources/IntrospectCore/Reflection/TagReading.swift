/// Reads `.tag(_:)` values in the three layouts SwiftUI has written them in:
///
/// 1. `_TagTraitWritingModifier<V>` — field `tag` (Xcode 26 SDK, running on OS 26+);
/// 2. `_TraitWritingModifier<TagValueTraitKey<V>>` — field `value`, an enum whose `tagged` case holds the tag;
/// 3. the Xcode 16 pair of (2): an outer writer keyed on `Optional<V>` around an inner one keyed on `V`.
///
/// The tag modifier may sit under other modifiers (`Text("A").tag(1).padding()`). Which writer counts: walking
/// the `ModifiedContent` chain from the outside in, the first writer of kind 1 or 2; failing that, the first
/// writer keyed on an `Optional` (so the Xcode 16 pair gives the inner, non-optional tag).
///
/// The reader for each child type is worked out once — which writer, at which byte offset in the child, from
/// layouts read in type metadata and confirmed by `Mirror` — and cached, so reading a tag is a few raw loads, not
/// a chain of `Mirror`s. Where a layout is missing or unconfirmed (and whenever the `Mirror` route is forced, in
/// tests and benchmarks), the same walk is done through `Mirror`. Both give the same tags and the same errors.
///
/// - Complexity: after the first value of a type, O(number of children) raw loads for a `TupleView`'s tags.
@_spi(Tooling) public enum TagReading {
    /// A tag writer, as recognised by its type.
    enum WriterKind {
        /// `_TagTraitWritingModifier<V>`: the tag in field `tag`.
        case tagField
        /// `_TraitWritingModifier<TagValueTraitKey<V>>`: the tag in the `tagged` case of field `value`.
        case traitValue
        /// `_TraitWritingModifier<TagValueTraitKey<Optional<V>>>`: the same, used only when there is no other.
        case optionalTraitValue
    }

    /// How to read the tag of a child type on the metadata route.
    enum Plan {
        /// The tag, of type `type`, at this offset in the child.
        case tagField(offset: Int, type: Any.Type)
        /// The `TagValueTraitKey<V>.Value` enum at this offset, read by `reader`.
        case traitValue(offset: Int, reader: TraitValueReader)
        /// No tag writer around the view.
        case untagged(found: String)
        /// Read through `Mirror` (a layout the metadata does not give, or that `Mirror` did not confirm).
        case mirror
    }

    /// The tags of a `TupleView`'s elements, read in one pass over its bytes.
    struct TuplePlan {
        struct Element {
            let offset: Int
            let path: ReflectionPath
            let plan: Plan
        }

        let elements: [Element]
    }

    private static let plans = TypeKeyedCache<Plan>()
    private static let tuplePlans = TypeKeyedCache<TuplePlan?>()

    /// The types that ``ContentReflection/children(of:)`` unwraps or flattens rather than treating as a child.
    static let containerNames: Set<String> = [
        "Optional", "_ConditionalContent", "AnyView", "Group", "TupleView", "EmptyView",
    ]

    /// The tag of `view` (a child of a container's content).
    public static func tag(of view: Any, at path: ReflectionPath = ReflectionPath()) throws -> AnyHashable {
        let raw = try rawTag(of: view, at: path)
        guard let hashable = raw as? AnyHashable else {
            throw ReflectionError(path: path, expected: "a Hashable tag", found: TypeLayout.of(type(of: raw)).name)
        }
        return hashable
    }

    /// The tag of `view` as a `V`.
    public static func tag<V>(of view: Any, at path: ReflectionPath = ReflectionPath(), as type: V.Type) throws -> V {
        try typed(rawTag(of: view, at: path), at: path, as: type)
    }

    /// The tags of every child of `content`, as `V`: one pass over the bytes of a `TupleView` whose elements are
    /// all views with modifiers (on the metadata route), the general path (``ContentReflection/children(of:)``,
    /// then each child's tag) otherwise. Both give the same tags and errors.
    public static func tags<V>(ofChildrenIn content: Any, as type: V.Type) throws -> [V] {
        if ReflectionRoute.current == .metadata,
            let plan = tuplePlans.value(for: Swift.type(of: content), compute: { _ in tuplePlan(for: content) })
        {
            let (tags, failure) = rawTags(of: content, with: plan)
            // One array cast: a per-element `as? V` in this unspecialised generic code allocates a temporary for
            // each element. The same casts element by element, to name the first that fails, only on failure.
            if let typedTags = tags as? [V], failure == nil { return typedTags }
            var typedTags: [V] = []
            for (index, tag) in tags.enumerated() {
                typedTags.append(try typed(tag, at: plan.elements[index].path, as: type))
            }
            if let failure { throw failure }
            return typedTags
        }
        return try ContentReflection.children(of: content).map { try $0.tag(as: type) }
    }

    /// The tags of a `TupleView`'s elements, in order, up to the first element that has none (and its error).
    private static func rawTags(of content: Any, with plan: TuplePlan) -> (tags: [Any], failure: ReflectionError?) {
        RawValue.withBytes(of: content) { base in
            var tags: [Any] = []
            tags.reserveCapacity(plan.elements.count)
            for element in plan.elements {
                do {
                    tags.append(try read(element.plan, at: base + element.offset, path: element.path))
                } catch let error as ReflectionError {
                    return (tags, error)
                } catch {
                    return (tags, ReflectionError(path: element.path, expected: "a tag", found: "\(error)"))
                }
            }
            return (tags, nil)
        }
    }

    private static func typed<V>(_ raw: Any, at path: ReflectionPath, as type: V.Type) throws -> V {
        guard let typed = raw as? V else {
            throw ReflectionError(
                path: path, expected: "a tag of type \(String(describing: V.self))",
                found: TypeLayout.of(Swift.type(of: raw)).name)
        }
        return typed
    }

    static func rawTag(of view: Any, at path: ReflectionPath) throws -> Any {
        if ReflectionRoute.current == .metadata {
            let plan = plans.value(for: type(of: view)) { _ in makePlan(for: view) }
            if case .mirror = plan {
            } else {
                return try RawValue.withBytes(of: view) { try read(plan, at: $0, path: path) }
            }
        }
        return try walkedTag(of: view, at: path)
    }

    /// The kind of tag writer `modifierType` is, if it is one.
    static func writerKind(of modifierType: Any.Type) -> WriterKind? {
        let writer = TypeLayout.of(modifierType)
        if writer.baseName == "_TagTraitWritingModifier" { return .tagField }
        guard writer.baseName == "_TraitWritingModifier", writer.name.containsSubstring("TagValueTraitKey") else {
            return nil
        }
        return writer.name.containsSubstring("TagValueTraitKey<Optional<") ? .optionalTraitValue : .traitValue
    }

    // MARK: - Metadata route

    /// Works out where the tag of `view`'s type sits, from metadata layouts confirmed by `Mirror` on `view` and
    /// the values inside it; `.mirror` wherever a layout is missing or unconfirmed.
    static func makePlan(for view: Any) -> Plan {
        var current = view
        var base = 0
        var optionalPlan: Plan?
        while TypeLayout.of(type(of: current)).baseName == "ModifiedContent" {
            let modified = current
            guard let fields = TypeLayout.trustedFields(of: type(of: modified), sample: { modified }),
                let modifier = fields.first(where: { $0.label == "modifier" }),
                let content = fields.first(where: { $0.label == "content" })
            else { return .mirror }
            let (modifierValue, contentValue) = RawValue.withBytes(of: modified) {
                (
                    RawValue.load(modifier.type, at: $0 + modifier.offset),
                    RawValue.load(content.type, at: $0 + content.offset)
                )
            }
            // An existential field holds a box, not the value: offsets into the value do not apply.
            guard isExactly(modifierValue, modifier.type), isExactly(contentValue, content.type) else { return .mirror }
            switch writerKind(of: modifier.type) {
            case .tagField:
                guard let writerFields = TypeLayout.trustedFields(of: modifier.type, sample: { modifierValue }),
                    let tag = writerFields.first(where: { $0.label == "tag" })
                else { return .mirror }
                return .tagField(offset: base + modifier.offset + tag.offset, type: tag.type)
            case .traitValue:
                return traitValuePlan(writer: modifierValue, at: base + modifier.offset) ?? .mirror
            case .optionalTraitValue:
                if optionalPlan == nil {
                    guard let found = traitValuePlan(writer: modifierValue, at: base + modifier.offset) else {
                        return .mirror
                    }
                    optionalPlan = found
                }
            case nil:
                break
            }
            base += content.offset
            current = contentValue
        }
        return optionalPlan ?? .untagged(found: TypeLayout.of(type(of: view)).name)
    }

    private static func traitValuePlan(writer: Any, at writerOffset: Int) -> Plan? {
        guard let fields = TypeLayout.trustedFields(of: type(of: writer), sample: { writer }),
            let value = fields.first(where: { $0.label == "value" }),
            let reader = TraitValueReader.reader(for: value.type)
        else { return nil }
        return .traitValue(offset: writerOffset + value.offset, reader: reader)
    }

    /// Plans every element of a `TupleView`, or `nil` when one of them needs the general path (a container that
    /// ``ContentReflection/children(of:)`` unwraps, an existential, a layout not confirmed).
    static func tuplePlan(for content: Any) -> TuplePlan? {
        guard TypeLayout.of(type(of: content)).baseName == "TupleView",
            let fields = TypeLayout.trustedFields(of: type(of: content), sample: { content }),
            let value = fields.first(where: { $0.label == "value" }),
            TypeMetadata.kind(of: value.type) == .tuple
        else { return nil }
        let tuple = RawValue.withBytes(of: content) { RawValue.load(value.type, at: $0 + value.offset) }
        guard let elementFields = TypeLayout.trustedFields(of: value.type, sample: { tuple }) else { return nil }
        var elements: [TuplePlan.Element] = []
        for element in elementFields {
            let elementValue = RawValue.withBytes(of: tuple) { RawValue.load(element.type, at: $0 + element.offset) }
            guard isExactly(elementValue, element.type), !containerNames.contains(TypeLayout.of(element.type).baseName)
            else { return nil }
            let plan = plans.value(for: element.type) { _ in makePlan(for: elementValue) }
            if case .mirror = plan { return nil }
            elements.append(
                TuplePlan.Element(
                    offset: value.offset + element.offset, path: ReflectionPath(["value", element.label]), plan: plan))
        }
        return TuplePlan(elements: elements)
    }

    static func read(_ plan: Plan, at pointer: UnsafeRawPointer, path: ReflectionPath) throws -> Any {
        switch plan {
        case let .tagField(offset, type):
            return RawValue.load(type, at: pointer + offset)
        case let .traitValue(offset, reader):
            return try reader.tag(at: pointer + offset, path: path)
        case let .untagged(found):
            throw ReflectionError(path: path, expected: "a tag modifier", found: found)
        case .mirror:
            throw ReflectionError(path: path, expected: "field offsets", found: "none")
        }
    }

    private static func isExactly(_ value: Any, _ declared: Any.Type) -> Bool {
        ObjectIdentifier(type(of: value)) == ObjectIdentifier(declared)
    }

    // MARK: - The walk (Mirror route, and types without a confirmed layout)

    /// The same choice of writer as ``makePlan(for:)``, made on the values through ``ValueReflection``.
    static func walkedTag(of view: Any, at path: ReflectionPath) throws -> Any {
        var current = view
        var optionalWriter: Any?
        while TypeLayout.of(type(of: current)).baseName == "ModifiedContent" {
            let modifier = try ValueReflection.field("modifier", of: current, at: path)
            switch writerKind(of: type(of: modifier)) {
            case .tagField:
                return try ValueReflection.field("tag", of: modifier, at: path)
            case .traitValue:
                return try taggedValue(of: ValueReflection.field("value", of: modifier, at: path), at: path)
            case .optionalTraitValue:
                optionalWriter = optionalWriter ?? modifier
            case nil:
                break
            }
            current = try ValueReflection.field("content", of: current, at: path)
        }
        if let optionalWriter {
            return try taggedValue(of: ValueReflection.field("value", of: optionalWriter, at: path), at: path)
        }
        throw ReflectionError(path: path, expected: "a tag modifier", found: TypeLayout.of(type(of: view)).name)
    }

    /// The payload of a `TagValueTraitKey<V>.Value` in its `tagged` case.
    private static func taggedValue(of traitValue: Any, at path: ReflectionPath) throws -> Any {
        if let child = Mirror(reflecting: traitValue).children.first, child.label == "tagged" { return child.value }
        throw untaggedError(at: path, enumType: type(of: traitValue), caseName: RawValue.enumCaseName(of: traitValue))
    }

    static func untaggedError(at path: ReflectionPath, enumType: Any.Type, caseName: String?) -> ReflectionError {
        ReflectionError(
            path: path, expected: "a tagged value", found: "\(TypeLayout.of(enumType).name).\(caseName ?? "?")")
    }
}
