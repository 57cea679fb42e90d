import ArgumentParser
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps

/// `introspect catalog`: which UIKit/AppKit class backs which SwiftUI view, per platform and OS version.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Prints which UIKit/AppKit class backs each SwiftUI view type, per platform and OS version.",
        discussion: """
            With --view, --platform and --os: just the class (exit status 1, and the reason, when there is none).

            Examples:
              introspect catalog
              introspect catalog --platform iOS --view list
              introspect catalog --platform iOS --os 16 --view list      # UICollectionView
              introspect catalog --json
            """
    )

    @OptionGroup var options: ViewTypeOptions

    func run() throws {
        // The catalog's JSON is the table itself; a wrong option is a usage error here, `--json` or not.
        if let problem = options.problem { throw ValidationError(problem) }
        var platforms = Platform.allCases
        if let platform = options.namedPlatform { platforms = [platform] }
        let entries = options.view == nil ? ViewTypeCatalog.entries : options.entries
        if let view = options.view, entries.isEmpty, let unbacked = ViewTypeCatalog.unbackedView(named: view) {
            // A common view with no platform object: why, and what to use instead; exit 1, as for no class.
            let version = try options.platformVersion()
            let asked = version?.platform.map { [$0] } ?? platforms
            print(
                options.json
                    ? CatalogRendering.json(unbacked, platforms: asked, version: version?.version)
                    : asked.map { ExpectedClass.sentence(unbacked, on: $0) }.joined(separator: "\n"))
            throw ExitCode(1)
        }
        if let version = try options.platformVersion(), let platform = version.platform {
            try printLookups(entries, platform: platform, version: version.version)
            return
        }
        print(
            options.json
                ? CatalogRendering.json(entries, platforms: platforms)
                : CatalogRendering.text(entries, platforms: platforms))
        if !options.json, options.view == nil { print(CatalogRendering.unbackedList()) }
    }

    private func printLookups(_ entries: [ViewTypeEntry], platform: Platform, version: OSVersion) throws {
        if options.json {
            print(CatalogRendering.json(lookups: entries, platform: platform, version: version))
            if entries.count == 1, entries[0].lookup(platform, version).className == nil { throw ExitCode(1) }
            return
        }
        let release = RunningVersion.releaseLine(observed: version, on: platform)
        if release != version {
            // On standard error: standard output stays just the class, for scripts.
            let note =
                "note: \(platform) \(version) is what \(platform) \(release) tells apps built with older SDKs; "
                + "answered for \(platform) \(release)\n"
            FileHandle.standardError.write(Data(note.utf8))
        }
        var missing = false
        for entry in entries {
            let lookup = entry.lookup(platform, version)
            let prefix = entries.count == 1 ? "" : "\(entry.accessor): "
            switch lookup {
            case let .backed(className, _):
                print(prefix + className)
            case let .guessed(className, newestKnown):
                print(
                    prefix + className
                        + (options.json
                            ? ""
                            : "   (guess: \(platform) \(version) is newer than \(platform) \(newestKnown), the newest known)")
                )
            case let .unavailable(reason):
                if entries.count == 1 {
                    print(reason)
                    missing = true
                } else {
                    print(prefix + "— " + reason)
                }
            }
        }
        if missing { throw ExitCode(1) }
    }
}

/// Text and JSON renderings of catalog rows.
enum CatalogRendering {
    static func runs(_ support: PlatformSupport) -> String {
        support.classes.map { run in
            let last = run.last ?? support.platform.knownVersions.last ?? run.first
            let range = run.first == last ? "\(run.first)" : run.last == nil ? "\(run.first)+" : "\(run.first)–\(last)"
            return "\(run.className) \(range)"
        }.joined(separator: ", ")
    }

    /// What the run covering `version` rests on: `[]` for a run that cites nothing (the reference's table) and for
    /// a version no run covers.
    static func evidence(_ support: PlatformSupport, _ version: OSVersion) -> JSONText {
        let run = support.classes.first { $0.covers(version) }
        return JSONText.array(
            (run?.evidence ?? []).map { evidence in
                switch evidence {
                case let .observed(fixture, lines, os, className, parentLine):
                    JSONText.object([
                        ("kind", .string("observed")), ("fixture", .string(fixture)),
                        ("lines", .array(lines.map { .number($0) })), ("os", .string(os)),
                        ("class", .string(className)), ("parentLine", parentLine.map { .number($0) } ?? .null),
                    ])
                case let .documented(url, quote):
                    JSONText.object([("kind", .string("documented")), ("url", .string(url)), ("quote", .string(quote))])
                case let .argued(text):
                    JSONText.object([("kind", .string("argued")), ("text", .string(text))])
                }
            })
    }

