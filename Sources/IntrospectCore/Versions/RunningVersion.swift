/// How the Apple layer learns the OS release line it runs on: an `#available` ladder (not `ProcessInfo`: Mac
/// Catalyst reports the macOS version there), whose answers this maps to a release line.
///
/// Apps built with an SDK older than the 26 releases are told a *compatibility version* instead of 26:
/// macOS 26 reports 16.0 to them (the macOS Tahoe 26 release notes: "apps built with the macOS 15 SDK or
/// earlier" see 16.0, as Big Sur reported 10.16), and iOS 26 reports 19.0 to apps built with the iOS 18 SDK or
/// earlier (seen by users of the reference library, siteline/swiftui-introspect#456). tvOS 19 and visionOS 3 are the same rule
/// *assumed*, not documented: both platforms moved to 26 in the same release. `#available` answers from the
/// version reported, so the ladder probes the compatibility versions too and this maps them to 26.
@_spi(Tooling) public enum RunningVersion {
    /// The version a release line is reported as to apps built with older SDKs, if there is one.
    public static func compatibilityVersion(of release: OSVersion, on platform: Platform) -> OSVersion? {
        guard release == OSVersion(26) else { return nil }
        switch platform {
        case .iOS, .tvOS: return OSVersion(19)
        case .macOS: return OSVersion(16)
        case .visionOS: return OSVersion(3)
        }
    }

    /// The release line of the version `observed` by the ladder (or told by a user, "iOS 19.0"): a compatibility
    /// version — any version of its major number — maps to the release it stands for; any other version is its own.
    /// The one mapping: the library's ladder, version predicates and the command-line tool all read versions
    /// through it.
    public static func releaseLine(observed: OSVersion, on platform: Platform) -> OSVersion {
        for release in platform.knownVersions
        where compatibilityVersion(of: release, on: platform)?.major == observed.major {
            return release
        }
        return observed
    }

    /// The versions the ladder probes, newest first: one major version past the newest known (so that an
    /// explicit `.v27` does not claim version 28), every known version, and the compatibility versions.
    public static func probes(for platform: Platform) -> [OSVersion] {
        let known = platform.knownVersions
        let beyond = known.last.map { [OSVersion($0.major + 1)] } ?? []
        let compatibility = known.compactMap { compatibilityVersion(of: $0, on: platform) }
        return (beyond + known + compatibility).sorted(by: >)
    }
}
