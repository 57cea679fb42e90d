/// What reading a dump produced so far: entries in text order, warnings, notes and what the text states.
struct DumpReading {
    var entries: [DumpEntry] = []
    var warnings: [DumpWarning] = []
    var notes: [DumpNote] = []
    var statedOS: String?
    /// Lines passed over as commentary (prose, code fences, legends), counted for one note per dump.
    var passedOver = 0
    /// Accessibility elements printed with no class (`Back (button)` in an accessibility tree): left out, and what
    /// they hold is kept under their parent.
    var elementsWithoutClass = 0
    /// What a hierarchy capture says beyond its views.
    var scene: SceneDescription?

    mutating func warn(_ text: DumpText, line: Int, byte: Int? = nil, _ message: String) {
        let offset = byte ?? text.line(line).firstNonWhitespace ?? text.lines[line - 1].lowerBound
        warnings.append(DumpWarning(line: line, column: text.column(ofByte: offset, onLine: line), message: message))
    }
}
