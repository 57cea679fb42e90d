/// THE table: every SwiftUI view type backed by a UIKit or AppKit object, per platform and OS version.
///
/// Facts come from the reference library of this field (swiftui-introspect 26.0.1 and its 27 beta line) and
/// are checked against the recorded dumps where they cover a type (`../shared/dumps/`, cited per row). The
/// Apple layer's typed API is generated from this table; the `introspect catalog` command prints it.
public enum ViewTypeCatalog {
    /// Every view type, in accessor order.
    public static let entries: [ViewTypeEntry] = [
        entry("button", "Button", macOS: [c("NSButton", 10)],
              reasons: [.iOS: "SwiftUI's Button is not a UIButton", .tvOS: "SwiftUI's Button is not a UIButton", .visionOS: "SwiftUI's Button is not a UIButton"],
              note: "On macOS 26+ only the .borderless and .link button styles are NSButton-backed."),
        entry("colorPicker", "ColorPicker", iOS: [c("UIColorWell", 14)], macOS: [c("NSColorWell", 11)], visionOS: [c("UIColorWell", 1)]),
        entry("datePicker", "DatePicker", iOS: [c("UIDatePicker", 13)], macOS: [c("NSDatePicker", 10)], visionOS: [c("UIDatePicker", 1)]),
        entry("datePicker(style: .compact)", ".datePickerStyle(.compact)", iOS: [c("UIDatePicker", 14)],
              macOS: [BackingClass("NSDatePicker", from: OSVersion(10, 15, 4))], visionOS: [c("UIDatePicker", 1)],
              note: "The only type that starts at macOS 10.15.4."),
        entry("datePicker(style: .field)", ".datePickerStyle(.field)", macOS: [c("NSDatePicker", 10)]),
        entry("datePicker(style: .graphical)", ".datePickerStyle(.graphical)", iOS: [c("UIDatePicker", 14)], macOS: [c("NSDatePicker", 10)], visionOS: [c("UIDatePicker", 1)]),
        entry("datePicker(style: .stepperField)", ".datePickerStyle(.stepperField)", macOS: [c("NSDatePicker", 10)]),
        entry("datePicker(style: .wheel)", ".datePickerStyle(.wheel)", iOS: [c("UIDatePicker", 13)], visionOS: [c("UIDatePicker", 1)]),
        entry("form", "Form", iOS: [c("UITableView", 13, 15), c("UICollectionView", 16)], tvOS: [c("UITableView", 13)],
              visionOS: [c("UICollectionView", 1)],
              note: "iOS 16 moved Form from UITableView to UICollectionView: use one .introspect per class."),
        entry("form(style: .grouped)", ".formStyle(.grouped)", iOS: [c("UICollectionView", 16)], tvOS: [c("UITableView", 16)],
              macOS: [c("NSScrollView", 13)], visionOS: [c("UICollectionView", 1)]),
        entry("fullScreenCover", ".fullScreenCover(…) content", scope: .ancestor, selector: .presentationController,
              iOS: [c("UIPresentationController", 14)], tvOS: [c("UIPresentationController", 14)], visionOS: [c("UIPresentationController", 1)],
              note: "Apply it inside the cover's content."),
        entry("list", "List", iOS: [c("UITableView", 13, 15), c("UICollectionView", 16)], tvOS: [c("UITableView", 13)],
              macOS: [c("NSTableView", 10)], visionOS: [c("UICollectionView", 1)],
              note: "iOS 16 moved List from UITableView to UICollectionView (SwiftUI.UpdateCoalescingCollectionView, dump 001)."),
        entry("list(style: .bordered)", ".listStyle(.bordered)", macOS: [c("NSTableView", 12)]),
        entry("list(style: .grouped)", ".listStyle(.grouped)", iOS: [c("UITableView", 13, 15), c("UICollectionView", 16)],
              tvOS: [c("UITableView", 13)], visionOS: [c("UICollectionView", 1)]),
        entry("list(style: .insetGrouped)", ".listStyle(.insetGrouped)", iOS: [c("UITableView", 14, 15), c("UICollectionView", 16)], visionOS: [c("UICollectionView", 1)]),
        entry("list(style: .inset)", ".listStyle(.inset)", iOS: [c("UITableView", 14, 15), c("UICollectionView", 16)],
              macOS: [c("NSTableView", 11)], visionOS: [c("UICollectionView", 1)]),
        entry("list(style: .sidebar)", ".listStyle(.sidebar)", iOS: [c("UITableView", 14, 15), c("UICollectionView", 16)],
              macOS: [c("NSTableView", 10)], visionOS: [c("UICollectionView", 1)]),
        entry("listCell", "a row of a List", scope: .ancestor, iOS: [c("UITableViewCell", 13, 15), c("UICollectionViewCell", 16)],
              tvOS: [c("UITableViewCell", 13)], macOS: [c("NSTableCellView", 10)], visionOS: [c("UICollectionViewCell", 1)],
              note: "Apply it to the row's content."),
        entry("map", "Map", iOS: [c("MKMapView", 14)], tvOS: [c("MKMapView", 14)], macOS: [c("MKMapView", 11)], visionOS: [c("MKMapView", 1)]),
        entry("navigationSplitView", "NavigationSplitView", selector: .splitViewController,
              iOS: [c("UISplitViewController", 16)], tvOS: [c("UINavigationController", 16, 17)], macOS: [c("NSSplitView", 13)],
              visionOS: [c("UISplitViewController", 1)],
              reasons: [.tvOS: "NavigationSplitView isn't backed by UIKit on {version} (only on tvOS 16 and 17)"]),
        entry("navigationStack", "NavigationStack", selector: .navigationController,
              iOS: [c("UINavigationController", 16)], tvOS: [c("UINavigationController", 16)], visionOS: [c("UINavigationController", 1)]),
        entry("navigationView(style: .columns)", "NavigationView with .navigationViewStyle(.columns)", selector: .splitViewController,
              iOS: [c("UISplitViewController", 13)], tvOS: [c("UINavigationController", 13)], macOS: [c("NSSplitView", 10)],
              visionOS: [c("UISplitViewController", 1)]),
        entry("navigationView(style: .stack)", "NavigationView with .navigationViewStyle(.stack)", selector: .navigationController,
              iOS: [c("UINavigationController", 13)], tvOS: [c("UINavigationController", 13)], visionOS: [c("UINavigationController", 1)]),
        entry("pageControl", "the page indicator of TabView with .tabViewStyle(.page)", iOS: [c("UIPageControl", 14)],
              tvOS: [c("UIPageControl", 14)], visionOS: [c("UIPageControl", 1)]),
        entry("picker(style: .menu)", ".pickerStyle(.menu)", macOS: [c("NSPopUpButton", 11)],
              reasons: [.iOS: "a menu-style Picker is not UIKit-backed on iOS (dump 015: a private UIButton subclass)"]),
        entry("picker(style: .segmented)", ".pickerStyle(.segmented)", iOS: [c("UISegmentedControl", 13)], tvOS: [c("UISegmentedControl", 13)],
              macOS: [c("NSSegmentedControl", 10)], visionOS: [c("UISegmentedControl", 1)]),
        entry("picker(style: .wheel)", ".pickerStyle(.wheel)", iOS: [c("UIPickerView", 13)], visionOS: [c("UIPickerView", 1)],
              note: "SwiftUI's UIKitPickerView, a UIPickerView subclass (dump 016)."),
        entry("popover", ".popover(…) content", scope: .ancestor, selector: .popoverPresentationController,
              iOS: [c("UIPopoverPresentationController", 13)], visionOS: [c("UIPopoverPresentationController", 1)],
              note: "Apply it inside the popover's content."),
        entry("progressView(style: .circular)", ".progressViewStyle(.circular)", iOS: [c("UIActivityIndicatorView", 14)],
              tvOS: [c("UIActivityIndicatorView", 14)], macOS: [c("NSProgressIndicator", 11)], visionOS: [c("UIActivityIndicatorView", 1)]),
        entry("progressView(style: .linear)", ".progressViewStyle(.linear)", iOS: [c("UIProgressView", 14)], tvOS: [c("UIProgressView", 14)],
              macOS: [c("NSProgressIndicator", 11)], visionOS: [c("UIProgressView", 1)]),
        entry("scrollView", "ScrollView", iOS: [c("UIScrollView", 13)], tvOS: [c("UIScrollView", 13)], macOS: [c("NSScrollView", 10)],
              visionOS: [c("UIScrollView", 1)],
              note: "SwiftUI's HostingScrollView on iOS 18 (dump 033) and macOS 26 (dump 032)."),
        entry("searchField", "the search bar of .searchable(…)", selector: .searchBarInNavigationController,
              iOS: [c("UISearchBar", 15)], tvOS: [c("UISearchBar", 15)], visionOS: [c("UISearchBar", 1)],
              note: "Apply it to the NavigationView/NavigationStack. On iOS 26+ UIKit-backed only inside a TabView or in iPad double-column navigation."),
        entry("secureField", "SecureField", iOS: [c("UITextField", 13)], tvOS: [c("UITextField", 13)], macOS: [c("NSTextField", 10)], visionOS: [c("UITextField", 1)]),
        entry("sheet", ".sheet(…) content", scope: .ancestor, selector: .presentationController,
              iOS: [c("UIPresentationController", 13)], tvOS: [c("UIPresentationController", 13)], visionOS: [c("UIPresentationController", 1)],
              note: "Apply it inside the sheet's content; from iOS 15 the controller is a UISheetPresentationController."),
        entry("signInWithAppleButton", "SignInWithAppleButton",
              reasons: [.iOS: "SignInWithAppleButton support was removed: linking it could hang apps on iOS 17",
                        .tvOS: "SignInWithAppleButton support was removed: linking it could hang apps on iOS 17",
                        .macOS: "SignInWithAppleButton support was removed: linking it could hang apps on iOS 17",
                        .visionOS: "SignInWithAppleButton support was removed: linking it could hang apps on iOS 17"]),
        entry("slider", "Slider", iOS: [c("UISlider", 13)], macOS: [c("NSSlider", 10)],
              reasons: [.tvOS: "tvOS has no UISlider", .visionOS: "Slider is drawn by SwiftUI on visionOS (dump 021)"]),
        entry("stepper", "Stepper", iOS: [c("UIStepper", 13)], macOS: [c("NSStepper", 10)],
              reasons: [.tvOS: "tvOS has no UIStepper", .visionOS: "Stepper is drawn by SwiftUI on visionOS (dump 021)"]),
        entry("table", "Table", iOS: [c("UICollectionView", 16)], macOS: [c("NSTableView", 12)], visionOS: [c("UICollectionView", 1)],
              note: "An UpdateCoalescingCollectionView with TableCollectionViewCell rows (dumps 019, 020)."),
        entry("tabView", "TabView", selector: .tabBarController, iOS: [c("UITabBarController", 13)], tvOS: [c("UITabBarController", 13)],
              macOS: [c("NSTabView", 10)],
              note: "On macOS 15+ only when the TabView is not the root view (inside a GroupBox, for example)."),
        entry("tabView(style: .page)", "TabView with .tabViewStyle(.page)", iOS: [c("UICollectionView", 14)], tvOS: [c("UICollectionView", 14)],
              visionOS: [c("UICollectionView", 1)]),
        entry("textEditor", "TextEditor", iOS: [c("UITextView", 14)], macOS: [c("NSTextView", 11)], visionOS: [c("UITextView", 1)],
              note: "SwiftUI's TextEditorTextView, a UITextView subclass (dump 034)."),
        entry("textField", "TextField", iOS: [c("UITextField", 13)], tvOS: [c("UITextField", 13)], macOS: [c("NSTextField", 10)], visionOS: [c("UITextField", 1)],
              note: "A focused UITextField holds a UIFieldEditor, itself a UIScrollView (dump 034)."),
        entry("textField(axis: .vertical)", "TextField(…, axis: .vertical)", iOS: [c("UITextView", 16)], tvOS: [c("UITextField", 16)],
              macOS: [c("NSTextField", 13)], visionOS: [c("UITextView", 1)],
              note: "A UITextView on iOS and visionOS, a UITextField on tvOS."),
        entry("toggle", "Toggle", iOS: [c("UISwitch", 13)], macOS: [c("NSButton", 10)],
              reasons: [.tvOS: "tvOS has no UISwitch", .visionOS: "Toggle is drawn by SwiftUI on visionOS"]),
        entry("toggle(style: .button)", ".toggleStyle(.button)", macOS: [c("NSButton", 12, 15)],
              reasons: [.macOS: ".toggleStyle(.button) isn't backed by NSButton on {version}"]),
        entry("toggle(style: .checkbox)", ".toggleStyle(.checkbox)", macOS: [c("NSButton", 10)]),
        entry("toggle(style: .switch)", ".toggleStyle(.switch)", iOS: [c("UISwitch", 13)], macOS: [c("NSSwitch", 10)],
              note: "A UISwitch under UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>> on iOS 26 (dump 013)."),
        entry("videoPlayer", "VideoPlayer", iOS: [c("AVPlayerViewController", 14)], tvOS: [c("AVPlayerViewController", 14)],
              macOS: [c("AVPlayerView", 11)], visionOS: [c("AVPlayerViewController", 1)],
              note: "On UIKit the target is a view controller."),
        entry("view", "any view", iOS: [c("UIView", 13)], tvOS: [c("UIView", 13)], macOS: [c("NSView", 10)], visionOS: [c("UIView", 1)],
              note: "From iOS 26 SwiftUI draws text, images and stacks into layers (dumps 023, 026, 028): mostly representables have views."),
        entry("viewController", "the view's view controller", scope: [.receiver, .ancestor], selector: .viewController,
              iOS: [c("UIViewController", 13)], tvOS: [c("UIViewController", 13)], visionOS: [c("UIViewController", 1)]),
        entry("webView", "WebView", iOS: [c("WKWebView", 26)], tvOS: [c("WKWebView", 26)], macOS: [c("WKWebView", 26)], visionOS: [c("WKWebView", 26)],
              reasons: [.iOS: "WebView isn't available on {version}", .tvOS: "WebView isn't available on {version}",
                        .macOS: "WebView isn't available on {version}", .visionOS: "WebView isn't available on {version}"]),
        entry("window", "the view's window", selector: .window, iOS: [c("UIWindow", 13)], tvOS: [c("UIWindow", 13)], macOS: [c("NSWindow", 10)],
              visionOS: [c("UIWindow", 1)]),
    ]

