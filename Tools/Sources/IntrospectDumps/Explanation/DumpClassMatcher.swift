@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// Matchers of dump nodes by class, accepting any spelling of a class name.
@_spi(Tooling) public enum DumpClassMatcher {
    /// Accepts a node whose class or one of whose superclasses has the same base name as `className`
    /// (`UICollectionView`, `UpdateCoalescingCollectionView` and `SwiftUI.UpdateCoalescingCollectionView` all
    /// name the same thing). `A|B` accepts either class.
    public static func named(_ className: String) -> NodeMatcher<RecordedNode, RecordedNode> {
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        return NodeMatcher(name: className.split(separator: "|").joined(separator: " or ")) { node in
            if wanted.contains(ClassName.baseName(node.className)) { return node }
            return node.superclassNames.contains { wanted.contains(ClassName.baseName($0)) } ? node : nil
        }
    }
}
