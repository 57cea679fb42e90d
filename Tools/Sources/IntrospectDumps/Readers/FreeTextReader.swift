/// Views described inside prose: console logs (`Table view: <…UpdateCoalescingTableView: 0x10e00ac00; baseClass =
/// UITableView; …>`), exception messages (`reason: '<…PlatformViewHost… 0x10071ef20> has reached dealloc …'`),
/// crash reports, and constraint logs, where views appear as the items of constraints
/// (`<NSLayoutConstraint:0x6000021a2ee0 _UIButtonBarStackView:0x7fcb5fe47440.bottom == …>`).
///
/// Only descriptions at the top level of a line count: what is nested in one (`layer = <CALayer: 0x…>`,
/// `dataSource: <…: 0x…>`) is a value, not a view. A description counts as a view when it has a frame, or when
/// its class is named for one (``ClassName/kind(of:)``); a stack frame has no description at all, so mangled
/// symbols (`$s7SwiftUI30UpdateCoalescingCollectionViewC19performBatchUpdates…`) and method names
/// (`-[UICollectionView _endItemAnimations…]`) are never taken for views. Descriptions indented with `|` keep their
/// depth; others form a flat list. The same address printed twice (an exception message repeated in a crash
/// report) is one view; so is a view printed again in free text after a tree that holds it (an lldb session).
enum FreeTextReader: LineReader {
    static let format = DumpFormat.freeText

