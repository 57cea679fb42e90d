@_spi(Tooling) import IntrospectCore

extension ClassKnowledge {
    /// The public repositories and documents the facts were seen in.
    enum Sources {
        static let documented = "all"
        static let appleUIKit = "Apple documentation, UIKit class reference (“Inherits from”)"
        static let appleAppKit = "Apple documentation, AppKit class reference (“Inherits from”)"
        static let sentryRedactTests =
            "getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift @1693456d"
        static let sentryMaskingDoc = "getsentry/sentry-cocoa develop-docs/VIEW_MASKING_STRATEGIES.md @57b60e8b"
        static let boneIOS27 = "filipvabrousek/Bone Bone-27/captures/output_capture_iOS27_0_2026-06-12_13-10-20.json"
        static let boneVisionOS27 = "filipvabrousek/Bone Bone-27/captures/ssu.json"
        static let wwdcDumps = "filipvabrousek/WWDC 25/dumps.md @2b9c5134"
        static let wwdcVisionDumps = "filipvabrousek/WWDC 25/visionOS-dumps-and-comparison.md @2b9c5134"
        static let reversePrintHierarchy =
            "the blog post “How to reverse engineer _printHierarchy” (its example output; fixture 060)"
        static let mkdnViewTree =
            "Jud/mkdn .rp1/work/issues/mermaid-blue-outline/evidence/layer-tree-rendered.txt @0d23bbd2"
        static let hostingControllerSubclasses =
            "siteline/swiftui-introspect Sources/ViewTypes/ViewController.swift @9c0d0a2 (a navigation's content "
            + "controller is “some subclass of UIHostingController”), and console messages naming these controllers "
            + "(dkk/WrappingHStack#51; the Neebla and MVVMDemo apps' source comments)"
        static let popoverWindowLog = "the MenuBarTranslator app's SavedWord.swift, a logged AppKit error (2021)"
        static let dungeonMap =
            "noppefoxwolf/DungeonMap Tests/PrintHierarchyDecoderTests/PrintHierarchyDecoderTests.swift @e700db53"
        static let metalUIToolbar = "mburger89/MetalUI docs/probes/swiftui-toolbar.swift @359444e3"
        static let metalUIBridge = "mburger89/MetalUI docs/probes/swiftui-accessibility-bridge.swift @44e674a9"
        static let metalUIBridgeRules =
            "mburger89/MetalUI docs/probes/swiftui-accessibility-bridge-rules.swift @7db89efb"
        static let factals = "pallenking/Factals FooDocTry3/Control and App/ContentView.swift @48139d0a"
        static let introspect44 = "siteline/swiftui-introspect#44 (a ScrollView introspection returned these)"
        static let kurzwahl =
            "Kurzwahl2020 SettingsView.swift, console note of 2020-01-15 (indexed under corona-warn-app/cwa-app-ios)"
        static let adfReader =
            "an assessment of an iOS app (subsystem com.connie.adfreader), superview chain of Finding #1"
        static let kayaProbe = "the kaya project's TEXT-RANGES probe log, arm M1"
        static let uiKitClassDumps =
            "class dumps of UIKit in public GitHub files (iOS-Runtime-Headers-style headers and tweak sources; eight "
            + "files whose repositories were not recorded)"
        static let swiftUIClassDumps =
            "class dumps of SwiftUI in public GitHub files whose repositories were not recorded (`@interface "
            + "SwiftUI.UIKitNavigationController : UINavigationController`; UIKitSplitViewController, "
            + "`_isFromSwiftUI`, `initWithStyle:`), and an iOS 18.7.9 tweak's notes on the Settings app (fixture 074)"
        static let macOSRuntimeHeaders =
            "rrk567301/Runtime-Headers, AppKit's and SwiftUI's headers of macOS 15.6 (`15/15.6/…` @6aa67d64), 26.0 "
            + "(`26/26.0/…`) and 15.4.1 (`macOS/15.4.1/…` @78bea39f)"
        static let iOSRuntimeHeaders =
            "dlevi309/iOS-Runtime-Headers `iOS13/System/Library/PrivateFrameworks/UIKitCore.framework` @96a894af"
        static let swiftUIPopupButton =
            "a macOS app's design notes (a probe printed `SwiftUIPopupButton POPUP … pullsDown=true`; its "
            + "`performClick(nil)` posted NSPopUpButton.willPopUpNotification), WaterUI's AppKit menu component and a "
            + "translator app's toolbar notes (public GitHub files whose repositories were not recorded)"
    }

