@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Which strategy each of the original library's view modifiers runs, per platform and running version: the
/// table of its `ViewExtensions.swift` (tag 0.12.0), where `introspectScrollView` and `introspectPagedTabView`
/// chose with `#available`.
@Suite("Classic strategy per OS")
struct ClassicStrategyChoiceTests {
    @Test(arguments: [
        (Platform.iOS, OSVersion(13), ClassicStrategy.siblingContainingOrAncestor),
        (.iOS, OSVersion(13, 7), .siblingContainingOrAncestor),
        (.iOS, OSVersion(14), .siblingOrAncestorOrSiblingContainingOrAncestorChild),
        (.iOS, OSVersion(26), .siblingOrAncestorOrSiblingContainingOrAncestorChild),
        (.tvOS, OSVersion(13, 4), .siblingContainingOrAncestor),
        (.tvOS, OSVersion(14), .siblingOrAncestorOrSiblingContainingOrAncestorChild),
        (.macOS, OSVersion(10, 15), .siblingContainingOrAncestor),
        (.macOS, OSVersion(10, 15, 4), .siblingContainingOrAncestor),
        (.macOS, OSVersion(11), .siblingOrAncestorOrSiblingContainingOrAncestorChild),
        (.visionOS, OSVersion(1), .siblingOrAncestorOrSiblingContainingOrAncestorChild),
    ])
    func scrollViewChoosesByVersion(platform: Platform, version: OSVersion, expected: ClassicStrategy) {
        #expect(ClassicViewModifier.scrollView.strategy(on: platform, running: version) == expected)
    }

    @Test func textFieldReachesIntoAncestorsOnUIKitOnly() {
        for platform in [Platform.iOS, .tvOS, .visionOS] {
            #expect(
                ClassicViewModifier.textField.strategy(on: platform, running: OSVersion(15))
                    == .siblingContainingOrAncestorOrAncestorChild)
        }
        #expect(ClassicViewModifier.textField.strategy(on: .macOS, running: OSVersion(12)) == .siblingContaining)
    }

    @Test func everyOtherModifierHasOneStrategyEverywhere() {
        let expected: [ClassicViewModifier: ClassicStrategy] = [
            .tableView: .ancestorOrSiblingContaining, .tableViewCell: .ancestorOrSiblingContaining,
            .collectionView: .ancestorOrSiblingContaining, .collectionViewCell: .ancestorOrSiblingContaining,
            .pagedTabView: .ancestorOrSiblingContaining, .splitView: .ancestorOrSiblingContaining,
            .textView: .siblingContaining, .switch: .siblingContaining, .slider: .siblingContaining,
            .stepper: .siblingContaining, .datePicker: .siblingContaining, .segmentedControl: .siblingContaining,
            .colorWell: .siblingContaining, .tabView: .siblingContaining, .button: .siblingContaining,
            .mapView: .siblingContaining,
        ]
        #expect(Set(expected.keys).union([.scrollView, .textField]) == Set(ClassicViewModifier.allCases))
        for (modifier, strategy) in expected {
            for platform in Platform.allCases {
                for version in [OSVersion(10, 15), OSVersion(13), OSVersion(16), OSVersion(26)] {
                    #expect(
                        modifier.strategy(on: platform, running: version) == strategy,
                        "\(modifier) on \(platform) \(version)")
                }
            }
        }
    }

    @Test(arguments: [
        (Platform.iOS, OSVersion(14), ClassicViewModifier.PagedTabViewHandOver.embeddedScrollView),
        (.iOS, OSVersion(15, 8), .embeddedScrollView),
        (.iOS, OSVersion(16), .collectionViewTwice),
        (.iOS, OSVersion(27), .collectionViewTwice),
        // `#available(iOS 16, *)` holds on every other platform.
        (.tvOS, OSVersion(14), .collectionViewTwice),
        (.visionOS, OSVersion(1), .collectionViewTwice),
    ])
    func pagedTabViewHandOverChoosesByVersion(
        platform: Platform, version: OSVersion, expected: ClassicViewModifier.PagedTabViewHandOver
    ) {
        #expect(ClassicViewModifier.pagedTabViewHandOver(on: platform, running: version) == expected)
    }

    @Test func theChosenStrategyIsTheOneThatRuns() {
        // A scroll view before the marker's host and one around it: iOS 13 takes the sibling's subtree
        // (`siblingContaining` first), iOS 14 the sibling of the class… here the sibling holds the scroll view,
        // so iOS 14 falls through to the enclosing one.
        let marker = RecordedNode("IntrospectionUIView", superclasses: ["UIView"])
        let inner = node("UIScrollView", scrollViewClasses)
        let outer = node(
            "SwiftUI.HostingScrollView", scrollViewClasses,
            node("Container", ["UIView"], platformHost("Wrapper", inner), platformHost("IntrospectionView", marker)))
        let tree = window(hostingView([outer]))
        let scrollViews = NodeMatcher<RecordedNode, RecordedNode>.named("UIScrollView")
        var classic = ClassicSearch<RecordedNode>()
        let old = ClassicViewModifier.scrollView.strategy(on: .iOS, running: OSVersion(13))
        let new = ClassicViewModifier.scrollView.strategy(on: .iOS, running: OSVersion(14))
        #expect(classic.run(old, scrollViews, from: marker) === inner)
        #expect(classic.run(new, scrollViews, from: marker) === outer)
        withExtendedLifetime(tree) {}
    }
}
