/// A JSON value, as much of it as a hierarchy capture needs.
indirect enum JSONValue {
    case object([(key: String, value: JSONValue)], line: Int, column: Int)
    case array([JSONValue])
    case string(String, line: Int, column: Int)
    case number(Double)
    case bool(Bool)
    case null

    subscript(key: String) -> JSONValue? {
        guard case let .object(members, _, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// Reads JSON iteratively (an explicit stack, no recursion), with the line and column of every error, and a
/// nesting limit so that hostile input can neither overflow the stack nor take quadratic time.
struct JSONReader {
    static let maximumDepth = 512

    private let text: DumpText
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: DumpText) {
        self.text = text
    }

    /// An object or array being read; a class, so that appending to it does not copy what it holds.
    private final class Container {
        let isObject: Bool
        let line: Int
        let column: Int
        var members: [(key: String, value: JSONValue)] = []
        var elements: [JSONValue] = []
        var pendingKey: String?

        init(isObject: Bool, line: Int, column: Int) {
            self.isObject = isObject
            self.line = line
            self.column = column
        }

        var value: JSONValue {
            isObject ? .object(members, line: line, column: column) : .array(elements)
        }
    }

    /// The column of `position`, counted from the last position asked for on the same line, so that reading
    /// a long single-line (minified) document stays linear.
    private var columnMark = (offset: 0, column: 1)

    private mutating func currentColumn() -> Int {
        if columnMark.offset < lineStart || columnMark.offset > position { columnMark = (lineStart, 1) }
        var column = columnMark.column
        for byte in text.bytes[columnMark.offset..<position] where byte & 0xC0 != 0x80 { column += 1 }
        columnMark = (position, column)
        return column
    }

    private mutating func error(_ reason: String) -> DumpParseError {
        DumpParseError(line: line, column: currentColumn(), reason: reason)
    }

    private mutating func skipWhitespace() {
        while position < text.bytes.count {
            let byte = text.bytes[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            } else if !byte.isASCIIWhitespace {
                return
            }
            position += 1
        }
    }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the text" }
        return byte < 0x80 ? "\"\(Character(Unicode.Scalar(byte)))\"" : "a non-ASCII byte"
    }

    private var current: UInt8? { position < text.bytes.count ? text.bytes[position] : nil }

    mutating func read() throws -> JSONValue {
        var stack: [Container] = []
        while true {
            skipWhitespace()
            var finished: JSONValue?
            if let container = stack.last, container.isObject, container.pendingKey == nil {
                // Inside an object, a key comes first (or the closing brace).
                if current == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    finished = container.value
                } else {
                    guard current == UInt8(ascii: "\"") else {
                        throw error("expected a key in quotes, found \(describe(current))")
                    }
                    let key = try readString()
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else {
                        throw error("expected \":\" after a key, found \(describe(current))")
                    }
                    position += 1
                    container.pendingKey = key
                    continue
                }
            } else if let container = stack.last, !container.isObject, current == UInt8(ascii: "]") {
                position += 1
                stack.removeLast()
                finished = container.value
            } else {
                finished = try readScalarOrOpen(into: &stack)
            }
            // Hand each finished value to its container; a container that closes is finished in turn.
            guard var value = finished else { continue }
            while true {
                guard let container = stack.last else {
                    skipWhitespace()
                    guard current == nil else {
                        throw error("expected the end of the JSON text, found \(describe(current))")
                    }
                    return value
                }
                if container.isObject {
                    guard let key = container.pendingKey else { throw error("expected a key in quotes") }
                    container.members.append((key, value))
                    container.pendingKey = nil
                } else {
                    container.elements.append(value)
                }
                skipWhitespace()
                let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if current == UInt8(ascii: ",") {
                    position += 1
                    break
                }
                guard current == closing else {
                    throw error(
                        container.isObject
                            ? "expected \",\" or \"}\" in an object, found \(describe(current))"
                            : "expected \",\" or \"]\" in an array, found \(describe(current))")
                }
                position += 1
                stack.removeLast()
                value = container.value
            }
        }
    }

    /// Reads a scalar, or opens a container (then returns `nil`).
    private mutating func readScalarOrOpen(into stack: inout [Container]) throws -> JSONValue? {
        guard let byte = current else { throw error("expected a value, found the end of the text") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maximumDepth else {
                throw error("nesting deeper than \(Self.maximumDepth) levels")
            }
            let openLine = line
            let openColumn = currentColumn()
            position += 1
            stack.append(Container(isObject: byte == UInt8(ascii: "{"), line: openLine, column: openColumn))
            return nil
        case UInt8(ascii: "\""):
            let stringLine = line
            let stringColumn = currentColumn()
            return .string(try readString(), line: stringLine, column: stringColumn)
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("expected a value, found \(describe(byte))")
        }
    }

    private mutating func readLiteral(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { buffer in
            position + count <= text.bytes.count && text.bytes[position..<(position + count)].elementsEqual(buffer)
        }
        guard matches else { throw error("expected \(word), found \(describe(current))") }
        position += count
        return value
    }

    private mutating func readNumber() throws -> JSONValue {
        let start = position
        while let byte = current,
            byte.isASCIIDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            position += 1
        }
        guard let number = Double(String(decoding: text.bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw error("expected a number")
        }
        return .number(number)
    }

    private mutating func readString() throws -> String {
        position += 1  // the opening quote
        // The string's UTF-8, built only when it has escapes: a string without is decoded from the text in one go.
        // Decoding once at the end repairs invalid UTF-8 as decoding each run would: an escape's bytes are whole
        // scalars, so no invalid sequence reaches across one.
        var unescaped: [UInt8] = []
        var runStart = position
        func flush(_ end: Int) {
            unescaped.append(contentsOf: text.bytes[runStart..<end])
        }
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { unescaped.append($0) }
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                // An escape always adds bytes: an empty buffer means the string had none.
                if unescaped.isEmpty {
                    let string = String(decoding: text.bytes[runStart..<position], as: UTF8.self)
                    position += 1
                    return string
                }
                flush(position)
                position += 1
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                flush(position)
                position += 1
                guard let escaped = current else {
                    throw error("expected an escaped character, found the end of the text")
                }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "b"): append("\u{08}")
                case UInt8(ascii: "f"): append("\u{0C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= text.bytes.count,
                        let code = UInt32(
                            String(decoding: text.bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
                    else { throw error("expected four hexadecimal digits after \\u") }
                    position += 4
                    append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: append(Unicode.Scalar(escaped))
                }
                runStart = position
            case UInt8(ascii: "\n"):
                throw error("expected a closing quote before the end of the line")
            default:
                position += 1
            }
        }
        throw error("expected a closing quote, found the end of the text")
    }
}
