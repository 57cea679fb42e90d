/// A capture of what a modifier saw — the views around its markers, the controllers that own them, the window —
/// as JSON that `introspect explain` replays through the same searches. Debug diagnostics print it when a call
/// found nothing, so a developer's bug report carries its own test.
///
/// What it holds: the chain of views from the window's root to the markers' common ancestor (their other
/// children counted, not listed), the common ancestor's whole subtree up to a limit, each view's class and known
/// superclasses, the markers, and for every view that is a controller's root view, that controller, its parents
/// and its presenter. What it never holds: text, images, frames — nothing a user typed leaves the app.
///
/// ```json
/// {"introspectCapture": 1, "window": "UIWindow",
///  "controllers": [{"id": 0, "class": "UIHostingController<…>", "superclasses": ["UIViewController"]}],
///  "root": {"class": "UIWindow", "children": [{"class": "_UIHostingView<…>", "controller": 0, "children": […]}]}}
/// ```
@_spi(Tooling) public enum HierarchyCapture {
    /// The format's version, the value of its `introspectCapture` key (`introspectScene` in 0.1.0, which
    /// `introspect explain` still reads).
    public static let version = 1

    /// The capture around `anchor` and `probe`, with at most `limit` views in the common ancestor's subtree.
    public static func render<Node: HierarchyView>(
        anchor: Node, probe: Node, windowClassName: String? = nil, limit: Int = 2_000
    ) -> String {
        var writer = Writer<Node>(anchor: anchor, probe: probe)
        let commonAncestor = TreeNavigation.nearestCommonAncestor(anchor, probe) ?? probe
        var chain = [commonAncestor] + Array(commonAncestor.ancestors)
        chain.reverse()
        let root = writer.chain(chain, limit: limit)
        var members: [(String, String)] = [("introspectCapture", "\(version)")]
        if let windowClassName { members.append(("window", JSONWriting.string(windowClassName))) }
        members.append(("controllers", "[" + writer.controllerObjects.joined(separator: ", ") + "]"))
        members.append(("root", root))
        return JSONWriting.object(members)
    }

    private struct Writer<Node: HierarchyView> {
        let anchor: Node
        let probe: Node
        var controllerIDs: [ObjectIdentifier: Int] = [:]
        var controllerObjects: [String] = []

        /// The views from the root down to the common ancestor (each with only the next one as a child, and a
        /// count of the siblings left out), the last one with its subtree.
        mutating func chain(_ chain: [Node], limit: Int) -> String {
            var written = subtree(chain[chain.count - 1], limit: limit)
            for index in stride(from: chain.count - 2, through: 0, by: -1) {
                let view = chain[index]
                let elided = view.hierarchyChildren.count - 1
                written = object(for: view, children: [written], elided: elided)
            }
            return written
        }

        /// `root`'s subtree in pre-order, iteratively; past `limit` views the rest is counted, not written.
        mutating func subtree(_ root: Node, limit: Int) -> String {
            // Children are written before their parents: a post-order over an explicit stack.
            var stack: [(view: Node, visited: Bool)] = [(root, false)]
            var written: [[String]] = [[]]
            var count = 0
            while let (view, visited) = stack.popLast() {
                if visited {
                    let children = written.removeLast()
                    let elided = max(0, view.hierarchyChildren.count - children.count)
                    written[written.count - 1].append(object(for: view, children: children, elided: elided))
                    continue
                }
                count += 1
                stack.append((view, true))
                written.append([])
                guard count < limit else { continue }
                for child in view.hierarchyChildren.reversed() { stack.append((child, false)) }
            }
            return written[0].first ?? "{}"
        }

        mutating func object(for view: Node, children: [String], elided: Int) -> String {
            var members = [("class", JSONWriting.string(view.hierarchyTypeName))]
            let superclasses = view.hierarchySuperclassNames
            if !superclasses.isEmpty { members.append(("superclasses", JSONWriting.strings(superclasses))) }
            if view.isSameNode(as: anchor) { members.append(("marker", JSONWriting.string("anchor"))) }
            if view.isSameNode(as: probe) { members.append(("marker", JSONWriting.string("probe"))) }
            if let controller = view.owningController { members.append(("controller", "\(id(of: controller))")) }
            if elided > 0 { members.append(("elidedChildren", "\(elided)")) }
            if !children.isEmpty { members.append(("children", "[" + children.joined(separator: ", ") + "]")) }
            return JSONWriting.object(members)
        }

        /// The controller's identifier in the capture, writing it (and its parent and presenter) the first time.
        mutating func id(of controller: Node.Controller) -> Int {
            if let id = controllerIDs[controller.nodeIdentity] { return id }
            let id = controllerIDs.count
            controllerIDs[controller.nodeIdentity] = id
            controllerObjects.append("")
            var members = [("id", "\(id)"), ("class", JSONWriting.string(controller.hierarchyTypeName))]
            let superclasses = controller.hierarchySuperclassNames
            if !superclasses.isEmpty { members.append(("superclasses", JSONWriting.strings(superclasses))) }
            if let parent = controller.hierarchyParent { members.append(("parent", "\(self.id(of: parent))")) }
            if controller.hierarchyParent == nil, let presenting = controller.presentingController {
                members.append(("presenting", "\(self.id(of: presenting))"))
            }
            controllerObjects[id] = JSONWriting.object(members)
            return id
        }
    }
}

/// Writing JSON text without Foundation: strings escaped as RFC 8259 asks.
enum JSONWriting {
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
