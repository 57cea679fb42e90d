/// Format detection on its own, for benchmarks: the regions of a text and their formats, without reading them.
@_spi(Benchmarks)
public enum DumpDetection {
    /// The regions `text` would be read in, in order.
    public static func regions(in text: String) -> [(format: DumpFormat, lines: ClosedRange<Int>)] {
        let dumpText = DumpText(text)
        if JSONTreeReader.recognizes(document: dumpText) != .no { return [(.json, 1...max(1, dumpText.lines.count))] }
        let (detector, readers) = DumpFormat.detector()
        return detector.regions(dumpText).map { (readers[$0.recognizer].format, $0.lines) }
    }
}
