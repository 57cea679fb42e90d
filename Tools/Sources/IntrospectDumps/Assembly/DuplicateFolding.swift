import IntrospectCore

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
        details: inout [ObjectIdentifier: HierarchyDump.NodeDetails]
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
                    details[ObjectIdentifier(view), default: HierarchyDump.NodeDetails()].duplicateLines
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

/// Folds a view printed on its own before (or after) the tree that holds it: a lone description of an object —
/// a debugger printing the view, or the controller that owns it, then the `recursiveDescription` — is the same
/// object as the node printed with the same class and address, not a second root.
enum RepeatFolding {
    /// A node whose line prints an address: where it is in the text, and another object the line stands for
    /// (`Class@address`, the controller of an iOS 5 tag).
    struct Printed {
        let node: RecordedNode
        let address: Range<Int>
        let alsoPrints: String?
    }

    /// Removes such lone roots from `roots`, recording their lines on the node they repeat; returns how many.
    /// - Complexity: O(n); strings are made only for the lone roots and the nodes of their classes.
    static func fold(
        roots: inout [RecordedNode], printed: [Printed], bytes: [UInt8],
        details: inout [ObjectIdentifier: HierarchyDump.NodeDetails]
    ) -> Int {
        guard roots.count > 1 else { return 0 }
        func key(_ entry: Printed) -> String { entry.node.className + "@" + bytes[entry.address].string }
        var lone: [String: RecordedNode] = [:]
        // The node each lone root repeats: the first lone root printed with the same class and address, unless a
        // node that is not a lone root was (below), or whose line also prints that object.
        var holders: [ObjectIdentifier: RecordedNode] = [:]
        for entry in printed where entry.node.parent == nil && entry.node.children.isEmpty {
            let printedKey = key(entry)
            if let first = lone[printedKey] {
                holders[ObjectIdentifier(entry.node)] = first
            } else {
                lone[printedKey] = entry.node
            }
        }
        guard !lone.isEmpty else { return 0 }
        let loneClasses = Set(lone.values.map(\.className))
        for entry in printed where entry.node.parent != nil || !entry.node.children.isEmpty {
            var keys: [String] = []
            if loneClasses.contains(entry.node.className) { keys.append(key(entry)) }
            if let also = entry.alsoPrints { keys.append(also) }
            for candidate in keys {
                if let root = lone[candidate], holders[ObjectIdentifier(root)] == nil {
                    holders[ObjectIdentifier(root)] = entry.node
                }
            }
        }
        var folded = 0
        roots.removeAll { root in
            guard let holder = holders[ObjectIdentifier(root)] else { return false }
            details[ObjectIdentifier(holder), default: HierarchyDump.NodeDetails()].duplicateLines.append(
                root.sourceLine ?? 0)
            folded += 1
            return true
        }
        return folded
    }
}
