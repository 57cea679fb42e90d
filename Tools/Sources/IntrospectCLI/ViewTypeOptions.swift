import ArgumentParser
@_spi(Tooling) import IntrospectCore

/// The options that name a view type and where it runs, shared by `catalog` and `explain`: `--view`, `--platform`,
/// `--os` and `--json`, validated once.
struct ViewTypeOptions: ParsableArguments {
    @Option(
        help: """
            A SwiftUI view type from the catalog: list, scrollView, textField, "list(style: .insetGrouped)", … \
            (SwiftUI's names work too: List, NavigationStack).
            """,
        completion: .list(ViewTypeCatalog.entries.map(\.accessor)))
    var view: String?

    @Option(help: "iOS, tvOS, macOS or visionOS.", completion: .list(Platform.allCases.map { "\($0)" }))
    var platform: String?

    @Option(help: "An OS version: \"iOS 17.4\", \"macOS 14\", or a bare version (\"16\") with --platform.")
    var os: String?

    @Flag(help: "Print JSON (a stable shape: every key always present, in a documented order).")
    var json = false

    /// What is wrong with these options, if anything: the usage error the commands throw from `run()`, or, with
    /// `--json`, the `error` a command prints in its usual JSON shape (`--json` always prints one object).
    var problem: String? {
        if let view, entries.isEmpty, ViewTypeCatalog.unbackedView(named: view) == nil {
            let suggestion = Self.suggestion(for: view).map { "; did you mean \($0)?" } ?? ""
            return "unknown view type \"\(view)\"\(suggestion) (`introspect catalog` lists the accessors)"
        }
        if let platform, Platform(name: platform) == nil {
            return "unknown platform \"\(platform)\"; use iOS, tvOS, macOS or visionOS"
        }
        do {
            if let version = try platformVersion(), let named = platform.flatMap(Platform.init(name:)),
                version.platform != named
            {
                return "--os \"\(os ?? "")\" names \(version.platform.map { "\($0)" } ?? "another platform"), not "
                    + "--platform \(named): pass one of them, or both for one platform"
            }
        } catch let error as ValidationError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// The accessor closest to a name that is none (`scrolView` → `scrollView`), if one is close.
    static func suggestion(for name: String) -> String? {
        let key = name.filter { !$0.isWhitespace }.lowercased().drop { $0 == "." }
        let accessors = ViewTypeCatalog.entries.flatMap { [$0.accessor] + $0.otherAccessors }
        let scored = accessors.map {
            ($0, editDistance(Array(key), Array($0.filter { !$0.isWhitespace }.lowercased())))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 4) else { return nil }
        return best.0
    }

    /// Levenshtein distance, in one row.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var row = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (left == right ? 0 : 1))
                previous = current
            }
        }
        return row[rhs.count]
    }

    /// The catalog entries named by `--view`: the one it spells, or every styled one of a view type the catalog
    /// only has with a style (`navigationView` stands for its `.stack` and `.columns` entries).
    var entries: [ViewTypeEntry] {
        view.map(ViewTypeCatalog.entries(named:)) ?? []
    }

    /// The platform named by `--platform`, or by `--os` when it names one.
    var namedPlatform: Platform? {
        platform.flatMap(Platform.init(name:)) ?? (try? platformVersion())?.platform
    }

    /// `--os` read as a version of a platform: `"iOS 17.4"`, or `"16"` with `--platform iOS`.
    func platformVersion() throws -> PlatformOSVersion? {
        guard let os else { return nil }
        let parsed: PlatformOSVersion
        do {
            parsed = try PlatformOSVersion.parse(os)
        } catch let error as OSVersionParseError {
            throw ValidationError(error.description)
        }
        if parsed.platform != nil { return parsed }
        guard let platform = platform.flatMap(Platform.init(name:)) else {
            throw ValidationError("--os needs a platform: \"iOS \(os)\", or --platform with \"\(os)\"")
        }
        do {
            return try PlatformOSVersion.parse("\(platform) \(os)")
        } catch let error as OSVersionParseError {
            throw ValidationError(error.description)
        }
    }
}
