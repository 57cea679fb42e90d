/// The "Bone" capture format: `--->ClassName:` (dashes count the depth; the root has none), followed by
/// indented property lines (` superclass: UIControl `), blank lines, and an `OS: …` trailer.
enum ArrowTreeReader: LineReader {
    static let format = DumpFormat.arrowTree

    /// The depth and the name's byte range of a node line, or `nil`.
    static func node(_ line: ArraySlice<UInt8>) -> (depth: Int, name: Range<Int>)? {
        guard let first = line.first, !first.isASCIIWhitespace else { return nil }
        let trimmed = line.trimmed
        guard trimmed.last == UInt8(ascii: ":") else { return nil }
        var index = line.startIndex
        var dashes = 0
        while index < line.endIndex, line[index] == UInt8(ascii: "-") {
            dashes += 1
            index += 1
        }
        if dashes > 0 {
            guard index < line.endIndex, line[index] == UInt8(ascii: ">") else { return nil }
            index += 1
        }
        let end = trimmed.endIndex - 1
        guard index < end, LineLexer.startsClassName(line[index]),
            !line[index..<end].contains(UInt8(ascii: " ")) || line[index..<end].contains(UInt8(ascii: "<"))
        else { return nil }
        // A root is written like a class (`_UIHostingView<…>:`, `UIWindow:`), not like a heading above a dump
        // (`Records:`, `Output:`).
        if dashes == 0, !LineLexer.isClassLike(line[index..<end]) { return nil }
        // `Recorder: …`-style property lines have a space after their colon and do not end with one.
        return (dashes, index..<end)
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        // The `OS:` trailer is recognised too, so that a capture's region reaches it.
        node(line) != nil || line.hasASCIIPrefix(" superclass: ") || line.hasASCIIPrefix("OS: ")
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool {
        line.hasASCIIPrefix("--") && line.firstOffset(of: ">") != nil
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        var nodes = 0
        for number in region {
            let line = text.line(number)
            if let (depth, name) = node(line) {
                nodes += 1
                reading.entries.append(
                    DumpEntry(
                        depthKey: depth, className: line[name].string, line: number,
                        column: text.column(ofByte: name.lowerBound, onLine: number)))
            } else if line.hasASCIIPrefix(" superclass: "), !reading.entries.isEmpty {
                let superclass = line.dropFirst(13).trimmed
                if !superclass.isEmpty { reading.entries[reading.entries.count - 1].superclasses = [superclass.string] }
            } else if line.hasASCIIPrefix("OS:"), nodes == 0 {
                // No capture above it: a probe's header stating the OS the dump was taken on.
                if reading.statedOS == nil { reading.statedOS = StatedOS.stated(in: line) }
            } else if line.hasASCIIPrefix("OS:") {
                reading.notes.append(
                    DumpNote(
                        line: number,
                        message:
                            "the capture states \"\(line.trimmed.string)\" (Bone captures state iOS even on visionOS)"))
            } else if attempts(line) {
                reading.warn(text, line: number, "expected \"--->ClassName:\"")
            }
            // Property lines (layer:, sublayers:, contents:) belong to the node above them.
        }
    }
}
