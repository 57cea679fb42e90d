/// `UIViewController._printHierarchy`: `   | <SwiftUI.UIKitTabBarController 0x10509ba00>, state: appeared,
/// view: <UILayoutContainerView: 0x105914650>`, or `view: (view not loaded)`; views may print as `<UIView 0x…>`.
enum PrintHierarchyReader: LineReader {
    static let format = DumpFormat.printHierarchy

    /// The number of `|` before a line's controller, and where its `<` is: after the indentation and a quote
    /// that opens the string a debugger printed it in (`"<WFRootController 0x…>, state: …`).
    static func start(_ line: ArraySlice<UInt8>) -> (pipes: Int, content: Int) {
        let (pipes, content) = LineLexer.pipes(line)
        return (pipes, LineLexer.afterQuote(line, at: content))
    }

    static func recognizes(_ line: ArraySlice<UInt8>) -> Bool {
        let (_, content) = start(line)
        guard content + 1 < line.endIndex, line[content] == UInt8(ascii: "<"),
            LineLexer.startsClassName(line[content + 1])
        else {
            return false
        }
        let name = BracketScanner.className(in: line, from: content + 1)
        // SnapshotTesting's `.hierarchy` strategy prints the same lines without addresses (`<UITabBarController>,`).
        let rest = line[name.endIndex...]
        return (rest.hasASCIIPrefix(" 0x") || rest.hasASCIIPrefix(">, state:"))
            && line.firstOffset(of: ", state:") != nil
    }

    static func attempts(_ line: ArraySlice<UInt8>) -> Bool { LineLexer.startsWithPipe(line) }

    static func read(_ region: ClosedRange<Int>, of text: DumpText, into reading: inout DumpReading) {
        reading.readLines(
            region, of: text, expected: "\"<ControllerClass 0x…>, state: …, view: …\"",
            recognizes: recognizes
        ) { line, number, reading in
            let (pipes, content) = start(line)
            let name = BracketScanner.className(in: line, from: content + 1)
            // Depths count double, so that a presentation controller fits between a presented controller and
            // its presenter: `presented with: <_UIPageSheetPresentationController 0x…>` names the object that
            // manages the presentation (UIKit's `presentationController`), the one a `.sheet` introspection gets.
            if let presented = line.firstOffset(of: "presented with: <") {
                let open = presented + 16
                // A line cut right after `presented with: <` names no presentation controller.
                if open + 1 < line.endIndex, LineLexer.startsClassName(line[open + 1]) {
                    let presenter = BracketScanner.className(in: line, from: open + 1)
                    reading.entries.append(
                        DumpEntry(
                            depthKey: 2 * pipes - 1, className: presenter.string, note: "presentation controller",
                            line: number, column: text.column(ofByte: open + 1, onLine: number)))
                }
            }
            var details: [String] = []
            if let state = line.firstOffset(of: "state: ") {
                let value = line[(state + 7)...].prefix { $0 != UInt8(ascii: ",") }
                details.append("state: \(value.string)")
            }
            var rootView: DumpEntry?
            if let view = line.firstOffset(of: "view: ") {
                let rest = line[(view + 6)...]
                let outside = rest.firstOffset(of: "not in the window") != nil
                if rest.first == UInt8(ascii: "<"), rest.count > 1, LineLexer.startsClassName(rest[rest.startIndex + 1])
                {
                    let viewName = BracketScanner.className(in: rest, from: rest.startIndex + 1)
                    details.append("view: \(viewName.string)")
                    // The view the controller installed (UIKit's `viewIsLoaded` view), an object of its own: a
                    // node under the controller, as deep as its child controllers, so they stay the controller's.
                    var entry = DumpEntry(
                        depthKey: 2 * pipes + 2, className: viewName.string,
                        note: "root view" + (outside ? "; not in the window" : ""), line: number,
                        column: text.column(ofByte: viewName.startIndex, onLine: number))
                    entry.controller = name.string
                    rootView = entry
                } else {
                    details.append("view not loaded")
                }
                if outside { details.append("not in the window") }
            }
            let controller = DumpEntry(
                depthKey: 2 * pipes, className: name.string, note: details.joined(separator: "; "),
                line: number, column: text.column(ofByte: content + 1, onLine: number))
            reading.entries.append(controller)
            if let rootView { reading.entries.append(rootView) }
        }
    }
}
