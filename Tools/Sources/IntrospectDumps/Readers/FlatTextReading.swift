/// Text with no structure the readers recognise, read flat: each line that presents an object of a class the
/// knowledge table knows — `<UITableViewCell: 0x…`, `UILabel:0x7fd…` in a constraint, `-[UITableViewCell
/// setBadgeString:]: unrecognized selector sent to instance 0x75331c0` — is a candidate of its own, in text order.
/// A class named in a sentence (`When I'm embedding a UITableView…`) is no object: nothing there is read.
enum FlatTextReading {
    /// An object a line presents: its class, where the name starts, and the address printed with it, if any.
    struct PresentedObject {
        let name: String
        let start: Int
        let address: Range<Int>?
    }

    /// The reading of `text`, or `nil` when no line presents an object of a class `isKnown` (a base name) accepts.
    /// One object presented on several lines (by the same address) is one candidate, at its first line.
    static func read(_ text: DumpText, isKnown: (String) -> Bool) -> DumpReading? {
        var reading = DumpReading(notes: text.notes)
        for number in text.nonBlankLineNumbers {
            let line = text.line(number)
            guard let object = firstObject(in: line, isKnown: isKnown) else { continue }
            var entry = DumpEntry(
                depthKey: 0, className: object.name, line: number,
                column: text.column(ofByte: object.start, onLine: number), startsTree: true)
            entry.address = object.address
            reading.entries.append(entry)
        }
        guard let first = reading.entries.first, let last = reading.entries.last else { return nil }
        reading.regions = [(.flatText, first.line...last.line, 0..<reading.entries.count)]
        reading.notes.append(
            DumpNote(
                line: 0,
                message:
                    "no structure was recognised: \(reading.entries.count.counted("line")) presenting objects of known "
                    + "classes read flat, in text order (no parent, no host)"))
        return reading
    }

    /// The first object of a known class the line presents.
    static func firstObject(in line: ArraySlice<UInt8>, isKnown: (String) -> Bool) -> PresentedObject? {
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index].isNameStart else {
                index += 1
                continue
            }
            let start = index
            while index < line.endIndex, line[index].isNameByte { index += 1 }
            // Classes of the frameworks start with a capital or `_`: the words of prose are not made into strings.
            guard line[start].isClassNameStart else { continue }
            let name = String(decoding: line[start..<index], as: UTF8.self)
            guard isKnown(name), let address = presentedAddress(line, nameStart: start, nameEnd: index) else {
                continue
            }
            return PresentedObject(name: name, start: start, address: address)
        }
        return nil
    }

    /// Whether the name between `nameStart` and `nameEnd` stands for an object — `nil` when it does not, else the
    /// address printed with it (itself `nil` when none is): an address follows the name (`Name: 0x…`,
    /// `Name:0x…`, `Name 0x…`, `Name (0x…)`), or the name opens a description (`<Name`, `<Name:`), or it is the
    /// receiver of a message that names the instance (`-[Name sel…]: … instance 0x…`).
    static func presentedAddress(_ line: ArraySlice<UInt8>, nameStart: Int, nameEnd: Int) -> Range<Int>?? {
        // A method's class (`-[NSView 0x7f…] was sent`, a crash frame's `-[NSThemeFrame addSubview:]`) is no
        // object unless the message names the instance.
        if nameStart >= line.startIndex + 2, line[nameStart - 1] == UInt8(ascii: "["),
            line[nameStart - 2] == UInt8(ascii: "-") || line[nameStart - 2] == UInt8(ascii: "+")
        {
            let instance = Array("instance ".utf8)
            guard let found = line[nameEnd...].firstRange(of: instance + Array("0x".utf8)) else { return nil }
            return .some(hexadecimal(in: line, from: found.lowerBound + instance.count))
        }
        var after = nameEnd
        while after < line.endIndex,
            line[after] == UInt8(ascii: ":") || line[after] == UInt8(ascii: " ")
                || line[after] == UInt8(ascii: "(")
        {
            after += 1
        }
        if let address = hexadecimal(in: line, from: after) { return .some(address) }
        if nameStart > line.startIndex, line[nameStart - 1] == UInt8(ascii: "<") { return .some(nil) }
        return nil
    }

    /// The `0x…` number that starts at `index`, if one does.
    private static func hexadecimal(in line: ArraySlice<UInt8>, from index: Int) -> Range<Int>? {
        guard index + 2 < line.endIndex, line[index] == UInt8(ascii: "0"), line[index + 1] == UInt8(ascii: "x")
        else { return nil }
        let digits = line[(index + 2)...].prefix { $0.isASCIIHexDigit }
        return digits.isEmpty ? nil : index..<digits.endIndex
    }
}

extension UInt8 {
    fileprivate var isNameStart: Bool {
        (self >= 65 && self <= 90) || (self >= 97 && self <= 122) || self == 95
    }

    fileprivate var isClassNameStart: Bool {
        (self >= 65 && self <= 90) || self == 95
    }

    fileprivate var isNameByte: Bool {
        isNameStart || (self >= 48 && self <= 57)
    }
}
