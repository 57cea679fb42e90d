/// Reads hierarchy captures: JSON whose top-level object opens with an `introspectCapture` key (`introspectScene` in
/// the captures of version 0.1.0), alone or inside the text of a diagnostic (the capture is one line): the views as
/// entries, and the controllers, the window and the markers as a ``CaptureDescription`` that assembly makes a
/// `RecordedHierarchy` of.
enum HierarchyCaptureReader: DocumentReader {
    static let format = DumpFormat.hierarchyCapture
    /// The keys a capture's object opens with, the capture's own signature: today's, then the one 0.1.0 wrote.
    static let keys: [StaticString] = [#"{"introspectCapture""#, #"{"introspectScene""#]

    /// Certainly a capture when the text holds a key anywhere (searched with the C library's byte search: every
    /// text is searched for it).
    static func recognizes(document text: DumpText) -> DocumentRecognition {
        start(in: text.bytes[...]) != nil ? .certainly : .no
    }

    /// Where the capture's object opens in `bytes`.
    private static func start(in bytes: ArraySlice<UInt8>) -> Int? {
        keys.lazy.compactMap { bytes.firstOffset(of: $0) }.first
    }

    static func read(document text: DumpText, into reading: inout DumpReading) throws -> ClosedRange<Int> {
        let bytes = text.bytes[...]
        guard let start = start(in: bytes) else {
            throw DumpParseError(
                line: 1, column: 1, reason: #"no hierarchy capture ({"introspectCapture": …}) in the text"#)
        }
        // The capture is read from its key on: its first line's columns count from there.
        let lineOffset = bytes[..<start].count { $0 == UInt8(ascii: "\n") }
        var reader = JSONReader(DumpText(String(decoding: bytes[start...], as: UTF8.self)))
        let document: JSONValue
        do {
            document = try reader.read()
        } catch let error as DumpParseError {
            throw DumpParseError(line: error.line + lineOffset, column: error.column, reason: error.reason)
        }
        reading.capture = try capture(from: document, lineOffset: lineOffset, into: &reading)
        return 1...(bytes.count { $0 == UInt8(ascii: "\n") } + 1)
    }

    private static func capture(
        from document: JSONValue, lineOffset: Int, into reading: inout DumpReading
    ) throws -> CaptureDescription {
        var capture = CaptureDescription()
        // Controllers first: views refer to them by identifier, and they to their parents and presenters.
        if case let .array(objects)? = document["controllers"] {
            for object in objects {
                capture.controllers.append(
                    CaptureDescription.Controller(
                        className: try string(object["class"], "a controller's \"class\"", lineOffset),
                        superclasses: strings(object["superclasses"]), parent: integer(object["parent"]),
                        presenting: integer(object["presenting"])))
            }
        }
        guard let rootObject = document["root"] else {
            throw DumpParseError(line: 1 + lineOffset, column: 1, reason: "a hierarchy capture needs a \"root\" view")
        }
        // Iterative pre-order: a view's entry comes before its children's, which come in order.
        capture.root = reading.entries.count
        var stack: [(value: JSONValue, depth: Int)] = [(rootObject, 0)]
        while let (value, depth) = stack.popLast() {
            let index = reading.entries.count
            reading.entries.append(try entry(from: value, depth: depth, lineOffset: lineOffset))
            if case let .string(marker, _, _)? = value["marker"] {
                if marker == "anchor" { capture.anchor = index } else if marker == "probe" { capture.probe = index }
            }
            if let controller = integer(value["controller"]) { capture.rootViews.append((index, controller)) }
            guard case let .array(children)? = value["children"] else { continue }
            stack += children.reversed().map { ($0, depth + 1) }
        }
        if case let .string(windowClass, _, _)? = document["window"] { capture.window = windowClass }
        return capture
    }

    private static func entry(from value: JSONValue, depth: Int, lineOffset: Int) throws -> DumpEntry {
        let className = try string(value["class"], "a view's \"class\"", lineOffset)
        guard case let .string(_, line, column)? = value["class"] else {
            throw DumpParseError(line: 1 + lineOffset, column: 1, reason: "expected a view's \"class\" string")
        }
        var entry = DumpEntry(depthKey: depth, className: className, line: line + lineOffset, column: column)
        entry.superclasses = strings(value["superclasses"])
        return entry
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

/// What a hierarchy capture says beyond its views, by the positions of their entries: the controllers (with their
/// parents and presenters, by their positions in the capture), which views they own, the window, and the markers.
struct CaptureDescription {
    /// A controller of the capture.
    struct Controller {
        let className: String
        let superclasses: [String]
        let parent: Int?
        let presenting: Int?
    }

    var controllers: [Controller] = []
    /// The entry of the root view.
    var root = 0
    /// The window's class, when the capture names one.
    var window: String?
    /// The entries of the markers behind and in front of the modified view.
    var anchor: Int?
    var probe: Int?
    /// Views that are a controller's root view: the view's entry and the controller's position.
    var rootViews: [(view: Int, controller: Int)] = []
}
