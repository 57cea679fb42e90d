// Value types with SwiftUI's field shapes (same type names, labels and nesting as `Mirror` sees them; see
// ../shared/reference/swiftui-value-layouts.md). Mirror sees only names and types, so these are faithful.

protocol _ViewTraitKey { associatedtype Value }
struct TagValueTraitKey<V>: _ViewTraitKey {
    enum Value { case untagged; case tagged(V) }
}
struct _TraitWritingModifier<Trait: _ViewTraitKey> { let value: Trait.Value }
struct _TagTraitWritingModifier<V> { let tag: V; let includeOptional: Bool }
struct ModifiedContent<Content, Modifier> { var content: Content; var modifier: Modifier }
struct TupleView<T> { var value: T }
struct EmptyView {}
struct Group<Content> { var content: Content }
struct _PaddingLayout { let edges: Int8; let insets: Double? }
struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage { case trueContent(TrueContent); case falseContent(FalseContent) }
    let storage: Storage
}
class AnyViewStorageBase {}
final class AnyViewStorage<V>: AnyViewStorageBase {
    var view: V
    init(_ view: V) { self.view = view }
}
struct AnyView { let storage: AnyViewStorageBase }

struct Text {
    enum Storage { case verbatim(String) }
    let storage: Storage
    let modifiers: [Int]
    init(_ text: String) { storage = .verbatim(text); modifiers = [] }
}

extension Text {
    /// `.tag(_:)` before the Xcode 16 SDK.
    func tagBefore16<V>(_ tag: V) -> ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<V>>> {
        ModifiedContent(content: self, modifier: _TraitWritingModifier(value: .tagged(tag)))
    }

    /// `.tag(_:)` with the Xcode 16 SDK: an inner writer keyed on `V`, an outer one keyed on `V?`.
    func tagXcode16<V>(_ tag: V, includeOptional: Bool = true)
        -> ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<V>>>, _TraitWritingModifier<TagValueTraitKey<V?>>> {
        ModifiedContent(content: tagBefore16(tag), modifier: _TraitWritingModifier(value: includeOptional ? .tagged(tag) : .untagged))
    }

    /// `.tag(_:)` with the Xcode 26 SDK on OS 26+.
    func tag26<V>(_ tag: V) -> ModifiedContent<Text, _TagTraitWritingModifier<V>> {
        ModifiedContent(content: self, modifier: _TagTraitWritingModifier(tag: tag, includeOptional: true))
    }

    func padding() -> ModifiedContent<Text, _PaddingLayout> {
        ModifiedContent(content: self, modifier: _PaddingLayout(edges: 15, insets: nil))
    }
}

extension ModifiedContent {
    func padding() -> ModifiedContent<Self, _PaddingLayout> {
        ModifiedContent<Self, _PaddingLayout>(content: self, modifier: _PaddingLayout(edges: 15, insets: 4))
    }
}
