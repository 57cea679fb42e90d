import ArgumentParser
import IntrospectCore

/// `introspect search --sample`: runs the engine on a bundled SwiftUI-shaped hierarchy and explains the result.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Runs a receiver/ancestor search on the bundled sample hierarchy and prints the trace.",
        discussion: """
            The sample is an iOS 16 List (shaped like a recorded UIKit dump) with one text field per row; the
            modifier's markers are placed around the list, or around the text field of the second row.

            Examples:
              introspect search --sample
              introspect search --sample --markers row --class UITextField
              introspect search --sample --markers row --class UICollectionView --scope ancestor
            """
    )

    enum MarkerPlacement: String, ExpressibleByArgument, CaseIterable {
        case list, row
    }

    enum ScopeOption: String, ExpressibleByArgument, CaseIterable {
        case receiver, ancestor, both

        var scope: IntrospectionScope {
            switch self {
            case .receiver: .receiver
            case .ancestor: .ancestor
            case .both: [.receiver, .ancestor]
            }
        }
    }

    @Flag(help: "Search the bundled sample hierarchy.")
    var sample = false

    @Option(name: .customLong("class"), help: "The class to look for (matched against class names and known superclasses).")
    var className = "UICollectionView"

    @Option(help: "Where the modifier's markers are: around the \(MarkerPlacement.allValueStrings.joined(separator: " or ")).")
    var markers: MarkerPlacement = .list

    @Option(help: "The search scope: \(ScopeOption.allValueStrings.joined(separator: ", ")).")
    var scope: ScopeOption = .receiver

    func validate() throws {
        guard sample else {
            throw ValidationError("reading dumps is not available yet: pass --sample to search the bundled hierarchy")
        }
    }

    func run() throws {
        let sample = SampleHierarchy()
        let (anchor, probe) = markers == .list ? sample.listMarkers : sample.rowMarkers
        print(TreePrinter.render(sample.root, marking: [ObjectIdentifier(anchor): "anchor", ObjectIdentifier(probe): "probe"]))
        let search = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true)
        let result = search.find(.named(className), scope: scope.scope)
        print(result)
        print("visited: " + result.visited.map(\.className).joined(separator: ", "))
        if !result.isHit { throw ExitCode(1) }
    }
}

/// Prints a hierarchy one node per line, indented by depth, with labels for chosen nodes.
enum TreePrinter {
    static func render(_ root: RecordedNode, marking labels: [ObjectIdentifier: String]) -> String {
        var lines: [String] = []
        var stack: [(node: RecordedNode, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            var line = String(repeating: "   | ", count: depth) + node.className
            if !node.superclassNames.isEmpty { line += " (a \(node.superclassNames[0]))" }
            if let label = labels[ObjectIdentifier(node)] { line += "   <- \(label)" }
            lines.append(line)
            stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}
