/// Format detection on its own, for benchmarks: the regions of a text and their formats, without reading them.
@_spi(Benchmarks)
@_spi(Tooling) public enum DumpDetection {
    /// The regions `text` would be read in, in order (a document's whole text, when a document reader recognises
    /// it).
    public static func regions(in text: String) -> [(format: DumpFormat, lines: ClosedRange<Int>)] {
        let dumpText = DumpText(text)
        for case let reader as any DocumentReader.Type in DumpFormat.readers.map(\.reader)
        where reader.recognizes(document: dumpText) != .no {
            return [(reader.format, 1...max(1, dumpText.lines.count))]
        }
        let (detector, readers) = DumpFormat.detector()
        return ReadText.merged(detector.regions(dumpText).map { (readers[$0.recognizer].format, $0.lines) })
    }
}
