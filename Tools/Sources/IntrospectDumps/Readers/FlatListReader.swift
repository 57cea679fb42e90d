/// A flat list of classes in pre-order with no depth (`Child: MTKView`): each line is a tree of its own, since
/// nesting cannot be recovered.
enum FlatListReader: LineReader {
    static let format = DumpFormat.flatList

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        line.trimmed.hasASCIIPrefix("Child: ")
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        for number in region {
            let trimmed = text.line(number).trimmed
            guard !trimmed.isEmpty else { continue }
            guard trimmed.hasASCIIPrefix("Child: ") else {
                reading.passedOver += 1
                continue
            }
            let name = trimmed.dropFirst(7).trimmed
            reading.entries.append(
                DumpEntry(
                    depthKey: 0, className: name.string, line: number,
                    column: text.column(ofByte: name.startIndex, onLine: number)))
        }
        reading.notes.append(
            DumpNote(
                line: 0,
                message:
                    "the list has no depth: each class is a tree of its own, and hosts cannot be told"))
    }
}
