@_spi(Tooling) import IntrospectCore
import Testing

/// The whole suite runs on both routes — offsets from type metadata (what apps run, on every platform) and
/// `Mirror` only — with the same expectations.
@Suite("Value reflection")
struct ReflectionTests {
    @Test(arguments: ReflectionRoute.allCases)
    func splitsATupleAndReadsTagsInEachSDKLayout(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let before16 = TupleView(
                value: (Text("A").tagBefore16(1), Text("B").tagBefore16(2), Text("C").tagBefore16(3)))
            let xcode16 = TupleView(
                value: (
                    Text("A").tagXcode16(1), Text("B").tagXcode16(2, includeOptional: false), Text("C").tagXcode16(3)
                ))
            let xcode26 = TupleView(value: (Text("A").tag26(1), Text("B").tag26(2), Text("C").tag26(3)))
            for content in [before16, xcode16, xcode26] as [Any] {
                let children = ContentReflection.children(of: content)
                #expect(children.map(\.path.description) == ["value.0", "value.1", "value.2"])
                #expect(try children.map { try $0.tag(as: Int.self) } == [1, 2, 3])
                #expect(try children.map { try $0.tag() } == [AnyHashable(1), AnyHashable(2), AnyHashable(3)])
                #expect(try TagReading.tags(ofChildrenIn: content, as: Int.self) == [1, 2, 3])
            }
        }
    }

    /// A `ForEach` of tagged rows.
    typealias Rows = ForEach<[Int], Int, ModifiedContent<Text, _TagTraitWritingModifier<Int>>>

    /// `ViewContent` on a device: a `ForEach` among the children stands for its elements, in order, each at the
    /// `ForEach`'s path plus `[index]`; the children around it keep their place and path. The Apple layer only
    /// produces the elements (it calls the `ForEach`'s content closure), as the expansion closure does here.
    @Test(arguments: ReflectionRoute.allCases)
    func aForEachStandsForItsElementsAtItsPath(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let rows = Rows(
                data: [1, 2, 3], content: { Text("row \($0)").tag26($0 * 10) }, idGenerator: .offset, reuseID: nil)
            let content = TupleView(value: (Text("header").tag26(0), rows, Text("footer").tag26(99)))
            let children = ContentReflection.children(of: content) { value in
                (value as? Rows).map { forEach in forEach.data.map { forEach.content($0) } }
            }
            #expect(
                children.map(\.path.description) == [
                    "value.0", "value.1[0]", "value.1[1]", "value.1[2]", "value.2",
                ])
            #expect(try children.map { try TagReading.tag(of: $0.value, as: Int.self) } == [0, 10, 20, 30, 99])
            // Nothing to expand: the same children as without the closure.
            let plain = ContentReflection.children(of: content) { _ in nil }
            #expect(plain.map(\.path) == ContentReflection.children(of: content).map(\.path))
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func theXcode16PairPrefersTheNonOptionalWriter(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            // The outer writer holds Int? — untagged when includeOptional is false — the inner one holds Int.
            let child = Text("A").tagXcode16(7, includeOptional: false)
            #expect(try TagReading.tag(of: child, as: Int.self) == 7)
            #expect(try TagReading.tag(of: Text("B").tagXcode16("b"), as: String.self) == "b")
            // A lone writer keyed on an optional is used when there is no other.
            let optionalOnly = ModifiedContent(
                content: Text("C"), modifier: _TraitWritingModifier<TagValueTraitKey<Int?>>(value: .tagged(5)))
            #expect(try TagReading.tag(of: optionalOnly, as: Int?.self) == 5)
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func tagsUnderOtherModifiersAreFoundAndModifiersAreKept(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let content = TupleView(value: (Text("A").tagBefore16(1).padding(), Text("B").tag26("b").padding()))
            let children = ContentReflection.children(of: content)
            #expect(try children[0].tag(as: Int.self) == 1)
            #expect(try children[1].tag(as: String.self) == "b")
            #expect(children[0].modifierNames == ["_PaddingLayout", "_TraitWritingModifier<TagValueTraitKey<Int>>"])
            #expect(
                try TagReading.tags(
                    ofChildrenIn: TupleView(value: (Text("A").tagBefore16(1).padding(), Text("B").tagBefore16(2))),
                    as: Int.self) == [1, 2])
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func theOutermostWriterWins(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let twice = ModifiedContent(
                content: Text("A").tagBefore16(1), modifier: _TagTraitWritingModifier(tag: 2, includeOptional: true))
            #expect(try TagReading.tag(of: twice, as: Int.self) == 2)
            let reversed = ModifiedContent(
                content: Text("A").tag26(3), modifier: _TraitWritingModifier<TagValueTraitKey<Int>>(value: .tagged(4)))
            #expect(try TagReading.tag(of: reversed, as: Int.self) == 4)
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func wrappersAreUnwrapped(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let tuple = TupleView(value: (Text("A").tag26(1), Text("B").tag26(2)))
            let optional:
                TupleView<
                    (
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>,
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>
                    )
                >? = tuple
            let conditional = _ConditionalContent<
                Text,
                TupleView<
                    (
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>,
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>
                    )
                >
            >(storage: .falseContent(tuple))
            let erased = AnyView(storage: AnyViewStorage(tuple))
            let grouped = Group(content: tuple)
            for content in [optional as Any, conditional, erased, grouped] {
                #expect(try ContentReflection.children(of: content).map { try $0.tag(as: Int.self) } == [1, 2])
                #expect(try TagReading.tags(ofChildrenIn: content, as: Int.self) == [1, 2])
            }
            #expect(
                ContentReflection.children(of: conditional).first?.path.description == "storage.falseContent.value.0")
            #expect(ContentReflection.children(of: erased).first?.path.description == "storage.view.value.0")
            let none: TupleView<(Text, Text)>? = nil
            #expect(ContentReflection.children(of: none as Any).isEmpty)
            #expect(ContentReflection.children(of: EmptyView()).isEmpty)
            #expect(ContentReflection.children(of: Text("only")).count == 1)
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func nestedTuplesAreFlattenedInOrder(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let content = TupleView(
                value: (
                    Text("A").tag26(1),
                    Group(content: TupleView(value: (Text("B").tag26(2), Text("C").tag26(3)))),
                    Text("D").tag26(4)
                ))
            let children = ContentReflection.children(of: content)
            #expect(try children.map { try $0.tag(as: Int.self) } == [1, 2, 3, 4])
            #expect(
                children.map(\.path.description) == [
                    "value.0", "value.1.content.value.0", "value.1.content.value.1", "value.2",
                ])
            #expect(try TagReading.tags(ofChildrenIn: content, as: Int.self) == [1, 2, 3, 4])
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func aMissingTagSaysWhereAndWhatWasFound(route: ReflectionRoute) {
        ReflectionRoute.with(route) {
            let content = TupleView(value: (Text("A").tagBefore16(1), Text("B").padding()))
            let children = ContentReflection.children(of: content)
            #expect {
                try children[1].tag()
            } throws: { error in
                (error as? ReflectionError)?.description
                    == "value.1: expected a tag modifier, found ModifiedContent<Text, _PaddingLayout>"
            }
            #expect {
                try TagReading.tags(ofChildrenIn: content, as: Int.self)
            } throws: { error in
                (error as? ReflectionError)?.description
                    == "value.1: expected a tag modifier, found ModifiedContent<Text, _PaddingLayout>"
            }
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func aWrongTagTypeNamesBoth(route: ReflectionRoute) {
        ReflectionRoute.with(route) {
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
    }

    @Test(arguments: ReflectionRoute.allCases)
    func anUntaggedValueIsReported(route: ReflectionRoute) {
        ReflectionRoute.with(route) {
            let untagged = ModifiedContent(
                content: Text("A"), modifier: _TraitWritingModifier<TagValueTraitKey<Int>>(value: .untagged))
            #expect {
                try TagReading.tag(of: untagged, as: Int.self)
            } throws: { error in
                (error as? ReflectionError)?.description == "root: expected a tagged value, found Value.untagged"
            }
            // Both writers of the Xcode 16 pair untagged: the inner, non-optional one is the one read.
            let neither = ModifiedContent(
                content: ModifiedContent(
                    content: Text("B"), modifier: _TraitWritingModifier<TagValueTraitKey<Int>>(value: .untagged)),
                modifier: _TraitWritingModifier<TagValueTraitKey<Int?>>(value: .untagged))
            #expect {
                try TagReading.tags(ofChildrenIn: TupleView(value: (Text("A").tagBefore16(1), neither)), as: Int.self)
            } throws: { error in
                (error as? ReflectionError)?.description == "value.1: expected a tagged value, found Value.untagged"
            }
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func pathsNavigateAndMissingFieldsListTheLabelsThatExist(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let content = TupleView(value: (Text("A").tagBefore16(1), Text("B").padding()))
            let padding = try ValueReflection.value(at: "value|.1|modifier", in: content, as: _PaddingLayout.self)
            #expect(padding.edges == 15)
            #expect(ValueReflection.labels(of: content.value) == [".0", ".1"])
            #expect(ValueReflection.labels(of: (first: 1, Text("x"), third: true)) == ["first", ".1", "third"])
            #expect(try ValueReflection.value(at: "third", in: (first: 1, Text("x"), third: true), as: Bool.self))
            #expect {
                try ValueReflection.value(at: "value|.1|modifier|tag", in: content)
            } throws: { error in
                (error as? ReflectionError)?.description
                    == "value.1.modifier: expected a field \"tag\", found _PaddingLayout (fields: edges, insets)"
            }
            #expect {
                try ValueReflection.value(at: "value|.0", in: content, as: Int.self)
            } throws: { error in
                (error as? ReflectionError)?.description
                    == "value.0: expected a value of type Int, found ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>"
            }
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func fieldsOfEveryKindReadTheSame(route: ReflectionRoute) throws {
        try ReflectionRoute.with(route) { () throws in
            let object = AnyViewStorageBase()
            let holder = ExistentialFields(hashable: "h", anything: 42, object: object, count: 3)
            #expect(try ValueReflection.value(at: "hashable", in: holder, as: String.self) == "h")
            #expect(try ValueReflection.value(at: "anything", in: holder, as: Int.self) == 42)
            let heldObject = try ValueReflection.value(at: "object", in: holder, as: AnyViewStorageBase.self)
            #expect(ObjectIdentifier(heldObject) == ObjectIdentifier(object))
            #expect(try ValueReflection.value(at: "count", in: holder, as: Int.self) == 3)
            let weak = WeakField(object: object, count: 9)
            let weakObject = try ValueReflection.value(at: "object", in: weak, as: AnyViewStorageBase?.self)
            #expect(weakObject.map(ObjectIdentifier.init) == ObjectIdentifier(object))
            #expect(try ValueReflection.value(at: "count", in: weak, as: Int.self) == 9)
            // A custom mirror is what `Mirror` shows, on both routes.
            #expect(ValueReflection.labels(of: CustomMirrored(hidden: 3)) == ["shown"])
            #expect(try ValueReflection.value(at: "shown", in: CustomMirrored(hidden: 3), as: Int.self) == 6)
            let stack = VStack(
                _tree: _VariadicView.Tree(root: _VStackLayout(alignment: 1, spacing: 8), content: Text("A").tag26(1)))
            #expect(try ValueReflection.value(at: "_tree|root|spacing", in: stack, as: Double?.self) == 8)
            #expect(try TagReading.tag(of: ValueReflection.value(at: "_tree|content", in: stack), as: Int.self) == 1)
            let inner = Outer<Int>.Inner<String>(first: 1, second: "two", both: (3, "four"))
            #expect(try ValueReflection.value(at: "both|.1", in: inner, as: String.self) == "four")
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func cyclicAnyViewStorageTerminates(route: ReflectionRoute) {
        ReflectionRoute.with(route) {
            let storage = AnyViewStorage<AnyView>(AnyView(storage: AnyViewStorageBase()))
            storage.view = AnyView(storage: storage)
            #expect(ContentReflection.children(of: AnyView(storage: storage)).isEmpty)
            storage.view = AnyView(storage: AnyViewStorageBase())  // break the cycle
        }
    }

    @Test(arguments: ReflectionRoute.allCases)
    func theCachesAreSafeUnderConcurrentUse(route: ReflectionRoute) async {
        let results = await withTaskGroup(of: [Int].self) { group in
            for index in 0..<32 {
                group.addTask {
                    ReflectionRoute.with(route) {
                        let content: Any =
                            index.isMultiple(of: 2)
                            ? TupleView(
                                value: (
                                    Text("A").tag26(index), Text("B").tagBefore16(index + 1),
                                    Text("C").tagXcode16(index + 2)
                                ))
                            : TupleView(
                                value: (
                                    Text("A").tagBefore16(index), Text("B").tag26(index + 1), Text("C").tag26(index + 2)
                                ))
                        return (try? TagReading.tags(ofChildrenIn: content, as: Int.self)) ?? []
                    }
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

/// The routes side by side: the same transcript of children, paths, modifiers, tags and errors, and each route
/// really taken.
@Suite("Value reflection routes")
struct ReflectionRouteTests {
    /// Contents covering every shape and failure the suite knows.
    static var contents: [Any] {
        let tuple = TupleView(value: (Text("A").tag26(1), Text("B").tag26(2)))
        return [
            TupleView(
                value: (Text("A").tagBefore16(1), Text("B").tagXcode16(2, includeOptional: false), Text("C").tag26(3))),
            TupleView(value: (Text("A").tagBefore16(1).padding(), Text("B").padding(), Text("C").tag26("c"))),
            TupleView(
                value: (
                    Text("A").tag26(1), Group(content: TupleView(value: (Text("B").tag26(2), EmptyView()))),
                    Text("D").tagXcode16(4)
                )),
            Optional(tuple) as Any,
            _ConditionalContent<
                Text,
                TupleView<
                    (
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>,
                        ModifiedContent<Text, _TagTraitWritingModifier<Int>>
                    )
                >
            >(storage: .falseContent(tuple)),
            AnyView(storage: AnyViewStorage(tuple)),
            ModifiedContent(
                content: Text("A"), modifier: _TraitWritingModifier<TagValueTraitKey<Int>>(value: .untagged)),
            VStack(_tree: _VariadicView.Tree(root: _VStackLayout(alignment: 0, spacing: nil), content: tuple)),
            Text("only"),
        ]
    }

    static func transcript(of content: Any) -> [String] {
        var lines: [String] = []
        for child in ContentReflection.children(of: content) {
            let tag = Result { try child.tag() }
            lines.append("\(child.path) \(child.modifierNames) \(tag.map { "\($0)" })")
            lines.append("  labels \(ValueReflection.labels(of: child.value))")
        }
        lines.append("tags as Int: \(Result { try TagReading.tags(ofChildrenIn: content, as: Int.self) })")
        lines.append("tags as String: \(Result { try TagReading.tags(ofChildrenIn: content, as: String.self) })")
        lines.append("labels \(ValueReflection.labels(of: content))")
        return lines
    }

    @Test func bothRoutesGiveTheSameTranscript() {
        for content in Self.contents {
            let viaMetadata = ReflectionRoute.with(.metadata) { Self.transcript(of: content) }
            let viaMirror = ReflectionRoute.with(.mirror) { Self.transcript(of: content) }
            #expect(viaMetadata == viaMirror)
            #expect(viaMetadata.count > 3)
        }
    }

    @Test func theMetadataRouteReadsLayoutsThatMirrorConfirmed() throws {
        let content = TupleView(
            value: (Text("A").tagBefore16(Int8(1)), Text("B").tagXcode16(Int8(2)), Text("C").tag26(Int8(3))))
        #expect(
            try ReflectionRoute.with(.metadata) { try TagReading.tags(ofChildrenIn: content, as: Int8.self) } == [
                1, 2, 3,
            ])
        let confirmed: [Any.Type] = [
            TupleView<
                (
                    ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>,
                    ModifiedContent<
                        ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>,
                        _TraitWritingModifier<TagValueTraitKey<Int8?>>
                    >,
                    ModifiedContent<Text, _TagTraitWritingModifier<Int8>>
                )
            >.self,
            (
                ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>,
                ModifiedContent<
                    ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>,
                    _TraitWritingModifier<TagValueTraitKey<Int8?>>
                >,
                ModifiedContent<Text, _TagTraitWritingModifier<Int8>>
            ).self,
            ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>.self,
            _TraitWritingModifier<TagValueTraitKey<Int8>>.self,
            ModifiedContent<
                ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int8>>>,
                _TraitWritingModifier<TagValueTraitKey<Int8?>>
            >.self,
            ModifiedContent<Text, _TagTraitWritingModifier<Int8>>.self,
            _TagTraitWritingModifier<Int8>.self,
        ]
        for type in confirmed {
            #expect(TypeLayout.mirrorAgreement(of: type) == .agrees, "\(type)")
        }
    }

    @Test func theMirrorRouteReadsNoMetadata() throws {
        // A type read nowhere else in the tests.
        let content = TupleView(value: (Text("A").tag26(UInt16(1)), Text("B").tag26(UInt16(2))))
        #expect(
            try ReflectionRoute.with(.mirror) { try TagReading.tags(ofChildrenIn: content, as: UInt16.self) } == [1, 2])
        #expect(TypeLayout.mirrorAgreement(of: type(of: content)) == nil)
        #expect(TypeLayout.mirrorAgreement(of: ModifiedContent<Text, _TagTraitWritingModifier<UInt16>>.self) == nil)
    }

    @Test func aTypeMirrorDisagreesWithIsReadThroughMirror() throws {
        #expect(
            try ReflectionRoute.with(.metadata) {
                try ValueReflection.value(at: "shown", in: CustomMirrored(hidden: 2), as: Int.self)
            } == 4)
        #expect(TypeLayout.mirrorAgreement(of: CustomMirrored.self) == .disagrees("CustomMirrored has a custom mirror"))
    }
}
