/// JSON captures: nodes are objects with `className` and `children`, optionally `superclassChain` and `frame`
/// (as in the Bone captures 009 and 011, where the tree sits under `"tree"` next to `"os"`).
enum JSONTreeReader: DocumentReader {
    static let format = DumpFormat.json

    /// A JSON document, perhaps: the first line opens an object with a key or `}`, or an array with a value or `]`.
    /// A log line such as `[DiagFrame] …` opens with a bracket too, and so does every line of AppKit's
    /// `_subtreeDescription` (`[ flags ] h=…`): what may follow the bracket rules most of them out, and a text that
    /// is not JSON after all is read line by line. (Only the first line is looked at; a value may start on the
    /// next one.)
    static func recognizes(document text: DumpText) -> DocumentRecognition {
        guard let first = text.lines.first(where: { text.bytes[$0].contains { !$0.isASCIIWhitespace } }) else {
            return .no
        }
        let line = text.bytes[first]
        guard let opening = line.firstNonWhitespace else { return .no }
        let byte = line[opening]
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { return .no }
        guard let next = line[(opening + 1)...].firstNonWhitespace else { return .perhaps }
        let following = line[next]
        let continues =
            byte == UInt8(ascii: "{")
            ? following == UInt8(ascii: "\"") || following == UInt8(ascii: "}")
            : following == UInt8(ascii: "{") || following == UInt8(ascii: "[") || following == UInt8(ascii: "\"")
                || following == UInt8(ascii: "]") || following == UInt8(ascii: "-") || following.isASCIIDigit
                || following == UInt8(ascii: "t") || following == UInt8(ascii: "f") || following == UInt8(ascii: "n")
        return continues ? .perhaps : .no
    }

    static func read(document text: DumpText, into reading: inout DumpReading) throws -> ClosedRange<Int> {
        var reader = JSONReader(text)
        let document = try reader.read()
        var os: String?
        if case let .string(value, _, _)? = document["os"] { os = value }
        var roots: [JSONValue] = []
        if document["className"] != nil {
            roots = [document]
        } else if let tree = document["tree"] {
            roots = [tree]
        } else if case let .array(elements) = document {
            roots = elements
        }
        guard !roots.isEmpty else {
            throw DumpParseError(
                line: 1, column: 1, reason: "expected a node object with \"className\" (or a \"tree\" holding one)")
        }
        // Iterative pre-order over the objects, so the entries come out in document order.
        var entries: [DumpEntry] = []
        var stack: [(value: JSONValue, depth: Int)] = roots.reversed().map { ($0, 0) }
        while let (value, depth) = stack.popLast() {
            guard case let .object(_, objectLine, objectColumn) = value else {
                throw DumpParseError(line: 0, column: 0, reason: "expected a node object in \"children\"")
            }
            guard case let .string(className, line, column)? = value["className"] else {
                throw DumpParseError(
                    line: objectLine, column: objectColumn, reason: "expected a \"className\" string in this node")
            }
            var entry = DumpEntry(depthKey: depth, className: className, line: line, column: column)
            if case let .array(chain)? = value["superclassChain"] {
                entry.superclasses = chain.compactMap { if case let .string(name, _, _) = $0 { name } else { nil } }
            }
            if case let .array(frame)? = value["frame"] {
                let numbers = frame.compactMap { if case let .number(number) = $0 { number } else { nil } }
                if numbers.count == 4 { entry.note = "frame \(numbers.map { formatted($0) }.joined(separator: " "))" }
            }
            entries.append(entry)
            if case let .array(children)? = value["children"] {
                for child in children.reversed() { stack.append((child, depth + 1)) }
            }
        }
        reading.entries += entries
        reading.statedOS = os
        return 1...max(1, text.lines.count)
    }

    private static func formatted(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
