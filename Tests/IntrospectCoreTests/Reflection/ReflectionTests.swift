import IntrospectCore
import Testing

@Suite("Value reflection")
struct ReflectionTests {
    @Test func splitsATupleAndReadsTagsInEachSDKLayout() throws {
        let before16 = TupleView(value: (Text("A").tagBefore16(1), Text("B").tagBefore16(2), Text("C").tagBefore16(3)))
        let xcode16 = TupleView(value: (Text("A").tagXcode16(1), Text("B").tagXcode16(2, includeOptional: false), Text("C").tagXcode16(3)))
        let xcode26 = TupleView(value: (Text("A").tag26(1), Text("B").tag26(2), Text("C").tag26(3)))
        for content in [before16, xcode16, xcode26] as [Any] {
            let children = ContentReflection.children(of: content)
            #expect(children.map(\.path.description) == ["value.0", "value.1", "value.2"])
            #expect(try children.map { try $0.tag(as: Int.self) } == [1, 2, 3])
            #expect(try children.map { try $0.tag() } == [AnyHashable(1), AnyHashable(2), AnyHashable(3)])
            #expect(try TagReading.tags(ofChildrenIn: content, as: Int.self) == [1, 2, 3])
        }
    }

    @Test func theXcode16PairPrefersTheNonOptionalWriter() throws {
        // The outer writer holds Int? — untagged when includeOptional is false — the inner one holds Int.
        let child = Text("A").tagXcode16(7, includeOptional: false)
        #expect(try TagReading.tag(of: child, as: Int.self) == 7)
        #expect(try TagReading.tag(of: Text("B").tagXcode16("b"), as: String.self) == "b")
    }

    @Test func tagsUnderOtherModifiersAreFoundAndModifiersAreKept() throws {
        let content = TupleView(value: (Text("A").tagBefore16(1).padding(), Text("B").tag26("b").padding()))
        let children = ContentReflection.children(of: content)
        #expect(try children[0].tag(as: Int.self) == 1)
        #expect(try children[1].tag(as: String.self) == "b")
        #expect(children[0].modifierNames == ["_PaddingLayout", "_TraitWritingModifier<TagValueTraitKey<Int>>"])
    }

    @Test func wrappersAreUnwrapped() throws {
        let tuple = TupleView(value: (Text("A").tag26(1), Text("B").tag26(2)))
        let optional: TupleView<(ModifiedContent<Text, _TagTraitWritingModifier<Int>>, ModifiedContent<Text, _TagTraitWritingModifier<Int>>)>? = tuple
        let conditional = _ConditionalContent<Text, TupleView<(ModifiedContent<Text, _TagTraitWritingModifier<Int>>, ModifiedContent<Text, _TagTraitWritingModifier<Int>>)>>(storage: .falseContent(tuple))
        let erased = AnyView(storage: AnyViewStorage(tuple))
        let grouped = Group(content: tuple)
        for content in [optional as Any, conditional, erased, grouped] {
            #expect(try ContentReflection.children(of: content).map { try $0.tag(as: Int.self) } == [1, 2])
        }
        #expect(ContentReflection.children(of: conditional).first?.path.description == "storage.falseContent.value.0")
        #expect(ContentReflection.children(of: erased).first?.path.description == "storage.view.value.0")
        let none: TupleView<(Text, Text)>? = nil
        #expect(ContentReflection.children(of: none as Any).isEmpty)
        #expect(ContentReflection.children(of: EmptyView()).isEmpty)
        #expect(ContentReflection.children(of: Text("only")).count == 1)
    }

    @Test func nestedTuplesAreFlattenedInOrder() throws {
        let content = TupleView(value: (
            Text("A").tag26(1),
            Group(content: TupleView(value: (Text("B").tag26(2), Text("C").tag26(3)))),
            Text("D").tag26(4)
        ))
        let children = ContentReflection.children(of: content)
        #expect(try children.map { try $0.tag(as: Int.self) } == [1, 2, 3, 4])
        #expect(children.map(\.path.description) == ["value.0", "value.1.content.value.0", "value.1.content.value.1", "value.2"])
    }

