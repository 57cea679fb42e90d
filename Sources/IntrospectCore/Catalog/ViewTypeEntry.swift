/// What a run of the catalog, or a row of what cannot be introspected, rests on.
@_spi(Tooling) public enum CatalogEvidence: Hashable, Sendable {
    /// Seen in a recorded hierarchy: the fixture of the dump reader's tests (its three-digit number), the lines
    /// that show it, the OS it was recorded on, the class named there and, where the run relies on where it was
    /// printed, the line of the view it was printed under.
    case observed(fixture: String, lines: [Int], os: String, className: String, parentLine: Int? = nil)
    /// Not observed: an Apple documentation page, and a sentence of it that names the class or property relied on.
    case documented(url: String, quote: String)
    /// Not observed: what SwiftUI's documented behaviour or the API's shape says.
    case argued(String)

    /// Whether the evidence is an observation.
    public var isObservation: Bool {
        if case .observed = self { true } else { false }
    }
}

/// The class backing a view type on one platform for a run of OS versions.
@_spi(Tooling) public struct BackingClass: Hashable, Sendable {
    /// The platform class name (`"UICollectionView"`).
    public let className: String
    /// The first known version of the run.
    public let first: OSVersion
    /// The last known version of the run; `nil` means "through the newest known version".
    public let last: OSVersion?
    /// For an alternative class (a subclass the object may be, ``PlatformSupport/alternatives``): the last known
    /// version whose constant is declared `@_disfavoredOverload`, so that a closure without a type annotation
    /// infers the main class. `nil` for a main class.
    public let disfavoredThrough: OSVersion?
    /// What the run rests on: observations, or the documentation relied on where it was not observed. Runs of the
    /// reference library's view types rest on its table and have none here.
    public let evidence: [CatalogEvidence]

    /// A run of `className` from `first` through `last` (or through the newest known version).
    public init(
        _ className: String, from first: OSVersion, through last: OSVersion? = nil, disfavoredThrough: OSVersion? = nil,
        evidence: [CatalogEvidence] = []
    ) {
        self.className = className
        self.first = first
        self.last = last
        self.disfavoredThrough = disfavoredThrough
        self.evidence = evidence
    }

    /// Whether the constant for `version` is declared `@_disfavoredOverload`.
    public func isDisfavored(at version: OSVersion) -> Bool {
        disfavoredThrough.map { version <= $0 } ?? false
    }

    /// Whether the run covers the known version `version`.
    public func covers(_ version: OSVersion) -> Bool {
        version >= first && (last.map { version <= $0 } ?? true)
    }
}

/// What one platform does with a view type: the backing classes by version, how the target is reached, and
/// why the other known versions (or the whole platform) are not backed.
@_spi(Tooling) public struct PlatformSupport: Hashable, Sendable {
    /// The platform this support is for.
    public let platform: Platform
    /// Runs of versions and their class, oldest first; empty when the platform has no such view.
    public let classes: [BackingClass]
    /// How the target is reached on this platform (SwiftUI builds some views differently per platform).
    public let route: TargetRoute
    /// Subclasses the object is on some versions, which a call may name instead of the main class
    /// (`UISheetPresentationController` for a sheet from iOS 15). The object is handed over when it is one.
    public let alternatives: [BackingClass]
    /// Why a known version outside every run is not backed (`{version}` stands for the version), where SwiftUI does
    /// not have the construct.
    public let unavailableReason: String
    /// The first version at which SwiftUI has the construct on this platform, when the catalog knows it: from it on,
    /// a version outside every run is one where SwiftUI draws the construct itself.
    public let swiftUISince: OSVersion?
    /// Why such a version is not backed (`{version}` stands for the version).
    public let unbackedReason: String

    /// Support on `platform` by `classes`, reached by `route`, with `reason` (which may hold `{version}`) for
    /// the other versions — or, from `swiftUISince`, `unbacked`.
    public init(
        _ platform: Platform,
        _ classes: [BackingClass],
        alternatives: [BackingClass] = [],
        route: TargetRoute = .view,
        unavailable reason: String,
        swiftUISince: OSVersion? = nil,
        unbacked: String? = nil
    ) {
        self.platform = platform
        self.classes = classes
        self.alternatives = alternatives
        self.route = route
        self.unavailableReason = reason
        self.swiftUISince = swiftUISince
        self.unbackedReason = unbacked ?? reason
    }

    /// The class for the known release line `version`, if backed.
    public func className(for version: OSVersion) -> String? {
        classes.first { $0.covers(version) }?.className
    }

    /// Why `version` is not backed, or `nil` when it is.
    public func reason(for version: OSVersion) -> String? {
        guard className(for: version) == nil else { return nil }
        let template = swiftUISince.map { version >= $0 } == true ? unbackedReason : unavailableReason
        return template.replacingVersion(with: "\(platform) \(version)")
    }

