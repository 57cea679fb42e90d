/// A run of lines read by one way of printing: a tree, a chain, or a stretch of free text.
struct DetectedRegion: Equatable {
    /// The way that reads it, by its position in the detector's list.
    let recognizer: Int
    /// The first and last line of the region (1-based); lines between them are the way's to read.
    var lines: ClosedRange<Int>
    /// How many lines of the region the way (or the way it refines) recognised.
    var recognized: Int
}

/// Finds the ways a text is printed in, by looking at every line once, and cuts it into regions.
///
/// People paste dumps inside logs, crash reports and prose, and an editor or a chat window may put two dumps in
/// one paste; trusting the first lines misreads all of those. So detection classifies every line — by the first
/// recogniser in its list that recognises it, or as prose — in one pass, then cuts the text into regions where
/// one way holds: a change of way starts a new region only when the new way holds for three lines in a row, so a
/// stray line (a legend, a property line that looks like another format, a pasted note) stays in the region around
/// it and is read, warned about or passed over there.
///
/// A way that refines another shares its runs: its lines and the other's are one region, and when the region
/// closes, the refining ways claim what they read of it (an ancestry among name-first lines, a responder chain
/// among descriptions). A region of one line right above a region whose way adopts that line as its root joins
/// it. Detection knows the ways only as the list it is given.
///
/// - Complexity: O(n) in the size of the text; no regular expressions.
struct DumpDetector {
    /// A line's class: an index into ``recognizers``, or one of these.
    static let blank: Int16 = -1
    static let prose: Int16 = -2

    /// How many consecutive lines of one way make it the region's way.
    static let establishedRun = 3

    /// The ways, most specific first: when a line fits several, the first one here names it.
    let recognizers: [any LineRecognizer.Type]
    /// The positions of the ways that recognise lines of their own, in order.
    private let asked: [Int]
    /// For each way, the way whose runs its lines join (itself, when it refines none).
    private let runOf: [Int16]
    /// For each way, the ways that refine it directly, in order.
    private let refinements: [[Int]]

    /// A detector of `ways`, most specific first, each with the way it refines (by its position in the list), if
    /// any.
    init(_ ways: [(recognizer: any LineRecognizer.Type, refines: Int?)]) {
        recognizers = ways.map(\.recognizer)
        asked = ways.indices.filter { ways[$0].recognizer.recognizesOwnLines }
        var refinements = [[Int]](repeating: [], count: ways.count)
        var runOf: [Int16] = []
        for position in ways.indices {
            var root = position
            // Follow the refinements to the way with runs of its own (a refinement of a refinement joins its root).
            var seen: Set<Int> = [position]
            while let parent = ways[root].refines, ways.indices.contains(parent), seen.insert(parent).inserted {
                root = parent
            }
            runOf.append(Int16(root))
            if let parent = ways[position].refines, ways.indices.contains(parent) {
                refinements[parent].append(position)
            }
        }
        self.runOf = runOf
        self.refinements = refinements
    }

    /// What one pass over the lines found.
    struct Classification {
        /// Each line's class: an index into ``DumpDetector/recognizers``, ``DumpDetector/prose`` or
        /// ``DumpDetector/blank``.
        var classes: [Int16]
        /// The OS a prose line states (`Runtime: iOS 26.5 (23F77)`, `OS Version: macOS 13.3.1 (22E261)`).
        var statedOS: String?
    }

    /// The class of every line, and the OS the text states.
    func classify(_ text: DumpText) -> Classification {
        var result = Classification(classes: [Int16](repeating: Self.blank, count: text.lines.count))
        for index in text.lines.indices {
            let line = text.bytes[text.lines[index]]
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            result.classes[index] = Self.prose
            for position in asked where recognizers[position].recognizes(line) {
                result.classes[index] = Int16(position)
                break
            }
            if result.classes[index] == Self.prose, result.statedOS == nil {
                result.statedOS = StatedOS.stated(in: line)
            }
        }
        return result
    }

    /// The regions of `text`, in order; empty when no line is recognised.
    func regions(_ text: DumpText) -> [DetectedRegion] {
        regions(classes: classify(text).classes, in: text)
    }