    static func seen(_ os: String, _ shows: String, _ source: String) -> Evidence {
        Evidence(os: os, shows: shows, seenIn: source)
    }

    private static func uiKit(_ name: String, _ superclasses: [String]) -> Entry {
        Entry(
            baseName: name, toolkit: .uiKit, superclasses: superclasses,
            evidence: seen(Sources.documented, "\(name) inherits from \(superclasses[0])", Sources.appleUIKit))
    }

    private static func appKit(_ name: String, _ superclasses: [String]) -> Entry {
        Entry(
            baseName: name, toolkit: .appKit, superclasses: superclasses,
            evidence: seen(Sources.documented, "\(name) inherits from \(superclasses[0])", Sources.appleAppKit))
    }

    /// The curated entries.
    public static let entries: [Entry] = privateUIKitEntries + privateAppKitEntries + publicEntries

    private static let privateUIKitEntries: [Entry] = [
        Entry(
            baseName: "UpdateCoalescingCollectionView", toolkit: .uiKit,
            superclasses: ["UICollectionView", "UIScrollView", "UIView"],
            evidence: seen(
                "iOS 16", "a List's `SwiftUI.UpdateCoalescingCollectionView`, baseClass = UICollectionView",
                Sources.sentryRedactTests)),
        Entry(
            baseName: "UpdateCoalescingTableView", toolkit: .uiKit,
            superclasses: ["UITableView", "UIScrollView", "UIView"],
            evidence: seen("iOS 13", "UITableView warning naming it with baseClass = UITableView", Sources.kurzwahl)),
        Entry(
            baseName: "ListCollectionViewCell", toolkit: .uiKit,
            superclasses: ["UICollectionViewListCell", "UICollectionViewCell", "UIView"],
            evidence: seen("iOS 16", "a List row, baseClass = UICollectionViewListCell", Sources.sentryRedactTests)),
        Entry(
            baseName: "TableCollectionViewCell", toolkit: .uiKit, superclasses: ["UICollectionViewCell", "UIView"],
            evidence: seen("iPadOS 26", "a Table row inside UpdateCoalescingCollectionView", Sources.wwdcVisionDumps)),
        Entry(
            baseName: "HostingScrollView", toolkit: .uiKit, superclasses: ["UIScrollView", "UIView"],
            evidence: seen(
                "iOS 18.2", "a ScrollView's object, SwiftUI's private UIScrollView subclass", Sources.adfReader)),
        Entry(
            baseName: "_UIPageSheetPresentationController", toolkit: .uiKit,
            superclasses: ["UISheetPresentationController", "UIPresentationController"],
            evidence: seen(
                "iOS 13+",
                "`presented with: <_UIPageSheetPresentationController …>` for page sheets in _printHierarchy; "
                    + "a page sheet's presentation controller is its `sheetPresentationController` from iOS 15",
                Sources.reversePrintHierarchy)),
        Entry(
            baseName: "UIKitTabBarController", toolkit: .uiKit,
            superclasses: ["UITabBarController", "UIViewController"],
            evidence: seen("iOS 16+", "a TabView's controller in _printHierarchy", Sources.dungeonMap)),
        Entry(
            baseName: "UIKitNavigationController", toolkit: .uiKit,
            superclasses: ["UINavigationController", "UIViewController"],
            evidence: seen(
                "iOS 16+", "a NavigationStack's (and a split view column's) controller", Sources.swiftUIClassDumps)),
        Entry(
            baseName: "UIKitSplitViewController", toolkit: .uiKit,
            superclasses: ["UISplitViewController", "UIViewController"],
            evidence: seen("iOS 16+", "a NavigationSplitView's controller", Sources.swiftUIClassDumps)),
        Entry(
            baseName: "NotifyingMulticolumnSplitViewController", toolkit: .uiKit,
            superclasses: ["UISplitViewController", "UIViewController"],
            evidence: seen(
                "iOS 16+", "a NavigationView's controller, view _UISplitViewControllerPanelImplView",
                Sources.dungeonMap)),
        Entry(
            baseName: "StyleContextSplitViewNavigationController", toolkit: .uiKit,
            superclasses: ["UINavigationController", "UIViewController"],
            evidence: seen(
                "iOS 16+", "a split view column's controller, view UILayoutContainerView", Sources.dungeonMap)),
        Entry(
            baseName: "UIHostingController", toolkit: .uiKit, superclasses: ["UIViewController"],
            evidence: seen(
                Sources.documented, "UIHostingController inherits from UIViewController", Sources.appleUIKit)),
        Entry(
            baseName: "PresentationHostingController", toolkit: .uiKit,
            superclasses: ["UIHostingController", "UIViewController"],
            evidence: seen(
                "iOS 14–18",
                "a sheet's controller, `Attempt to present <…PresentationHostingController…>`; "
                    + "presented content is hosted by some subclass of UIHostingController",
                Sources.hostingControllerSubclasses)),
        Entry(
            baseName: "NavigationStackHostingController", toolkit: .uiKit,
            superclasses: ["UIHostingController", "UIViewController"],
            evidence: seen(
                "iOS 16+",
                "a NavigationStack's content controller, `detached view controller "
                    + "<…NavigationStackHostingController…>`", Sources.hostingControllerSubclasses)),
        Entry(
            baseName: "DestinationHostingController", toolkit: .uiKit,
            superclasses: ["UIHostingController", "UIViewController"],
            evidence: seen(
                "iOS 14", "a navigation destination's controller, `(from <…DestinationHostingController…>)`",
                Sources.hostingControllerSubclasses)),
        Entry(
            baseName: "UIKitToolbar", toolkit: .uiKit, superclasses: ["UIToolbar", "UIView"],
            evidence: seen(
                "iOS 26.1", "the toolbar of a .toolbar modifier, accessibility id \"Toolbar\"",
                Sources.sentryMaskingDoc)),
        Entry(
            baseName: "UIKitIconPreferringButton", toolkit: .uiKit, superclasses: ["UIButton", "UIControl", "UIView"],
            evidence: seen(
                "iOS 26", "a menu Picker's button, superclass: UIKitButtonBase (a UIButton)",
                Sources.wwdcDumps)),
        Entry(
            baseName: "UIKitPickerView", toolkit: .uiKit, superclasses: ["UIPickerView", "UIView"],
            evidence: seen("iOS 26", "a wheel Picker's view, superclass: UIPickerView", Sources.wwdcDumps)),
        Entry(
            baseName: "TextEditorTextView", toolkit: .uiKit, superclasses: ["UITextView", "UIScrollView", "UIView"],
            evidence: seen("iOS 26.5", "a TextEditor's UITextView subclass, in its ancestor chain", Sources.kayaProbe)),
        Entry(
            baseName: "_UIHostingView", toolkit: .uiKit, superclasses: ["UIView"],
            evidence: seen("iOS 26", "a hosting view, superclass: UIView", Sources.wwdcDumps)),
        Entry(
            baseName: "HostingView", toolkit: .uiKit, superclasses: ["UIView"],
            evidence: seen("iOS 26", "a TabView tab's content view, printed without module", Sources.wwdcDumps)),
        Entry(
            baseName: "CellHostingView", toolkit: .uiKit, superclasses: ["UIView"],
            evidence: seen("iOS 27", "superclassChain UIItemHostingView, _UIHostingView, UIView", Sources.boneIOS27)),
        Entry(
            baseName: "UIKitPlatformViewHost", toolkit: .uiKit,
            superclasses: ["UICorePlatformViewHost", "_UIConstraintBasedLayoutHostingView", "UIView"],
            evidence: seen(
                "iOS 27", "superclassChain UICorePlatformViewHost, _UIConstraintBasedLayoutHostingView",
                Sources.boneIOS27)),
        Entry(
            baseName: "UICorePlatformViewHost", toolkit: .uiKit,
            superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"],
            evidence: seen(
                "iOS 27", "superclassChain _UIConstraintBasedLayoutHostingView, UIView (UIKit's own host)",
                Sources.boneIOS27)),
        Entry(
            baseName: "PlatformViewHost", toolkit: .uiKit,
            superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"],
            evidence: seen(
                "iOS 16", "a representable's host, baseClass = _UIConstraintBasedLayoutHostingView",
                Sources.sentryRedactTests)),
        // UIKit's private classes that are public classes underneath.
        Entry(
            baseName: "UIFieldEditor", toolkit: .uiKit, superclasses: ["UIScrollView", "UIView"],
            evidence: seen(
                "iOS 14", "a focused text field's editor, described with contentOffset and contentSize",
                Sources.introspect44)),
        Entry(
            baseName: "UILayoutContainerView", toolkit: .uiKit, superclasses: ["UIView"],
            evidence: seen(
                "iOS 16+", "the view of a navigation or tab bar controller in _printHierarchy",
                Sources.dungeonMap)),
        // The parts of UIKit's own controls, as dumps print them: a `--class UITextField` or `UIButton` search
        // must find them.
        uiKitPart("UISearchBarTextField", ["UITextField", "UIControl", "UIView"], "a search bar's text field"),
        uiKitPart(
            "UIRoundedRectButton", ["UIButton", "UIControl", "UIView"], "a rounded-rect button (iOS 6 and earlier)"),
        uiKitPart("UINavigationButton", ["UIButton", "UIControl", "UIView"], "a navigation bar's button"),
        uiKitPart("UIButtonLabel", ["UILabel", "UIView"], "a button's title label"),
        uiKitPart("UITextFieldLabel", ["UILabel", "UIView"], "a text field's placeholder and text label"),
        uiKitPart("UITableViewCellContentView", ["UIView"], "a table view cell's content view"),
        uiKitPart("UITableViewWrapperView", ["UIScrollView", "UIView"], "the scrolling wrapper inside a table view"),
        uiKitPart("UITabBarButton", ["UIControl", "UIView"], "a tab bar's button"),
        // The windows an app lists besides its own (`UIApplication.shared.windows`, a scene's `windows`): UIKit's
        // text-effects window, and the keyboard's once the keyboard has been shown.
        uiKitWindow(
            "UITextEffectsWindow",
            ["UIAutoRotatingWindow", "UIApplicationRotationFollowingWindow", "UIWindow", "UIView"],
            "the window of text effects and menus, in every app's window list"),
        uiKitWindow(
            "UIRemoteKeyboardWindow",
            [
                "UITextEffectsWindow", "UIAutoRotatingWindow", "UIApplicationRotationFollowingWindow", "UIWindow",
                "UIView",
            ],
            "the keyboard's window"),
        uiKitWindow(
            "UIAutoRotatingWindow", ["UIApplicationRotationFollowingWindow", "UIWindow", "UIView"],
            "a window that rotates with the interface"),
        uiKitWindow(
            "UIApplicationRotationFollowingWindow", ["UIWindow", "UIView"],
            "a window that follows the application's rotation"),
    ]

