/// A line that holds one object's description as UIKit's `recursiveDescription` prints it, `<Class: 0x…; …>`:
/// after the line's indentation (`|` per level, or spaces), what debuggers and helpers print before a description,
/// the class name, and the bracket that closes it.
///
/// What may stand before the `<`, as older debuggers and iOS versions print it: lldb's result prefix (`(id) $2 =
/// 0x08bb4d50 `), a quote around a string holding the description (a Cycript template literal's `` ` ``, Swift's
/// `"` or `#"`, Objective-C's `@"`, `'`), the tag of the controller that owns the view (iOS 5 and 6:
/// `'MFMailComposeController:0x89b0220' `, with `1 child[…] ` for a container), the `XX (` that marks a hidden
/// view, and the instance variable that holds the view (`_myButton <UIRoundedRectButton: 0x…>`).
struct DescriptionLine {
    /// The `|` before the description: the depth in a `recursiveDescription`.
    let pipes: Int
    /// Where the description's `<` is.
    let open: Int
    /// The class name; for a name shortened by hand with `…`, its first readable part.
    let name: ArraySlice<UInt8>
    /// Whether the name was shortened with `…` or `...`.
    let isShortened: Bool
    /// The `>` that closes the description, or `nil` when the line ends first.
    let close: Int?
    /// The owning controller's class and address, from its tag.
    let controller: ArraySlice<UInt8>?
    let controllerAddress: String?

    /// The description on `line`, or `nil` when the line holds none at its start: `<Class: 0x…`, `<Class; frame…`
    /// or `<Class>`; not `_printHierarchy`'s `<Class 0x…>, state:`, nor a constraint (`<NSLayoutConstraint:0x…
    /// UILabel:0x….top == …>`), whose items are read as free text.
    init?(_ line: ArraySlice<UInt8>) {
        self.init(line, findingClose: true)
    }

    /// The description on `line` (see ``init(_:)``); with `findingClose` false, ``close`` is left `nil` rather than
    /// looked for, which reads only the start of the line: what recognising a line, or judging a block of them by
    /// depth and class, needs.
    init?(_ line: ArraySlice<UInt8>, findingClose: Bool) {
        let (pipes, content) = LineLexer.pipes(line)
        let prefix = Self.prefix(line, from: content)
        var open = prefix.open
        // A description nested as the first thing in another (`<<_UITextContainerView: 0x…; …>>`) is read inside.
        while open + 1 < line.endIndex, line[open] == UInt8(ascii: "<"), line[open + 1] == UInt8(ascii: "<") {
            open += 1
        }
        guard open + 1 < line.endIndex, line[open] == UInt8(ascii: "<") else { return nil }
        let name: ArraySlice<UInt8>
        let end: Int
        var isShortened = false
        if LineLexer.startsClassName(line[open + 1]) {
            name = BracketScanner.className(in: line, from: open + 1)
            end = name.endIndex
        } else if let shortened = Self.shortenedName(in: line, from: open + 1) {
            name = shortened.name
            end = shortened.end
            isShortened = true
        } else {
            return nil
        }
        let rest = line[end...]
        guard rest.isEmpty || rest.hasASCIIPrefix(": ") || rest.hasASCIIPrefix(";") || rest.hasASCIIPrefix(">") else {
            return nil
        }
        self.pipes = pipes
        self.open = open
        self.name = name
        self.isShortened = isShortened
        self.close = findingClose ? BracketScanner.matchingClose(in: line, open: open) : nil
        self.controller = prefix.controller
        self.controllerAddress = prefix.controllerAddress
    }

