@_spi(Tooling) import IntrospectCore

/// One class run of a view type on one platform: the class and the versions at which it backs the view there.
/// The sample calls and the behaviour scenarios are made for the same list, so that both sides of every class
/// change are compiled and run.
struct CatalogRun {
    /// The view type.
    let entry: ViewTypeEntry
    /// The view type on the run's platform.
    let support: PlatformSupport
    /// The platform class (`"UICollectionView"`).
    let className: String
    /// The versions a typed call names: the first of an open run, every version the class backs for a closed one.
    let versions: [OSVersion]
    /// Whether the call names an open range (`.v16...`).
    let isOpen: Bool

    /// The run's platform.
    var platform: Platform { support.platform }

    /// `ListTypeOniOSAsUICollectionView`: the suffix of the sample call's and the scenario's names.
    var name: String { "\(ViewTypeSourceGenerator.typeName(entry.accessor))On\(platform.rawValue)As\(className)" }

    /// The accessor as written in a call: `.list`, `.list(style: .insetGrouped)`.
    var accessorCall: String {
        let parts = ViewTypeSourceGenerator.parse(entry.accessor)
        return parts.argument.map { ".\(parts.base)(\($0.label): .\($0.value))" } ?? ".\(parts.base)"
    }

    /// The versions as a call lists them: `.v16...` or `.v13, .v14, .v15`.
    var versionList: String {
        guard let first = versions.first else { return "" }
        if isOpen { return ".\(ViewTypeSourceGenerator.constantName(first))..." }
        return versions.map { "." + ViewTypeSourceGenerator.constantName($0) }.joined(separator: ", ")
    }

    /// The versions for people: `iOS 16+`, `iOS 13–15`, `tvOS 16–17`, `macOS 10.15.4+`.
    var versionLabel: String {
        guard let first = versions.first, let last = versions.last else { return platform.rawValue }
        if isOpen { return "\(platform) \(first)+" }
        if versions.count == 1 { return "\(platform) \(first)" }
        let known = platform.knownVersions
        let contiguous =
            known.firstIndex(of: first).map { start in
                Array(known[start..<min(known.count, start + versions.count)]) == versions
            } ?? false
        return contiguous
            ? "\(platform) \(first)–\(last)" : "\(platform) " + versions.map(\.description).joined(separator: ", ")
    }

    /// `list · iOS 16+ · UICollectionView`: the scenario's name.
    var title: String { "\(entry.accessor) · \(versionLabel) · \(className)" }
}

extension ViewTypeSourceGenerator {
    /// Every catalog entry × platform × class run, in catalog order; a class named by several runs of one
    /// platform (main or alternative) is listed once, with every version it backs.
    static func catalogRuns() -> [CatalogRun] {
        var runs: [CatalogRun] = []
        for entry in ViewTypeCatalog.entries {
            for support in entry.platforms {
                var seen: [String] = []
                for run in support.classes + support.alternatives where !seen.contains(run.className) {
                    seen.append(run.className)
                    let isOpen = run.last == nil
                    let versions = isOpen ? [run.first] : versionsBacked(by: run.className, in: support)
                    runs.append(
                        CatalogRun(
                            entry: entry, support: support, className: run.className, versions: versions, isOpen: isOpen
                        ))
                }
            }
        }
        return runs
    }
}
