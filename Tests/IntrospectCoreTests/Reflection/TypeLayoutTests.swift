@_spi(Tooling) import IntrospectCore
import Testing

// `_forEachField` (field offsets from the runtime) is stdlib SPI that only toolchains whose stdlib carries its SPI
// (Linux) expose; here it is an oracle the metadata reader is compared with, never a dependency of the library.
#if !canImport(Darwin)
@_spi(Reflection) import Swift
#endif

/// The layouts read from type metadata (`TypeMetadata`), compared with the runtime's own answers: `_forEachField`
/// (Linux), `Mirror` (labels, order, and the values found at the offsets), `MemoryLayout.offset(of:)` where a key
/// path can name the field, and the cross-check the library runs before trusting a layout.
@Suite("Type layouts from metadata")
struct TypeLayoutTests {
    /// A value of every SwiftUI-shaped struct and tuple type in the suite.
    static var structsAndTuples: [Any] {
        let text = Text("A")
        let tuple = (text.tagBefore16(1), Text("B").tag26("b"))
        return [
            text,
            EmptyView(),
            _PaddingLayout(edges: 1, insets: 2.5),
            ModifiedContent(content: text, modifier: _PaddingLayout(edges: 3, insets: nil)),
            ModifiedContent(content: EmptyView(), modifier: _PaddingLayout(edges: 3, insets: 1)),
            TupleView(value: tuple),
            tuple,
            (first: Int8(1), text, third: true),
            TupleView(value: (Text("A").tagXcode16(1), Text("B").tagXcode16(2, includeOptional: false))),
            Group(content: TupleView(value: tuple)),
            _ConditionalContent<Text, EmptyView>(storage: .trueContent(text)),
            AnyView(storage: AnyViewStorage(text)),
            _TraitWritingModifier<TagValueTraitKey<Int>>(value: .tagged(1)),
            _TraitWritingModifier<TagValueTraitKey<Int?>>(value: .tagged(2)),
            _TraitWritingModifier<TagValueTraitKey<String>>(value: .untagged),
            text.tagBefore16("x"),
            text.tagXcode16(Int8(4)),
            text.tagXcode16(5, includeOptional: false),
            _TagTraitWritingModifier(tag: Int8(6), includeOptional: true),
            _TagTraitWritingModifier(tag: "seven", includeOptional: false),
            text.tag26(8.5),
            text.tagBefore16(1).padding(),
            VStack(
                _tree: _VariadicView.Tree(
                    root: _VStackLayout(alignment: 2, spacing: 4), content: TupleView(value: tuple))),
            _VariadicView.Tree(root: _VStackLayout(alignment: 2, spacing: nil), content: text),
            ForEach<[Int], Int, Text>(data: [1, 2], content: { Text("\($0)") }, idGenerator: .offset, reuseID: 3),
            ForEach<[Int], Int, Text>(
                data: [1], content: { _ in Text("") }, idGenerator: .keyPath(\.self), reuseID: nil),
            Outer<Int>.Inner<String>(first: 1, second: "two", both: (3, "four")),
            Outer<Text>.Inner<Int8>(first: text, second: 2, both: (text, 3)),
            ExistentialFields(hashable: 1, anything: "any", object: AnyViewStorageBase(), count: 4),
        ]
    }

    /// A value of every SwiftUI-shaped enum type in the suite, in a case with a payload.
    static var enumsWithPayload: [Any] {
        [
            TagValueTraitKey<Int>.Value.tagged(1),
            TagValueTraitKey<String?>.Value.tagged("s"),
            TagValueTraitKey<any Hashable>.Value.tagged(3),
            _ConditionalContent<Text, EmptyView>.Storage.trueContent(Text("t")),
            _ConditionalContent<Text, EmptyView>.Storage.falseContent(EmptyView()),
            Text.Storage.verbatim("v"),
            Optional(Text("o")) as Any,
            ForEach<[Int], Int, Text>.IDGenerator.keyPath(\.self),
        ]
    }

