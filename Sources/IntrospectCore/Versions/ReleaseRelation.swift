/// Where a release line stands relative to the running OS: the reference library's "condition" of a version
/// constant, which its predicates match on.
public enum ReleaseRelation: Hashable, Sendable {
    /// The running OS is a later release line.
    case past
    /// The running OS belongs to this release line.
    case current
    /// The running OS is an earlier release line.
    case future

    /// The relation of the release line `release` to the running release line `running` on one platform.
    ///
    /// A release line is its major version, except on macOS 10, whose lines are minor versions (10.15); a point
    /// release the catalog knows (macOS 10.15.4) is a line of its own *and* part of its parent line, so both
    /// `.v10_15` and `.v10_15_4` are current on macOS 10.15.4, as in the reference library.
    @_spi(Tooling) public static func of(_ release: OSVersion, running: OSVersion) -> ReleaseRelation {
        func line(_ version: OSVersion) -> OSVersion {
            version.major == 10 ? OSVersion(10, version.minor) : OSVersion(version.major)
        }
        let releaseLine = line(release)
        let runningLine = line(running)
        if releaseLine == runningLine { return running >= release ? .current : .future }
        return runningLine > releaseLine ? .past : .future
    }
}

extension ReleaseRelation {
    /// Whether a version constant with this relation activates an `.introspect`: a listed version (`.v17`) when
    /// the running OS is its release line; the lower bound of an open range (`.v17...`) when it is that line or a
    /// later one. ``VersionPredicate/firstActivating(count:asOpenRange:relation:)`` applies it.
    @_spi(Tooling) public func activates(asOpenRange openRange: Bool) -> Bool {
        self == .current || (openRange && self == .past)
    }
}
