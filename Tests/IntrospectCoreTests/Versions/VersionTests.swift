@_spi(Tooling) import IntrospectCore
import Testing

@Suite("Versions")
struct VersionTests {
    @Test(
        arguments: [
            ("17.4", nil, OSVersion(17, 4)),
            ("iOS 26.1", Platform.iOS, OSVersion(26, 1)),
            ("macOS 10.15.4", .macOS, OSVersion(10, 15, 4)),
            ("  visionOS 2 ", .visionOS, OSVersion(2)),
            ("Mac Catalyst 17.4", .iOS, OSVersion(17, 4)),
            ("tvOS18", .tvOS, OSVersion(18)),
        ] as [(String, Platform?, OSVersion)])
    func parsesVersionsWithAndWithoutPlatform(text: String, platform: Platform?, version: OSVersion) throws {
        let parsed = try PlatformOSVersion.parse(text)
        #expect(parsed.platform == platform)
        #expect(parsed.version == version)
    }

    @Test(arguments: [
        ("", #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found nothing at column 1 of """#),
        ("iOS x", #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found "x" at column 5 of "iOS x""#),
        (
            "watchOS 10",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found "watchOS", which is not a platform (iOS, macOS, tvOS, visionOS) at column 1 of "watchOS 10""#
        ),
        (
            "17.",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found no number at column 4 of "17.""#
        ),
        (
            "10.15.4.1",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found more than three numbers at column 8 of "10.15.4.1""#
        ),
        (
            "17.4 beta",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found "beta" at column 6 of "17.4 beta""#
        ),
        (
            "macOS",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found no number at column 6 of "macOS""#
        ),
        (
            "99999999",
            #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4"; found a number too large for a version at column 1 of "99999999""#
        ),
    ])
    func badStringsThrowATypedErrorSayingWhatWasExpected(text: String, message: String) {
        #expect {
            try PlatformOSVersion.parse(text)
        } throws: { error in
            (error as? OSVersionParseError)?.description == message
        }
    }

    @Test func bareVersionRejectsAPlatformName() {
        #expect(throws: OSVersionParseError(input: "iOS 17", column: 1, problem: .unexpectedPlatform)) {
            try OSVersion.parse("iOS 17")
        }
        #expect((try? OSVersion.parse("10.15.4")) == OSVersion(10, 15, 4))
    }

