@_spi(Tooling) import IntrospectSimulation
import Testing

@_spi(Tooling) @testable import IntrospectDumps

/// What a class is, by the word its name ends with: the readers' rule where a text prints no class's ancestry.
@Suite("Kinds of class names")
struct ClassNameKindTests {
    @Test func theLastWordSaysWhatAClassIs() {
        #expect(ClassName.kind(of: "SwiftUI.UpdateCoalescingCollectionView") == .view)
        #expect(ClassName.kind(of: "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContent__") == .view)
        #expect(ClassName.kind(of: "UIToolbar") == .view)
        #expect(ClassName.kind(of: "NSScroller") == .view)
        #expect(ClassName.kind(of: "COSTouchVisualizerWindow") == .window)
        #expect(ClassName.kind(of: "SwiftUI.AppKitWindow") == .window)
        #expect(ClassName.kind(of: "UIKitTabBarController") == .controller)
        #expect(ClassName.kind(of: "UIApplication") == .responder)
        #expect(ClassName.kind(of: "SceneDelegate") == .responder)
        #expect(ClassName.kind(of: "NSInternalInconsistencyException") == .problem)
        #expect(ClassName.kind(of: "NSContentSizeLayoutConstraint") == .constraint)
        #expect(ClassName.kind(of: "NSLayoutYAxisAnchor") == .anchor)
        #expect(ClassName.kind(of: "NSLayoutDimension") == .anchor)
        #expect(ClassName.kind(of: "UILayoutGuide") == .layoutObject)
        #expect(ClassName.kind(of: "_UILayoutSpacer") == .layoutObject)
        #expect(ClassName.kind(of: "UICollectionViewLayoutAttributes") == .layoutObject)
        #expect(ClassName.kind(of: "SwiftUI.LocationBox<…>") == nil)
        #expect(ClassName.kind(of: "UIWindowScene") == nil)
        #expect(ClassName.kind(of: "CALayer") == nil)
    }

    /// The bytes give the string's answer, for plain, qualified, generic, mangled and observed names alike.
    @Test func bytesAndStringsAgree() {
        let names = [
            "NSLayoutConstraint", "SwiftUI.AppKitWindow", "UILayoutGuide", "PlatformViewHost<Adaptor<App.Spacer>>",
            "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContent__", "NSKVONotifying_UICollectionView", "CALayer",
            "App.SettingsViewController", "NSLayoutDimension",
        ]
        for name in names {
            #expect(ClassName.kind(of: Array(name.utf8)[...]) == ClassName.kind(of: name), "\(name)")
        }
    }

    /// The words are the last words of the views the knowledge table lists: every view and view controller it knows
    /// is named for one, but `NSBox`, named for its look.
    @Test func everyViewTheTableKnowsIsNamedForOne() {
        let views = ClassKnowledge.entries.filter { entry in
            entry.superclasses.contains { ["UIView", "NSView", "UIViewController", "NSWindow"].contains($0) }
        }
        #expect(views.count > 80)
        #expect(views.filter { !ClassName.namesAViewOrController($0.baseName) }.map(\.baseName) == ["NSBox"])
    }
}
