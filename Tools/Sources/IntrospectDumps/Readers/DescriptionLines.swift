extension DumpReading {
    /// Reads the lines of `region` that hold a description at their start (``DescriptionLine``), one entry each:
    /// its class, its depth (the `|` before it; a reader of another shape sets its own), the base class it states,
    /// its address and the controller its tag names; a layer printed as a pseudo-child is an entry left out with
    /// what it holds. The shape of the tree is the caller's: the four ways of printing descriptions share these
    /// lines.
    mutating func readDescriptionLines(_ region: ClosedRange<Int>, of text: DumpText) {
        readLines(region, of: text, expected: "\"<ClassName: 0x…; …>\"", recognizes: DescriptionLine.recognizes) {
            line, number, reading in
            guard let description = DescriptionLine(line) else { return }
            if description.close == nil {
                // A label's or a text view's text may hold line breaks: the description then goes on below, on
                // lines that are not the tree's.
                var below = number + 1
                while below <= min(text.lines.count, number + 3), text.isBlank(below) { below += 1 }
                let next = below <= text.lines.count ? text.line(below) : []
                let runsOn =
                    !next.trimmed.isEmpty && !LineLexer.startsWithPipe(next) && next.trimmed.first != UInt8(ascii: "<")
                    && !LineLexer.isElision(next)
                if !runsOn { reading.isCutShort = true }
                reading.notes.append(
                    DumpNote(
                        line: number,
                        message: runsOn
                            ? "no closing \">\" on the line: a value in the description (a text) runs on below"
                            : "no closing \">\": the description is cut short"))
            }
            let name = description.name
            var entry = DumpEntry(
                depthKey: description.pipes, className: name.string, line: number,
                column: text.column(ofByte: name.startIndex, onLine: number), isPseudo: description.isLayer(in: line))
            if description.isShortened { entry.note = "class name shortened with … in the dump" }
            if let superclass = description.statedSuperclass(in: line) { entry.superclasses = [superclass] }
            entry.address = BracketScanner.addressRange(after: name, in: line)
            entry.controller = description.controller?.string
            if let controller = description.controller, let address = description.controllerAddress {
                entry.alsoPrints = controller.string + "@" + address
            }
            reading.entries.append(entry)
        }
    }
}

/// A reader of object descriptions one a line (`<UIView: 0x…; frame = …>`), reported as `recursiveDescription`:
/// its lines are those that hold a description at their start, and a line that starts with `|` was meant as one.
protocol DescriptionLinesReader: LineReader {}

extension DescriptionLinesReader {
    static var format: DumpFormat { .recursiveDescription }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        DescriptionLine.recognizes(line)
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }
}

/// A shape of description lines that only a block of them shows (indented with spaces, a responder chain, a
/// superview chain): it recognises no line of its own, and claims blocks of a region cut for
/// ``RecursiveDescriptionReader``, the way it refines.
protocol DescriptionBlockReader: DescriptionLinesReader {}

extension DescriptionBlockReader {
    static var recognizesOwnLines: Bool { false }
}
