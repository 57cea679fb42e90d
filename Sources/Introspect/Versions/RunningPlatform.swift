#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// The platform and OS release line the app runs on, from an `#available` ladder rather than `ProcessInfo`:
/// Mac Catalyst reports the macOS version there. The ladder (`RunningVersionLadder.swift`) is generated from the
/// core's list of probes, compatibility versions included, and the core maps what it observes to a release line.
enum RunningPlatform {
    /// The platform whose predicates apply (Mac Catalyst and visionOS's iPad apps take the iOS branch).
    static var platform: Platform {
        #if os(iOS)
        return .iOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(visionOS)
        return .visionOS
        #else
        return .macOS
        #endif
    }

    /// The release line the app runs on: 26 on iOS 26, also for an app built with the iOS 18 SDK, which is told
    /// it runs iOS 19.
    static let version: OSVersion = RunningVersion.releaseLine(observed: observedVersion, on: platform)

    /// The platform and its release line, as diagnostics name them.
    static var running: PlatformOSVersion { PlatformOSVersion(platform: platform, version: version) }

    /// How the platform produces a frame, which decides where the modifier's searches run.
    static let frameGeneration: FrameGeneration = {
        #if targetEnvironment(macCatalyst)
        let isMacCatalyst = true
        #else
        let isMacCatalyst = false
        #endif
        return FrameGeneration.running(platform: platform, version: version, isMacCatalyst: isMacCatalyst)
    }()
}
#endif
