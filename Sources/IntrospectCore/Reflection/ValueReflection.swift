/// Navigation through SwiftUI view *values* (what a container receives as `content`), by field labels and
/// paths, with typed errors that say where inspection failed.
///
/// Fields of structs and tuples are read at the byte offsets in the type's metadata, once those have agreed with
/// `Mirror` for the first value of the type; enums, classes, optionals, and any type whose layout the metadata
/// does not give or `Mirror` disagrees with, go through `Mirror`. Both give the same results.
package enum ValueReflection {
    /// The labels of `value`'s fields, as `Mirror` names them.
    package static func labels(of value: Any) -> [String] {
        if let fields = TypeLayout.trustedFields(of: type(of: value), sample: { value }) { return fields.map(\.label) }
        return Mirror(reflecting: value).children.compactMap(\.label)
    }

    /// Every labelled field of `value` with its label, in order — one pass, where looking each label up would
    /// reflect `value` once per field.
    static func labelledFields(of value: Any) -> [(label: String, value: Any)] {
        if let fields = TypeLayout.trustedFields(of: type(of: value), sample: { value }) {
            return RawValue.withBytes(of: value) { base in
                fields.map { (label: $0.label, value: RawValue.load($0.type, at: base + $0.offset)) }
            }
        }
        return Mirror(reflecting: value).children.compactMap { child in
            child.label.map { (label: $0, value: child.value) }
        }
    }

    /// The field `label` of `value`.
    ///
    /// - Throws: ``ReflectionError`` at `path` when there is no such field, naming the labels that exist.
    package static func field(_ label: String, of value: Any, at path: ReflectionPath = ReflectionPath()) throws -> Any
    {
        if let fields = TypeLayout.trustedFields(of: type(of: value), sample: { value }) {
            guard let field = fields.first(where: { $0.label == label }) else {
                throw ReflectionError(
                    path: path, expected: "a field \"\(label)\"", found: TypeLayout.of(type(of: value)).name,
                    availableLabels: fields.map(\.label))
            }
            return RawValue.withBytes(of: value) { RawValue.load(field.type, at: $0 + field.offset) }
        }
        let mirror = Mirror(reflecting: value)
        if let child = mirror.children.first(where: { $0.label == label }) { return child.value }
        var superclass = mirror.superclassMirror
        while let current = superclass {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
            superclass = current.superclassMirror
        }
        throw ReflectionError(
            path: path, expected: "a field \"\(label)\"", found: TypeLayout.of(type(of: value)).name,
            availableLabels: mirror.children.compactMap(\.label))
    }

    /// The value at `path` in `root` (`"content|value|.1|modifier"`).
    package static func value(at path: ReflectionPath, in root: Any) throws -> Any {
        var current = root
        var walked = ReflectionPath()
        for label in path.labels {
            current = try field(label, of: current, at: walked)
            walked = walked.appending(label)
        }
        return current
    }

    /// The value at `path` in `root`, as a `T`.
    package static func value<T>(at path: ReflectionPath, in root: Any, as type: T.Type) throws -> T {
        let found = try value(at: path, in: root)
        guard let typed = found as? T else {
            throw ReflectionError(
                path: path, expected: "a value of type \(String(describing: T.self))",
                found: TypeLayout.of(Swift.type(of: found)).name)
        }
        return typed
    }
}