    @Test func metadataLayoutsAgreeWithMirrorForEverySwiftUIShape() {
        for sample in Self.structsAndTuples {
            let layout = TypeLayout.of(type(of: sample))
            guard let fields = layout.metadataFields else {
                Issue.record("no metadata layout for \(layout.name)")
                continue
            }
            let children = Array(Mirror(reflecting: sample).children)
            #expect(fields.map(\.label) == children.map { $0.label ?? "" }, "\(layout.name)")
            guard fields.count == children.count else { continue }
            for (field, child) in zip(fields, children) {
                let loaded = load(field.type, at: field.offset, in: sample)
                #expect(String(describing: loaded) == String(describing: child.value), "\(layout.name).\(field.label)")
                #expect(
                    ObjectIdentifier(type(of: loaded)) == ObjectIdentifier(type(of: child.value)),
                    "\(layout.name).\(field.label)")
                if type(of: child.value) is AnyClass {
                    let sameObject = ObjectIdentifier(loaded as AnyObject) == ObjectIdentifier(child.value as AnyObject)
                    #expect(sameObject, "\(layout.name).\(field.label)")
                }
            }
            #expect(LayoutCheck.compare(fields, of: layout, with: sample) == .agrees, "\(layout.name)")
        }
    }

    #if !canImport(Darwin)
    @Test func metadataLayoutsAreWhatForEachFieldReports() {
        for sample in Self.structsAndTuples {
            let type = type(of: sample)
            let layout = TypeLayout.of(type)
            var reported: [(name: String, offset: Int, type: Any.Type)] = []
            // `.ignoreUnknown` (1 << 1) is a mutable static in the stdlib, which Swift 6 rejects.
            let succeeded = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) {
                name, offset, fieldType, _ in
                reported.append((String(cString: name), offset, fieldType))
                return true
            }
            #expect(succeeded, "\(layout.name)")
            let fields = layout.metadataFields ?? []
            #expect(fields.map(\.label) == reported.map(\.name), "\(layout.name)")
            #expect(fields.map(\.offset) == reported.map(\.offset), "\(layout.name)")
            #expect(
                fields.map { ObjectIdentifier($0.type) } == reported.map { ObjectIdentifier($0.type) }, "\(layout.name)"
            )
        }
    }
    #endif

    @Test func genericInstancesCarryTheirOwnOffsets() {
        // The field-offset vector of a generic struct lives in each metadata instance.
        let narrow = TypeLayout.of(_TagTraitWritingModifier<Int8>.self).field("includeOptional")?.offset
        let wide = TypeLayout.of(_TagTraitWritingModifier<Int64>.self).field("includeOptional")?.offset
        #expect(narrow == MemoryLayout<_TagTraitWritingModifier<Int8>>.offset(of: \.includeOptional))
        #expect(wide == MemoryLayout<_TagTraitWritingModifier<Int64>>.offset(of: \.includeOptional))
        #expect(narrow == 1 && wide == 8)
        let modified = TypeLayout.of(ModifiedContent<Text, _PaddingLayout>.self)
        #expect(
            modified.field("modifier")?.offset
                == MemoryLayout<ModifiedContent<Text, _PaddingLayout>>.offset(of: \.modifier))
        let inner = TypeLayout.of(Outer<Int8>.Inner<Double>.self)
        #expect(inner.field("both")?.offset == MemoryLayout<Outer<Int8>.Inner<Double>>.offset(of: \.both))
        #expect(ObjectIdentifier(inner.field("both")?.type ?? Never.self) == ObjectIdentifier((Int8, Double).self))
    }

    @Test func enumPayloadsAgreeWithMirror() {
        for sample in Self.enumsWithPayload {
            let type = type(of: sample)
            let name = TypeLayout.of(type).name
            guard let cases = TypeMetadata.enumCases(of: type) else {
                Issue.record("no enum cases for \(name)")
                continue
            }
            guard let child = Mirror(reflecting: sample).children.first, let label = child.label,
                let payloadCase = cases.first(where: { $0.name == label })
            else {
                Issue.record("no case of \(name) matches Mirror")
                continue
            }
            #expect(
                payloadCase.payloadType.map { RawValueProbe.value(child.value, isA: $0) } == true, "\(name).\(label)")
            #expect(LayoutCheck.comparePayload(payloadCase, of: type, with: sample) == .agrees, "\(name).\(label)")
        }
        let traitCases = TypeMetadata.enumCases(of: TagValueTraitKey<Int>.Value.self)
        #expect(traitCases?.map(\.name).sorted() == ["tagged", "untagged"])
        #expect(traitCases?.first { $0.name == "untagged" }?.payloadType == nil)
        #expect(TypeMetadata.enumCases(of: Int?.self)?.map(\.name).sorted() == ["none", "some"])
        // The declared payload type, not the type of whatever a value holds.
        let existential = TypeMetadata.enumCases(of: TagValueTraitKey<any Hashable>.Value.self)?.first {
            $0.name == "tagged"
        }
        #expect(existential?.payloadType.map(ObjectIdentifier.init) == ObjectIdentifier((any Hashable).self))
    }

    @Test func typesWithoutAMetadataLayoutAreLeftToMirror() {
        #expect(TypeLayout.of(AnyViewStorage<Text>.self).metadataFields == nil)  // a class
        #expect(TypeLayout.of(TagValueTraitKey<Int>.Value.self).metadataFields == nil)  // an enum
        #expect(TypeLayout.of(Int?.self).metadataFields == nil)
        #expect(TypeLayout.of((any Hashable).self).metadataFields == nil)
        // A weak reference is not an optional object (F14).
        #expect(TypeLayout.of(WeakField.self).metadataFields == nil)
        #expect(TypeMetadata.kind(of: WeakField.self) == .structure)
        #expect(TypeMetadata.kind(of: AnyViewStorage<Text>.self) == .other)
        #expect(TypeMetadata.kind(of: (Int, Int).self) == .tuple)
        #expect(TypeMetadata.kind(of: Int?.self) == .optional)
        #expect(TypeMetadata.kind(of: TagValueTraitKey<Int>.Value.self) == .enumeration)
        #expect(TypeLayout.of(EmptyView.self).metadataFields?.isEmpty == true)
        #expect(TypeLayout.of(Void.self).metadataFields?.isEmpty == true)
    }

    @Test func theCheckCatchesAWrongLayout() throws {
        let sample = _TagTraitWritingModifier(tag: 7, includeOptional: true)
        let layout = TypeLayout.of(type(of: sample))
        let fields = try #require(layout.metadataFields)
        #expect(LayoutCheck.compare(fields, of: layout, with: sample) == .agrees)
        let tag = fields[0]
        let flag = fields[1]
        let relabelled = [TypeLayout.Field(label: "value", offset: tag.offset, type: tag.type), flag]
        #expect(
            LayoutCheck.compare(relabelled, of: layout, with: sample)
                == .disagrees(
                    "labels [\"value\", \"includeOptional\"] in metadata, [\"tag\", \"includeOptional\"] in Mirror"))
        let shifted = [tag, TypeLayout.Field(label: flag.label, offset: flag.offset + 1, type: flag.type)]
        #expect(
            LayoutCheck.compare(shifted, of: layout, with: sample)
                == .disagrees("includeOptional at 9; its type puts it at 8"))
        let retyped = [TypeLayout.Field(label: tag.label, offset: tag.offset, type: UInt.self), flag]
        #expect(
            LayoutCheck.compare(retyped, of: layout, with: sample)
                == .disagrees("tag is declared UInt, Mirror shows Int"))
        let truncated = [tag]
        #expect(
            LayoutCheck.compare(truncated, of: layout, with: sample)
                == .disagrees("labels [\"tag\"] in metadata, [\"tag\", \"includeOptional\"] in Mirror"))
        // Two fields of one type swapped: only the offsets can tell.
        let pair = Outer<Int>.Inner<Int>(first: 1, second: 2, both: (3, 4))
        let pairLayout = TypeLayout.of(type(of: pair))
        let pairFields = try #require(pairLayout.metadataFields)
        let swapped = [
            TypeLayout.Field(label: "first", offset: pairFields[1].offset, type: Int.self),
            TypeLayout.Field(label: "second", offset: pairFields[0].offset, type: Int.self), pairFields[2],
        ]
        #expect(
            LayoutCheck.compare(swapped, of: pairLayout, with: pair) == .disagrees("first at 8; its type puts it at 0"))
        #expect(
            LayoutCheck.compare(pairFields, of: TypeLayout.of(Int.self), with: pair)
                == .disagrees("the sample is of type Inner<Int>, not Int"))
    }

    @Test func theCheckComparesValuesAndRejectsCustomMirrors() throws {
        #expect(LayoutCheck.valuesAgree(Text("A").tagBefore16(1), Text("A").tagBefore16(1)))
        #expect(!LayoutCheck.valuesAgree(Text("A").tagBefore16(1), Text("A").tagBefore16(2)))
        #expect(!LayoutCheck.valuesAgree(TagValueTraitKey<Int>.Value.untagged, TagValueTraitKey<Int>.Value.tagged(0)))
        #expect(!LayoutCheck.valuesAgree(AnyViewStorageBase(), AnyViewStorageBase()))
        #expect(!LayoutCheck.valuesAgree(1, Int8(1)))
        let custom = CustomMirrored(hidden: 1)
        let layout = TypeLayout.of(CustomMirrored.self)
        let fields = try #require(layout.metadataFields)
        #expect(
            LayoutCheck.compare(fields, of: layout, with: custom) == .disagrees("CustomMirrored has a custom mirror"))
        let untagged = try #require(
            TypeMetadata.enumCases(of: TagValueTraitKey<Int>.Value.self)?.first { $0.name == "tagged" })
        #expect(
            LayoutCheck.comparePayload(
                untagged, of: TagValueTraitKey<Int>.Value.self, with: TagValueTraitKey<Int>.Value.untagged)
                == .disagrees("Mirror shows no tagged payload in Value"))
    }

    /// The value of type `type` at `offset` in `sample`'s bytes.
    private func load(_ type: Any.Type, at offset: Int, in sample: Any) -> Any {
        func open<Sample>(_ opened: Sample) -> Any {
            withUnsafeBytes(of: opened) { buffer in
                func read<Field>(_: Field.Type) -> Any {
                    guard let base = buffer.baseAddress else { return () }
                    return base.load(fromByteOffset: offset, as: Field.self)
                }
                return _openExistential(type, do: read)
            }
        }
        return _openExistential(sample, do: open)
    }
}