    /// The regions of `text`, from the class of each of its lines.
    func regions(classes: [Int16], in text: DumpText) -> [DetectedRegion] {
        // Lines of ways that refine another run with that other way's lines.
        let runClasses = classes.map { $0 >= 0 ? runOf[Int($0)] : $0 }
        // The length of the run of equal classes starting at each recognised line (prose and blank lines in
        // between do not break a run), computed backwards so the forward pass can look ahead in O(1).
        var runLength = [Int](repeating: 0, count: runClasses.count)
        var following: (run: Int16, length: Int) = (Self.blank, 0)
        for index in runClasses.indices.reversed() where runClasses[index] >= 0 {
            following =
                runClasses[index] == following.run ? (following.run, following.length + 1) : (runClasses[index], 1)
            runLength[index] = following.length
        }
        var regions: [DetectedRegion] = []
        var current: (run: Int16, first: Int, last: Int, recognized: Int)?
        func close(_ region: (run: Int16, first: Int, last: Int, recognized: Int)) {
            let cut = DetectedRegion(
                recognizer: Int(region.run), lines: (region.first + 1)...(region.last + 1),
                recognized: region.recognized)
            regions += resolve(cut, classes: classes, in: text)
        }
        for index in runClasses.indices where runClasses[index] >= 0 {
            let run = runClasses[index]
            if var region = current {
                let startsRegion =
                    run != region.run
                    && (runLength[index] >= Self.establishedRun
                        || (region.recognized < Self.establishedRun && runLength[index] > region.recognized))
                if startsRegion {
                    close(region)
                    current = (run, index, index, 1)
                } else {
                    region.last = index
                    if run == region.run { region.recognized += 1 }
                    current = region
                }
            } else {
                current = (run, index, index, 1)
            }
        }
        if let region = current { close(region) }
        return adoptingRoots(regions, classes: classes, in: text)
    }

    /// `region`, cut for a way, as the ways that refine it claim it: each refinement, in the list's order, claims
    /// parts of what is left (and its own refinements parts of those); the way keeps the rest. The parts are in
    /// the order of the lines and cover the region's lines. `claims` says which refinements may claim (all, when
    /// a region is read as one format the user named: only that format's).
    func resolve(
        _ region: DetectedRegion, classes: [Int16], in text: DumpText, claims: (Int) -> Bool = { _ in true }
    ) -> [DetectedRegion] {
        var parts: [(lines: ClosedRange<Int>, recognizer: Int)] = [(region.lines, region.recognizer)]
        for refinement in refinements[region.recognizer] where claims(refinement) {
            var next: [(lines: ClosedRange<Int>, recognizer: Int)] = []
            for part in parts {
                guard part.recognizer == region.recognizer else {
                    next.append(part)
                    continue
                }
                let lines = RegionLines(
                    text: text, lines: part.lines, root: recognizers[region.recognizer], recognizers: recognizers,
                    classes: classes)
                var start = part.lines.lowerBound
                for claimed in recognizers[refinement].claims(lines).sorted(by: { $0.lowerBound < $1.lowerBound })
                where claimed.lowerBound >= start && claimed.upperBound <= part.lines.upperBound {
                    if claimed.lowerBound > start { next.append((start...(claimed.lowerBound - 1), region.recognizer)) }
                    next.append((claimed, refinement))
                    start = claimed.upperBound + 1
                }
                if start <= part.lines.upperBound { next.append((start...part.lines.upperBound, region.recognizer)) }
            }
            parts = next
        }
        return parts.flatMap { part -> [DetectedRegion] in
            let recognized = part.lines.count {
                classes[$0 - 1] >= 0 && runOf[Int(classes[$0 - 1])] == runOf[region.recognizer]
            }
            let piece = DetectedRegion(recognizer: part.recognizer, lines: part.lines, recognized: recognized)
            // A claimed part is the claiming way's region: its own refinements may claim parts of it in turn.
            return part.recognizer == region.recognizer
                ? [piece] : resolve(piece, classes: classes, in: text, claims: claims)
        }
    }

    /// A region of one recognised line joins the region right below it when that region's way adopts the line as
    /// its root (a box-drawing tree's root drawn with no box characters, as the Unix `tree` command draws it: the
    /// line alone is a one-line tree of another way).
    private func adoptingRoots(_ regions: [DetectedRegion], classes: [Int16], in text: DumpText) -> [DetectedRegion] {
        var merged: [DetectedRegion] = []
        for region in regions {
            if let last = merged.last, last.recognized == 1, Int(runOf[last.recognizer]) == last.recognizer,
                last.lines.upperBound + 1 == region.lines.lowerBound,
                recognizers[region.recognizer].adoptsRoot(text.line(last.lines.lowerBound))
            {
                merged[merged.count - 1] = DetectedRegion(
                    recognizer: region.recognizer, lines: last.lines.lowerBound...region.lines.upperBound,
                    recognized: region.recognized + 1)
            } else {
                merged.append(region)
            }
        }
        return merged
    }
}
