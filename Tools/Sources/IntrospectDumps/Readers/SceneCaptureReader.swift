import IntrospectCore

/// A hierarchy read back from a ``HierarchyCapture`` (the JSON a debug diagnostic prints): the views with their known
/// superclasses, the controllers that own root views (with their parents and presenters), the window, and the
/// markers — so that `introspect explain` runs the modifier's own searches on it.
public struct RecordedHierarchy {
    /// The root of the captured views (the window's root view).
    public let root: RecordedNode
    /// The window, when the capture names one.
    public let window: RecordedWindow?
    /// The controllers, by their identifier in the capture.
    public let controllers: [RecordedController]
    /// The marker behind the modified view.
    public let anchor: RecordedNode?
    /// The marker in front of the modified view.
    public let probe: RecordedNode?
}

/// Reads hierarchy captures: JSON whose top-level object has an `introspectScene` key, alone or inside the text of a
/// diagnostic (the capture is one line).
enum SceneCaptureReader {
    static let key: StaticString = #"{"introspectScene""#

    /// The hierarchy in `text`, or `nil` when the text holds no capture.
    ///
    /// - Throws: ``DumpParseError`` for a capture that is not well-formed, with the line and column.
    static func scene(in text: String) throws -> RecordedHierarchy? {
        let bytes = Array(text.utf8)
        // Every text is searched for the key: with the C library's byte search, not byte by byte.
        guard let start = bytes[...].firstOffset(of: key) else { return nil }
        let lineOffset = bytes[..<start].count { $0 == UInt8(ascii: "\n") }
        var reader = JSONReader(DumpText(String(decoding: bytes[start...], as: UTF8.self)))
        let document: JSONValue
        do {
            document = try reader.read()
        } catch let error as DumpParseError {
            throw DumpParseError(line: error.line + lineOffset, column: error.column, reason: error.reason)
        }
        return try scene(from: document, lineOffset: lineOffset)
    }

    private static func scene(from document: JSONValue, lineOffset: Int) throws -> RecordedHierarchy {
        // Controllers first: views refer to them by identifier, and they to their parents and presenters.
        var controllers: [RecordedController] = []
        var links: [(child: Int, parent: Int?, presenting: Int?)] = []
        if case let .array(objects)? = document["controllers"] {
            for object in objects {
                let className = try string(object["class"], "a controller's \"class\"", lineOffset)
                controllers.append(RecordedController(className, superclasses: strings(object["superclasses"])))
                links.append((controllers.count - 1, integer(object["parent"]), integer(object["presenting"])))
            }
        }
        for link in links {
            if let parent = link.parent, controllers.indices.contains(parent) {
                controllers[parent].addChild(controllers[link.child])
            }
            if let presenting = link.presenting, controllers.indices.contains(presenting) {
                controllers[presenting].present(controllers[link.child])
            }
        }
        guard let rootObject = document["root"] else {
            throw DumpParseError(line: 1 + lineOffset, column: 1, reason: "a scene capture needs a \"root\" view")
        }
        var anchor: RecordedNode?
        var probe: RecordedNode?
        // Iterative: a node is made before its children, which are appended in order.
        let root = try node(from: rootObject, lineOffset: lineOffset)
        var stack: [(value: JSONValue, node: RecordedNode)] = [(rootObject, root)]
        while let (value, parent) = stack.popLast() {
            if case let .string(marker, _, _)? = value["marker"] {
                if marker == "anchor" { anchor = parent } else if marker == "probe" { probe = parent }
            }
            if let index = integer(value["controller"]), controllers.indices.contains(index) {
                controllers[index].rootView = parent
            }
            guard case let .array(children)? = value["children"] else { continue }
            var made: [(JSONValue, RecordedNode)] = []
            for child in children {
                let childNode = try node(from: child, lineOffset: lineOffset)
                parent.append(childNode)
                made.append((child, childNode))
            }
            stack.append(contentsOf: made.reversed())
        }
        var window: RecordedWindow?
        if case let .string(windowClass, _, _)? = document["window"] {
            window = RecordedWindow(windowClass, rootView: root)
        }
        return RecordedHierarchy(root: root, window: window, controllers: controllers, anchor: anchor, probe: probe)
    }

    private static func node(from value: JSONValue, lineOffset: Int) throws -> RecordedNode {
        let className = try string(value["class"], "a view's \"class\"", lineOffset)
        let node = RecordedNode(className, superclasses: strings(value["superclasses"]))
        if case let .string(_, line, column)? = value["class"] {
            node.sourceLine = line + lineOffset
            node.sourceColumn = column
        }
        return node
    }

    private static func string(_ value: JSONValue?, _ what: String, _ lineOffset: Int) throws -> String {
        if case let .string(text, _, _)? = value { return text }
        throw DumpParseError(line: 1 + lineOffset, column: 1, reason: "expected \(what) string")
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case let .array(values)? = value else { return [] }
        return values.compactMap { if case let .string(text, _, _) = $0 { text } else { nil } }
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard case let .number(number)? = value, number >= 0, number < 1e9, number == number.rounded() else {
            return nil
        }
        return Int(number)
    }
}