/// A dynamic cast to a metatype known only at run time.
enum RawValueProbe {
    static func value(_ value: Any, isA type: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { value is T }
        return _openExistential(type, do: open)
    }
}

/// A `TagValueTraitKey`-like enum with a second empty case: not laid out as an `Optional`.
enum ThreeCases<V> {
    case untagged
    case tagged(V)
    case hidden
}

@Suite("Trait value reader")
struct TraitValueReaderTests {
    private func read<E>(_ value: E, with reader: TraitValueReader) -> Result<String, ReflectionError> {
        withUnsafeBytes(of: value) { buffer -> Result<String, ReflectionError> in
            guard let base = buffer.baseAddress else { return .success("no bytes") }
            do { return .success("\(try reader.tag(at: base, path: "value"))") } catch let error as ReflectionError {
                return .failure(error)
            } catch {
                return .success("unexpected \(error)")
            }
        }
    }

    @Test func readsAsOptionalOnceATaggedValueAgreed() throws {
        typealias Value = TagValueTraitKey<Int32>.Value
        let reader = try #require(TraitValueReader.reader(for: Value.self))
        let untagged = read(Value.untagged, with: reader)
        #expect(
            untagged == .failure(ReflectionError(path: "value", expected: "a tagged value", found: "Value.untagged")))
        #expect(!reader.readsAsOptional)
        #expect(read(Value.tagged(4), with: reader) == .success("4"))
        #expect(reader.readsAsOptional)
        // The same answers once reads are loads as `Optional<Int32>`.
        #expect(read(Value.tagged(-7), with: reader) == .success("-7"))
        #expect(read(Value.untagged, with: reader) == untagged)
    }

    @Test func payloadsWithAndWithoutSpareBitsAndExistentials() throws {
        let object = AnyViewStorageBase()
        let cases: [(Any.Type, [Any], [String])] = [
            (
                TagValueTraitKey<String>.Value.self,
                [TagValueTraitKey<String>.Value.untagged, TagValueTraitKey<String>.Value.tagged("s")],
                ["untagged", "s"]
            ),
            (
                TagValueTraitKey<Bool>.Value.self,
                [TagValueTraitKey<Bool>.Value.tagged(false), TagValueTraitKey<Bool>.Value.untagged],
                ["false", "untagged"]
            ),
            (
                TagValueTraitKey<Int?>.Value.self,
                [TagValueTraitKey<Int?>.Value.tagged(nil), TagValueTraitKey<Int?>.Value.untagged], ["nil", "untagged"]
            ),
            (
                TagValueTraitKey<AnyViewStorageBase>.Value.self,
                [
                    TagValueTraitKey<AnyViewStorageBase>.Value.untagged,
                    TagValueTraitKey<AnyViewStorageBase>.Value.tagged(object),
                ],
                ["untagged", "\(object)"]
            ),
            (
                TagValueTraitKey<any Hashable>.Value.self,
                [TagValueTraitKey<any Hashable>.Value.tagged(8), TagValueTraitKey<any Hashable>.Value.untagged],
                ["8", "untagged"]
            ),
            (
                ThreeCases<Int>.self,
                [
                    ThreeCases<Int>.tagged(1), ThreeCases<Int>.untagged, ThreeCases<Int>.hidden,
                    ThreeCases<Int>.tagged(2),
                ], ["1", "untagged", "hidden", "2"]
            ),
        ]
        for (type, values, expected) in cases {
            let reader = try #require(TraitValueReader.reader(for: type))
            for round in 0..<2 {
                let results = values.map { value -> String in
                    func open<E>(_ opened: E) -> String {
                        switch read(opened, with: reader) {
                        case let .success(text): text
                        case let .failure(error): String(error.found.split(separator: ".").last ?? "")
                        }
                    }
                    return _openExistential(value, do: open)
                }
                #expect(results == expected, "\(type), round \(round)")
            }
            #expect(reader.readsAsOptional == (type != ThreeCases<Int>.self), "\(type)")
        }
        #expect(TraitValueReader.reader(for: Int.self) == nil)
        #expect(TraitValueReader.reader(for: _ConditionalContent<Text, Text>.Storage.self) == nil)
    }
}