    @Test func knownVersionListsJumpWhereThePlatformsDo() {
        #expect(Platform.iOS.knownVersions.map(\.description) == ["13", "14", "15", "16", "17", "18", "26", "27"])
        #expect(Platform.tvOS.knownVersions == Platform.iOS.knownVersions)
        #expect(
            Platform.macOS.knownVersions.map(\.description) == [
                "10.15", "10.15.4", "11", "12", "13", "14", "15", "26", "27",
            ])
        #expect(Platform.visionOS.knownVersions.map(\.description) == ["1", "2", "26", "27"])
    }

    @Test func runningVersionsBelongToTheirReleaseLine() {
        #expect(Platform.iOS.release(containing: OSVersion(17, 4)) == OSVersion(17))
        #expect(Platform.macOS.release(containing: OSVersion(10, 15, 3)) == OSVersion(10, 15))
        #expect(Platform.macOS.release(containing: OSVersion(10, 15, 7)) == OSVersion(10, 15, 4))
        #expect(Platform.iOS.release(containing: OSVersion(27, 2)) == OSVersion(27))
        #expect(Platform.iOS.release(containing: OSVersion(28)) == nil)
        #expect(Platform.iOS.release(containing: OSVersion(12, 4)) == nil)
    }

    /// A call's versions as a predicate: an open range from its lower bound, a list of the lines it names, none when
    /// it names no known line.
    @Test func aCallsKnownReleasesMakeItsPredicate() {
        let lines = [OSVersion(15), OSVersion(17)]
        #expect(
            VersionPredicate(platform: .iOS, knownReleases: lines, asOpenRange: false)
                == .listed(.iOS, lines))
        #expect(
            VersionPredicate(platform: .tvOS, knownReleases: [OSVersion(16)], asOpenRange: true)
                == .from(.tvOS, OSVersion(16)))
        #expect(VersionPredicate(platform: .macOS, knownReleases: [], asOpenRange: true) == nil)
        #expect(VersionPredicate(platform: .visionOS, knownReleases: [], asOpenRange: false) == nil)
    }

    @Test func listedVersionsMatchTheirReleaseLinesOnly() {
        let predicate = VersionPredicate.listed(.iOS, [OSVersion(15), OSVersion(16)])
        #expect(predicate.match(OSVersion(15, 2)) == .known(release: OSVersion(15)))
        #expect(predicate.match(OSVersion(16, 7, 1)) == .known(release: OSVersion(16)))
        #expect(predicate.match(OSVersion(17)) == .none)
        #expect(predicate.match(OSVersion(14, 8)) == .none)
        let catalina = VersionPredicate.listed(.macOS, [OSVersion(10, 15)])
        #expect(catalina.match(OSVersion(10, 15, 3)) == .known(release: OSVersion(10, 15)))
        // As the Apple layer's `.v10_15` constant (and swiftui-introspect's) on a device: every 10.15 update is
        // its line, 10.15.4 included; `.v10_15_4` starts at 10.15.4.
        #expect(catalina.match(OSVersion(10, 15, 4)) == .known(release: OSVersion(10, 15, 4)))
        #expect(catalina.match(OSVersion(10, 15, 7)) == .known(release: OSVersion(10, 15, 4)))
        #expect(catalina.match(OSVersion(11)) == .none)
        let catalinaUpdate = VersionPredicate.listed(.macOS, [OSVersion(10, 15, 4)])
        #expect(catalinaUpdate.match(OSVersion(10, 15, 2)) == .none)
        #expect(catalinaUpdate.match(OSVersion(10, 15, 6)) == .known(release: OSVersion(10, 15, 4)))
    }

    /// The core's predicate and the constants' rule (``ReleaseRelation``, a listed version activates when it is
    /// current, an open range when it is current or past) agree for every known version of every platform.
    @Test(arguments: Platform.allCases)
    func predicatesAgreeWithTheConstantsRule(platform: Platform) {
        let known = platform.knownVersions
        let runs = known + known.map { OSVersion($0.major, $0.minor, $0.patch + 1) }
        for listed in known {
            for running in runs {
                let relation = ReleaseRelation.of(listed, running: running)
                let listedMatch = VersionPredicate.listed(platform, [listed]).match(running) != .none
                let rangeMatch = VersionPredicate.from(platform, listed).match(running) != .none
                #expect(listedMatch == (relation == .current), "\(platform) \(listed) listed, running \(running)")
                #expect(rangeMatch == (relation != .future), "\(platform) \(listed)..., running \(running)")
            }
        }
    }

    @Test func openRangesCoverLaterAndUnknownVersions() {
        let predicate = VersionPredicate.from(.iOS, OSVersion(16))
        #expect(predicate.match(OSVersion(15, 9)) == .none)
        #expect(predicate.match(OSVersion(16)) == .known(release: OSVersion(16)))
        #expect(predicate.match(OSVersion(26, 1)) == .known(release: OSVersion(26)))
        #expect(predicate.match(OSVersion(28)) == .beyondKnownVersions)
        #expect(VersionPredicate.listed(.iOS, [OSVersion(27)]).match(OSVersion(28)) == .none)
    }

    @Test func theJumpFromEighteenToTwentySixIsOneStep() {
        // iOS 19–25 never existed: after .v18 the next known version is .v26.
        #expect(
            Platform.iOS.knownVersions.firstIndex(of: OSVersion(26))
                == Platform.iOS.knownVersions.firstIndex(of: OSVersion(18)).map { $0 + 1 })
        #expect(VersionPredicate.listed(.iOS, [OSVersion(18)]).match(OSVersion(26)) == .none)
        #expect(
            VersionPredicate.listed(.iOS, [OSVersion(18)]).match(OSVersion(18, 6)) == .known(release: OSVersion(18)))
        #expect(VersionPredicate.from(.iOS, OSVersion(18)).match(OSVersion(26, 1)) == .known(release: OSVersion(26)))
        #expect(
            VersionPredicate.listed(.iOS, [OSVersion(26)]).match(OSVersion(26, 2)) == .known(release: OSVersion(26)))
        #expect(VersionPredicate.from(.macOS, OSVersion(15)).match(OSVersion(26)) == .known(release: OSVersion(26)))
        #expect(VersionPredicate.from(.visionOS, OSVersion(2)).match(OSVersion(26)) == .known(release: OSVersion(26)))
    }

    @Test func predicatesApplyOnlyToTheirPlatform() {
        let predicates = [VersionPredicate.from(.iOS, OSVersion(15)), .listed(.macOS, [OSVersion(12), OSVersion(13)])]
        #expect(
            VersionPredicate.firstMatch(predicates, platform: .macOS, running: OSVersion(13, 3))?.predicate
                == predicates[1])
        #expect(VersionPredicate.firstMatch(predicates, platform: .macOS, running: OSVersion(14)) == nil)
        #expect(VersionPredicate.firstMatch(predicates, platform: .tvOS, running: OSVersion(17)) == nil)
        #expect(predicates[0].matches(OSVersion(17), on: .iOS))
        #expect(!predicates[0].matches(OSVersion(17), on: .tvOS))
    }

    @Test func predicatesParseListsAndOpenRanges() throws {
        #expect(try VersionPredicate.parse("15, 16", for: .iOS) == .listed(.iOS, [OSVersion(15), OSVersion(16)]))
        #expect(try VersionPredicate.parse("10.15.4...", for: .macOS) == .from(.macOS, OSVersion(10, 15, 4)))
        #expect(VersionPredicate.from(.iOS, OSVersion(16)).description == "iOS 16 and later")
        #expect(throws: OSVersionParseError.self) { try VersionPredicate.parse("15,,16", for: .iOS) }
    }

    @Test(arguments: [
        (Platform.iOS, OSVersion(19), OSVersion(26)), (.tvOS, 19, 26), (.macOS, 16, 26), (.visionOS, 3, 26),
        (.iOS, 18, 18), (.macOS, 15, 15), (.visionOS, 2, 2), (.iOS, 26, 26),
        (.macOS, OSVersion(10, 15, 4), OSVersion(10, 15, 4)),
    ])
    func compatibilityVersionsMapToTheReleaseTheyStandFor(platform: Platform, observed: OSVersion, release: OSVersion) {
        // An app built with the iOS 18 SDK on iOS 26 is told 19; macOS 26 says 16 (tvOS 19, visionOS 3: assumed).
        #expect(RunningVersion.releaseLine(observed: observed, on: platform) == release)
    }

    @Test(arguments: Platform.allCases)
    func theLadderProbesCompatibilityVersions(platform: Platform) throws {
        let probes = RunningVersion.probes(for: platform)
        let compatibility = try #require(RunningVersion.compatibilityVersion(of: OSVersion(26), on: platform))
        #expect(probes.contains(compatibility))
        #expect(probes == probes.sorted(by: >))
        #expect(probes.first == OSVersion(28))
        #expect(probes.last == platform.knownVersions.first)
    }
}

