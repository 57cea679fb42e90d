#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore

/// What the four per-platform version types share: a release line, or none for a constant declared
/// unavailable, ordered by version so that open ranges (`.v16...`) can be formed.
public protocol PlatformViewVersion: Comparable {
    /// The release line, or `nil` for a constant declared unavailable.
    var version: OSVersion? { get }
    /// A value for `version`.
    init(storing version: OSVersion?)
}

extension PlatformViewVersion {
    /// A constant for the release line `version`.
    public init(for version: OSVersion) { self.init(storing: version) }
    /// The value behind an unavailable constant (never reachable from user code).
    public static var unavailable: Self { Self(storing: nil) }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.version ?? OSVersion(0)) < (rhs.version ?? OSVersion(0)) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.version == rhs.version }
}

/// An iOS version at which `SwiftUIViewType` is backed by `PlatformSpecificEntity`:
/// `iOSViewVersion<ListType, UICollectionView>.v16`. The generated constants exist only for the versions the
/// catalog gives that class; the others are unavailable with the reason, so a wrong class is a compile error.
public struct iOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity>: PlatformViewVersion {
    public let version: OSVersion?
    public init(storing version: OSVersion?) { self.version = version }
}

/// A tvOS version at which `SwiftUIViewType` is backed by `PlatformSpecificEntity`.
public struct tvOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity>: PlatformViewVersion {
    public let version: OSVersion?
    public init(storing version: OSVersion?) { self.version = version }
}

/// A macOS version at which `SwiftUIViewType` is backed by `PlatformSpecificEntity` (`.v10_15_4` included).
public struct macOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity>: PlatformViewVersion {
    public let version: OSVersion?
    public init(storing version: OSVersion?) { self.version = version }
}

/// A visionOS version at which `SwiftUIViewType` is backed by `PlatformSpecificEntity`.
public struct visionOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity>: PlatformViewVersion {
    public let version: OSVersion?
    public init(storing version: OSVersion?) { self.version = version }
}

/// The platforms and versions an introspection is declared for: `.iOS(.v15, .v16)`, `.iOS(.v16...)`,
/// `.macOS(.v12...)`, `.tvOS(…)`, `.visionOS(…)`. The first one that covers the running OS activates the search.
public struct PlatformViewVersionPredicate<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity> {
    /// The predicate in the core's terms (which platform, which versions, open or not).
    public let predicate: VersionPredicate

    private init(_ predicate: VersionPredicate) { self.predicate = predicate }

    /// These iOS versions (Mac Catalyst included).
    public static func iOS(_ versions: iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(.listed(.iOS, versions.compactMap(\.version)))
    }

    /// This iOS version and every later one, known or not.
    public static func iOS(_ versions: PartialRangeFrom<iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>) -> Self {
        Self(.from(.iOS, versions.lowerBound.version ?? OSVersion(Int.max)))
    }

    /// These tvOS versions.
    public static func tvOS(_ versions: tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(.listed(.tvOS, versions.compactMap(\.version)))
    }

    /// This tvOS version and every later one, known or not.
    public static func tvOS(_ versions: PartialRangeFrom<tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>) -> Self {
        Self(.from(.tvOS, versions.lowerBound.version ?? OSVersion(Int.max)))
    }

    /// These macOS versions.
    public static func macOS(_ versions: macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(.listed(.macOS, versions.compactMap(\.version)))
    }

    /// This macOS version and every later one, known or not.
    public static func macOS(_ versions: PartialRangeFrom<macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>) -> Self {
        Self(.from(.macOS, versions.lowerBound.version ?? OSVersion(Int.max)))
    }

    /// These visionOS versions.
    public static func visionOS(_ versions: visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(.listed(.visionOS, versions.compactMap(\.version)))
    }

    /// This visionOS version and every later one, known or not.
    public static func visionOS(_ versions: PartialRangeFrom<visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>) -> Self {
        Self(.from(.visionOS, versions.lowerBound.version ?? OSVersion(Int.max)))
    }
}
#endif
