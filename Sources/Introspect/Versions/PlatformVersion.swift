#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// Where a version constant stands relative to the running OS (`.past`, `.current`, `.future`): swiftui-introspect's
/// name for the core's ``ReleaseRelation``.
@_spi(Internals)
public typealias PlatformVersionCondition = ReleaseRelation

/// A release of one platform: `iOSVersion.v17`, `macOSVersion.v10_15_4`, … The four version types are generated
/// from the core's list of known versions (`PlatformVersionConstants.swift`).
public protocol PlatformVersion: Sendable {
    /// Where this release stands relative to the running OS; `nil` on another platform.
    @_spi(Internals) var condition: PlatformVersionCondition? { get }
}

extension PlatformVersion {
    /// Whether the running OS is this release.
    @_spi(Internals) public var isCurrent: Bool { condition == .current }

    /// Whether the running OS is this release or a later one.
    @_spi(Internals) public var isCurrentOrPast: Bool { condition == .current || condition == .past }

    /// No condition, for a conforming type that declares none.
    @_spi(Internals) public var condition: PlatformVersionCondition? { nil }
}

/// The versions of this library: a release line on a platform, from which diagnostics and the open-range checks
/// are made in the core.
protocol ReleaseLineVersion: PlatformVersion {
    /// The platform the type is for.
    static var platform: Platform { get }
    /// The release line, when known (`nil` for a value made with `init(condition:)`).
    var release: OSVersion? { get }
}

extension ReleaseLineVersion {
    /// The condition of `release` on the running OS: `nil` on another platform.
    static func condition(of release: OSVersion) -> PlatformVersionCondition? {
        guard RunningPlatform.platform == platform else { return nil }
        return ReleaseRelation.of(release, running: RunningPlatform.version)
    }
}
#endif