    /// One view found in a line: its class name, its depth (`|` before it), where its address is in the line's bytes
    /// (`0x…`; a range, found once, for both the repeats a region drops and those folded across regions), its
    /// stated base class.
    struct Found {
        let name: ArraySlice<UInt8>
        let depth: Int
        let address: Range<Int>?
        let baseClass: ArraySlice<UInt8>?
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        var found = false
        scan(line) { _ in
            found = true
            return false
        }
        return found
    }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        // The entry each object (class and address) made, so that a repeat is one entry that lists its lines.
        var seen: [String: Int] = [:]
        // A line may name thousands of objects: columns are counted on from one to the next, not from the line's
        // start for each (which made a 2 MB line of them quadratic).
        var cursor = ColumnCursor()
        for number in region {
            let line = text.line(number)
            var any = false
            scan(line) { found in
                any = true
                if let address = found.address {
                    let key = found.name.string + "@" + line[address].string
                    if let first = seen[key] {
                        if reading.entries[first].line != number, reading.entries[first].repeatedAt.last != number {
                            reading.entries[first].repeatedAt.append(number)
                        }
                        return true
                    }
                    seen[key] = reading.entries.count
                }
                var entry = DumpEntry(
                    depthKey: found.depth, className: found.name.string, line: number,
                    column: cursor.column(ofByte: found.name.startIndex, onLine: number, in: text))
                if let base = found.baseClass { entry.superclasses = [base.string] }
                entry.address = found.address
                reading.entries.append(entry)
                return true
            }
            if !any, line.contains(where: { !$0.isASCIIWhitespace }) { reading.passedOver += 1 }
        }
    }

    /// Calls `visit` for each view found in `line`, in order, until it returns `false`.
    /// - Complexity: O(length of the line): each bracket is stepped over once.
    static func scan(_ line: ArraySlice<UInt8>, _ visit: (Found) -> Bool) {
        guard scanAddressPairs(line, visit), scanBareObjects(line, visit) else { return }
        var index = line.startIndex
        while index < line.endIndex {
            guard let open = line.firstOffset(ofByte: UInt8(ascii: "<"), from: index) else { return }
            var nameStart = open + 1
            // `<<_UITextContainerView: 0x…; …>>`: a description nested as the first thing in another.
            while nameStart < line.endIndex, line[nameStart] == UInt8(ascii: "<") { nameStart += 1 }
            guard nameStart < line.endIndex, LineLexer.startsClassName(line[nameStart]) else {
                index = nameStart
                continue
            }
            let name = BracketScanner.className(in: line, from: nameStart)
            let after = line[name.endIndex...]
            if isConstraint(name) || isAnchor(name), after.hasASCIIPrefix(":0x") {
                // A constraint or an anchor (`<NSLayoutXAxisAnchor:0x… "UIWindow:0x108c0e540.centerX">`): its
                // items are views. `>=` inside it is no bracket, so it runs to the last `>`.
                let close = line.lastIndex(of: UInt8(ascii: ">")).map { max($0, name.endIndex) } ?? line.endIndex
                let keepGoing = scanConstraintItems(line[name.endIndex..<close], visit)
                guard keepGoing else { return }
                index = close + 1
                continue
            }
            let close = BracketScanner.matchingClose(in: line, open: open) ?? line.endIndex
            defer { index = close + 1 }
            let isDescription =
                after.hasASCIIPrefix(": 0x") || after.hasASCIIPrefix("; ")
                || (after.hasASCIIPrefix(" 0x")
                    && after.dropFirst(3).drop { $0.isASCIIHexDigit }.first == UInt8(ascii: ">"))
                || (after.hasASCIIPrefix(": ") && isElidedAddress(after.dropFirst(2)))
            guard isDescription, LineLexer.looksLikeClassName(name) else { continue }
            let body = line[open..<close]
            let address = BracketScanner.addressRange(after: name, in: line)
            guard !isLayoutObject(name, address: address, in: body) else { continue }
            let hasFrame = body.firstOffset(of: "frame = (") != nil
            guard hasFrame || ClassName.namesAViewOrController(name.string) || isNamedAsView(before: open, in: line)
            else { continue }
            // UIKit prints `baseClass` right after the address, so a description cut short (a line that stops, a
            // reporter's hard line break) still has it.
            let base = BracketScanner.topLevelValue(of: "baseClass", in: line, from: open, to: close)
            let found = Found(
                name: name, depth: LineLexer.pipes(before: open, in: line), address: address, baseClass: base)
            guard visit(found), scanFieldViews(line[(open + 1)..<close], visit) else { return }
        }
    }

    /// Views described in another description's fields (`dataSource: <App.Swiper: 0x…; frame = (0 0; 414 482);
    /// …>` in UIKit's "Invalid update" message): objects of their own, listed flat after it, never its children.
    /// Only a description with a frame of its own counts: `layer = <CALayer: 0x…>` and `layout: <…Layout: 0x…>` are
    /// values. One pass with a stack of open brackets, so that nesting costs nothing more. Returns `false` when
    /// `visit` asked to stop.
    static func scanFieldViews(_ body: ArraySlice<UInt8>, _ visit: (Found) -> Bool) -> Bool {
        var open: [(at: Int, hasFrame: Bool)] = []
        var index = body.startIndex
        while index < body.endIndex {
            switch body[index] {
            case UInt8(ascii: "<"):
                open.append((index, false))
            case UInt8(ascii: ">"):
                guard let bracket = open.popLast(), bracket.hasFrame, bracket.at + 1 < body.endIndex,
                    LineLexer.startsClassName(body[bracket.at + 1])
                else { break }
                let name = BracketScanner.className(in: body, from: bracket.at + 1)
                let address = BracketScanner.addressRange(after: name, in: body)
                guard body[name.endIndex...].hasASCIIPrefix(": 0x"), LineLexer.looksLikeClassName(name),
                    !isLayoutObject(name, address: address, in: body[bracket.at..<index])
                else { break }
                let found = Found(
                    name: name, depth: 0, address: address, baseClass: nil)
                guard visit(found) else { return false }
            case UInt8(ascii: "f") where !open.isEmpty && body[index...].hasASCIIPrefix("frame = ("):
                open[open.count - 1].hasFrame = true
            default:
                break
            }
            index += 1
        }
        return true
    }

    /// Whether the text right before a description names it a view: UIKit's and AppKit's messages label their
    /// objects by role (`view: <…>`, `Collection view: <…>`, `adding an unknown subview: <…>`, `window: <…>`) and
    /// chain a view to the object it belongs to with `=>` (`(view: <_UIDatePickerIOSCompactInlineView: 0x…> =>
    /// <RNDateTimePicker: 0x…>)`), whatever the class's name.
    static func isNamedAsView(before open: Int, in line: ArraySlice<UInt8>) -> Bool {
        var end = open
        while end > line.startIndex, line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let before = line[line.startIndex..<end]
        if before.hasSuffixBytes("=>") { return true }
        guard before.last == UInt8(ascii: ":") else { return false }
        let label = before.dropLast().suffix(6).map { $0 | 0x20 }
        return label.elementsEqual("window".utf8) || label.suffix(4).elementsEqual("view".utf8)
    }

    /// Whether a description with a frame describes a layout's object, not a view: a class named for one
    /// (``ClassName/Kind/layoutObject``: collection-view layout attributes, `<UICollectionViewLayoutAttributes:
    /// 0x…; index path: (0-0); …; frame = (0 0; 1376 252)>`, an NSObject as UIKit's runtime headers declare it,
    /// which UIKit prints beside the views in its exceptions; layout guides), or one that starts with an index path.
    static func isLayoutObject(_ name: ArraySlice<UInt8>, address: Range<Int>?, in body: ArraySlice<UInt8>) -> Bool {
        if ClassName.kind(of: name) == .layoutObject { return true }
        // A subclass of them, by its first field.
        guard let address else { return false }
        return body[address.upperBound...].hasASCIIPrefix("; index path: ")
    }

    static func isConstraint(_ name: ArraySlice<UInt8>) -> Bool {
        ClassName.kind(of: name) == .constraint
    }

    /// Whether the class is a layout anchor (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`),
    /// which describes itself with its item in quotes (UIKit's "Unable to activate constraint with anchors …").
    static func isAnchor(_ name: ArraySlice<UInt8>) -> Bool {
        ClassName.kind(of: name) == .anchor
    }

    /// The views a constraint names: `Class:0x…` items (`_UIButtonBarStackView:0x7fcb5fe47440.bottom`,
    /// `[UILabel:0x7f9c12566050]`, `'|':UIStackView:0x124876570`). Layout guides and spacers are not views, and
    /// items printed by identifier (`channelnametextfield:0x153035600`) name no class.
    static func scanConstraintItems(_ body: ArraySlice<UInt8>, _ visit: (Found) -> Bool) -> Bool {
        var index = body.startIndex
        while index < body.endIndex {
            guard let colon = body[index...].firstOffset(of: ":0x") else { return true }
            var start = colon
            while start > body.startIndex, LineLexer.isNameByte(body[start - 1]) { start -= 1 }
            index = colon + 3
            let name = body[start..<colon]
            guard !name.isEmpty, start == body.startIndex || body[start - 1] != UInt8(ascii: "."),
                LineLexer.looksLikeClassName(name)
            else { continue }
            guard ![.constraint, .anchor, .layoutObject].contains(ClassName.kind(of: name)) else { continue }
            let digits = body[index...].prefix { $0.isASCIIHexDigit }
            let found = Found(name: name, depth: 0, address: (colon + 1)..<digits.endIndex, baseClass: nil)
            guard visit(found) else { return false }
        }
        return true
    }

    /// Whether `rest`, after a description's `: `, is an address someone elided, then the description goes on or
    /// ends: `xxxxxxx`, `…`, `...`, `0x…`, `0x...`, `0x<A>` before `>` or `;`.
    static func isElidedAddress(_ rest: ArraySlice<UInt8>) -> Bool {
        var index = rest.startIndex
        if rest.hasASCIIPrefix("0x") { index += 2 }
        let marker = index
        if LineLexer.elisionLength(in: rest, at: index) > 0 {
            index += LineLexer.elisionLength(in: rest, at: index)
        } else if index > rest.startIndex, rest[index...].hasASCIIPrefix("<"),
            let close = rest[index...].prefix(8).firstIndex(of: UInt8(ascii: ">")), close > index + 1
        {
            index = close + 1
        } else {
            while index < rest.endIndex, rest[index] == UInt8(ascii: "x") { index += 1 }
            guard index - marker >= 3 else { return false }
        }
        return index < rest.endIndex && (rest[index] == UInt8(ascii: ">") || rest[index] == UInt8(ascii: ";"))
    }

    /// Views AppKit and `%@ %p`-style logs name as `Class 0x…` with no brackets (`-[NSWindow makeKeyWindow] called
    /// on SwiftUI.AppKitWindow 0x139365800 which returned NO …`): a view-like class, one space, at least 6 hex
    /// digits, and neither a method (`-[Class …`) nor a crash frame's library (`AppKit    0x…`, several spaces).
    /// Returns `false` when `visit` asked to stop.
    static func scanBareObjects(_ line: ArraySlice<UInt8>, _ visit: (Found) -> Bool) -> Bool {
        var index = line.startIndex
        // `0x` first, then the space before it: spaces are too frequent to jump from one to the next.
        while let zero = line.firstOffset(of: "0x", from: index) {
            index = zero + 2
            guard zero > line.startIndex, line[zero - 1] == UInt8(ascii: " ") else { continue }
            let space = zero - 1
            let digits = line[index...].prefix { $0.isASCIIHexDigit }
            guard digits.count >= 6, digits.endIndex == line.endIndex || !LineLexer.isNameByte(line[digits.endIndex])
            else {
                continue
            }
            var start = space
            while start > line.startIndex, LineLexer.isNameByte(line[start - 1]) { start -= 1 }
            let name = line[start..<space]
            guard !name.isEmpty, LineLexer.startsClassName(name[start]), LineLexer.looksLikeClassName(name),
                ClassName.namesAViewOrController(name.string),
                start == line.startIndex
                    || (line[start - 1] != UInt8(ascii: "[") && line[start - 1] != UInt8(ascii: "<"))
            else { continue }
            let found = Found(name: name, depth: 0, address: zero..<digits.endIndex, baseClass: nil)
            guard visit(found) else { return false }
            index = digits.endIndex
        }
        return true
    }

    /// The views UIKit names as `(address, class)`: `[Snapshotting] Snapshotting a view (0x7fa2a5621310,
    /// _UIReplicantView) that has not been rendered …`. Returns `false` when `visit` asked to stop.
    static func scanAddressPairs(_ line: ArraySlice<UInt8>, _ visit: (Found) -> Bool) -> Bool {
        var index = line.startIndex
        while let open = line.firstOffset(of: "(0x", from: index) {
            index = open + 3
            let digits = line[index...].prefix { $0.isASCIIHexDigit }
            guard !digits.isEmpty, line[digits.endIndex...].hasASCIIPrefix(", ") else { continue }
            let start = digits.endIndex + 2
            guard start < line.endIndex, LineLexer.startsClassName(line[start]) else { continue }
            let name = line[start...].prefix(while: LineLexer.isNameByte)
            guard line[name.endIndex...].first == UInt8(ascii: ")"), LineLexer.looksLikeClassName(name),
                ClassName.namesAViewOrController(name.string)
            else { continue }
            let found = Found(name: name, depth: 0, address: (open + 1)..<digits.endIndex, baseClass: nil)
            guard visit(found) else { return false }
            index = name.endIndex
        }
        return true
    }
}
