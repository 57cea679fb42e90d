// Reading a whole text: the document readers, else detection and the line readers region by region.
extension DumpReading {
    /// The regions as they are reported: parts of one region read apart by readers of one format are one region.
    var reportedRegions: [(format: DumpFormat, lines: ClosedRange<Int>)] {
        Self.merged(regions.map { ($0.format, $0.lines) })
    }

    /// Reads `text` as `format`, or in the formats detected in it: as a document when a document reader recognises
    /// it (a capture's key, JSON's opening), else region by region with the reader detection names for each.
    ///
    /// - Throws: ``DumpParseError`` when no line holds a view (for text in no supported format, the error lists the
    ///   formats), or for a document that cannot be read when it is certainly one (or the user named its format);
    ///   a text that only opened like one is read line by line, and its document's error is reported only when no
    ///   line holds a view either.
    ///
    /// Text in no format is read flat when it presents objects of classes `isKnown` accepts (base names).
    static func read(_ text: DumpText, as format: DumpFormat?, isKnown: (String) -> Bool = { _ in false }) throws
        -> DumpReading
    {
        let readers = DumpFormat.readers.map(\.reader)
        var deferred: DumpParseError?
        for case let reader as any DocumentReader.Type in readers where format == nil || format == reader.format {
            let recognition = format == nil ? reader.recognizes(document: text) : .certainly
            guard recognition != .no else { continue }
            var reading = DumpReading(notes: text.notes)
            do {
                let lines = try reader.read(document: text, into: &reading)
                reading.regions = [(reader.format, lines, 0..<reading.entries.count)]
                return reading
            } catch let error as DumpParseError where recognition == .perhaps {
                deferred = deferred ?? error
            }
        }
        if format == .flatText {
            guard let flat = FlatTextReading.read(text, isKnown: isKnown) else {
                guard let first = text.nonBlankLineNumbers.first else { throw DumpParseError.empty }
                throw DumpParseError.unknownFormat(firstLine: first)
            }
            return flat
        }
        var reading = DumpReading(notes: text.notes)
        let (detector, lineReaders) = DumpFormat.detector()
        let classification = detector.classify(text)
        var regions: [DetectedRegion] = []
        if let format {
            // Read as the format the user named: one region, of which only that format's readers claim parts.
            if !text.lines.isEmpty, let position = lineReaders.firstIndex(where: { $0.format == format }) {
                regions = detector.resolve(
                    DetectedRegion(recognizer: position, lines: 1...text.lines.count, recognized: 0),
                    classes: classification.classes, in: text, claims: { lineReaders[$0].format == format })
            }
        } else {
            reading.statedOS = classification.statedOS
            regions = detector.regions(classes: classification.classes, in: text)
        }
        let nonBlank = text.nonBlankLineNumbers
        guard !regions.isEmpty else {
            if let deferred { throw deferred }
            guard let first = nonBlank.first else { throw DumpParseError.empty }
            // No structure: what names objects of known classes is still read, flat.
            if format == nil, let flat = FlatTextReading.read(text, isKnown: isKnown) { return flat }
            throw DumpParseError.unknownFormat(firstLine: first)
        }
        var inside = 0
        for region in regions {
            let start = reading.entries.count
            let reader = lineReaders[region.recognizer]
            reader.read(region.lines, of: text, into: &reading)
            reading.regions.append((reader.format, region.lines, start..<reading.entries.count))
            inside += region.lines.count(where: { !text.isBlank($0) })
        }
        let outside = nonBlank.count - inside + reading.passedOver
        if outside > 0 {
            reading.notes.append(
                DumpNote(
                    line: 0,
                    message:
                        "\(outside.counted("line")) that \(outside == 1 ? "is" : "are") not part of a tree \(outside == 1 ? "was" : "were") passed over"
                ))
        }
        return reading
    }

    /// Adjacent regions of one format, as one.
    static func merged(
        _ regions: [(format: DumpFormat, lines: ClosedRange<Int>)]
    ) -> [(format: DumpFormat, lines: ClosedRange<Int>)] {
        var merged: [(format: DumpFormat, lines: ClosedRange<Int>)] = []
        for region in regions {
            if let last = merged.last, last.format == region.format,
                last.lines.upperBound + 1 == region.lines.lowerBound
            {
                merged[merged.count - 1].lines = last.lines.lowerBound...region.lines.upperBound
            } else {
                merged.append(region)
            }
        }
        return merged
    }
}

extension DumpParseError {
    /// No line holds a view: the error lists the formats read, since logs and crash reports are read too (the text
    /// holds no view in any of them, which says more than "unrecognised" to someone who pasted an exception).
    static func unknownFormat(firstLine: Int) -> DumpParseError {
        DumpParseError(
            line: firstLine, column: 1,
            reason: "no line of the text holds a view (a description such as <UIView: 0x…>, or a tree's line); "
                + "formats read: " + DumpFormat.allCases.map(\.description).joined(separator: ", "))
    }
}
