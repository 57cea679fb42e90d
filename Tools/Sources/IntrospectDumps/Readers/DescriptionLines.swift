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
