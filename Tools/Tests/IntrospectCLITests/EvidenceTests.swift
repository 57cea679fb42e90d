import DumpFixtures
import Foundation
@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation
import Testing

/// What the catalog's runs beyond the reference rest on, checked: every observation is in its fixture, at the cited
/// lines and in the cited relation; every run not observed cites Apple's page and a sentence naming what it relies on.
@Suite("Evidence of the catalog")
struct EvidenceTests {
    /// The runs that cite evidence, as `accessor · platform · class`.
    static let citingRuns: [(name: String, run: BackingClass)] = ViewTypeCatalog.entries.flatMap { entry in
        entry.platforms.flatMap { support in
            support.classes.filter { !$0.evidence.isEmpty }.map {
                ("\(entry.accessor) · \(support.platform) · \($0.className)", $0)
            }
        }
    }

    @Test func theRunsBeyondTheReferenceAllCiteEvidence() {
        let beyond: Set = [
            "refreshControl", "navigationBar", "navigationItem", "searchController", "searchToolbarItem", "toolbar",
        ]
        for entry in ViewTypeCatalog.entries where beyond.contains(entry.accessor) {
            for support in entry.platforms {
                for run in support.classes {
                    #expect(!run.evidence.isEmpty, "\(entry.accessor) on \(support.platform) cites nothing")
                }
            }
        }
        #expect(Self.citingRuns.count == 13)
    }

    @Test func everyCitedObservationAndPageHolds() throws {
        for (name, run) in Self.citingRuns {
            for evidence in run.evidence { try Self.check(evidence, of: name) }
            // Observed or not, a run names its class in what it cites.
            #expect(
                run.evidence.contains { evidence in
                    switch evidence {
                    case let .observed(_, _, _, className, _):
                        className == run.className
                            || className.hasSuffix(
                                String(run.className.dropFirst(2)))
                    case let .documented(_, quote): quote.contains(run.className) || quote.contains(".")
                    case .argued: false
                    }
                }, "\(name)")
        }
    }

    /// One piece of evidence of `name`: an observation is on its lines (and, where the reader builds a tree, a node
    /// of the class under the cited parent); a page is Apple's, with a sentence that starts by naming the class or
    /// property (`UIScrollView.refreshControl: …`).
    static func check(_ evidence: CatalogEvidence, of name: String) throws {
        switch evidence {
        case let .observed(fixture, lines, _, className, parentLine):
            let text = try Fixture.text(fixture)
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.isEmpty, "\(name)")
            for line in lines {
                guard line <= textLines.count else {
                    Issue.record("fixture \(fixture) has no line \(line)")
                    continue
                }
                #expect(
                    textLines[line - 1].contains(className), "fixture \(fixture) line \(line) names no \(className)")
            }
            guard let dump = try? HierarchyDump(parsing: text) else {
                #expect(parentLine == nil, "\(name): fixture \(fixture) is read as no tree, so no relation holds")
                return
            }
            let nodes = dump.allNodes.filter { $0.sourceLine.map(lines.contains) == true }
            for node in nodes {
                let printed: String = node.className
                #expect(ClassName.baseName(printed) == className, "fixture \(fixture): \(printed)")
            }
            if let parentLine {
                #expect(!nodes.isEmpty, "\(name): fixture \(fixture) builds no node on lines \(lines)")
                for node in nodes {
                    #expect(
                        node.parent?.sourceLine == parentLine,
                        "\(name): fixture \(fixture) line \(node.sourceLine ?? 0) is not under line \(parentLine)")
                }
            }
        case let .documented(url, quote):
            #expect(url.hasPrefix("https://developer.apple.com/documentation/"), "\(name): \(url)")
            let named = quote.prefix { $0 != ":" }
            #expect(
                (named.hasPrefix("UI") || named.hasPrefix("NS")) && named.count < quote.count,
                "\(name): the quote names no class or property first: \(quote)")
            #expect(quote.hasSuffix("."), "\(name): not a sentence: \(quote)")
        case let .argued(text):
            #expect(!text.isEmpty, "\(name)")
        }
    }
}
