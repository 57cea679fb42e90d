@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

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
        details: inout [ObjectIdentifier: DumpNodeDetails]
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
            details[ObjectIdentifier(holder), default: DumpNodeDetails()].duplicateLines.append(
                root.sourceLine ?? 0)
            folded += 1
            return true
        }
        return folded
    }
}
