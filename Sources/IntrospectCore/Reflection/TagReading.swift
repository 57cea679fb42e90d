/// Reads `.tag(_:)` values in the three layouts SwiftUI has written them in:
///
/// 1. `_TagTraitWritingModifier<V>` — field `tag` (Xcode 26 SDK, running on OS 26+);
/// 2. `_TraitWritingModifier<TagValueTraitKey<V>>` — field `value`, an enum whose `tagged` case holds the tag;
/// 3. the Xcode 16 pair of (2): an outer writer keyed on `Optional<V>` around an inner one keyed on `V` — the
///    non-optional one is preferred.
///
/// The tag modifier may sit under other modifiers (`Text("A").tag(1).padding()`). For each child type the
/// reader is worked out once — which layout, at which byte offset in the child — and cached, so reading a tag
/// is a raw load plus the runtime's enum-case query, not a chain of `Mirror`s.
public enum TagReading {
    enum Plan {
        /// `_TagTraitWritingModifier.tag` at this offset.
        case direct(offset: Int, type: Any.Type)
        /// `_TraitWritingModifier<TagValueTraitKey<V>>.value` (an enum) at this offset.
        case traitValue(offset: Int, enumType: Any.Type)
        /// No tag writer around the view.
        case untagged(found: String)
        /// The runtime gave no field offsets: read through `Mirror`.
        case mirror
    }

    /// What an enum's payload case is called and holds, learned once per enum type from a value that has it.
    struct EnumPayload {
        let caseName: String
        let payloadType: Any.Type
    }

    private static let plans = TypeKeyedCache<Plan>()
    private static let payloads = TypeKeyedCache<EnumPayload?>()

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
        let raw = try rawTag(of: view, at: path)
        guard let typed = raw as? V else {
            throw ReflectionError(path: path, expected: "a tag of type \(String(describing: V.self))", found: TypeLayout.of(Swift.type(of: raw)).name)
        }
        return typed
    }

    /// The tags of every child of `content`, as `V`: the fast path for a `TupleView` (one pass over its bytes),
    /// the general one (``ContentReflection/children(of:)``) otherwise.
    public static func tags<V>(ofChildrenIn content: Any, as type: V.Type) throws -> [V] {
        let layout = TypeLayout.of(Swift.type(of: content))
        if layout.baseName == "TupleView", let value = layout.field("value") {
            let tuple = TypeLayout.of(value.type)
            if tuple.hasFieldOffsets {
                let elementPlans = tuple.fields.map { (field: $0, plan: plan(for: $0.type)) }
                if elementPlans.allSatisfy({ if case .direct = $0.plan { true } else if case .traitValue = $0.plan { true } else { false } }) {
                    return try RawValue.withBytes(of: content) { base in
                        try elementPlans.map { element in
                            let path = ReflectionPath(["value", element.field.label])
                            let raw = try read(element.plan, at: base + value.offset + element.field.offset, path: path)
                            guard let typed = raw as? V else {
                                throw ReflectionError(path: path, expected: "a tag of type \(String(describing: V.self))", found: TypeLayout.of(Swift.type(of: raw)).name)
                            }
                            return typed
                        }
                    }
                }
            }
        }
        return try ContentReflection.children(of: content).map { try $0.tag(as: type) }
    }

    static func rawTag(of view: Any, at path: ReflectionPath) throws -> Any {
        let plan = plan(for: type(of: view))
        if case .mirror = plan { return try mirrorTag(of: view, at: path) }
        return try RawValue.withBytes(of: view) { try read(plan, at: $0, path: path) }
    }

    static func plan(for viewType: Any.Type) -> Plan {
        plans.value(for: viewType) { viewType in
            var direct: Plan?
            var plain: Plan?
            var optional: Plan?
            var current = TypeLayout.of(viewType)
            var base = 0
            while current.baseName == "ModifiedContent" {
                guard current.hasFieldOffsets, let modifier = current.field("modifier"), let content = current.field("content") else { return .mirror }
                let writer = TypeLayout.of(modifier.type)
                if writer.baseName == "_TagTraitWritingModifier", let tag = writer.field("tag") {
                    direct = direct ?? .direct(offset: base + modifier.offset + tag.offset, type: tag.type)
                } else if writer.baseName == "_TraitWritingModifier", writer.name.containsSubstring("TagValueTraitKey"), let value = writer.field("value") {
                    let found = Plan.traitValue(offset: base + modifier.offset + value.offset, enumType: value.type)
                    if writer.name.containsSubstring("TagValueTraitKey<Optional<") { optional = optional ?? found } else { plain = plain ?? found }
                }
                base += content.offset
                current = TypeLayout.of(content.type)
            }
            return direct ?? plain ?? optional ?? .untagged(found: TypeLayout.of(viewType).name)
        }
    }

    static func read(_ plan: Plan, at pointer: UnsafeRawPointer, path: ReflectionPath) throws -> Any {
        switch plan {
        case let .direct(offset, type):
            return RawValue.load(type, at: pointer + offset)
        case let .traitValue(offset, enumType):
            let enumPointer = pointer + offset
            let caseName = RawValue.enumCaseName(at: enumPointer, type: enumType)
            let payload = payloads.value(for: enumType) { _ in
                // Learned from this value: the case that carries a value, and the type it carries.
                let value = RawValue.load(enumType, at: enumPointer)
                guard let child = Mirror(reflecting: value).children.first, let label = child.label else { return nil }
                return EnumPayload(caseName: label, payloadType: type(of: child.value))
            }
            guard let payload, caseName == payload.caseName else {
                // Not learned yet (the first value seen was untagged), or untagged now.
                let value = RawValue.load(enumType, at: enumPointer)
                if let child = Mirror(reflecting: value).children.first, child.label == "tagged" { return child.value }
                throw ReflectionError(path: path, expected: "a tagged value", found: "\(TypeLayout.of(enumType).name).\(caseName ?? "?")")
            }
            // The payload of a single-payload enum starts at its first byte.
            return RawValue.load(payload.payloadType, at: enumPointer)
        case let .untagged(found):
            throw ReflectionError(path: path, expected: "a tag modifier", found: found)
        case .mirror:
            throw ReflectionError(path: path, expected: "field offsets", found: "none")
        }
    }

    /// The slow path, for runtimes that give no field offsets.
    static func mirrorTag(of view: Any, at path: ReflectionPath) throws -> Any {
        var current = view
        var fallback: Any?
        while TypeLayout.of(type(of: current)).baseName == "ModifiedContent" {
            let modifier = try ValueReflection.field("modifier", of: current, at: path)
            let writer = TypeLayout.of(type(of: modifier))
            if writer.baseName == "_TagTraitWritingModifier" {
                return try ValueReflection.field("tag", of: modifier, at: path)
            }
            if writer.baseName == "_TraitWritingModifier", writer.name.containsSubstring("TagValueTraitKey"),
               let tagged = Mirror(reflecting: try ValueReflection.field("value", of: modifier, at: path)).children.first?.value {
                if !writer.name.containsSubstring("TagValueTraitKey<Optional<") { return tagged }
                fallback = fallback ?? tagged
            }
            current = try ValueReflection.field("content", of: current, at: path)
        }
        if let fallback { return fallback }
        throw ReflectionError(path: path, expected: "a tag modifier", found: TypeLayout.of(type(of: view)).name)
    }
}
