/// One child of a container's content: the view value, the modifiers wrapped around it (outermost first), and
/// where it sits in the content.
@_spi(Tooling) public struct ReflectedChild {
    /// The view value, with its modifiers still around it (`ModifiedContent<Text, …>`).
    public let value: Any
    /// The path from the content's root to this child (`value.1`).
    public let path: ReflectionPath
    /// Readable names of the modifiers wrapped around the innermost view, outermost first.
    package let modifierNames: [String]

    /// The child's `.tag(_:)` value, in whichever of the three SDK layouts it was written.
    ///
    /// - Throws: ``ReflectionError`` at the child's path when it has no tag.
    public func tag() throws -> AnyHashable {
        try TagReading.tag(of: value, at: path)
    }

    /// The child's tag as a `V`.
    ///
    /// - Throws: ``ReflectionError`` when it has no tag, or a tag of another type.
    public func tag<V>(as type: V.Type) throws -> V {
        try TagReading.tag(of: value, at: path, as: type)
    }
}

/// Splits `@ViewBuilder` content into its children.
@_spi(Tooling) public enum ContentReflection {
    /// The children of `content`: the elements of a `TupleView` (nested tuple views and groups flattened), after
    /// unwrapping transparent wrappers — `Optional`, `_ConditionalContent`, `AnyView`, `Group` — around it. A
    /// single view is one child; `EmptyView` and `nil` are none.
    ///
    /// Iterative, with identity tracking: `AnyView` storage that leads back to itself ends the walk.
    public static func children(of content: Any) -> [ReflectedChild] {
        var children: [ReflectedChild] = []
        var pending: [(value: Any, path: ReflectionPath)] = [(content, ReflectionPath())]
        var seenObjects: Set<ObjectIdentifier> = []
        while !pending.isEmpty {
            let (value, path) = pending.removeFirst()
            guard let (inner, innerPath) = unwrapContainers(value, path: path, seenObjects: &seenObjects) else {
                continue
            }
            let layout = TypeLayout.of(type(of: inner))
            if layout.baseName == "TupleView", let tuple = try? ValueReflection.field("value", of: inner, at: innerPath)
            {
                let tuplePath = innerPath.appending("value")
                let elements = ValueReflection.labelledFields(of: tuple).map {
                    (value: $0.value, path: tuplePath.appending($0.label))
                }
                pending.insert(contentsOf: elements, at: 0)
                continue
            }
            if layout.baseName == "EmptyView" { continue }
            children.append(ReflectedChild(value: inner, path: innerPath, modifierNames: modifierNames(of: inner)))
        }
        return children
    }

    /// Unwraps the containers that are not children themselves; `nil` for content with nothing in it.
    static func unwrapContainers(_ value: Any, path: ReflectionPath, seenObjects: inout Set<ObjectIdentifier>) -> (
        Any, ReflectionPath
    )? {
        var current = value
        var currentPath = path
        for _ in 0..<64 {
            let layout = TypeLayout.of(type(of: current))
            switch layout.baseName {
            case "Optional":
                guard let wrapped = Mirror(reflecting: current).children.first?.value else { return nil }
                current = wrapped
                currentPath = currentPath.appending("some")
            case "_ConditionalContent":
                guard let storage = try? ValueReflection.field("storage", of: current),
                    let branch = Mirror(reflecting: storage).children.first, let label = branch.label
                else { return nil }
                current = branch.value
                currentPath = currentPath.appending("storage").appending(label)
            case "AnyView":
                guard let storage = try? ValueReflection.field("storage", of: current) else { return nil }
                if type(of: storage) is AnyClass {
                    guard seenObjects.insert(ObjectIdentifier(storage as AnyObject)).inserted else { return nil }
                }
                guard let view = try? ValueReflection.field("view", of: storage) else { return nil }
                current = view
                currentPath = currentPath.appending("storage").appending("view")
            case "Group":
                guard let content = try? ValueReflection.field("content", of: current) else { return nil }
                current = content
                currentPath = currentPath.appending("content")
            default:
                return (current, currentPath)
            }
        }
        return nil
    }

    /// The readable names of the `ModifiedContent` modifiers around a view, outermost first.
    static func modifierNames(of value: Any) -> [String] {
        var names: [String] = []
        var current = value
        while TypeLayout.of(type(of: current)).baseName == "ModifiedContent",
            let modifier = try? ValueReflection.field("modifier", of: current),
            let content = try? ValueReflection.field("content", of: current)
        {
            names.append(TypeLayout.of(type(of: modifier)).name)
            current = content
        }
        return names
    }
}

extension ContentReflection {
    /// The children of `content` with every expandable child — a `ForEach`, whose elements only the caller can
    /// produce (it calls the `ForEach`'s content closure) — replaced by its elements, in order, each at the
    /// expandable child's path plus `[index]`; other children keep their place and path.
    ///
    /// - Parameters:
    ///   - content: The content value (a `@ViewBuilder` result).
    ///   - elements: The elements of an expandable child's value, or `nil` for a child that is not one.
    public static func children(
        of content: Any, expanding elements: (Any) -> [Any]?
    ) -> [(value: Any, path: ReflectionPath)] {
        var flattened: [(value: Any, path: ReflectionPath)] = []
        for child in children(of: content) {
            if let expanded = elements(child.value) {
                for (index, element) in expanded.enumerated() {
                    flattened.append((element, child.path.appending("[\(index)]")))
                }
            } else {
                flattened.append((child.value, child.path))
            }
        }
        return flattened
    }
}
