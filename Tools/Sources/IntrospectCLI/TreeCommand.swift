import ArgumentParser
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation

/// `introspect tree DUMP`: the parsed tree, one node per line.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Prints the view tree of a dump, one node per line, with hosts marked and private classes annotated.",
        discussion: """
            Each line: the dump line number, the class (mangled names demangled, the printed name kept after \
            \"=\"), [hosting view] or [platform-view host] marks, and the public class of a private one. \
            --dot writes Graphviz DOT instead.
            """
    )

    @OptionGroup var input: DumpInput

    @Flag(help: "Write Graphviz DOT.")
    var dot = false

    func run() throws {
        try input.check()
        do {
            let (_, dump) = try input.load()
            print(dot ? TreeRendering.dot(dump) : TreeRendering.text(dump))
        } catch let error as DumpInput.Unreadable {
            FileHandle.standardError.write(Data("error: \(error.name): \(error.reason)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// Text and DOT renderings of a parsed dump.
enum TreeRendering {
    static func label(_ node: RecordedNode) -> String {
        let readable = ClassName.demangled(node.className)
        var label = readable == node.className ? readable : "\(readable) = \(node.className)"
        if ClassName.isPlatformViewHost(node.className) {
            label += " [platform-view host]"
        } else if ClassName.isHostingView(node.className) {
            label += " [hosting view]"
        }
        if let publicClass = ClassKnowledge.publicClass(of: node), publicClass != node.className {
            label += " (\(article(for: publicClass)) \(publicClass))"
        }
        if let note = node.note { label += " — \(note)" }
        return label
    }

    /// The indefinite article as the name is read aloud: a prefix of capitals is spelled out (`an NSWindow`, `an
    /// MKMapView`, `a UIView`, `a CALayer`), a word is read as one (`an AppKitTextField`, `a HostingScrollView`).
    static func article(for name: String) -> String {
        let letters = Array(name.drop { $0 == "_" })
        guard let first = letters.first else { return "a" }
        let spelledOut = letters.count > 1 && letters[1].isUppercase
        let vowelSound = spelledOut ? "AEFHILMNORSX".contains(first) : "AEIOaeio".contains(first)
        return vowelSound ? "an" : "a"
    }

    /// How many objects a dump holds, named for what they are: `29 views`, `1 view`, `7 controllers` (a controller
    /// list), `7 controllers, 6 views` (`_printHierarchy`, with the views the controllers installed; an exception
    /// naming both).
    static func count(_ dump: HierarchyDump) -> String {
        let nodes = dump.allNodes
        let controllers = nodes.count { DumpExplanation.isControllerClass(ClassName.baseName($0.className)) }
        let views = nodes.count - controllers
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        if controllers == 0 { return counted(views, "view") }
        return counted(controllers, "controller") + (views == 0 ? "" : ", " + counted(views, "view"))
    }

    /// One `| ` per level, up to a depth no real hierarchy reaches; deeper (a chain of thousands of names on one
    /// line), the levels are counted in the middle, so that each line stays short and the output linear.
    static func indentation(_ depth: Int) -> String {
        guard depth > 40 else { return String(repeating: "| ", count: depth) }
        return String(repeating: "| ", count: 8) + "… \(depth - 16) levels … " + String(repeating: "| ", count: 8)
    }

    static func text(_ dump: HierarchyDump) -> String {
        var lines = [
            "\(dump.format), \(count(dump))" + (dump.statedOS.map { ", recorded on \($0)" } ?? "")
        ]
        for root in dump.roots {
            var stack: [(RecordedNode, Int)] = [(root, 0)]
            while let (node, depth) = stack.popLast() {
                let number = node.sourceLine.map { String($0) } ?? "?"
                lines.append(
                    String(repeating: " ", count: max(0, 5 - number.count)) + number + "  " + indentation(depth)
                        + label(node))
                stack += node.children.reversed().map { ($0, depth + 1) }
            }
        }
        lines += dump.warnings.map { "warning: \($0)" }
        lines += dump.notes.map { "note: \($0)" }
        return lines.joined(separator: "\n")
    }

    static func dot(_ dump: HierarchyDump) -> String {
        var lines = ["digraph hierarchy {", "  node [shape=box, fontname=\"Menlo\", fontsize=10];"]
        var identifiers: [ObjectIdentifier: Int] = [:]
        for node in dump.allNodes {
            let identifier = identifiers.count
            identifiers[ObjectIdentifier(node)] = identifier
            let line = node.sourceLine.map { "\\nline \($0)" } ?? ""
            var attributes = "label=\"\(escaped(label(node)))\(line)\""
            if ClassName.isPlatformViewHost(node.className) { attributes += ", style=dashed" }
            if ClassName.isHostingView(node.className) { attributes += ", style=rounded" }
            lines.append("  n\(identifier) [\(attributes)];")
            if let parent = node.parent, let parentIdentifier = identifiers[ObjectIdentifier(parent)] {
                lines.append("  n\(parentIdentifier) -> n\(identifier);")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
