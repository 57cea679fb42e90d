/// A way of printing a hierarchy as detection sees it: how to recognise one of its lines, what it claims of a
/// region cut for the way it refines, and which root it adopts. Detection is handed a list of these (the readers,
/// most specific first, each with the way it refines, if any) and names none of them.
protocol LineRecognizer {
    /// Whether `line` is one of this way's node lines, judged from the line alone: detection asks it of every
    /// line, so it costs O(length of the line) at most, and most ways decide from the first bytes.
    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool
    /// Whether detection asks ``recognizes(_:)`` at all: a way that reads the lines of the way it refines, in a
    /// shape only a block of them shows, has no lines of its own.
    static var recognizesOwnLines: Bool { get }
    /// The parts of `region`, cut for the way this one refines, that this way reads: all of it, blocks of it, or
    /// none (the default). Asked once per region, in the order of the list, of what earlier ways left. (The lines
    /// a refining way recognises join the runs of the way it refines.)
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>]
    /// Whether `line`, the first line of a region of one recognised line right above one of this way's regions,
    /// is that region's root: a tree whose root is printed without the marks of the lines below it.
    static func adoptsRoot(_ line: ArraySlice<UInt8>) -> Bool
}

extension LineRecognizer {
    static var recognizesOwnLines: Bool { true }
    static func claims(_ region: RegionLines) -> [ClosedRange<Int>] { [] }
    static func adoptsRoot(_ line: ArraySlice<UInt8>) -> Bool { false }
}

/// Lines of a text, and who recognised each: what a way is shown when it may claim part of a region.
struct RegionLines {
    /// The whole text.
    let text: DumpText
    /// The lines of the region (1-based, inclusive), or of the part of it that is still unclaimed.
    let lines: ClosedRange<Int>
    /// The way the region was cut for (the one the claiming way refines).
    let root: any LineRecognizer.Type
    /// The recognisers, in the detector's order, and the index of the one that recognised each line of the text
    /// (negative for blank lines and prose).
    fileprivate let recognizers: [any LineRecognizer.Type]
    fileprivate let classes: [Int16]

    init(
        text: DumpText, lines: ClosedRange<Int>, root: any LineRecognizer.Type, recognizers: [any LineRecognizer.Type],
        classes: [Int16]
    ) {
        self.text = text
        self.lines = lines
        self.root = root
        self.recognizers = recognizers
        self.classes = classes
    }

    /// The same lines, narrowed to `lines`.
    func narrowed(to lines: ClosedRange<Int>) -> RegionLines {
        RegionLines(text: text, lines: lines, root: root, recognizers: recognizers, classes: classes)
    }

    /// The bytes of line `number`.
    func line(_ number: Int) -> ArraySlice<UInt8> { text.line(number) }

    /// The start of the object description line `number` holds: its depth, class name and controller tag, without
    /// looking for its closing `>` (``DescriptionLine/close`` is `nil`); `nil` when the line holds no description.
    /// Ways claim blocks from what starts each line, and a long description is not read to its end for it.
    func descriptionStart(ofLine number: Int) -> DescriptionLine? {
        DescriptionLine(text.line(number), findingClose: false)
    }

    /// The way that recognised line `number`, or `nil` for a blank line or prose.
    func recognizer(ofLine number: Int) -> (any LineRecognizer.Type)? {
        let index = classes[number - 1]
        return index >= 0 ? recognizers[Int(index)] : nil
    }

    /// Whether some way recognised line `number`.
    func isRecognized(_ number: Int) -> Bool { classes[number - 1] >= 0 }

    /// Whether line `number` was recognised by `recognizer`.
    func isRecognized(_ number: Int, by recognizer: any LineRecognizer.Type) -> Bool {
        self.recognizer(ofLine: number).map { ObjectIdentifier($0) == ObjectIdentifier(recognizer) } ?? false
    }
}
