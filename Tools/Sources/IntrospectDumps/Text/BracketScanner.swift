/// Reads the bracketed descriptions of UIKit's debug output — `<UIView: 0x…; frame = (0 0; 300 500);
/// layer = <CALayer: 0x…>>` — where brackets nest (`layer = <…>`, `>>>`) and `;` also occurs inside nested
/// brackets and parentheses, so splitting on `; ` or stopping at the first `>` is wrong.
enum BracketScanner {
    /// The offset of the `>` that closes the `<` at `open`, or `nil` when the line ends first.
    static func matchingClose(in bytes: ArraySlice<UInt8>, open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The class name at `start`: a run of bytes up to `:`, `;`, a space or `>` (mangled and module-qualified
    /// names contain none of them).
    static func className(in bytes: ArraySlice<UInt8>, from start: Int) -> ArraySlice<UInt8> {
        var end = start
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ">")
                || byte.isASCIIWhitespace
            {
                break
            }
            end += 1
        }
        return bytes[start..<end]
    }

    /// The class name at `start` in the demangled spelling of other formats: generic arguments in balanced
    /// `<…>` are part of it, and it ends at a space, `(` or `:` outside them.
    static func genericClassName(in bytes: ArraySlice<UInt8>, from start: Int) -> ArraySlice<UInt8> {
        var end = start
        var depth = 0
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: "<") { depth += 1 }
            if byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
            if depth == 0, byte == UInt8(ascii: "(") || byte.isASCIIWhitespace || byte == UInt8(ascii: ":") { break }
            end += 1
        }
        return bytes[start..<end]
    }

    /// Where the address printed right after a class name is (`0x7f8…` in `<UIView: 0x7f8…;`), if any.
    static func addressRange(after name: ArraySlice<UInt8>, in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        var index = name.endIndex
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") { index += 1 }
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard bytes[index...].hasASCIIPrefix("0x") else { return nil }
        let digits = bytes[(index + 2)...].prefix { $0.isASCIIHexDigit }
        return digits.isEmpty ? nil : index..<digits.endIndex
    }

    /// The value of the field `key = value` directly inside the bracket that opens at `open` and closes at
    /// `close` (not in a nested bracket), without splitting the other fields out.
    static func topLevelValue(of key: StaticString, in bytes: ArraySlice<UInt8>, from open: Int, to close: Int)
        -> ArraySlice<UInt8>?
    {
        var depth = 0
        var fieldStart = open + 1
        var index = open + 1
        while index <= close {
            let byte = index < close ? bytes[index] : UInt8(ascii: ";")
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ";") where depth == 0:
                let field = bytes[fieldStart..<index].trimmed
                if field.hasASCIIPrefix(key) {
                    let rest = field.dropFirst(key.utf8CodeUnitCount).trimmed
                    if rest.first == UInt8(ascii: "=") { return rest.dropFirst().trimmed }
                }
                fieldStart = index + 1
            default: break
            }
            index += 1
        }
        return nil
    }
}
