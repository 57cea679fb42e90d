// Value types with SwiftUI's field shapes: the same type names, labels and nesting as `Mirror` sees them, from
// OpenSwiftUIProject/OpenSwiftUI (`TupleView.swift`, `ViewTrait.swift`, `Tag.swift`, `AnyView.swift`,
// `ConditionalContent.swift`) and nalexn/ViewInspector (`_TagTraitWritingModifier`, Xcode 26). Mirror sees only names
// and types, so these are faithful.

protocol _ViewTraitKey { associatedtype Value }
struct TagValueTraitKey<V>: _ViewTraitKey {
    enum Value {
        case untagged
        case tagged(V)
    }
}
struct _TraitWritingModifier<Trait: _ViewTraitKey> { let value: Trait.Value }
struct _TagTraitWritingModifier<V> {
    let tag: V
    let includeOptional: Bool
}
struct ModifiedContent<Content, Modifier> {
    var content: Content
    var modifier: Modifier
}
struct TupleView<T> { var value: T }
struct EmptyView {}
struct Group<Content> { var content: Content }
struct _PaddingLayout {
    let edges: Int8
    let insets: Double?
}
struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
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
    init(_ text: String) {
        storage = .verbatim(text)
        modifiers = []
    }
}

/// `VStack`: `_tree` → `root`, `content` (a generic type nested in a non-generic namespace).
enum _VariadicView {
    struct Tree<Root, Content> {
        var root: Root
        var content: Content
    }
}
struct _VStackLayout {
    var alignment: Int8
    var spacing: Double?
}
struct VStack<Content> { var _tree: _VariadicView.Tree<_VStackLayout, Content> }

/// `ForEach`: `data`, the `content` closure, and an ID generator whose payload names an associated type of a
/// generic parameter (resolving it needs the conformance in the metadata's generic arguments).
struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    enum IDGenerator {
        case keyPath(KeyPath<Data.Element, ID>)
        case offset
    }
    var data: Data
    var content: (Data.Element) -> Content
    var idGenerator: IDGenerator
    var reuseID: Int?
}

/// Generic types nested in a generic type.
struct Outer<A> {
    struct Inner<B> {
        var first: A
        var second: B
        var both: (A, B)
    }
}

/// Fields whose declared types are existentials: read as the existential, not as the value inside.
struct ExistentialFields {
    var hashable: any Hashable
    var anything: Any
    var object: AnyObject
    var count: Int
}

/// A `weak` field: its bytes are a weak reference, not an optional object, so the type is read through `Mirror`.
struct WeakField {
    weak var object: AnyViewStorageBase?
    var count: Int
}

/// A custom mirror shows other children than the stored fields: the type is read through `Mirror`.
struct CustomMirrored: CustomReflectable {
    var hidden: Int
    var customMirror: Mirror { Mirror(self, children: ["shown": hidden * 2]) }
}

extension Text {
    /// `.tag(_:)` before the Xcode 16 SDK.
    func tagBefore16<V>(_ tag: V) -> ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<V>>> {
        ModifiedContent(content: self, modifier: _TraitWritingModifier(value: .tagged(tag)))
    }

    /// `.tag(_:)` with the Xcode 16 SDK: an inner writer keyed on `V`, an outer one keyed on `V?`.
    func tagXcode16<V>(_ tag: V, includeOptional: Bool = true)
        -> ModifiedContent<
            ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<V>>>,
            _TraitWritingModifier<TagValueTraitKey<V?>>
        >
    {
        ModifiedContent(
            content: tagBefore16(tag),
            modifier: _TraitWritingModifier(value: includeOptional ? .tagged(tag) : .untagged))
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
