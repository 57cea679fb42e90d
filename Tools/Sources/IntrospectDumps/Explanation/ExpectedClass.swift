@_spi(Tooling) import IntrospectCore

/// What a search for a SwiftUI view type looks for in a dump: the class the catalog gives for the view on the
/// platform and OS, or why nothing backs the view there.
@_spi(Tooling) public enum ExpectedClass: Hashable, Sendable {
    /// Search for this class (`A|B` for either: a view whose class depends on the OS, or a view type named
    /// without its style).
    case search(String)
    /// No class backs the view there: why (`slider on visionOS 26: …`).
    case unbacked(String)

    /// The class to search for when asked for `view` (a catalog accessor: `list`, `scrollView`,
    /// `list(style: .insetGrouped)`), on `os` (`"iOS 17.4"`; a dump's stated OS when the user gave none), or on
    /// `platform`, or on the platform of `toolkit` when neither names one. With no OS, every class the view has on
    /// the platform (`UITableView|UICollectionView` for a List on iOS). A view type named without its style
    /// (`navigationView`) stands for all its styles. `nil` when the catalog has no such view type.
    public init?(view: String, os: String?, platform: Platform?, toolkit: Toolkit?) {
        let entries = ViewTypeCatalog.entries(named: view)
        let version = os.flatMap { try? PlatformOSVersion.parse($0) }
        let platform = version?.platform ?? platform ?? (toolkit == .appKit ? .macOS : .iOS)
        guard !entries.isEmpty else {
            // A common view with no platform object (`Text`): why, and what to use instead.
            guard let unbacked = ViewTypeCatalog.unbackedView(named: view) else { return nil }
            self = .unbacked(Self.sentence(unbacked, on: platform))
            return
        }
        var classes: [String] = []
        var reasons: [String] = []
        for entry in entries {
            if let running = version?.version {
                switch entry.lookup(platform, running) {
                case .backed(let className, _), .guessed(let className, _):
                    classes.append(className)
                case .unavailable(let reason):
                    // Before SwiftUI every style is unavailable for the same reason: say it of the view type once.
                    let subject =
                        entries.count > 1 && running < (platform.knownVersions.first ?? running)
                        ? view : entry.construct
                    reasons.append("\(subject) on \(platform) \(running): \(reason)")
                }
            } else if let support = entry.support(on: platform), !support.classes.isEmpty {
                classes += support.classes.map(\.className)
            } else {
                reasons.append(
                    entry.support(on: platform)?.platformReason
                        ?? "\(entry.construct) can't be introspected on \(platform)")
            }
        }
        var distinct: [String] = []
        for className in classes where !distinct.contains(className) { distinct.append(className) }
        guard !distinct.isEmpty else {
            var distinctReasons: [String] = []
            for reason in reasons where !distinctReasons.contains(reason) { distinctReasons.append(reason) }
            self = .unbacked(distinctReasons.joined(separator: "; "))
            return
        }
        self = .search(distinct.joined(separator: "|"))
    }

    /// What `introspect` says of a view no platform object stands behind, on `platform`.
    public static func sentence(_ view: UnbackedView, on platform: Platform) -> String {
        "\(view.construct) has no object to hand over on \(platform): \(view.reason(on: platform)); instead: \(view.instead)"
    }
}
