@_spi(Tooling) import IntrospectCore
import Testing

@Suite("Catalog")
struct CatalogTests {
    /// The reference's 52 view types, and the ones beyond it (the refresh control, the navigation bar and item, the
    /// search controller and toolbar item, the toolbar), each once.
    @Test func hasTheReferencesViewTypesAndOursOnceEach() {
        #expect(ViewTypeCatalog.entries.count == 58)
        #expect(Set(ViewTypeCatalog.entries.map(\.accessor)).count == 58)
    }

    /// The runs beyond the reference cite what they rest on: an observation, or a documentation page and a sentence
    /// of it that names the class or property.
    @Test func everyRunBeyondTheReferenceCitesEvidence() {
        let beyond = [
            "refreshControl", "navigationBar", "navigationItem", "searchController", "searchToolbarItem", "toolbar",
        ]
        for accessor in beyond {
            guard let entry = ViewTypeCatalog.entry(named: accessor) else {
                Issue.record("no \(accessor)")
                continue
            }
            for support in entry.platforms {
                for run in support.classes {
                    #expect(!run.evidence.isEmpty, "\(accessor) on \(support.platform) cites nothing")
                    for case let .documented(url, quote) in run.evidence {
                        #expect(url.hasPrefix("https://developer.apple.com/documentation/"), "\(url)")
                        let property = quote.split(separator: ":").first.map(String.init) ?? ""
                        #expect(
                            property.hasPrefix("UI") || property.hasPrefix("NS"),
                            "\(accessor): the quote names no class or property: \(quote)")
                    }
                }
            }
        }
    }

    @Test func everyKnownVersionHasExactlyOneClassOrAReason() {
        for entry in ViewTypeCatalog.entries {
            for support in entry.platforms {
                for version in support.platform.knownVersions {
                    let covering = support.classes.filter { $0.covers(version) }
                    #expect(covering.count <= 1, "\(entry.accessor) overlaps on \(support.platform) \(version)")
                    if covering.isEmpty {
                        let reason = support.reason(for: version) ?? ""
                        #expect(
                            !reason.isEmpty && !reason.contains("{version}"),
                            "\(entry.accessor) has no reason on \(support.platform) \(version)")
                    }
                }
            }
        }
    }

    @Test func runsUseKnownVersionsInOrderWithoutGaps() {
        for entry in ViewTypeCatalog.entries {
            for support in entry.platforms {
                let known = support.platform.knownVersions
                for run in support.classes {
                    #expect(
                        known.contains(run.first),
                        "\(entry.accessor): \(run.first) is not a known \(support.platform) version")
                    if let last = run.last {
                        #expect(known.contains(last) && run.first <= last, "\(entry.accessor): bad run end \(last)")
                    }
                }
                // The backed versions form one contiguous block of the known list.
                let backed = known.indices.filter { support.className(for: known[$0]) != nil }
                if let first = backed.first, let last = backed.last {
                    #expect(backed == Array(first...last), "\(entry.accessor) has a gap on \(support.platform)")
                }
            }
        }
    }

    @Test func everyEntryIsBackedSomewhereExceptTheRemovedOne() {
        let unbacked = ViewTypeCatalog.entries.filter { $0.platforms.allSatisfy(\.classes.isEmpty) }.map(\.accessor)
        #expect(unbacked == ["signInWithAppleButton"])
    }

    @Test func aNameTheTableOnlyHasWithAStyleStandsForEveryStyle() {
        #expect(
            ViewTypeCatalog.entries(named: "navigationView").map(\.accessor) == [
                "navigationView(style: .columns)", "navigationView(style: .stack)",
            ])
        #expect(
            ViewTypeCatalog.entries(named: " .picker ").map(\.accessor) == [
                "picker(style: .menu)", "picker(style: .segmented)", "picker(style: .wheel)",
            ])
        // A name the table has is that entry alone, with or without the leading dot calls write.
        #expect(ViewTypeCatalog.entries(named: ".list").map(\.accessor) == ["list"])
        #expect(ViewTypeCatalog.entries(named: "navigationStack").map(\.accessor) == ["navigationStack"])
        // Not a prefix match: `navigation` is no view type, nor is an unknown style.
        #expect(ViewTypeCatalog.entries(named: "navigation").isEmpty)
        #expect(ViewTypeCatalog.entries(named: "navigationView(style: .sidebar)").isEmpty)
        #expect(ViewTypeCatalog.entries(named: "").isEmpty)
    }

    @Test func theClassChangesThatMatter() {
        let list = ViewTypeCatalog.entry(named: "list")!
        #expect(list.lookup(.iOS, OSVersion(15, 8)) == .backed(className: "UITableView", release: OSVersion(15)))
        #expect(list.lookup(.iOS, OSVersion(16)) == .backed(className: "UICollectionView", release: OSVersion(16)))
        #expect(list.lookup(.tvOS, OSVersion(17)).className == "UITableView")
        #expect(ViewTypeCatalog.entry(named: "form")!.lookup(.iOS, OSVersion(16, 4)).className == "UICollectionView")
        #expect(
            ViewTypeCatalog.entry(named: "textField(axis: .vertical)")!.lookup(.iOS, OSVersion(17)).className
                == "UITextView")
        #expect(
            ViewTypeCatalog.entry(named: "textField(axis:.vertical)")!.lookup(.tvOS, OSVersion(17)).className
                == "UITextField")

        let split = ViewTypeCatalog.entry(named: "navigationSplitView")!
        #expect(split.lookup(.tvOS, OSVersion(17)).className == "UINavigationController")
        #expect(
            split.lookup(.tvOS, OSVersion(18))
                == .unavailable(reason: "NavigationSplitView isn't backed by UIKit on tvOS 18 (only on tvOS 16 and 17)")
        )

        let buttonToggle = ViewTypeCatalog.entry(named: "toggle(style: .button)")!
        #expect(buttonToggle.lookup(.macOS, OSVersion(15)).className == "NSButton")
        #expect(
            buttonToggle.lookup(.macOS, OSVersion(26))
                == .unavailable(reason: ".toggleStyle(.button) isn't backed by NSButton on macOS 26"))

        let compact = ViewTypeCatalog.entry(named: "datePicker(style: .compact)")!
        #expect(
            compact.lookup(.macOS, OSVersion(10, 15, 2))
                == .unavailable(reason: ".datePickerStyle(.compact) isn't available on macOS 10.15"))
        #expect(compact.lookup(.macOS, OSVersion(10, 15, 6)).className == "NSDatePicker")

        #expect(
            ViewTypeCatalog.entry(named: "webView")!.lookup(.iOS, OSVersion(18))
                == .unavailable(reason: "WebView isn't available on iOS 18"))
        #expect(
            ViewTypeCatalog.entry(named: "slider")!.lookup(.tvOS, OSVersion(17))
                == .unavailable(reason: "tvOS has no UISlider"))
        #expect(ViewTypeCatalog.entry(named: "scrollView")!.defaultScope == .receiver)
        #expect(ViewTypeCatalog.entry(named: "sheet")!.defaultScope == .ancestor)
        #expect(ViewTypeCatalog.entry(named: "viewController")!.defaultScope == [.receiver, .ancestor])
    }

    @Test func versionsNewerThanKnownAreAGuessNotAFact() {
        let list = ViewTypeCatalog.entry(named: "list")!
        #expect(list.lookup(.iOS, OSVersion(28)) == .guessed(className: "UICollectionView", newestKnown: OSVersion(27)))
        #expect(
            list.lookup(.iOS, OSVersion(12))
                == .unavailable(reason: "iOS 12 predates SwiftUI (iOS 13 is its first release)"))
        #expect(
            list.lookup(.macOS, OSVersion(10, 14, 6))
                == .unavailable(reason: "macOS 10.14.6 predates SwiftUI (macOS 10.15 is its first release)"))
    }

    @Test func everyPlatformsRouteCanYieldItsClass() {
        // A view route hands over views, a container route its container's class, and so on: a TabView on macOS
        // is an NSTabView (a view), a NavigationSplitView on tvOS a UINavigationController.
        for entry in ViewTypeCatalog.entries {
            for support in entry.platforms {
                for run in support.classes {
                    #expect(
                        support.route.canYield(run.className),
                        "\(entry.accessor) on \(support.platform): route \(support.route) cannot yield \(run.className)"
                    )
                }
            }
        }
    }

    @Test func routesFollowHowEachPlatformBuildsTheView() throws {
        let tabs = try #require(ViewTypeCatalog.entry(named: "tabView"))
        #expect(tabs.route(on: .iOS) == .tabBarController)
        #expect(tabs.route(on: .macOS) == .view)
        let split = try #require(ViewTypeCatalog.entry(named: "navigationSplitView"))
        #expect(split.route(on: .iOS) == .splitViewController)
        #expect(split.route(on: .tvOS) == .navigationController)
        #expect(split.route(on: .macOS) == .view)
        #expect(try #require(ViewTypeCatalog.entry(named: "scrollView")).excludedClassNames.contains("UIFieldEditor"))
    }
}