    /// Why the view type has no class on this platform at all (the reason with the platform's name for
    /// `{version}`), or `nil` when some version is backed.
    public var platformReason: String? {
        guard classes.isEmpty else { return nil }
        return (swiftUISince == nil ? unavailableReason : unbackedReason).replacingVersion(with: platform.description)
    }

    /// The known versions this platform backs.
    public var backedVersions: [OSVersion] {
        platform.knownVersions.filter { className(for: $0) != nil }
    }
}

/// One SwiftUI view type in the catalog: how to name it, what it is, where the search looks, and its class per
/// platform and OS version.
@_spi(Tooling) public struct ViewTypeEntry: Hashable, Sendable {
    /// The accessor as written in `.introspect(…)`: `"list"`, `"list(style: .insetGrouped)"`,
    /// `"textField(axis: .vertical)"`.
    public let accessor: String
    /// Other accessors for the same view type (`"list(style: .plain)"` for `"list"`).
    public let otherAccessors: [String]
    /// The SwiftUI construct it stands for (`"List"`, `".listStyle(.insetGrouped)"`).
    public let construct: String
    /// Where the search looks by default.
    public let defaultScope: IntrospectionScope
    /// Classes whose instances belong to another control and are never this view type's target (a text field's
    /// `UIFieldEditor` is a `UIScrollView`, but not a `ScrollView`'s).
    package let excludedClassNames: [String]
    /// Classes whose scroll view is never this view type's target: a scroll view whose document view (its clip
    /// view's child) is one of these belongs to that control (a macOS `TextEditor` is an `NSScrollView` around an
    /// `NSTextView`).
    package let excludedDocumentClassNames: [String]
    /// Support per platform, in the order iOS, tvOS, macOS, visionOS; a platform may be missing.
    public let platforms: [PlatformSupport]
    /// Facts a user should know (the source of a class change, a caveat).
    public let note: String

    /// An entry; `platforms` lists the support per platform.
    public init(
        _ accessor: String,
        also otherAccessors: [String] = [],
        construct: String,
        scope: IntrospectionScope = .receiver,
        excluding excludedClassNames: [String] = [],
        excludingScrollViewsOf excludedDocumentClassNames: [String] = [],
        note: String = "",
        _ platforms: [PlatformSupport]
    ) {
        self.excludedDocumentClassNames = excludedDocumentClassNames
        self.accessor = accessor
        self.otherAccessors = otherAccessors
        self.construct = construct
        self.defaultScope = scope
        self.excludedClassNames = excludedClassNames
        self.note = note
        self.platforms = platforms
    }

    /// The support on `platform`, if the view type exists there.
    public func support(on platform: Platform) -> PlatformSupport? {
        platforms.first { $0.platform == platform }
    }

    /// How the target is reached on `platform` (``TargetRoute/view`` where the view type does not exist).
    public func route(on platform: Platform) -> TargetRoute {
        support(on: platform)?.route ?? .view
    }

    /// The class backing the view type on `platform` at the running version `version` (any version of a known
    /// release line), or why there is none.
    public func lookup(_ platform: Platform, _ version: OSVersion) -> CatalogLookup {
        guard let support = support(on: platform) else {
            return .unavailable(reason: "\(construct) can't be introspected on \(platform)")
        }
        guard let release = platform.release(containing: version) else {
            if platform.isNewerThanKnown(version), let last = platform.knownVersions.last,
                let className = support.className(for: last)
            {
                return .guessed(className: className, newestKnown: last)
            }
            if let first = platform.knownVersions.first, version < first {
                // Dumps from before SwiftUI are real (UIKit apps paste them too): say why no view type applies.
                return .unavailable(
                    reason: "\(platform) \(version) predates SwiftUI (\(platform) \(first) is its first release)")
            }
            return .unavailable(reason: "\(platform) \(version) is not a known version")
        }
        if let className = support.className(for: release) { return .backed(className: className, release: release) }
        return .unavailable(reason: support.reason(for: release) ?? "")
    }
}

/// The answer to "which class backs this view here".
@_spi(Tooling) public enum CatalogLookup: Hashable, Sendable {
    /// Backed by `className` on the known release line `release`.
    case backed(className: String, release: OSVersion)
    /// Newer than every known version: the class of the newest known one, which may no longer be right.
    case guessed(className: String, newestKnown: OSVersion)
    /// Not backed, with the reason.
    case unavailable(reason: String)

    /// The class, when there is one (backed or guessed).
    public var className: String? {
        switch self {
        case let .backed(className, _), let .guessed(className, _): className
        case .unavailable: nil
        }
    }
}

extension String {
    /// This text with every `{version}` replaced (no Foundation; `firstRange(of:)` needs iOS 16).
    func replacingVersion(with version: String) -> String {
        let placeholder = "{version}"
        var result = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(placeholder) {
                result += version
                index = self.index(index, offsetBy: placeholder.count)
            } else {
                result.append(self[index])
                index = self.index(after: index)
            }
        }
        return result
    }
}