    /// The entry for an accessor (`"list"`, `"list(style: .insetGrouped)"`); spaces are not significant.
    public static func entry(named accessor: String) -> ViewTypeEntry? {
        let key = accessor.filter { !$0.isWhitespace }
        return entries.first { $0.accessor.filter { !$0.isWhitespace } == key }
    }

    // MARK: Building the table

    /// A run of a class from `first` (a major version; 10 means macOS 10.15) through `last` (or the newest).
    private static func c(_ className: String, _ first: Int, _ last: Int? = nil) -> BackingClass {
        BackingClass(className, from: version(first), through: last.map(version))
    }

    private static func version(_ major: Int) -> OSVersion {
        major == 10 ? OSVersion(10, 15) : OSVersion(major)
    }

    private static func entry(
        _ accessor: String,
        _ construct: String,
        scope: IntrospectionScope = .receiver,
        selector: CatalogSelector = .firstInstance,
        iOS: [BackingClass]? = nil,
        tvOS: [BackingClass]? = nil,
        macOS: [BackingClass]? = nil,
        visionOS: [BackingClass]? = nil,
        reasons: [Platform: String] = [:],
        note: String = ""
    ) -> ViewTypeEntry {
        let byPlatform: [(Platform, [BackingClass]?)] = [(.iOS, iOS), (.tvOS, tvOS), (.macOS, macOS), (.visionOS, visionOS)]
        let supports = byPlatform.map { platform, classes in
            PlatformSupport(platform, classes ?? [], unavailable: reasons[platform] ?? "\(construct) isn't available on {version}")
        }
        return ViewTypeEntry(accessor, construct: construct, scope: scope, selector: selector, note: note, supports)
    }
}