@Suite("Release relations")
struct ReleaseRelationTests {
    @Test(arguments: [
        (OSVersion(17), OSVersion(17), ReleaseRelation.current), (16, 17, .past), (18, 17, .future),
        (26, 26, .current), (26, 27, .past), (27, 28, .past),
        (OSVersion(10, 15), OSVersion(10, 15, 4), .current), (OSVersion(10, 15, 4), OSVersion(10, 15, 4), .current),
        (OSVersion(10, 15, 4), OSVersion(10, 15, 2), .future), (OSVersion(10, 15), OSVersion(11), .past),
    ])
    func releaseLinesRelateAsTheReferenceLibrarysConditions(
        release: OSVersion, running: OSVersion, relation: ReleaseRelation
    ) {
        #expect(ReleaseRelation.of(release, running: running) == relation)
    }

    /// What the Apple layer's `.iOS(…)` / `.macOS(…)` predicates do with their constants' relations: a listed
    /// version activates when current, an open range's bound when current or past; the first that does wins (its
    /// selector is used); constants of another platform (no relation) never do.
    @Test func theFirstActivatingVersionWins() {
        func first(_ relations: [ReleaseRelation?], asOpenRange openRange: Bool) -> Int? {
            VersionPredicate.firstActivating(count: relations.count, asOpenRange: openRange) { relations[$0] }
        }
        #expect(first([.future, .current, .current], asOpenRange: false) == 1)
        #expect(first([.past, .past], asOpenRange: false) == nil)
        #expect(first([.past], asOpenRange: true) == 0)
        #expect(first([.future], asOpenRange: true) == nil)
        #expect(first([nil, .current], asOpenRange: false) == 1)
        #expect(first([nil, nil], asOpenRange: true) == nil)
        #expect(first([], asOpenRange: false) == nil)
    }
}
