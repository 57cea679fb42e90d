#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// A version at which `SwiftUIViewType` is backed by `PlatformSpecificEntity` on one platform:
/// `iOSViewVersion<ListType, UICollectionView>.v16`. The generated constants exist for the versions the catalog
/// gives that class; the others are unavailable with the reason, so a wrong class is a compile error.
///
/// A custom view type declares its own constants, optionally with a selector:
///
/// ```swift
/// @_spi(Advanced) import Introspect
/// import UIKit
///
/// /// A text field of the app's own view.
/// struct MyFieldType: IntrospectableViewType {}
///
/// extension iOSViewVersion<MyFieldType, UITextField> {
///     static let v17 = Self(for: .v17)
///     static let v18 = Self(for: .v18, selector: .from(UIView.self) { $0.subviews.first as? UITextField })
/// }
/// ```
@MainActor
public enum PlatformViewVersion<
    Version: PlatformVersion, SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
>: Sendable {
    /// Backed at `Version`, found by the selector (or by the view type's default).
    @_spi(Internals) case available(Version, IntrospectionSelector<PlatformSpecificEntity>?)
    /// Not backed: never matches.
    @_spi(Internals) case unavailable

    /// A constant for `version`, found by `selector` (by default, the view type's catalog route or the first
    /// object of the class between the markers).
    @_spi(Advanced)
    public init(for version: Version, selector: IntrospectionSelector<PlatformSpecificEntity>? = nil) {
        self = .available(version, selector)
    }

    /// The value behind a constant that should have been declared unavailable; debug builds say where.
    @_spi(Advanced)
    public static func unavailable(file: StaticString = #file, line: UInt = #line) -> Self {
        #if DEBUG
        let site = CallSite(fileID: file, line: line)
        IntrospectionSettings.report(at: site, when: true) { .constantNotMarkedUnavailable(location: "\(site)") }
        #endif
        return .unavailable
    }

    var version: Version? {
        guard case let .available(version, _) = self else { return nil }
        return version
    }

    var selector: IntrospectionSelector<PlatformSpecificEntity>? {
        guard case let .available(_, selector) = self else { return nil }
        return selector
    }

    nonisolated var release: OSVersion? {
        guard case let .available(version, _) = self else { return nil }
        return (version as? any ReleaseLineVersion)?.release
    }
}

extension PlatformViewVersion: Comparable {
    /// Versions compare by release line, so that `.v16...` forms an open range.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.release == rhs.release
    }

    public nonisolated static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.release ?? OSVersion(0)) < (rhs.release ?? OSVersion(0))
    }
}

/// An iOS version (Mac Catalyst included) at which a view type is backed by a class.
public typealias iOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity> =
    PlatformViewVersion<iOSVersion, SwiftUIViewType, PlatformSpecificEntity>
/// A tvOS version at which a view type is backed by a class.
public typealias tvOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity> =
    PlatformViewVersion<tvOSVersion, SwiftUIViewType, PlatformSpecificEntity>
/// A macOS version at which a view type is backed by a class.
public typealias macOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity> =
    PlatformViewVersion<macOSVersion, SwiftUIViewType, PlatformSpecificEntity>
/// A visionOS version at which a view type is backed by a class.
public typealias visionOSViewVersion<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity> =
    PlatformViewVersion<visionOSVersion, SwiftUIViewType, PlatformSpecificEntity>

/// The platforms and versions an introspection is declared for: `.iOS(.v15, .v16)`, `.macOS(.v12)`,
/// `.tvOS(…)`, `.visionOS(…)`; with `@_spi(Advanced) import Introspect`, open ranges such as `.iOS(.v16...)`.
/// The first predicate that covers the running OS activates the search.
@MainActor
public struct PlatformViewVersionPredicate<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> {
    /// Whether a listed version covers the running OS.
    let matches: Bool
    /// The selector of the version that matched, if it declares one.
    let selector: IntrospectionSelector<PlatformSpecificEntity>?
    /// The listed versions' release lines, and whether they form an open range: kept as given (the array the call
    /// passed), so that a body evaluation makes no predicate; diagnostics make one (``predicate``).
    private let releases: Releases

    private enum Releases {
        case iOS([iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>], openRange: Bool)
        case tvOS([tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>], openRange: Bool)
        case macOS([macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>], openRange: Bool)
        case visionOS([visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>], openRange: Bool)
    }

    private init<Version: ReleaseLineVersion>(
        _ versions: [PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity>],
        openRange: Bool,
        releases: Releases
    ) {
        // The rule is the core's (`VersionPredicate.firstActivating`); here each constant only says where it stands.
        let matching = VersionPredicate.firstActivating(count: versions.count, asOpenRange: openRange) {
            versions[$0].version?.condition
        }.map { versions[$0] }
        matches = matching != nil
        selector = matching?.selector
        self.releases = releases
    }

    /// The predicate in the core's terms, for diagnostics (`nil` when no version is a known release line).
    var predicate: VersionPredicate? {
        switch releases {
        case let .iOS(versions, openRange): Self.predicate(versions, openRange: openRange)
        case let .tvOS(versions, openRange): Self.predicate(versions, openRange: openRange)
        case let .macOS(versions, openRange): Self.predicate(versions, openRange: openRange)
        case let .visionOS(versions, openRange): Self.predicate(versions, openRange: openRange)
        }
    }

    private static func predicate<Version: ReleaseLineVersion>(
        _ versions: [PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity>], openRange: Bool
    ) -> VersionPredicate? {
        VersionPredicate(
            platform: Version.platform, knownReleases: versions.compactMap(\.release), asOpenRange: openRange)
    }

    /// These iOS versions (Mac Catalyst included).
    public static func iOS(_ versions: iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions, openRange: false, releases: .iOS(versions, openRange: false))
    }

    /// This iOS version and every later one, known or not.
    @_spi(Advanced)
    public static func iOS(_ versions: PartialRangeFrom<iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>)
        -> Self
    {
        Self([versions.lowerBound], openRange: true, releases: .iOS([versions.lowerBound], openRange: true))
    }

    /// These tvOS versions.
    public static func tvOS(_ versions: tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions, openRange: false, releases: .tvOS(versions, openRange: false))
    }

    /// This tvOS version and every later one, known or not.
    @_spi(Advanced)
    public static func tvOS(_ versions: PartialRangeFrom<tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>)
        -> Self
    {
        Self([versions.lowerBound], openRange: true, releases: .tvOS([versions.lowerBound], openRange: true))
    }

    /// These macOS versions.
    public static func macOS(_ versions: macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions, openRange: false, releases: .macOS(versions, openRange: false))
    }

    /// This macOS version and every later one, known or not.
    @_spi(Advanced)
    public static func macOS(_ versions: PartialRangeFrom<macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>)
        -> Self
    {
        Self([versions.lowerBound], openRange: true, releases: .macOS([versions.lowerBound], openRange: true))
    }

    /// These visionOS versions.
    public static func visionOS(_ versions: visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions, openRange: false, releases: .visionOS(versions, openRange: false))
    }

    /// This visionOS version and every later one, known or not.
    @_spi(Advanced)
    public static func visionOS(
        _ versions: PartialRangeFrom<visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    ) -> Self {
        Self([versions.lowerBound], openRange: true, releases: .visionOS([versions.lowerBound], openRange: true))
    }
}
#endif
