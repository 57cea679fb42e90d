/// A run of lines read with one layout: a tree, a chain, or a stretch of free text.
struct DumpRegion {
    let layout: any DumpLayout.Type
    /// The first and last line the layout recognised (1-based); lines between them are the layout's to read.
    var lines: ClosedRange<Int>
    /// How many lines in the region the layout recognised.
    var recognized: Int
}

/// Finds the formats in a text by looking at every line once.
///
/// People paste dumps inside logs, crash reports and prose, and an editor or a chat window may put two dumps in
/// one paste; trusting the first lines misreads all of those. So detection classifies every line — by the first
/// layout in ``DumpFormat/layouts`` that recognises it, or as prose — in one pass, then cuts the text into regions
/// where one layout holds: a change of layout starts a new region only when the new layout holds for three lines
/// in a row, so a stray line (a legend, a property line that looks like another format, a pasted note) stays in
/// the region around it and is read, warned about or passed over there.
///
/// - Complexity: O(n) in the size of the text; no regular expressions.
enum DumpDetector {
    /// A line's class: an index into ``DumpFormat/layouts``, or one of these.
    static let blank: Int16 = -1
    static let prose: Int16 = -2

    /// How many consecutive lines of one layout make it the region's layout.
    static let establishedRun = 3

    /// What one pass over the lines found.
    struct Classification {
        /// Each line's class: an index into ``DumpFormat/layouts``, ``DumpDetector/prose`` or ``DumpDetector/blank``.
        var classes: [Int16]
        /// How many lines each layout recognised, in the order of ``DumpFormat/layouts``.
        var counts: [Int]
        /// The OS a prose line states (`Runtime: iOS 26.5 (23F77)`, `OS Version: macOS 13.3.1 (22E261)`).
        var statedOS: String?
    }

    /// The class of every line, how many lines each layout recognised, and the OS the text states.
    static func classify(_ text: DumpText) -> Classification {
        let layouts = DumpFormat.layouts
        var result = Classification(
            classes: [Int16](repeating: blank, count: text.lines.count),
            counts: [Int](repeating: 0, count: layouts.count))
        for index in text.lines.indices {
            let line = text.bytes[text.lines[index]]
            guard line.contains(where: { !$0.isASCIIWhitespace }) else { continue }
            result.classes[index] = prose
            for (layoutIndex, layout) in layouts.enumerated() where layout.recognizes(line) {
                result.classes[index] = Int16(layoutIndex)
                result.counts[layoutIndex] += 1
                break
            }
            if result.classes[index] == prose, result.statedOS == nil { result.statedOS = statedOS(in: line) }
        }
        return result
    }

    /// The regions of `text`, in order; empty when no line is recognised.
    static func regions(_ text: DumpText) -> [DumpRegion] {
        regions(classes: classify(text).classes, in: text)
    }

