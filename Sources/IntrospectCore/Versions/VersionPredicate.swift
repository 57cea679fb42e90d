/// The OS versions an introspection is declared for on one platform: an explicit list (`.iOS(.v15, .v16)`) or an
/// open range (`.iOS(.v16...)`).
///
/// A listed version stands for its release line, by ``ReleaseRelation`` — the rule the Apple layer's version
/// constants apply on a device: `v17` matches 17.0 through 17.x; `v10_15` matches every macOS 10.15 update, 10.15.4
/// included (as swiftui-introspect's constant does), and `v10_15_4` matches 10.15.4 and later 10.15 updates. An open range is a promise about the *future*: it also matches
/// versions newer than any this library knows. The search is still by class, so when such a version no longer
/// backs the view with that class the result is nothing (or another object of the class) — ``match(_:)`` says
/// when a match came from the open end of a range, so diagnostics can mention it.
public struct VersionPredicate: Hashable, Sendable, CustomStringConvertible {
    /// How the versions are given.
    public enum Versions: Hashable, Sendable {
        /// These release lines exactly.
        case listed([OSVersion])
        /// This release line and every later one, known or not.
        case from(OSVersion)
    }

    /// The platform the versions are of.
    public let platform: Platform
    /// The versions covered.
    public let versions: Versions

    /// The release lines `versions`, exactly.
    public static func listed(_ platform: Platform, _ versions: [OSVersion]) -> VersionPredicate {
        VersionPredicate(platform: platform, versions: .listed(versions))
    }

    /// The release line `lowerBound` and every later one, including versions newer than this library knows.
    public static func from(_ platform: Platform, _ lowerBound: OSVersion) -> VersionPredicate {
        VersionPredicate(platform: platform, versions: .from(lowerBound))
    }

    /// A predicate covering `versions` of `platform`.
    public init(platform: Platform, versions: Versions) {
        self.platform = platform
        self.versions = versions
    }

    /// The predicate a call's versions make, from the release lines of those this library knows (in the call's
    /// order): an open range (`.v15...`) covers its lower bound and every later line, a list the lines it names;
    /// `nil` when the call names no known line (only versions marked unavailable, or newer than the catalog).
    package init?(platform: Platform, knownReleases releases: [OSVersion], asOpenRange: Bool) {
        guard let lowest = releases.first else { return nil }
        self.init(platform: platform, versions: asOpenRange ? .from(lowest) : .listed(releases))
    }

    /// How a running version relates to a predicate.
    public enum Match: Hashable, Sendable {
        /// The running version belongs to a listed or in-range known release line.
        case known(release: OSVersion)
        /// The running version is newer than every known one and an open range covers it: the class the view is
        /// expected to have there is a guess.
        case beyondKnownVersions
        /// The predicate does not cover the running version.
        case none
    }

    /// How `running` (a version of ``platform``) relates to this predicate.
    public func match(_ running: OSVersion) -> Match {
        // A compatibility version (iOS 19.0 on iOS 26, for an app built with an older SDK) is the release it stands for.
        let running = RunningVersion.releaseLine(observed: running, on: platform)
        let activated: Int?
        switch versions {
        case let .listed(listed):
            activated = Self.firstActivating(count: listed.count, asOpenRange: false) {
                ReleaseRelation.of(listed[$0], running: running)
            }
        case let .from(lowerBound):
            activated = Self.firstActivating(count: 1, asOpenRange: true) { _ in
                ReleaseRelation.of(lowerBound, running: running)
            }
        }
        guard activated != nil else { return .none }
        if let release = platform.release(containing: running) { return .known(release: release) }
        if case .from = versions, platform.isNewerThanKnown(running) { return .beyondKnownVersions }
        return .none
    }

    /// The one matching rule, for the versions of a call as the Apple layer's constants give them (by position,
    /// so that a body evaluation builds no array) and for a predicate's own versions alike: the first version that
    /// activates the call (``ReleaseRelation/activates(asOpenRange:)``) — its selector, if it declares one, is the
    /// one used — or `nil` when none does. A `nil` relation is a constant of another platform, or a custom version
    /// that declares no condition.
    @_spi(Tooling) public static func firstActivating(
        count: Int, asOpenRange openRange: Bool, relation: (Int) -> ReleaseRelation?
    ) -> Int? {
        (0..<count).first { relation($0)?.activates(asOpenRange: openRange) == true }
    }

    /// Whether this predicate covers `running` on `platform`.
    public func matches(_ running: OSVersion, on platform: Platform) -> Bool {
        guard platform == self.platform else { return false }
        return match(running) != .none
    }

    /// `"iOS 15, 16"` or `"iOS 16 and later"`.
    public var description: String {
        switch versions {
        case let .listed(listed): "\(platform) " + listed.map(\.description).joined(separator: ", ")
        case let .from(lowerBound): "\(platform) \(lowerBound) and later"
        }
    }

    /// Parses `"15, 16"` (a list) or `"16..."` (an open range) for `platform`.
    ///
    /// - Throws: ``OSVersionParseError`` for the first version that cannot be read.
    @_spi(Tooling) public static func parse(_ text: String, for platform: Platform) throws -> VersionPredicate {
        var trimmed = String(text.trimmingWhitespace())
        // The Swift spelling of a call: `.iOS(.v16, .v17)`, `.iOS(.v16...)`.
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let name = String(String(trimmed[..<open]).trimmingWhitespace().drop { $0 == "." })
            guard let named = Platform.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else {
                throw OSVersionParseError(input: text, column: 1, problem: .unknownPlatform(name))
            }
            guard named == platform else {
                throw OSVersionParseError(input: text, column: 1, problem: .otherPlatform(named, expected: platform))
            }
            trimmed = String(
                String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
                    .trimmingWhitespace())
        }
        if trimmed.hasSuffix("...") {
            return .from(platform, try Self.parseVersion(String(trimmed.dropLast(3))))
        }
        var listed: [OSVersion] = []
        for item in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            listed.append(try Self.parseVersion(String(item)))
        }
        return .listed(platform, listed)
    }

    /// `"16"`, `"10.15.4"`, or the Swift constant `.v16`, `.v10_15_4`.
    private static func parseVersion(_ text: String) throws -> OSVersion {
        let item = String(text.trimmingWhitespace())
        guard item.hasPrefix(".v") || item.hasPrefix("v") else { return try OSVersion.parse(item) }
        let digits = String(item.drop { $0 == "." }.dropFirst().map { $0 == "_" ? "." : $0 })
        return try OSVersion.parse(digits)
    }
}

extension VersionPredicate {
    /// Of several predicates (one per platform, as in `on: .iOS(.v15...), .macOS(.v12...)`), the first for
    /// `platform` that covers `running`, with how it matched.
    package static func firstMatch(
        _ predicates: [VersionPredicate],
        platform: Platform,
        running: OSVersion
    ) -> (predicate: VersionPredicate, match: VersionPredicate.Match)? {
        for predicate in predicates where predicate.platform == platform {
            let match = predicate.match(running)
            if match != .none { return (predicate, match) }
        }
        return nil
    }
}
