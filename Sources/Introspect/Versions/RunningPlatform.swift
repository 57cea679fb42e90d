#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// The platform and OS version the app runs on, from an `#available` ladder rather than `ProcessInfo`: Mac
/// Catalyst reports the macOS version there, and macOS 26 reports 16 to apps built with older SDKs.
public enum RunningPlatform {
    /// The platform whose predicates apply (Mac Catalyst and visionOS's iPad apps take the iOS branch).
    public static var platform: Platform {
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

    /// The release line the app runs on.
    public static let version: OSVersion = {
        #if os(iOS) || os(tvOS)
        // One probe past the newest known version, so that an explicit `.v27` does not claim iOS 28.
        if #available(iOS 28, tvOS 28, *) { return OSVersion(28) }
        if #available(iOS 27, tvOS 27, *) { return OSVersion(27) }
        if #available(iOS 26, tvOS 26, *) { return OSVersion(26) }
        if #available(iOS 18, tvOS 18, *) { return OSVersion(18) }
        if #available(iOS 17, tvOS 17, *) { return OSVersion(17) }
        if #available(iOS 16, tvOS 16, *) { return OSVersion(16) }
        if #available(iOS 15, tvOS 15, *) { return OSVersion(15) }
        if #available(iOS 14, tvOS 14, *) { return OSVersion(14) }
        return OSVersion(13)
        #elseif os(visionOS)
        if #available(visionOS 28, *) { return OSVersion(28) }
        if #available(visionOS 27, *) { return OSVersion(27) }
        if #available(visionOS 26, *) { return OSVersion(26) }
        if #available(visionOS 2, *) { return OSVersion(2) }
        return OSVersion(1)
        #else
        if #available(macOS 28, *) { return OSVersion(28) }
        if #available(macOS 27, *) { return OSVersion(27) }
        if #available(macOS 26, *) { return OSVersion(26) }
        if #available(macOS 15, *) { return OSVersion(15) }
        if #available(macOS 14, *) { return OSVersion(14) }
        if #available(macOS 13, *) { return OSVersion(13) }
        if #available(macOS 12, *) { return OSVersion(12) }
        if #available(macOS 11, *) { return OSVersion(11) }
        if #available(macOS 10.15.4, *) { return OSVersion(10, 15, 4) }
        return OSVersion(10, 15)
        #endif
    }()
}
#endif
