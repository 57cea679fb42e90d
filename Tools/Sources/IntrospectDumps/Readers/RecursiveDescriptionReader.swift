/// `po view.value(forKey: "recursiveDescription")`:
/// `   |    | <SwiftUI.UpdateCoalescingCollectionView: 0x15f836400; baseClass = UICollectionView; frame = …>`,
/// with or without addresses (`<UIView; frame = …>` from snapshot tests), and `(layer)` pseudo-children: the depth
/// is the number of `|` before a description. The other shapes of description lines (indented with spaces, a
/// responder chain, a superview chain) claim their parts of a region of them.
enum RecursiveDescriptionReader: DescriptionLinesReader {
    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        reading.readDescriptionLines(region, of: text)
    }
}