    /// A private UIKit class whose superclass a class dump of UIKit states (`@interface UIButtonLabel : UILabel`).
    private static func uiKitPart(_ name: String, _ superclasses: [String], _ shows: String) -> Entry {
        declared(name, .uiKit, superclasses, shows, os: "iOS 6+", source: Sources.uiKitClassDumps)
    }

    /// A private UIKit window class, as UIKit's runtime headers of iOS 13 declare it.
    private static func uiKitWindow(_ name: String, _ superclasses: [String], _ shows: String) -> Entry {
        declared(name, .uiKit, superclasses, shows, os: "iOS 13", source: Sources.iOSRuntimeHeaders)
    }

    /// A private AppKit class of a control's parts, as AppKit's runtime headers of macOS 15.6 declare it.
    private static func appKitPart(_ name: String, _ superclasses: [String], _ shows: String) -> Entry {
        declared(name, .appKit, superclasses, shows, os: "macOS 15.6", source: Sources.macOSRuntimeHeaders)
    }

    /// A private AppKit or SwiftUI window class, which the runtime headers of macOS declare `: NSWindow`.
    private static func appKitWindow(_ name: String, _ shows: String, os: String) -> Entry {
        declared(name, .appKit, ["NSWindow", "NSResponder"], shows, os: os, source: Sources.macOSRuntimeHeaders)
    }