    /// One line per piece of evidence of a run, for the text table.
    static func evidenceLines(_ run: BackingClass) -> [String] {
        run.evidence.map { evidence in
            switch evidence {
            case let .observed(fixture, lines, os, className, _):
                "seen: \(className), fixture \(fixture) line \(lines.map(String.init).joined(separator: ", ")) (\(os))"
            case let .documented(url, quote): "documented: \(quote) \(url)"
            case let .argued(text): "argued: \(text)"
            }
        }
    }

    static func text(_ entries: [ViewTypeEntry], platforms: [Platform]) -> String {
        var lines: [String] = []
        for entry in entries {
            let line = ".\(entry.accessor)  [\(entry.construct); scope: \(entry.defaultScope)"
            lines.append(line + "]")
            for platform in platforms {
                guard let support = entry.support(on: platform) else { continue }
                var detail = support.platformReason.map { "— " + $0 } ?? runs(support)
                if support.platformReason == nil, support.route != .view {
                    detail += " (route: \(support.route.rawValue))"
                }
                lines.append("    \(platform): \(detail)")
                for run in support.classes {
                    lines += evidenceLines(run).map { "      \(run.className) \($0)" }
                }
            }
            if !entry.note.isEmpty { lines.append("    note: \(entry.note)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `[{"accessor", "platform", "version", "class", "guessed", "reason"}]`: one lookup per entry; `class` is
    /// `null` and `reason` says why when nothing backs the view there, `guessed` is true for a version newer than
    /// the newest known.
    /// The views with no platform object, after the table: their names, for `--view`.
    static func unbackedList() -> String {
        (["", "No object to hand over (introspect catalog --view NAME says why, and what to use instead):"]
            + ViewTypeCatalog.unbacked.map { "  \($0.name)  [\($0.construct)]" }).joined(separator: "\n")
    }

    /// The lookups' shape for a view no platform object stands behind: no class, and the reason with what to use
    /// instead, per platform asked (`version` `null` when no OS was given).
    static func json(_ view: UnbackedView, platforms: [Platform], version: OSVersion?) -> String {
        JSONText.array(
            platforms.map { platform in
                JSONText.object([
                    ("accessor", .string(view.name)), ("platform", .string(platform.rawValue)),
                    ("version", version.map { .string($0.description) } ?? .null), ("class", .null),
                    ("guessed", .bool(false)), ("reason", .string(ExpectedClass.sentence(view, on: platform))),
                ])
            }
        ).rendered
    }

    static func json(lookups entries: [ViewTypeEntry], platform: Platform, version: OSVersion) -> String {
        JSONText.array(
            entries.map { entry in
                let lookup = entry.lookup(platform, version)
                var reason: String?
                var guessed = false
                switch lookup {
                case .backed: break
                case .guessed: guessed = true
                case .unavailable(let why): reason = why
                }
                return JSONText.object([
                    ("accessor", .string(entry.accessor)), ("platform", .string(platform.rawValue)),
                    ("version", .string(version.description)),
                    ("class", lookup.className.map { .string($0) } ?? .null), ("guessed", .bool(guessed)),
                    ("reason", reason.map { .string($0) } ?? .null),
                ])
            }
        ).rendered
    }

    static func json(_ entries: [ViewTypeEntry], platforms: [Platform]) -> String {
        JSONText.array(
            entries.map { entry in
                JSONText.object([
                    ("accessor", .string(entry.accessor)),
                    ("construct", .string(entry.construct)),
                    ("scope", .string(entry.defaultScope.description)),
                    (
                        "platforms",
                        .object(
                            platforms.compactMap { platform in
                                entry.support(on: platform).map { support in
                                    (
                                        platform.rawValue,
                                        JSONText.array(
                                            support.platform.knownVersions.map { version in
                                                JSONText.object([
                                                    ("version", .string(version.description)),
                                                    ("route", .string(support.route.rawValue)),
                                                    (
                                                        "class",
                                                        support.className(for: version).map { .string($0) } ?? .null
                                                    ),
                                                    (
                                                        "reason",
                                                        support.reason(for: version).map { .string($0) } ?? .null
                                                    ),
                                                    ("evidence", evidence(support, version)),
                                                ])
                                            })
                                    )
                                }
                            })
                    ),
                    ("note", .string(entry.note)),
                ])
            }
        ).rendered
    }
}