    /// Whether `line` holds a description at its start (see ``init(_:)``).
    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        DescriptionLine(line, findingClose: false) != nil
    }

    /// The base class UIKit states inside the description (`baseClass = UICollectionView`), or, for an AppKit
    /// window's own description, `NSWindow`.
    func statedSuperclass(in line: ArraySlice<UInt8>) -> String? {
        if let base = BracketScanner.topLevelValue(of: "baseClass", in: line, from: open, to: close ?? line.endIndex) {
            return base.string
        }
        if let close, Self.isWindowDescription(line[(close + 1)...]) { return "NSWindow" }
        return nil
    }

    /// Whether the description is a layer printed as a pseudo-child (`<CALayer: 0x…> (layer)`).
    func isLayer(in line: ArraySlice<UInt8>) -> Bool {
        close.map { line[($0 + 1)...].trimmed.hasASCIIPrefix("(layer)") } ?? false
    }

    /// Where the `<` is expected, and the owning controller's tag, after what stands before a description.
    private static func prefix(
        _ line: ArraySlice<UInt8>, from content: Int
    ) -> (open: Int, controller: ArraySlice<UInt8>?, controllerAddress: String?) {
        var index = content
        // lldb: `(id) $2 = 0x08bb4d50 `, `(UIView *) $1 = 0x7f… ` or, with no type, `$3 = 0x08c5d730 `.
        if index < line.endIndex, line[index] == UInt8(ascii: "(") || line[index] == UInt8(ascii: "$"),
            let dollar = line.firstOffset(ofByte: UInt8(ascii: "$"), from: index),
            dollar == index || (dollar - index < 64 && line[index..<dollar].hasSuffixBytes(") ")),
            let equals = line.firstOffset(of: " = 0x", from: dollar), equals - dollar < 8
        {
            index = equals + 3
            while index < line.endIndex, line[index].isASCIIHexDigit || line[index] == UInt8(ascii: "x") { index += 1 }
            while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        }
        var controller: ArraySlice<UInt8>?
        var controllerAddress: String?
        if index < line.endIndex, line[index] == UInt8(ascii: "'"), index + 1 < line.endIndex,
            LineLexer.startsClassName(line[index + 1]),
            let close = line.firstOffset(ofByte: UInt8(ascii: "'"), from: index + 1)
        {
            let tag = line[(index + 1)..<close]
            let name = BracketScanner.className(in: tag, from: tag.startIndex)
            if tag[name.endIndex...].hasASCIIPrefix(":0x") {
                controller = name
                controllerAddress = tag[(name.endIndex + 1)...].prefix { $0 != UInt8(ascii: " ") }.string
                index = close + 1
                while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
                // `1 child[MFMailComposeController:0x89b0220 ] `
                if index < line.endIndex, line[index].isASCIIDigit,
                    let bracket = line.firstOffset(ofByte: UInt8(ascii: "]"), from: index)
                {
                    index = bracket + 1
                    while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
                }
            }
        }
        if line[index...].hasASCIIPrefix("XX (") { index += 4 }
        // The instance variable that holds the view, as some helpers print it (`| _myButton <UIRoundedRectButton:
        // 0x…; …>`): a lowercase or `_` identifier, then the description.
        if index < line.endIndex, line[index] == UInt8(ascii: "_") || line[index].isASCIILowercase {
            var end = index
            while end < line.endIndex, LineLexer.isNameByte(line[end]), line[end] != UInt8(ascii: ".") { end += 1 }
            var next = end
            while next < line.endIndex, line[next] == UInt8(ascii: " ") { next += 1 }
            if next > end, next < line.endIndex, line[next] == UInt8(ascii: "<") { index = next }
        }
        return (LineLexer.afterQuote(line, at: index), controller, controllerAddress)
    }

    /// Whether the text after a description is the rest of an AppKit window's own description: its window number
    /// in hex and in decimal, then its frame (`<SPWindow: 0x12d74d170> 0x5696 (22166) {{-57, 1102}, {921, 742}}
    /// en`), which makes an app's window class an NSWindow.
    private static func isWindowDescription(_ rest: ArraySlice<UInt8>) -> Bool {
        guard rest.hasASCIIPrefix(" 0x") else { return false }
        let hex = rest.dropFirst(3).prefix { $0.isASCIIHexDigit }
        guard !hex.isEmpty, rest[hex.endIndex...].hasASCIIPrefix(" (") else { return false }
        let decimal = rest[(hex.endIndex + 2)...].prefix { $0.isASCIIDigit }
        return !decimal.isEmpty && rest[decimal.endIndex...].hasASCIIPrefix(") {{")
    }

    /// A class name someone shortened by hand with `…` or `...` (`<…AppKitPlatformViewHost…TextViewWrapper…: 0x…>`):
    /// its first readable part, read as the name, and where the shortened name ends.
    private static func shortenedName(
        in line: ArraySlice<UInt8>, from start: Int
    ) -> (name: ArraySlice<UInt8>, end: Int)? {
        let marker = LineLexer.elisionLength(in: line, at: start)
        guard marker > 0, start + marker < line.endIndex, LineLexer.startsClassName(line[start + marker]) else {
            return nil
        }
        let whole = BracketScanner.className(in: line, from: start + marker)
        var cut = whole.startIndex
        while cut < whole.endIndex, LineLexer.elisionLength(in: whole, at: cut) == 0 { cut += 1 }
        return (line[whole.startIndex..<cut], whole.endIndex)
    }
}