    /// A private class whose nearest superclass a header of the framework declares (`@interface X : Y`).
    private static func declared(
        _ name: String, _ toolkit: Toolkit, _ superclasses: [String], _ shows: String, os: String, source: String
    ) -> Entry {
        Entry(
            baseName: name, toolkit: toolkit, superclasses: superclasses,
            evidence: seen(os, "\(shows), declared `@interface \(name) : \(superclasses[0])`", source))
    }

    private static let privateAppKitEntries: [Entry] = [
        Entry(
            baseName: "PlatformViewHost", toolkit: .appKit, superclasses: ["NSView"],
            evidence: seen(
                "macOS 15.5", "`PlatformViewHost` under NSHostingView, holding an NSViewRepresentable's view",
                Sources.mkdnViewTree)),
        Entry(
            baseName: "NSHostingView", toolkit: .appKit, superclasses: ["NSView"],
            evidence: seen(Sources.documented, "NSHostingView inherits from NSView", Sources.appleAppKit)),
        Entry(
            baseName: "_NSPopoverWindow", toolkit: .appKit, superclasses: ["NSWindow"],
            evidence: seen(
                "macOS 11", "an NSPopover's window, `first responder for window <_NSPopoverWindow: 0x…>`",
                Sources.popoverWindowLog)),
        Entry(
            baseName: "HostingScrollView", toolkit: .appKit, superclasses: ["NSScrollView", "NSView"],
            evidence: seen("macOS 26.6.2", "a ScrollView's object, role AXScrollArea", Sources.metalUIBridge)),
        Entry(
            baseName: "AppKitPlatformViewHost", toolkit: .appKit, superclasses: ["NSView"],
            evidence: seen("macOS 27.0.1", "a representable's host in a toolbar item", Sources.metalUIToolbar)),
        Entry(
            baseName: "SwiftUISegmentedControl", toolkit: .appKit,
            superclasses: ["NSSegmentedControl", "NSControl", "NSView"],
            evidence: seen("macOS 27.0.1", "a segmented Picker's control", Sources.metalUIToolbar)),
        Entry(
            baseName: "AppKitTextField", toolkit: .appKit, superclasses: ["NSTextField", "NSControl", "NSView"],
            evidence: seen("macOS 27.0.1", "a TextField's field in a toolbar item", Sources.metalUIToolbar)),
        Entry(
            baseName: "SwiftUIOutlineListView", toolkit: .appKit,
            superclasses: ["NSOutlineView", "NSTableView", "NSControl", "NSView"],
            evidence: seen("macOS 26.6.2", "a List's table, role AXOutline", Sources.metalUIBridgeRules)),
        Entry(
            baseName: "ListCoreScrollView", toolkit: .appKit, superclasses: ["NSScrollView", "NSView"],
            evidence: seen("macOS 26.6.2", "a List's scroll view, role AXScrollArea", Sources.metalUIBridgeRules)),
        // The windows SwiftUI creates (a scene's window, a sheet's) and the ones AppKit adds to `NSApp.windows`
        // (the status bar's, the menus'). A sheet window is printed mangled; its base name is the key.
        appKitWindow("AppKitWindow", "SwiftUI's window of a WindowGroup's scene", os: "macOS 15.6, 26.0"),
        appKitWindow("SheetPresentationWindow", "SwiftUI's window of a sheet", os: "macOS 15.6"),
        appKitWindow("NSStatusBarWindow", "the window of a status item in the menu bar", os: "macOS 15.4.1, 15.6"),
        appKitWindow("NSMenuWindowManagerWindow", "AppKit's window of menu management", os: "macOS 15.6"),
        appKitWindow("NSPopupMenuWindow", "the window of an open menu", os: "macOS 15.6"),
        // The parts of AppKit's own controls, as `_subtreeDescription` and AppKit's warnings print them.
        appKitPart("NSButtonTextField", ["NSTextField", "NSControl", "NSView"], "the field of a button's title"),
        appKitPart("_NSThemeWidget", ["NSButton", "NSControl", "NSView"], "a button of a window's title bar"),
        appKitPart(
            "_NSThemeCloseWidget", ["_NSThemeWidget", "NSButton", "NSControl", "NSView"], "a window's close button"),
        appKitPart(
            "_NSThemeZoomWidget", ["_NSThemeWidget", "NSButton", "NSControl", "NSView"], "a window's zoom button"),
        // No header declares it; its behaviour does: it answers NSPopUpButton's API and posts its notification.
        // The intermediate classes, if any, are unknown.
        Entry(
            baseName: "SwiftUIPopupButton", toolkit: .appKit,
            superclasses: ["NSPopUpButton", "NSButton", "NSControl", "NSView"],
            evidence: seen(
                "macOS 26–27", "a Menu's (and, before macOS 27, a menu Picker's) pop-up button, an NSPopUpButton",
                Sources.swiftUIPopupButton)),
    ]

