import ArgumentParser
import IntrospectCore
import IntrospectDumps

/// `introspect explain DUMP --class NAME`: what the engine would hand to `customize`, or why nothing.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains what an introspection would find in a dump, and why not when it finds nothing.",
        discussion: """
            If the dump holds Introspect's own markers, each marker pair is searched exactly as the modifier \
            would search it. Otherwise every node of the class is listed with the platform-view host it sits \
            under. Exit status: 0 when something was found, 1 when not, 2 when the dump cannot be read.

            --json prints {"format", "os", "expectedClass", "matches": [{"line", "class", "publicClass", \
            "host", "path"}], "diagnostics"}, keys always present and in that order ("os", "publicClass" and \
            "host" may be null).

            Examples:
              introspect explain --sample
              introspect explain dump.txt --class UITextField --os "iOS 17.4"
              pbpaste | introspect explain --class UIScrollView --json
            """
    )

    @OptionGroup var input: DumpInput

    @Option(name: .customLong("class"), help: "The class to look for, in any spelling (UICollectionView, UpdateCoalescingCollectionView, SwiftUI.HostingScrollView).")
    var className: String?

    @Option(help: "A SwiftUI view type from the catalog (list, scrollView, textField, \"list(style: .insetGrouped)\", …): looks for the class the catalog gives for --os (or the dump's stated OS); with no OS, for every class the view has on the platform.")
    var view: String?

    @Option(help: "The OS the dump was recorded on, as \"iOS 17.4\" or \"macOS 14\"; reported with the result.")
    var os: String?

    @Option(help: "With markers in the dump: receiver, ancestor or both (receiver first).")
    var scope: ScopeOption = .both

    @Flag(help: "Print stable JSON.")
    var json = false

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

    func validate() throws {
        if let view, ViewTypeCatalog.entry(named: view) == nil {
            throw ValidationError("unknown view type \"\(view)\"; see `introspect catalog` for the accessors")
        }
        if view != nil, className != nil {
            throw ValidationError("pass either --view or --class, not both")
        }
        if className == nil, view == nil, !input.sample {
            throw ValidationError("pass the view type with --view (or the class with --class)")
        }
        if let os {
            do {
                guard try PlatformOSVersion.parse(os).platform != nil else {
                    throw ValidationError("--os needs a platform name: \"iOS \(os)\", not \"\(os)\"")
                }
            } catch let error as OSVersionParseError {
                throw ValidationError(error.description)
            }
        }
    }

    func run() throws {
        let (output, found) = try render()
        print(output)
        if !found { throw ExitCode(1) }
    }

    /// What the command prints, and whether anything was found (exit status 0 or 1).
    func render() throws -> (output: String, found: Bool) {
        let (name, dump) = try input.load()
        let stated = os.flatMap { try? PlatformOSVersion.parse($0).description } ?? dump.statedOS
        var expectedClass = className ?? SampleDump.defaultClass
        if let view, let entry = ViewTypeCatalog.entry(named: view) {
            expectedClass = try catalogClass(of: entry, dump: dump, os: stated)
        }
        let explanation = DumpExplanation(dump: dump, className: expectedClass, scope: scope.scope)
        let output = json ? ExplanationRendering.json(explanation, dump: dump, os: stated)
                          : ExplanationRendering.text(explanation, dump: dump, name: name, os: stated)
        return (output, !explanation.matches.isEmpty)
    }

    /// The class the catalog gives for `entry` on the dump's OS; with no OS, the classes it has on the dump's
    /// platform (`UITableView|UICollectionView` for a List on iOS).
    private func catalogClass(of entry: ViewTypeEntry, dump: HierarchyDump, os: String?) throws -> String {
        let version = os.flatMap { try? PlatformOSVersion.parse($0) }
        let platform = version?.platform ?? (dump.toolkit == .appKit ? .macOS : .iOS)
        if let running = version?.version {
            switch entry.lookup(platform, running) {
            case let .backed(className, _), let .guessed(className, _):
                return className
            case let .unavailable(reason):
                print("\(entry.construct) on \(platform) \(running): \(reason)")
                throw ExitCode(1)
            }
        }
        let classes = entry.support(on: platform)?.classes.map(\.className) ?? []
        guard !classes.isEmpty else {
            print(entry.support(on: platform)?.platformReason ?? "\(entry.construct) can't be introspected on \(platform)")
            throw ExitCode(1)
        }
        var distinct: [String] = []
        for className in classes where !distinct.contains(className) { distinct.append(className) }
        return distinct.joined(separator: "|")
    }
}

/// Text and JSON renderings of an explanation.
enum ExplanationRendering {
    static func text(_ explanation: DumpExplanation, dump: HierarchyDump, name: String, os: String?) -> String {
        var lines = ["\(name): \(dump.format), \(dump.allNodes.count) views" + (os.map { ", \($0)" } ?? "")]
        lines.append("looking for \(explanation.expectedClass)"
            + (explanation.usedMarkers ? " between Introspect's markers" : " (the dump has no Introspect markers: every candidate)"))
        if explanation.matches.isEmpty { lines.append("found nothing") }
        for match in explanation.matches {
            lines.append("found line \(match.line ?? 0): \(TreeRendering.label(match.node))")
            if let host = match.host {
                lines.append("  under host line \(host.sourceLine ?? 0): \(ClassName.demangled(host.className))")
            }
            lines.append("  path: " + match.path.map(ClassName.baseName).joined(separator: " > "))
        }
        lines += explanation.diagnostics.map { "note: \($0)" }
        return lines.joined(separator: "\n")
    }

    static func json(_ explanation: DumpExplanation, dump: HierarchyDump, os: String?) -> String {
        let matches = explanation.matches.map { match in
            JSONText.object([
                ("line", match.line.map { JSONText.number($0) } ?? .null),
                ("class", .string(match.className)),
                ("publicClass", match.publicClass.map { .string($0) } ?? .null),
                ("host", match.host.map { .string($0.className) } ?? .null),
                ("path", .array(match.path.map { .string($0) })),
            ])
        }
        return JSONText.object([
            ("format", .string(dump.format.rawValue)),
            ("os", os.map { .string($0) } ?? .null),
            ("expectedClass", .string(explanation.expectedClass)),
            ("matches", .array(matches)),
            ("diagnostics", .array(explanation.diagnostics.map { .string($0) })),
        ]).rendered
    }
}

/// Just enough JSON writing to keep keys in a documented order (encoders sort or scramble them).
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Int)
    case null

    var rendered: String {
        switch self {
        case let .object(members):
            "{" + members.map { "\(JSONText.string($0.0).rendered): \($0.1.rendered)" }.joined(separator: ", ") + "}"
        case let .array(elements):
            "[" + elements.map(\.rendered).joined(separator: ", ") + "]"
        case let .string(text):
            "\"" + text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\t": "\\t"
                case "\r": "\\r"
                default: scalar.value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) : String(scalar)
                }
            }.joined() + "\""
        case let .number(value):
            String(value)
        case .null:
            "null"
        }
    }
}
