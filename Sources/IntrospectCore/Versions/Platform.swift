/// An Apple platform SwiftUI runs on. Mac Catalyst apps take the iOS branch.
public enum Platform: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// iOS and iPadOS, and Mac Catalyst apps.
    case iOS
    /// macOS (AppKit).
    case macOS
    /// tvOS.
    case tvOS
    /// visionOS.
    case visionOS

    public var description: String { rawValue }

    /// The platform called `name`, case-insensitively; accepts the spellings seen in dumps and tools
    /// (`"iPadOS"` and `"Mac Catalyst"` are iOS, `"OS X"` is macOS, `"xrOS"` is visionOS).
    @_spi(Tooling) public init?(name: String) {
        let key = name.lowercased().filter { !$0.isWhitespace }
        switch key {
        case "ios", "ipados", "maccatalyst", "catalyst": self = .iOS
        case "macos", "osx", "macosx": self = .macOS
        case "tvos": self = .tvOS
        case "visionos", "xros": self = .visionOS
        default: return nil
        }
    }

    /// The versions this library knows for the platform, oldest first.
    ///
    /// Version numbers jump (iOS 18 → 26), and macOS 10.15.4 changed enough SwiftUI internals to be a version of
    /// its own, so the list is data rather than a range of integers. A running version belongs to the greatest
    /// known version not above it (see ``release(containing:)``).
    @_spi(Tooling) public var knownVersions: [OSVersion] {
        switch self {
        case .iOS, .tvOS:
            (13...18).map { OSVersion($0) } + [OSVersion(26), OSVersion(27)]
        case .macOS:
            [OSVersion(10, 15), OSVersion(10, 15, 4)] + (11...15).map { OSVersion($0) } + [
                OSVersion(26), OSVersion(27),
            ]
        case .visionOS:
            [OSVersion(1), OSVersion(2), OSVersion(26), OSVersion(27)]
        }
    }

    /// The known version whose release line `version` belongs to: the greatest known version not above it,
    /// provided `version` is older than the next known version — or, for the newest known version, has the same
    /// major number.
    ///
    /// - Returns: `nil` for a version older than every known one or newer than the newest known major version.
    @_spi(Tooling) public func release(containing version: OSVersion) -> OSVersion? {
        let version = RunningVersion.releaseLine(observed: version, on: self)
        let known = knownVersions
        guard let index = known.lastIndex(where: { $0 <= version }) else { return nil }
        if index + 1 < known.count { return known[index] }
        return version.major == known[index].major ? known[index] : nil
    }

    /// Whether `version` is newer than every version this library knows for the platform.
    package func isNewerThanKnown(_ version: OSVersion) -> Bool {
        guard let newest = knownVersions.last else { return false }
        return version.major > newest.major
    }
}
