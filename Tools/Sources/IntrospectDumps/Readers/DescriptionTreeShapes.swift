/// Shapes of `<Class: 0x…; …>` lines that are not drawn with recursiveDescription's `|` alone: trees printed by
/// hand or by a helper with spaces, responder chains drawn with `|` but leaf first, and superview chains printed as
/// an array. Each pass rewrites the entries one region has just read, so a plain recursiveDescription pays one check.
extension RecursiveDescriptionFormat {
    /// Descriptions indented with spaces and no `|` (`print(String(repeating: "  ", count: depth) + "\(view)")`,
    /// an app's debug log): the indentation is the depth, and a blank line ends a tree, which keeps the objects of
    /// separate prints in an lldb session apart. The widths are measured after a log prefix or `//`.
    static func takeDepthFromIndentation(from first: Int, of text: DumpText, into reading: inout DumpReading) {
        var previousLine = 0
        for index in first..<reading.entries.count {
            let number = reading.entries[index].line
            reading.entries[index].depthKey = LineLexer.indentation(text.line(number)).width
            if previousLine > 0, previousLine < number, ((previousLine + 1)..<number).contains(where: text.isBlank) {
                reading.entries[index].startsTree = true
            }
            previousLine = number
        }
    }

    /// Chisel's `presponder` draws a responder chain with recursiveDescription's `   | ` (facebook/chisel,
    /// `FBPrintUpwardResponderChain`): each line is the next responder of the one above, so the view comes first
    /// and its controller last. A block that is a whole tree of one line per depth (0, 1, 2, …) is read leaf first
    /// when the command stands above it, or when a responder that is never a subview (a controller, the
    /// application, its delegate) is one of its lines below the first: a recursiveDescription prints none there.
    static func readResponderChains(from first: Int, of text: DumpText, into reading: inout DumpReading) {
        var start = first
        while start < reading.entries.count {
            var end = start + 1
            while end < reading.entries.count, reading.entries[end].depthKey == reading.entries[end - 1].depthKey + 1,
                reading.entries[end].line == reading.entries[end - 1].line + 1
            {
                end += 1
            }
            defer { start = end }
            let block = start..<end
            let wholeTree = end == reading.entries.count || reading.entries[end].depthKey == 0
            guard block.count >= 3, reading.entries[start].depthKey == 0, wholeTree else { continue }
            // Lines, not a slice of the entries: a slice kept across the rewrite would copy the whole array.
            let (firstLine, lastLine) = (reading.entries[start].line, reading.entries[end - 1].line)
            var above = firstLine - 1
            while above > 0, text.isBlank(above) { above -= 1 }
            let afterCommand = above > 0 && text.line(above).firstOffset(of: "presponder") != nil
            guard afterCommand || (start + 1..<end).contains(where: { isResponderOnly(reading.entries[$0].className) })
            else { continue }
            chain(block, leafFirst: true, in: &reading)
            reading.notes.append(
                DumpNote(
                    line: firstLine,
                    message: "a responder chain through line \(lastLine) (each line the next responder of the one "
                        + "above), read leaf first"))
        }
    }

    /// A responder that is never a view's subview: a controller, the application or its delegate.
    private static func isResponderOnly(_ className: String) -> Bool {
        let base = ClassName.baseName(className)
        return DumpExplanation.isControllerClass(base) || base == "UIApplication" || base == "NSApplication"
            || base.hasSuffix("AppDelegate")
    }

    /// An array of views printed by `po` or `NSLog` (`<__NSArrayM 0x…>(`, one description per line followed by
    /// `,`, then `)`) with exactly one window, at one end, is a superview chain: from the window down when it comes
    /// first, from the view up when it comes last. So is a loop's print of each `superview` in turn, one description
    /// a line, ending with the window. A recursiveDescription line never ends with a comma; arrays of windows and of
    /// `subviews` stay a flat list.
    static func readSuperviewArrays(from first: Int, of text: DumpText, into reading: inout DumpReading) {
        func endsWithComma(_ index: Int) -> Bool {
            text.line(reading.entries[index].line).trimmed.last == UInt8(ascii: ",")
        }
        var start = first
        while start < reading.entries.count {
            // An array: consecutive lines, each but the last ending with a comma. Otherwise a loop's prints, one
            // description a line (blank lines between allowed), no comma.
            let isArray = endsWithComma(start)
            var end = start + 1
            while end < reading.entries.count, reading.entries[end].depthKey == reading.entries[start].depthKey,
                isArray
                    ? reading.entries[end].line == reading.entries[end - 1].line + 1 && endsWithComma(end - 1)
                    : !endsWithComma(end) && reading.entries[end].line > reading.entries[end - 1].line
                        && ((reading.entries[end - 1].line + 1)..<reading.entries[end].line).allSatisfy(text.isBlank)
            {
                end += 1
            }
            defer { start = end }
            guard end - start >= 3 else { continue }
            let windows = (start..<end).filter {
                ClassKnowledge.isWindow(reading.entries[$0].className, stated: reading.entries[$0].superclasses)
            }
            guard windows.count == 1, let window = windows.first, window == start || window == end - 1 else { continue }
            let leafFirst = window == end - 1
            // A walk printed from the window down without commas is a breadth-first listing as often as a chain.
            guard isArray || leafFirst else { continue }
            chain(start..<end, leafFirst: leafFirst, in: &reading)
            reading.entries[start].startsTree = true
            if end < reading.entries.count { reading.entries[end].startsTree = true }
            let lines = [reading.entries[start].line, reading.entries[end - 1].line].sorted()
            reading.notes.append(
                DumpNote(
                    line: lines[0],
                    message: "\(isArray ? "an array of views" : "views printed one a line") through line \(lines[1]), "
                        + "\(leafFirst ? "ending" : "starting") with a window, read as a superview chain"
                        + (leafFirst ? " (leaf first)" : "")))
        }
    }

    /// Makes `block` a chain, each entry one level deeper than the one before it in root-first order; printed
    /// leaf first, the last line is the root.
    private static func chain(_ block: Range<Int>, leafFirst: Bool, in reading: inout DumpReading) {
        let base = reading.entries[block.lowerBound].depthKey
        // One tree: where it starts is where the block started, whatever separated its lines.
        let startsTree = reading.entries[block].contains(where: \.startsTree)
        if leafFirst { reading.entries[block].reverse() }
        for (depth, index) in block.enumerated() {
            reading.entries[index].depthKey = base + depth
            reading.entries[index].startsTree = depth == 0 && startsTree
        }
    }
}