    /// The OS a crash report or a simulator log line states: `Runtime: iOS 26.5 (23F77)` (CoreSimulator),
    /// `OS Version: macOS 13.3.1 (22E261)` or `OS Version: iPhone OS 17.2 (21C62)` (crash reports), `OS: macOS
    /// 15.5 (Darwin 24.5.0)` (a probe's header).
    static func statedOS(in line: ArraySlice<UInt8>) -> String? {
        for marker: StaticString in ["Runtime: ", "OS Version: ", "OS: "] {
            guard let start = line.firstOffset(of: marker) else { continue }
            var rest = line[(start + marker.utf8CodeUnitCount)...].drop { $0 == UInt8(ascii: " ") }
            if rest.hasASCIIPrefix("iPhone OS ") { return "iOS " + version(rest.dropFirst(10)) }
            let platform = rest.prefix { $0.isASCIILetter }
            rest = rest[platform.endIndex...].drop { $0 == UInt8(ascii: " ") }
            let number = version(rest)
            guard ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "xrOS"].contains(platform.string), !number.isEmpty
            else { continue }
            return (platform.string == "xrOS" ? "visionOS" : platform.string == "iPadOS" ? "iOS" : platform.string)
                + " " + number
        }
        return nil
    }

    private static func version(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.prefix { $0.isASCIIDigit || $0 == UInt8(ascii: ".") }.string
    }

    /// The regions of `text`, from the class of each of its lines.
    static func regions(classes: [Int16], in text: DumpText) -> [DumpRegion] {
        let layouts = DumpFormat.layouts
        let indented = Int16(layouts.firstIndex { $0 == IndentedTreeFormat.self } ?? -1)
        let chain = Int16(layouts.firstIndex { $0 == AncestorChainFormat.self } ?? -1)
        // Arrow lines among indented lines are one run with them: whether the arrows climb an ancestry or say
        // what a host holds is decided for the whole region when it closes.
        let runClasses = classes.map { $0 == chain ? indented : $0 }
        // The length of the run of equal classes starting at each recognised line (prose and blank lines in
        // between do not break a run), computed backwards so the forward pass can look ahead in O(1).
        var runLength = [Int](repeating: 0, count: runClasses.count)
        var following: (layout: Int16, length: Int) = (blank, 0)
        for index in runClasses.indices.reversed() where runClasses[index] >= 0 {
            following =
                runClasses[index] == following.layout
                ? (following.layout, following.length + 1) : (runClasses[index], 1)
            runLength[index] = following.length
        }
        var regions: [DumpRegion] = []
        var current: (layout: Int16, first: Int, last: Int, recognized: Int, arrows: Bool)?
        func close(_ region: (layout: Int16, first: Int, last: Int, recognized: Int, arrows: Bool)) {
            var layout = region.layout
            if layout == indented, region.arrows {
                layout =
                    nests(region.first...region.last, classes: classes, indented: indented, in: text) ? indented : chain
            }
            regions.append(
                DumpRegion(
                    layout: layouts[Int(layout)], lines: (region.first + 1)...(region.last + 1),
                    recognized: region.recognized))
        }
        for index in runClasses.indices where runClasses[index] >= 0 {
            let layout = runClasses[index]
            let isArrowLine = classes[index] == chain
            if var region = current {
                let startsRegion =
                    layout != region.layout
                    && (runLength[index] >= establishedRun
                        || (region.recognized < establishedRun && runLength[index] > region.recognized))
                if startsRegion {
                    close(region)
                    current = (layout, index, index, 1, isArrowLine)
                } else {
                    region.last = index
                    if layout == region.layout { region.recognized += 1 }
                    if isArrowLine { region.arrows = true }
                    current = region
                }
            } else {
                current = (layout, index, index, 1, isArrowLine)
            }
        }
        if let region = current { close(region) }
        return rootedBoxTrees(regions)
    }

    /// A box-drawing tree's root drawn with no box characters (`UIWindow` / `├── UIView` / `│   └── UILabel`, as
    /// the Unix `tree` command draws it) is classified as a one-line indented tree: it joins the box tree right
    /// below it.
    private static func rootedBoxTrees(_ regions: [DumpRegion]) -> [DumpRegion] {
        var merged: [DumpRegion] = []
        for region in regions {
            if region.layout == BoxTreeFormat.self, let last = merged.last, last.layout == IndentedTreeFormat.self,
                last.recognized == 1, last.lines.upperBound + 1 == region.lines.lowerBound
            {
                merged[merged.count - 1] = DumpRegion(
                    layout: region.layout, lines: last.lines.lowerBound...region.lines.upperBound,
                    recognized: region.recognized + 1)
            } else {
                merged.append(region)
            }
        }
        return merged
    }

    /// Whether an indented region that holds arrow lines is a tree whose arrows say what a host holds
    /// (`AppKitPlatformViewHost<…>  →  ClampedScrollView`, siblings at one indentation, the lines below aligned
    /// under the name after the arrow) rather than an ancestry printed leaf first, whose indentation climbs line
    /// by line (`NSHostingView…` / ` _NSSplitViewItemViewWrapper → NSSplitView` / `  AppKitPlatformViewHost…`).
    /// It nests when it has lines of one class and two adjacent lines where the indentation does not grow (a
    /// blank line or prose between two blocks starts over); a region of arrow lines only (`chain=…` lines, one
    /// chain each) is chains.
    private static func nests(
        _ lines: ClosedRange<Int>, classes: [Int16], indented: Int16, in text: DumpText
    ) -> Bool {
        var hasPlainLine = false
        var growsThroughout = true
        var previous: (index: Int, width: Int)?
        for index in lines where classes[index] >= 0 {
            let line = text.bytes[text.lines[index]]
            // A marker that names the next ancestor (`PARENT[2] …`, `inside …`) makes it an ancestry, whatever
            // the indentation does.
            if AncestorChainFormat.markedAncestor(line) != nil { return false }
            if classes[index] == indented { hasPlainLine = true }
            let width = LineLexer.indentation(line).width
            if let previous, previous.index == index - 1, width <= previous.width { growsThroughout = false }
            previous = (index, width)
        }
        return hasPlainLine && !growsThroughout
    }

    /// Whether the text is a JSON document: it opens with `{` or `[` — as every line of AppKit's
    /// `_subtreeDescription` does too (`[ flags ] h=…`), so that is ruled out first.
    static func isJSON(_ text: DumpText) -> Bool {
        guard
            let firstIndex = text.lines.firstIndex(where: { range in
                text.bytes[range].contains { !$0.isASCIIWhitespace }
            })
        else { return false }
        let first = text.bytes[text.lines[firstIndex]]
        guard let opening = first.firstNonWhitespace else { return false }
        let byte = first[opening]
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["), !SubtreeDescriptionFormat.recognizes(first) else {
            return false
        }
        // What comes next must be able to continue JSON: a log line such as `[DiagFrame] …` or `[Presentation] …`
        // opens with a bracket too. (Only the first line is looked at; a value may start on the next one.)
        guard let next = first[(opening + 1)...].firstNonWhitespace else { return true }
        let following = first[next]
        if byte == UInt8(ascii: "{") { return following == UInt8(ascii: "\"") || following == UInt8(ascii: "}") }
        return following == UInt8(ascii: "{") || following == UInt8(ascii: "[") || following == UInt8(ascii: "\"")
            || following == UInt8(ascii: "]") || following == UInt8(ascii: "-") || following.isASCIIDigit
            || following == UInt8(ascii: "t") || following == UInt8(ascii: "f") || following == UInt8(ascii: "n")
    }
}

/// Format detection on its own, for benchmarks: the regions of a text and their formats, without parsing them.
@_spi(Benchmarks)
public enum DumpDetection {
    /// The regions `text` would be read in, in order.
    public static func regions(in text: String) -> [(format: DumpFormat, lines: ClosedRange<Int>)] {
        let dumpText = DumpText(text)
        if DumpDetector.isJSON(dumpText) { return [(.json, 1...max(1, dumpText.lines.count))] }
        return DumpDetector.regions(dumpText).map { ($0.layout.format, $0.lines) }
    }
}
