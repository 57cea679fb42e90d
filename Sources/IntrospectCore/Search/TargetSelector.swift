/// "Find an entry of class `Entry`, then map it to the target": how a view type reaches an object that is not
/// itself between the markers or above them.
///
/// A navigation stack's controller is found from a view controller in scope, then mapped to its
/// `navigationController`; a window is found by mapping any view to its `window`. The first entry found is
/// mapped; when the mapping gives nothing the search reports
/// ``SearchMissReason/selectorMappedToNothing(entryClassName:targetName:)`` rather than trying further entries,
/// since a later entry would belong to another part of the screen.
public struct TargetSelector<Node, Entry, Target> {
    /// The class test that finds the entry.
    public let entry: NodeClassTest<Node, Entry>
    /// The name of what the entry is mapped to, for diagnostics (`"navigationController"`).
    public let targetName: String
    @usableFromInline let transform: (Entry) -> Target?

    /// A selector that finds an entry with `entry` and maps it with `transform`.
    @inlinable
    public init(entry: NodeClassTest<Node, Entry>, targetName: String, transform: @escaping (Entry) -> Target?) {
        self.entry = entry
        self.targetName = targetName
        self.transform = transform
    }

    /// The target for an entry that was found.
    @inlinable
    public func map(_ entry: Entry) -> Target? {
        transform(entry)
    }
}

extension TargetSelector where Entry == Target {
    /// The plain selector: the entry is the target.
    @inlinable
    public init(_ test: NodeClassTest<Node, Target>) {
        self.init(entry: test, targetName: test.name) { $0 }
    }
}
