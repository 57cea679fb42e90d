/// Names in diagnostics.
package enum DiagnosticNaming {
    /// A view type's name as a call writes it: `ListWithInsetGroupedStyleType` → `.listWithInsetGroupedStyle`;
    /// a name without the `Type` suffix (a custom type) is kept as it is, after the dot.
    package static func viewTypeName(of type: Any.Type) -> String {
        viewTypeName(ofTypeNamed: String(describing: type))
    }

    /// A view type's name as a call writes it, from the type's name.
    package static func viewTypeName(ofTypeNamed typeName: String) -> String {
        guard typeName.hasSuffix("Type"), typeName.count > 4 else { return "." + typeName }
        let name = typeName.dropLast(4)
        return "." + name.prefix(1).lowercased() + name.dropFirst()
    }
}
