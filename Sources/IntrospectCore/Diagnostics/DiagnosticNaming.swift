/// Names in diagnostics.
package enum DiagnosticNaming {
    /// A view type's name as a call writes it: `ListWithInsetGroupedStyleType` → `.listWithInsetGroupedStyle`;
    /// a name without the `Type` suffix (a custom type) is kept as it is, after the dot.
    package static func viewTypeName(of type: Any.Type) -> String {
        viewTypeName(ofTypeNamed: String(describing: type))
    }

    /// The Apple layer's view type of `.first(T.self)`, `FirstObjectType<T>`, as its name prints.
    package static let firstObjectTypeName = "FirstObjectType"

    /// A view type's name as a call writes it, from the type's name: `FirstObjectType<UIButton>` is the call
    /// `.first(UIButton.self)`.
    package static func viewTypeName(ofTypeNamed typeName: String) -> String {
        let firstPrefix = firstObjectTypeName + "<"
        if typeName.hasPrefix(firstPrefix), typeName.hasSuffix(">") {
            return ".first(\(typeName.dropFirst(firstPrefix.count).dropLast()).self)"
        }
        guard typeName.hasSuffix("Type"), typeName.count > 4 else { return "." + typeName }
        let name = typeName.dropLast(4)
        return "." + name.prefix(1).lowercased() + name.dropFirst()
    }
}
