import IntrospectCore
import Testing

@Suite("Search plans")
struct SearchPlanTests {
    /// A version constant's own selector overrides the catalog (how code fixes a view type for one version); the
    /// library's view types follow the catalog; a custom view type without a selector uses the default selector.
    @Test func aDeclaredSelectorWinsThenTheCatalogThenTheDefault() {
        #expect(SearchPlan.choose(versionDeclaresSelector: true, hasCatalogEntry: true) == .versionSelector)
        #expect(SearchPlan.choose(versionDeclaresSelector: true, hasCatalogEntry: false) == .versionSelector)
        #expect(SearchPlan.choose(versionDeclaresSelector: false, hasCatalogEntry: true) == .catalogRoute)
        #expect(SearchPlan.choose(versionDeclaresSelector: false, hasCatalogEntry: false) == .defaultSelector)
    }

    @Test(arguments: [
        ("ListWithInsetGroupedStyleType", ".listWithInsetGroupedStyle"), ("ScrollViewType", ".scrollView"),
        ("MyFieldType", ".myField"), ("CustomEditor", ".CustomEditor"), ("Type", ".Type"),
    ])
    func viewTypesAreNamedAsCallsWriteThem(typeName: String, shown: String) {
        #expect(DiagnosticNaming.viewTypeName(ofTypeNamed: typeName) == shown)
    }
}
