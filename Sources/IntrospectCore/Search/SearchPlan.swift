/// How one `.introspect` call finds its target.
///
/// A version constant made with `init(for:selector:)` brings its own selector (a custom view type's, or one of
/// the library's overridden for a version); the library's own view types otherwise follow the catalog's route for
/// the running platform (a view between the markers, a controller above them, the window, a presentation); a
/// custom view type without a selector uses the reference library's default selector (a view or view controller
/// of the requested class, in scope).
package enum SearchPlan: Hashable, Sendable {
    /// The selector of the version constant that matched.
    case versionSelector
    /// The catalog's route for the running platform.
    case catalogRoute
    /// The default selector.
    case defaultSelector

    /// The plan for a call whose matched version does or does not declare a selector, for a view type that does
    /// or does not have a catalog entry. A declared selector wins: it is how code overrides the catalog.
    package static func choose(versionDeclaresSelector: Bool, hasCatalogEntry: Bool) -> SearchPlan {
        if versionDeclaresSelector { return .versionSelector }
        return hasCatalogEntry ? .catalogRoute : .defaultSelector
    }
}

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
