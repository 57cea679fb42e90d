@_spi(Tooling) import IntrospectCore

/// The "What cannot be introspected" article of the Introspect catalog, from `ViewTypeCatalog.unbacked`: the rows
/// `introspect catalog --view NAME` answers from, so the two never disagree.
enum UnbackedArticleGenerator {
    static func article() -> String {
        var lines = [
            "# What cannot be introspected",
            "",
            "Common SwiftUI views with no UIKit or AppKit object to hand over, and what to use instead.",
            "",
            "## Overview",
            "",
            "SwiftUI draws many views itself, or lays them out without a view of their own. For these there is no",
            "view type: `.introspect` cannot name them, and `introspect catalog --view NAME` prints the row below and",
            "exits 1. \"Observed\" cites a recorded hierarchy among the dump reader's fixtures",
            "(`Tools/Tests/IntrospectDumpsTests/Fixtures`, by number, with its lines and OS); \"argued\" says what the",
            "reason rests on when no recording shows it.",
            "",
            "This file is generated from `ViewTypeCatalog.unbacked` by `swift run --package-path Tools"
                + " generate-from-catalog`.",
            "",
        ]
        for view in ViewTypeCatalog.unbacked {
            lines += ["### \(view.construct)", "", "`introspect catalog --view \(view.name)`", ""]
            lines.append("- Why: \(view.reason).")
            for platform in Platform.allCases {
                if let reason = view.platformReasons[platform] { lines.append("- On \(platform): \(reason).") }
            }
            lines.append("- Instead: \(view.instead).")
            for evidence in view.evidence {
                switch evidence {
                case let .observed(fixture, lines: numbers, os, className, _):
                    let where_ = numbers.map(String.init).joined(separator: ", ")
                    lines.append("- Observed: `\(className)`, fixture \(fixture), line \(where_) (\(os)).")
                case let .documented(url, quote):
                    lines.append("- Documented: \(quote) (\(url))")
                case let .argued(text):
                    lines.append("- Argued: \(text)")
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
