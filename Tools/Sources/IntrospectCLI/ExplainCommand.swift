import ArgumentParser
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation

/// `introspect explain DUMP --class NAME`: what the engine would hand to `customize`, or why nothing.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains what an introspection would find in a dump, and why not when it finds nothing.",
        discussion: """
            If the dump holds Introspect's own markers, each marker pair is searched exactly as the modifier \
            would search it. Otherwise the candidates are ranked: SwiftUI's own object for the view type first, \
            objects that belong to another control (a text field's field editor) last, with the reason; a \
            controller is found through the root view it installs. Lines that cannot be read are skipped with a \
            warning. Exit status: 0 when something was found, 1 when not, 2 when the dump is missing or holds no \
            readable view line, 64 when the options are wrong. A view type named without its style \
            (navigationView, picker) stands for all its styles.

            --json always prints one object, usage errors included: {"format", "regions", "os", "view", \
            "expectedClass", "matches": [{"line", "column", "class", "publicClass", "host", "hostLine", "path", \
            "rootViewOf", "belongsTo", "ownObject", "duplicates"}], "appObjects": [{"line", "class"}], \
            "warnings": [{"line", "column", "message"}], "diagnostics", "error", "exitCode"}, keys always present \
            and in that order (see the CommandLineTool guide for each field).

            Examples:
              introspect explain --sample
              introspect explain dump.txt --view scrollView --os "iOS 17.4"
              introspect explain dump.txt --class UITextField
              pbpaste | introspect explain --view navigationStack --json
            """
    )

    @OptionGroup var input: DumpInput

    @Option(
        name: .customLong("class"),
        help: """
            The class to look for, in any spelling (UICollectionView, UpdateCoalescingCollectionView, \
            SwiftUI.HostingScrollView).
            """)
    var className: String?

    @OptionGroup var viewType: ViewTypeOptions

    @Option(help: "With markers in the dump: receiver, ancestor or both (receiver first).")
    var scope: ScopeOption = .both

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

    /// What is wrong with the options, if anything; with `--json` it is printed as the `error` of the usual
    /// object (exit status 64, as for any usage error), since `--json` always prints one object.
    var problem: String? {
        if viewType.view != nil, className != nil { return "pass either --view or --class, not both" }
        if className == nil, viewType.view == nil, !input.sample {
            return "pass the view type with --view (or the class with --class)"
        }
        return viewType.problem
    }

    func run() throws {
        // Checked here rather than in `validate()`: ArgumentParser names an unknown option first.
        try input.check()
        if !viewType.json, let problem { throw ValidationError(problem) }
        let (output, status) = render()
        if status == 2, !viewType.json {
            // An input that cannot be read is an error: on standard error, as every command says one.
            FileHandle.standardError.write(Data((output + "\n").utf8))
        } else {
            print(output)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// What the command prints, and its exit status: 0 found, 1 nothing found, 2 the dump cannot be read.
    func render() -> (output: String, status: Int32) {
        var request = ExplanationRequest(view: viewType.view, os: try? viewType.platformVersion())
        if let problem {
            let status = ExitCode.validationFailure.rawValue
            return (ExplanationRendering.json(nil, dump: nil, request: request, error: problem, status: status), status)
        }
        let name: String
        let dump: HierarchyDump
        do {
            (name, dump) = try input.load(showsProgress: !viewType.json)
        } catch let error as DumpInput.Unreadable {
            let output =
                viewType.json
                ? ExplanationRendering.json(
                    nil, dump: nil, request: request, error: "\(error.name): \(error.reason)", status: 2)
                : "error: \(error.name): \(error.reason)"
            return (output, 2)
        } catch {
            return ("error: \(error)", 2)
        }
        let os = request.os?.description ?? dump.statedOS
        request.statedOS = os
        // The class to search for: `--class`, or the catalog's class for `--view` on the OS (the dump's stated OS
        // when none is given).
        let expected =
            viewType.view.flatMap {
                ExpectedClass(view: $0, os: os, platform: viewType.namedPlatform, toolkit: dump.toolkit)
            } ?? .search(className ?? SampleDump.defaultClass)
        switch expected {
        case .search(let expectedClass):
            let explanation = DumpExplanation(
                dump: dump, className: expectedClass, viewType: viewType.view, scope: scope.scope,
                platform: request.os?.platform ?? viewType.namedPlatform)
            let status: Int32 = explanation.found ? 0 : 1
            let output =
                viewType.json
                ? ExplanationRendering.json(explanation, dump: dump, request: request, error: nil, status: status)
                : ExplanationRendering.text(explanation, dump: dump, name: name, request: request)
            return (output, status)
        case .unbacked(let reason):
            // No class backs the view there: nothing to search, but the same output shape.
            let output =
                viewType.json
                ? ExplanationRendering.json(nil, dump: dump, request: request, error: nil, status: 1, reason: reason)
                : ExplanationRendering.text(nil, dump: dump, name: name, request: request, reason: reason)
            return (output, 1)
        }
    }
}

/// What was asked: the view type and the OS, as given or as the dump states it.
struct ExplanationRequest {
    var view: String?
    var os: PlatformOSVersion?
    var statedOS: String?
}

/// Text and JSON renderings of an explanation.
enum ExplanationRendering {
    static func text(
        _ explanation: DumpExplanation?, dump: HierarchyDump, name: String, request: ExplanationRequest,
        reason: String? = nil
    ) -> String {
        let formats =
            dump.regions.count > 1
            ? dump.regions.map { "\($0.format) (lines \($0.lines.lowerBound)–\($0.lines.upperBound))" }.joined(
                separator: ", ")
            : "\(dump.format)"
        var lines = ["\(name): \(formats), \(TreeRendering.count(dump))" + (request.statedOS.map { ", \($0)" } ?? "")]
        if let reason { lines.append(reason) }
        if let explanation {
            lines.append(
                "looking for \(explanation.expectedClass)"
                    + (explanation.usedMarkers
                        ? " between Introspect's markers"
                        : " (the dump has no Introspect markers: every candidate, ranked)"))
            if !explanation.found { lines.append("found nothing that answers the search") }
            for match in explanation.matches {
                var label = TreeRendering.label(match.node)
                if match.isOwnObject { label += " [SwiftUI's own object for the view]" }
                if let controller = match.rootViewOf { label += " [root view of \(controller)]" }
                if let reason = match.belongsTo {
                    lines.append("also line \(match.line ?? 0): \(label)")
                    lines.append("  belongs to another control: \(reason)")
                } else {
                    lines.append("found line \(match.line ?? 0): \(label)")
                    if !match.isOwnObject, !explanation.ownClasses.isEmpty {
                        lines.append(
                            "  not of SwiftUI's own classes for the view (\(explanation.ownClasses.joined(separator: ", "))): "
                                + "an app's or the framework's object of the class, unless SwiftUI used another")
                    }
                }
                if !match.duplicateLines.isEmpty {
                    lines.append(
                        "  printed again at line " + match.duplicateLines.map(String.init).joined(separator: ", ")
                            + " (folded)")
                }
                if let host = match.host {
                    lines.append("  under host line \(host.sourceLine ?? 0): \(ClassName.demangled(host.className))")
                }
                lines.append("  path: " + match.path.map(ClassName.baseName).joined(separator: " > "))
            }
            for object in explanation.appObjects {
                lines.append("the app's own, line \(object.line ?? 0): \(object.className)")
            }
        }
        lines += dump.warnings.map { "warning: \($0)" }
        lines += (explanation?.diagnostics ?? dump.notes.map(\.description)).map { "note: \($0)" }
        return lines.joined(separator: "\n")
    }

    static func json(
        _ explanation: DumpExplanation?, dump: HierarchyDump?, request: ExplanationRequest,
        error: String?, status: Int32, reason: String? = nil
    ) -> String {
        let matches = (explanation?.matches ?? []).map { match in
            JSONText.object([
                ("line", match.line.map { JSONText.number($0) } ?? .null),
                ("column", match.node.sourceColumn.map { JSONText.number($0) } ?? .null),
                ("class", .string(match.className)),
                ("publicClass", match.publicClass.map { .string($0) } ?? .null),
                ("host", match.host.map { .string($0.className) } ?? .null),
                ("hostLine", match.host?.sourceLine.map { JSONText.number($0) } ?? .null),
                ("path", .array(match.path.map { .string($0) })),
                ("rootViewOf", match.rootViewOf.map { .string($0) } ?? .null),
                ("belongsTo", match.belongsTo.map { .string($0) } ?? .null),
                ("ownObject", .bool(match.isOwnObject)),
                ("duplicates", .array(match.duplicateLines.map { .number($0) })),
            ])
        }
        let regions = (dump?.regions ?? []).map { region in
            JSONText.object([
                ("format", .string(region.format.rawValue)),
                ("lines", .array([.number(region.lines.lowerBound), .number(region.lines.upperBound)])),
            ])
        }
        let warnings = (dump?.warnings ?? []).map { warning in
            JSONText.object([
                ("line", .number(warning.line)), ("column", .number(warning.column)),
                ("message", .string(warning.message)),
            ])
        }
        let appObjects = (explanation?.appObjects ?? []).map { object in
            JSONText.object([
                ("line", object.line.map { JSONText.number($0) } ?? .null), ("class", .string(object.className)),
            ])
        }
        var diagnostics = reason.map { [$0] } ?? []
        diagnostics += explanation?.diagnostics ?? dump?.notes.map(\.description) ?? []
        return JSONText.object([
            ("format", dump.map { .string($0.format.rawValue) } ?? .null),
            ("regions", .array(regions)),
            ("os", (request.statedOS ?? request.os?.description).map { .string($0) } ?? .null),
            ("view", request.view.map { .string($0) } ?? .null),
            ("expectedClass", explanation.map { .string($0.expectedClass) } ?? .null),
            ("matches", .array(matches)),
            ("appObjects", .array(appObjects)),
            ("warnings", .array(warnings)),
            ("diagnostics", .array(diagnostics.map { .string($0) })),
            ("error", error.map { .string($0) } ?? .null),
            ("exitCode", .number(Int(status))),
        ]).rendered
    }
}

/// Just enough JSON writing to keep keys in a documented order (encoders sort or scramble them).
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Int)
    case bool(Bool)
    case null

    var rendered: String {
        switch self {
        case .object(let members):
            "{" + members.map { "\(JSONText.string($0.0).rendered): \($0.1.rendered)" }.joined(separator: ", ") + "}"
        case .array(let elements):
            "[" + elements.map(\.rendered).joined(separator: ", ") + "]"
        case .string(let text):
            "\""
                + text.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\"": "\\\""
                    case "\\": "\\\\"
                    case "\n": "\\n"
                    case "\t": "\\t"
                    case "\r": "\\r"
                    default:
                        scalar.value < 0x20
                            ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                                + String(scalar.value, radix: 16) : String(scalar)
                    }
                }.joined() + "\""
        case .number(let value):
            String(value)
        case .bool(let value):
            value ? "true" : "false"
        case .null:
            "null"
        }
    }
}