    /// Public classes, so that an is-a test on a public subclass reaches its ancestors.
    private static let publicEntries: [Entry] = [
        uiKit("UICollectionView", ["UIScrollView", "UIView"]),
        uiKit("UITableView", ["UIScrollView", "UIView"]),
        uiKit("UITextView", ["UIScrollView", "UIView"]),
        uiKit("UIScrollView", ["UIView"]),
        uiKit("UICollectionViewListCell", ["UICollectionViewCell", "UIView"]),
        uiKit("UICollectionViewCell", ["UIView"]),
        uiKit("UITableViewCell", ["UIView"]),
        uiKit("UITextField", ["UIControl", "UIView"]),
        uiKit("UISwitch", ["UIControl", "UIView"]),
        uiKit("UISlider", ["UIControl", "UIView"]),
        uiKit("UIStepper", ["UIControl", "UIView"]),
        uiKit("UIButton", ["UIControl", "UIView"]),
        uiKit("UISegmentedControl", ["UIControl", "UIView"]),
        uiKit("UIDatePicker", ["UIControl", "UIView"]),
        uiKit("UIColorWell", ["UIControl", "UIView"]),
        uiKit("UIPageControl", ["UIControl", "UIView"]),
        uiKit("UIControl", ["UIView"]),
        uiKit("UIPickerView", ["UIView"]),
        uiKit("UIProgressView", ["UIView"]),
        uiKit("UIActivityIndicatorView", ["UIView"]),
        uiKit("UINavigationBar", ["UIView"]),
        uiKit("UITabBar", ["UIView"]),
        uiKit("UIToolbar", ["UIView"]),
        uiKit("UISearchBar", ["UIView"]),
        uiKit("UIWindow", ["UIView"]),
        uiKit("UILabel", ["UIView"]),
        uiKit("UIImageView", ["UIView"]),
        uiKit("UIStackView", ["UIView"]),
        uiKit("UIVisualEffectView", ["UIView"]),
        uiKit("UICollectionReusableView", ["UIView"]),
        uiKit("UITableViewHeaderFooterView", ["UIView"]),
        uiKit("UIRefreshControl", ["UIControl", "UIView"]),
        uiKit("UITabBarController", ["UIViewController"]),
        uiKit("UISheetPresentationController", ["UIPresentationController"]),
        uiKit("UINavigationController", ["UIViewController"]),
        uiKit("UISplitViewController", ["UIViewController"]),
        uiKit("UIPageViewController", ["UIViewController"]),
        appKit("NSOutlineView", ["NSTableView", "NSControl", "NSView"]),
        appKit("NSTableView", ["NSControl", "NSView"]),
        appKit("NSTextField", ["NSControl", "NSView"]),
        appKit("NSSegmentedControl", ["NSControl", "NSView"]),
        appKit("NSButton", ["NSControl", "NSView"]),
        appKit("NSControl", ["NSView"]),
        appKit("NSScrollView", ["NSView"]),
        appKit("NSScroller", ["NSControl", "NSView"]),
        appKit("NSTextView", ["NSText", "NSView"]),
        appKit("NSClipView", ["NSView"]),
        appKit("NSSplitView", ["NSView"]),
        appKit("NSStackView", ["NSView"]),
        appKit("NSTabView", ["NSView"]),
        appKit("NSImageView", ["NSControl", "NSView"]),
        appKit("NSPopUpButton", ["NSButton", "NSControl", "NSView"]),
        appKit("NSSlider", ["NSControl", "NSView"]),
        appKit("NSVisualEffectView", ["NSView"]),
        appKit("NSBox", ["NSView"]),
        appKit("NSProgressIndicator", ["NSView"]),
        appKit("NSCollectionView", ["NSView"]),
        appKit("NSWindow", ["NSResponder"]),
        appKit("NSPanel", ["NSWindow", "NSResponder"]),
    ]
}