    @Test func aMissingTagSaysWhereAndWhatWasFound() {
        let content = TupleView(value: (Text("A").tagBefore16(1), Text("B").padding()))
        let children = ContentReflection.children(of: content)
        #expect {
            try children[1].tag()
        } throws: { error in
            (error as? ReflectionError)?.description == "value.1: expected a tag modifier, found ModifiedContent<Text, _PaddingLayout>"
        }
        #expect {
            try TagReading.tags(ofChildrenIn: content, as: Int.self)
        } throws: { error in
            (error as? ReflectionError)?.description == "value.1: expected a tag modifier, found ModifiedContent<Text, _PaddingLayout>"
        }
    }

    @Test func aWrongTagTypeNamesBoth() {
        let content = TupleView(value: (Text("A").tagBefore16(1), Text("B").tagBefore16(2)))
        #expect {
            try TagReading.tags(ofChildrenIn: content, as: String.self)
        } throws: { error in
            (error as? ReflectionError)?.description == "value.0: expected a tag of type String, found Int"
        }
        #expect {
            try ContentReflection.children(of: content)[1].tag(as: Double.self)
        } throws: { error in
            (error as? ReflectionError)?.description == "value.1: expected a tag of type Double, found Int"
        }
    }

    @Test func anUntaggedValueIsReported() {
        let untagged = ModifiedContent(content: Text("A"), modifier: _TraitWritingModifier<TagValueTraitKey<Int>>(value: .untagged))
        #expect {
            try TagReading.tag(of: untagged, as: Int.self)
        } throws: { error in
            (error as? ReflectionError)?.description.hasPrefix("root: expected a tagged value, found") == true
        }
    }

    @Test func pathsNavigateAndMissingFieldsListTheLabelsThatExist() throws {
        let content = TupleView(value: (Text("A").tagBefore16(1), Text("B").padding()))
        let padding = try ValueReflection.value(at: "value|.1|modifier", in: content, as: _PaddingLayout.self)
        #expect(padding.edges == 15)
        #expect(ValueReflection.labels(of: content.value) == [".0", ".1"])
        #expect {
            try ValueReflection.value(at: "value|.1|modifier|tag", in: content)
        } throws: { error in
            (error as? ReflectionError)?.description == "value.1.modifier: expected a field \"tag\", found _PaddingLayout (fields: edges, insets)"
        }
        #expect {
            try ValueReflection.value(at: "value|.0", in: content, as: Int.self)
        } throws: { error in
            (error as? ReflectionError)?.description == "value.0: expected a value of type Int, found ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>"
        }
    }

    @Test func cyclicAnyViewStorageTerminates() {
        let storage = AnyViewStorage<AnyView>(AnyView(storage: AnyViewStorageBase()))
        storage.view = AnyView(storage: storage)
        #expect(ContentReflection.children(of: AnyView(storage: storage)).isEmpty)
        storage.view = AnyView(storage: AnyViewStorageBase())  // break the cycle
    }

    @Test func theCacheIsSafeUnderConcurrentUse() async {
        let results = await withTaskGroup(of: [Int].self) { group in
            for index in 0..<32 {
                group.addTask {
                    let content: Any = index.isMultiple(of: 2)
                        ? TupleView(value: (Text("A").tag26(index), Text("B").tagBefore16(index + 1), Text("C").tagXcode16(index + 2)))
                        : TupleView(value: (Text("A").tagBefore16(index), Text("B").tag26(index + 1), Text("C").tag26(index + 2)))
                    return (try? TagReading.tags(ofChildrenIn: content, as: Int.self)) ?? []
                }
            }
            var all: [[Int]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0.count == 3 && $0[1] == $0[0] + 1 && $0[2] == $0[0] + 2 })
        #expect(TypeLayout.cachedTypeCount > 0)
    }
}
