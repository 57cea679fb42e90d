@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// Folds the subtrees a helper printed twice into the copy that is in place.
///
/// Trees printed by walking accessibility children as well as subviews show a representable's view twice: once as
/// an accessibility child of the hosting view, without its host, and once under its platform-view host (the split
/// view of a `NavigationView` in a box tree printed on iOS 26.1). Listing both would offer the same object twice.
/// A subtree is such a duplicate when a sibling of it is a platform-view host whose only child prints the same
/// subtree (same classes, same details such as frames, same shape); the duplicate is removed and its line is
/// recorded on the copy that stays.
enum DuplicateFolding {
    /// Folds duplicates in place; returns how many subtrees were folded.
    /// - Complexity: O(n) hashing of all subtrees (iterative, post-order) plus O(siblings) per host.
    static func fold(
        roots: [RecordedNode], signatures: [ObjectIdentifier: String],
        details: inout [ObjectIdentifier: DumpNodeDetails]
    ) -> Int {
        guard !signatures.isEmpty else { return 0 }
        let shapes = subtreeShapes(roots: roots, signatures: signatures)
        var folded = 0
        var stack = roots
        while let node = stack.popLast() {
            let children = node.children
            let hosted = children.compactMap { child -> (host: RecordedNode, view: RecordedNode)? in
                guard ClassName.isPlatformViewHost(child.className), child.children.count == 1 else { return nil }
                return (child, child.children[0])
            }
            for (_, view) in hosted {
                guard let shape = shapes[ObjectIdentifier(view)] else { continue }
                for sibling in node.children
                where !ClassName.isPlatformViewHost(sibling.className)
                    && shapes[ObjectIdentifier(sibling)] == shape
                {
                    details[ObjectIdentifier(view), default: DumpNodeDetails()].duplicateLines
                        .append(sibling.sourceLine ?? 0)
                    sibling.removeFromParent()
                    folded += 1
                }
            }
            stack += node.children
        }
        return folded
    }

    /// A value per node that is equal for subtrees printed identically: class, signature and children, in order.
    private static func subtreeShapes(roots: [RecordedNode], signatures: [ObjectIdentifier: String])
        -> [ObjectIdentifier: Int]
    {
        var shapes: [ObjectIdentifier: Int] = [:]
        // Post-order without recursion: push each node twice, hash it on the second visit.
        var stack: [(node: RecordedNode, childrenDone: Bool)] = roots.map { ($0, false) }
        while let (node, childrenDone) = stack.popLast() {
            if !childrenDone {
                stack.append((node, true))
                stack += node.children.map { ($0, false) }
                continue
            }
            var hasher = Hasher()
            hasher.combine(node.className)
            hasher.combine(signatures[ObjectIdentifier(node)])
            for child in node.children { hasher.combine(shapes[ObjectIdentifier(child)]) }
            shapes[ObjectIdentifier(node)] = hasher.finalize()
        }
        return shapes
    }
}
