/// What reading a dump produced: entries in text order, warnings, notes, what the text states, and the regions read
/// (``read(_:as:)``); readers append to it as they go.
struct DumpReading {
    var entries: [DumpEntry] = []
    var warnings: [DumpWarning] = []
    var notes: [DumpNote] = []
    var statedOS: String?
    /// Lines passed over as commentary (prose, code fences, legends), counted for one note per dump.
    var passedOver = 0
    /// A description was cut short (`<UIImageView: 0x…; frame = (329 5; 50 50);` and no more): the text does not
    /// hold the whole hierarchy.
    var isCutShort = false
    /// Accessibility elements printed with no class (`Back (button)` in an accessibility tree): left out, and what
    /// they hold is kept under their parent.
    var elementsWithoutClass = 0
    /// What a hierarchy capture says beyond its views.
    var capture: CaptureDescription?
    /// Each region read: its format, its lines, and the entries its reader made. Readers of one format that claimed
    /// parts of one region (a responder chain among descriptions) read them apart, as regions of their own.
    var regions: [(format: DumpFormat, lines: ClosedRange<Int>, entries: Range<Int>)] = []

    mutating func warn(_ text: DumpText, line: Int, byte: Int? = nil, _ message: String) {
        let offset = byte ?? text.line(line).firstNonWhitespace ?? text.lines[line - 1].lowerBound
        warnings.append(DumpWarning(line: line, column: text.column(ofByte: offset, onLine: line), message: message))
    }
}
