/// THE table: every SwiftUI view type backed by a UIKit or AppKit object, per platform and OS version.
///
/// Facts come from the reference library of this field (swiftui-introspect 26.0.1 and its 27 beta line) and
/// are checked against hierarchies recorded from running apps where they cover a type (the OS and where it was
/// seen are given in the notes). The Apple layer's typed API is generated from this table; the
/// `introspect catalog` command prints it.
@_spi(Tooling) public enum ViewTypeCatalog {
    /// Every view type, in accessor order.
    public static let entries: [ViewTypeEntry] = [
        button, colorPicker, datePicker, datePickerWithCompactStyle, datePickerWithFieldStyle,
        datePickerWithGraphicalStyle, datePickerWithStepperFieldStyle, datePickerWithWheelStyle, form,
        formWithGroupedStyle, fullScreenCover, list, listWithBorderedStyle, listWithGroupedStyle,
        listWithInsetGroupedStyle, listWithInsetStyle, listWithSidebarStyle, listCell, map, navigationBar,
        navigationItem, navigationSplitView, navigationStack, navigationViewWithColumnsStyle,
        navigationViewWithStackStyle, pageControl, pickerWithMenuStyle, pickerWithSegmentedStyle, pickerWithWheelStyle,
        popover, progressViewWithCircularStyle, progressViewWithLinearStyle, refreshControl, scrollView,
        searchController, searchField, searchToolbarItem, secureField, sheet, signInWithAppleButton, slider, stepper,
        table, tabView, tabViewWithPageStyle, textEditor, textField, textFieldWithVerticalAxis, toggle,
        toggleWithButtonStyle, toggleWithCheckboxStyle, toggleWithSwitchStyle, toolbar, videoPlayer, view,
        viewController, webView, window,
    ]

    /// Button.
    public static let button = entry(
        "button", "Button", macOS: [since("NSButton", macOS10_15)],
        reasons: [
            .iOS: "SwiftUI's Button is not a UIButton", .tvOS: "SwiftUI's Button is not a UIButton",
            .visionOS: "SwiftUI's Button is not a UIButton",
        ],
        note: "On macOS 26+ only the .borderless and .link button styles are NSButton-backed.")

    /// ColorPicker.
    public static let colorPicker = entry(
        "colorPicker", "ColorPicker", iOS: [since("UIColorWell", 14)], macOS: [since("NSColorWell", 11)],
        visionOS: [since("UIColorWell", 1)])

    /// DatePicker.
    public static let datePicker = entry(
        "datePicker", "DatePicker", iOS: [since("UIDatePicker", 13)], macOS: [since("NSDatePicker", macOS10_15)],
        visionOS: [since("UIDatePicker", 1)])

    /// .datePickerStyle(.compact).
    public static let datePickerWithCompactStyle = entry(
        "datePicker(style: .compact)", ".datePickerStyle(.compact)", iOS: [since("UIDatePicker", 14)],
        macOS: [since("NSDatePicker", macOS10_15_4)], visionOS: [since("UIDatePicker", 1)],
        note: "The only type that starts at macOS 10.15.4.")

    /// .datePickerStyle(.field).
    public static let datePickerWithFieldStyle = entry(
        "datePicker(style: .field)", ".datePickerStyle(.field)", macOS: [since("NSDatePicker", macOS10_15)])

    /// .datePickerStyle(.graphical).
    public static let datePickerWithGraphicalStyle = entry(
        "datePicker(style: .graphical)", ".datePickerStyle(.graphical)", iOS: [since("UIDatePicker", 14)],
        macOS: [since("NSDatePicker", macOS10_15)], visionOS: [since("UIDatePicker", 1)])

    /// .datePickerStyle(.stepperField).
    public static let datePickerWithStepperFieldStyle = entry(
        "datePicker(style: .stepperField)", ".datePickerStyle(.stepperField)",
        macOS: [since("NSDatePicker", macOS10_15)])

    /// .datePickerStyle(.wheel).
    public static let datePickerWithWheelStyle = entry(
        "datePicker(style: .wheel)", ".datePickerStyle(.wheel)", iOS: [since("UIDatePicker", 13)],
        visionOS: [since("UIDatePicker", 1)])

    /// Form.
    public static let form = entry(
        "form", "Form", iOS: [since("UITableView", 13, through: 15), since("UICollectionView", 16)],
        tvOS: [since("UITableView", 13)],
        visionOS: [since("UICollectionView", 1)],
        swiftUI: [.macOS: macOS10_15],
        note: "iOS 16 moved Form from UITableView to UICollectionView: use one .introspect per class.")

    /// .formStyle(.grouped).
    public static let formWithGroupedStyle = entry(
        "form(style: .grouped)", ".formStyle(.grouped)", iOS: [since("UICollectionView", 16)],
        tvOS: [since("UITableView", 16)],
        macOS: [since("NSScrollView", 13)], visionOS: [since("UICollectionView", 1)])

    /// .fullScreenCover(…) content.
    public static let fullScreenCover = entry(
        "fullScreenCover", ".fullScreenCover(…) content", scope: .ancestor, route: .sheetPresentation,
        iOS: [since("UIPresentationController", 14)], tvOS: [since("UIPresentationController", 14)],
        visionOS: [since("UIPresentationController", 1)],
        note: "Apply it inside the cover's content.")

    /// List.
    public static let list = entry(
        "list", also: ["list(style: .plain)"], "List",
        iOS: [since("UITableView", 13, through: 15), since("UICollectionView", 16)],
        tvOS: [since("UITableView", 13)],
        macOS: [since("NSTableView", macOS10_15)], visionOS: [since("UICollectionView", 1)],
        note:
            "iOS 16 moved List from UITableView to UICollectionView (SwiftUI.UpdateCoalescingCollectionView, seen in iOS 16 to 27 hierarchies)."
    )

    /// .listStyle(.bordered).
    public static let listWithBorderedStyle = entry(
        "list(style: .bordered)", ".listStyle(.bordered)", macOS: [since("NSTableView", 12)])

    /// .listStyle(.grouped).
    public static let listWithGroupedStyle = entry(
        "list(style: .grouped)", ".listStyle(.grouped)",
        iOS: [since("UITableView", 13, through: 15), since("UICollectionView", 16)],
        tvOS: [since("UITableView", 13)], visionOS: [since("UICollectionView", 1)])

    /// .listStyle(.insetGrouped).
    public static let listWithInsetGroupedStyle = entry(
        "list(style: .insetGrouped)", ".listStyle(.insetGrouped)",
        iOS: [since("UITableView", 14, through: 15), since("UICollectionView", 16)],
        visionOS: [since("UICollectionView", 1)])

    /// .listStyle(.inset).
    public static let listWithInsetStyle = entry(
        "list(style: .inset)", ".listStyle(.inset)",
        iOS: [since("UITableView", 14, through: 15), since("UICollectionView", 16)],
        macOS: [since("NSTableView", 11)], visionOS: [since("UICollectionView", 1)])

    /// .listStyle(.sidebar).
    public static let listWithSidebarStyle = entry(
        "list(style: .sidebar)", ".listStyle(.sidebar)",
        iOS: [since("UITableView", 14, through: 15), since("UICollectionView", 16)],
        macOS: [since("NSTableView", macOS10_15)], visionOS: [since("UICollectionView", 1)])

    /// a row of a List.
    public static let listCell = entry(
        "listCell", "a row of a List", scope: .ancestor,
        iOS: [since("UITableViewCell", 13, through: 15), since("UICollectionViewCell", 16)],
        tvOS: [since("UITableViewCell", 13)], macOS: [since("NSTableCellView", macOS10_15)],
        visionOS: [since("UICollectionViewCell", 1)],
        note: "Apply it to the row's content.")

    /// Map.
    public static let map = entry(
        "map", "Map", iOS: [since("MKMapView", 14)], tvOS: [since("MKMapView", 14)],
        macOS: [since("MKMapView", 11)], visionOS: [since("MKMapView", 1)])

    /// The navigation bar of a navigation stack.
    ///
    /// Not observed under SwiftUI: it rests on UIKit's documented property, read from the navigation controller the
    /// stack routes find, never searched for among its views.
    public static let navigationBar = entry(
        "navigationBar", "the navigation bar of NavigationStack or NavigationView", scope: [.receiver, .ancestor],
        route: .navigationBar,
        iOS: [since("UINavigationBar", 13, evidence: [navigationBarProperty])],
        tvOS: [since("UINavigationBar", 13, evidence: [navigationBarProperty])],
        visionOS: [since("UINavigationBar", 1, evidence: [navigationBarProperty])],
        reasons: [
            .macOS:
                "AppKit has no navigation bar: a window's title bar and toolbar are the window's (.toolbar, .window)"
        ],
        note:
            "The bar of the navigation controller around the modifier, or of the first one between the markers; "
            + "not observed under SwiftUI. SwiftUI sets the bar's items and appearance from .navigationTitle and "
            + ".toolbarBackground on each update: set what those modifiers do not.")

    /// The navigation item of the screen around the modifier.
    ///
    /// Not observed: it rests on UIKit's documented property of the screen a navigation controller holds.
    public static let navigationItem = entry(
        "navigationItem", "the navigation item of a NavigationStack's screen", scope: [.receiver, .ancestor],
        route: .navigationItem,
        iOS: [since("UINavigationItem", 13, evidence: [navigationItemProperty])],
        tvOS: [since("UINavigationItem", 13, evidence: [navigationItemProperty])],
        visionOS: [since("UINavigationItem", 1, evidence: [navigationItemProperty])],
        reasons: [.macOS: "AppKit has no navigation item: use .toolbar or .window"],
        note:
            "The item of the screen around the modifier (the controller a navigation controller holds), or of the "
            + "top screen of the first navigation controller between the markers; not observed. SwiftUI sets its "
            + "title and bar items from .navigationTitle and .toolbar on each update.")

    /// The search controller of `.searchable`.
    ///
    /// Not observed: it rests on UIKit's documented property of the screen's navigation item.
    public static let searchController = entry(
        "searchController", "the search controller of .searchable(…)", scope: [.receiver, .ancestor],
        route: .searchController,
        iOS: [since("UISearchController", 15, evidence: [searchControllerProperty])],
        visionOS: [since("UISearchController", 1, evidence: [searchControllerProperty])],
        reasons: [
            .tvOS: "UINavigationItem.searchController is unavailable in tvOS's UIKit: use .searchField",
            .macOS: "AppKit has no search controller: .searchable adds a toolbar item on macOS (.searchToolbarItem)",
        ],
        note:
            "navigationItem.searchController of the screen around the modifier, or of the top screen of the first "
            + "navigation controller between the markers; nothing without .searchable. Not observed. On iOS 26+ only "
            + "where .searchField is UIKit-backed (inside a TabView, or in iPad double-column navigation).")

    /// The toolbar item of `.searchable` on macOS.
    public static let searchToolbarItem = entry(
        "searchToolbarItem", "the search toolbar item of .searchable(…)", route: .searchToolbarItem,
        macOS: [
            since(
                "NSSearchToolbarItem", 12,
                evidence: [
                    .observed(fixture: "022", lines: [68], os: "macOS 27", className: "AppKitSearchToolbarItem"),
                    .documented(
                        url: "https://developer.apple.com/documentation/appkit/nssearchtoolbaritem",
                        quote:
                            "NSSearchToolbarItem: A toolbar item that contains a search field optimized for performing "
                            + "text-based searches."),
                ])
        ],
        reasons: [
            .iOS: ".searchable has no toolbar item on {version}: use .searchField or .searchController",
            .tvOS: ".searchable has no toolbar item on {version}: use .searchField",
            .visionOS: ".searchable has no toolbar item on {version}: use .searchField or .searchController",
        ],
        note:
            "The item of the modifier's window's toolbar whose identifier is com.apple.SwiftUI.search (an "
            + "AppKitSearchToolbarItem on macOS 27); macOS 12 to 26 rest on AppKit's documentation, not observed. "
            + "beginSearchInteraction() focuses the field.")

    /// The toolbar of a navigation stack (UIKit) or of the window (AppKit).
    public static let toolbar = entry(
        "toolbar", "the toolbar of .toolbar(…)", scope: [.receiver, .ancestor], route: .navigationToolbar,
        routes: [.macOS: .windowToolbar],
        iOS: [
            since(
                "UIToolbar", 14,
                evidence: [
                    .observed(fixture: "030", lines: [136], os: "iOS 26.1", className: "UIKitToolbar", parentLine: 76),
                    .documented(
                        url: "https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar",
                        quote:
                            "UINavigationController.toolbar: The custom toolbar associated with the navigation controller."
                    ),
                ])
        ],
        macOS: [
            since(
                "NSToolbar", 11,
                evidence: [
                    .observed(fixture: "022", lines: [10], os: "macOS 27", className: "NSToolbar"),
                    .documented(
                        url: "https://developer.apple.com/documentation/appkit/nswindow/toolbar",
                        quote: "NSWindow.toolbar: The window’s toolbar."),
                ])
        ],
        reasons: [
            .tvOS: "UINavigationController.toolbar and UIToolbar are unavailable in tvOS's UIKit",
            .visionOS:
                "not observed: visionOS shows a toolbar's items in an ornament, and no recording shows which object "
                + "holds them",
        ],
        note:
            "iOS: the toolbar of the navigation controller around the modifier (or of the first one between the "
            + "markers), read as its property; a toolbar of the content is not it. Apple: do not modify it directly; "
            + "SwiftUI sets its items from .toolbar on each update. macOS: the toolbar of the modifier's window, "
            + "nothing when the window has none.")

    /// NavigationSplitView.
    public static let navigationSplitView = entry(
        "navigationSplitView", "NavigationSplitView", route: .splitViewController,
        routes: [.tvOS: .navigationController, .macOS: .view],
        iOS: [since("UISplitViewController", 16)], tvOS: [since("UINavigationController", 16, through: 17)],
        macOS: [since("NSSplitView", 13)],
        visionOS: [since("UISplitViewController", 1)],
        reasons: [.tvOS: "NavigationSplitView isn't backed by UIKit on {version} (only on tvOS 16 and 17)"])

    /// NavigationStack.
    public static let navigationStack = entry(
        "navigationStack", "NavigationStack", route: .navigationController,
        iOS: [since("UINavigationController", 16)], tvOS: [since("UINavigationController", 16)],
        visionOS: [since("UINavigationController", 1)],
        swiftUI: [.macOS: OSVersion(13)])

    /// NavigationView with .navigationViewStyle(.columns).
    public static let navigationViewWithColumnsStyle = entry(
        "navigationView(style: .columns)", "NavigationView with .navigationViewStyle(.columns)",
        route: .splitViewController,
        routes: [.tvOS: .navigationController, .macOS: .view],
        iOS: [since("UISplitViewController", 13)], tvOS: [since("UINavigationController", 13)],
        macOS: [since("NSSplitView", macOS10_15)],
        visionOS: [since("UISplitViewController", 1)])

    /// NavigationView with .navigationViewStyle(.stack).
    public static let navigationViewWithStackStyle = entry(
        "navigationView(style: .stack)", "NavigationView with .navigationViewStyle(.stack)",
        route: .navigationController,
        iOS: [since("UINavigationController", 13)], tvOS: [since("UINavigationController", 13)],
        visionOS: [since("UINavigationController", 1)])

    // The indicator is an overlay after the paging collection view: the pages (and the indicators of paged
    // TabViews nested in them) are never this call's target.
    /// the page indicator of TabView with .tabViewStyle(.page).
    public static let pageControl = entry(
        "pageControl", "the page indicator of TabView with .tabViewStyle(.page)", excluding: ["UICollectionView"],
        iOS: [since("UIPageControl", 14)],
        tvOS: [since("UIPageControl", 14)], visionOS: [since("UIPageControl", 1)])

    /// .pickerStyle(.menu).
    public static let pickerWithMenuStyle = entry(
        "picker(style: .menu)", ".pickerStyle(.menu)", macOS: [since("NSPopUpButton", 11)],
        reasons: [
            .iOS:
                "a menu-style Picker is not UIKit-backed on iOS (a private UIButton subclass, UIKitIconPreferringButton, seen on iOS 26)"
        ])

    /// .pickerStyle(.segmented).
    public static let pickerWithSegmentedStyle = entry(
        "picker(style: .segmented)", ".pickerStyle(.segmented)", iOS: [since("UISegmentedControl", 13)],
        tvOS: [since("UISegmentedControl", 13)],
        macOS: [since("NSSegmentedControl", macOS10_15)], visionOS: [since("UISegmentedControl", 1)])

    /// .pickerStyle(.wheel).
    public static let pickerWithWheelStyle = entry(
        "picker(style: .wheel)", ".pickerStyle(.wheel)", iOS: [since("UIPickerView", 13)],
        visionOS: [since("UIPickerView", 1)],
        note: "SwiftUI's UIKitPickerView, a UIPickerView subclass (seen on iOS 26).")

    /// .popover(…) content.
    public static let popover = entry(
        "popover", ".popover(…) content", scope: .ancestor, route: .popoverPresentation,
        iOS: [since("UIPopoverPresentationController", 13)],
        visionOS: [since("UIPopoverPresentationController", 1)],
        swiftUI: [.macOS: macOS10_15],
        note: "Apply it inside the popover's content.")

    /// .progressViewStyle(.circular).
    public static let progressViewWithCircularStyle = entry(
        "progressView(style: .circular)", ".progressViewStyle(.circular)",
        iOS: [since("UIActivityIndicatorView", 14)],
        tvOS: [since("UIActivityIndicatorView", 14)], macOS: [since("NSProgressIndicator", 11)],
        visionOS: [since("UIActivityIndicatorView", 1)])

    /// .progressViewStyle(.linear).
    public static let progressViewWithLinearStyle = entry(
        "progressView(style: .linear)", ".progressViewStyle(.linear)", iOS: [since("UIProgressView", 14)],
        tvOS: [since("UIProgressView", 14)],
        macOS: [since("NSProgressIndicator", 11)], visionOS: [since("UIProgressView", 1)])

    /// The refresh control of `.refreshable`.
    ///
    /// Not observed: no recorded hierarchy shows it. It rests on UIKit's documented property,
    /// `UIScrollView.refreshControl` ("The refresh control associated with the scroll view",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol), read from the scroll view a
    /// `List` (iOS 15) or a `ScrollView` (iOS 16, when `.refreshable` reaches it) is.
    public static let refreshControl = entry(
        "refreshControl", ".refreshable", route: .refreshControl,
        iOS: [since("UIRefreshControl", 15, evidence: [refreshControlProperty])],
        visionOS: [since("UIRefreshControl", 1, evidence: [refreshControlProperty])],
        reasons: [
            .tvOS: "UIRefreshControl is unavailable in tvOS's UIKit: .refreshable has no control to hand over",
            .macOS: "AppKit has no refresh control: .refreshable shows none on macOS",
        ],
        note:
            "Nothing without .refreshable on the List or ScrollView the modifier is applied to. Not observed: it is "
            + "UIScrollView.refreshControl of the scroll view found. Mac Catalyst's Mac idiom does not support "
            + "UIRefreshControl.")

    /// ScrollView.
    public static let scrollView = entry(
        "scrollView", "ScrollView", excluding: ["UIFieldEditor", "UITextView"],
        excludingScrollViewsOf: ["NSTextView"], iOS: [since("UIScrollView", 13)], tvOS: [since("UIScrollView", 13)],
        macOS: [since("NSScrollView", macOS10_15)],
        visionOS: [since("UIScrollView", 1)],
        note:
            "SwiftUI's HostingScrollView (a UIScrollView/NSScrollView subclass) on iOS 18 and macOS 26. A text field's UIFieldEditor and a TextEditor's UITextView are scroll views too, but never a ScrollView's target."
    )

    /// the search bar of .searchable(…).
    public static let searchField = entry(
        "searchField", "the search bar of .searchable(…)", route: .searchBarInNavigationController,
        iOS: [since("UISearchBar", 15)], tvOS: [since("UISearchBar", 15)], visionOS: [since("UISearchBar", 1)],
        swiftUI: [.macOS: OSVersion(12)],
        note:
            "Apply it to the NavigationView/NavigationStack. On iOS 26+ UIKit-backed only inside a TabView or in iPad double-column navigation."
    )

    /// SecureField.
    public static let secureField = entry(
        "secureField", "SecureField", iOS: [since("UITextField", 13)], tvOS: [since("UITextField", 13)],
        macOS: [since("NSTextField", macOS10_15)], visionOS: [since("UITextField", 1)])

    /// .sheet(…) content.
    public static let sheet = entry(
        "sheet", ".sheet(…) content", scope: .ancestor, route: .sheetPresentation,
        iOS: [since("UIPresentationController", 13)], tvOS: [since("UIPresentationController", 13)],
        visionOS: [since("UISheetPresentationController", 1)],
        // The reference library's spelling, kept so that its callers compile: its iOS 15–26 constants are
        // disfavoured (an unannotated closure gets a UIPresentationController), its v27 is not.
        alternatives: [.iOS: [BackingClass("UISheetPresentationController", from: 15, disfavoredThrough: 26)]],
        swiftUI: [.macOS: macOS10_15],
        note: "Apply it inside the sheet's content; from iOS 15 the controller is a UISheetPresentationController.")

    /// SignInWithAppleButton.
    public static let signInWithAppleButton = entry(
        "signInWithAppleButton", "SignInWithAppleButton",
        reasons: [
            .iOS: "SignInWithAppleButton support was removed: linking it could hang apps on iOS 17",
            .tvOS:
                "SignInWithAppleButton support was removed on every platform, after linking it could hang apps on iOS 17",
            .macOS:
                "SignInWithAppleButton support was removed on every platform, after linking it could hang apps on iOS 17",
            .visionOS:
                "SignInWithAppleButton support was removed on every platform, after linking it could hang apps on iOS 17",
        ])

    /// Slider.
    public static let slider = entry(
        "slider", "Slider", iOS: [since("UISlider", 13)], macOS: [since("NSSlider", macOS10_15)],
        reasons: [
            .tvOS: "tvOS has no UISlider",
            .visionOS: "Slider is drawn by SwiftUI on visionOS (no UISlider in visionOS 26 hierarchies)",
        ])

    /// Stepper.
    public static let stepper = entry(
        "stepper", "Stepper", iOS: [since("UIStepper", 13)], macOS: [since("NSStepper", macOS10_15)],
        reasons: [
            .tvOS: "tvOS has no UIStepper",
            .visionOS: "Stepper is drawn by SwiftUI on visionOS (no UIStepper in visionOS 26 hierarchies)",
        ])

    /// Table.
    public static let table = entry(
        "table", "Table", iOS: [since("UICollectionView", 16)], macOS: [since("NSTableView", 12)],
        visionOS: [since("UICollectionView", 1)],
        note:
            "An UpdateCoalescingCollectionView with TableCollectionViewCell rows (seen on iPadOS 26 and visionOS 26)."
    )

    /// TabView.
    public static let tabView = entry(
        "tabView", "TabView", route: .tabBarController, routes: [.macOS: .view],
        iOS: [since("UITabBarController", 13)], tvOS: [since("UITabBarController", 13)],
        macOS: [since("NSTabView", macOS10_15)],
        swiftUI: [.visionOS: OSVersion(1)],
        note: "On macOS 15+ only when the TabView is not the root view (inside a GroupBox, for example).")

    /// TabView with .tabViewStyle(.page).
    public static let tabViewWithPageStyle = entry(
        "tabView(style: .page)", "TabView with .tabViewStyle(.page)", iOS: [since("UICollectionView", 14)],
        tvOS: [since("UICollectionView", 14)],
        visionOS: [since("UICollectionView", 1)])

    /// TextEditor.
    public static let textEditor = entry(
        "textEditor", "TextEditor", iOS: [since("UITextView", 14)], macOS: [since("NSTextView", 11)],
        visionOS: [since("UITextView", 1)],
        note: "SwiftUI's TextEditorTextView, a UITextView subclass (seen on iOS 26.5).")

    /// TextField.
    public static let textField = entry(
        "textField", "TextField", iOS: [since("UITextField", 13)], tvOS: [since("UITextField", 13)],
        macOS: [since("NSTextField", macOS10_15)], visionOS: [since("UITextField", 1)],
        note: "A focused UITextField holds a UIFieldEditor, itself a UIScrollView (seen on iOS 26.5).")

    /// TextField(…, axis: .vertical).
    public static let textFieldWithVerticalAxis = entry(
        "textField(axis: .vertical)", "TextField(…, axis: .vertical)", iOS: [since("UITextView", 16)],
        tvOS: [since("UITextField", 16)],
        macOS: [since("NSTextField", 13)], visionOS: [since("UITextView", 1)],
        note: "A UITextView on iOS and visionOS, a UITextField on tvOS.")

    /// Toggle.
    public static let toggle = entry(
        "toggle", "Toggle", iOS: [since("UISwitch", 13)], macOS: [since("NSButton", macOS10_15)],
        reasons: [.tvOS: "tvOS has no UISwitch", .visionOS: "Toggle is drawn by SwiftUI on visionOS"])

    /// .toggleStyle(.button).
    public static let toggleWithButtonStyle = entry(
        "toggle(style: .button)", ".toggleStyle(.button)", macOS: [since("NSButton", 12, through: 15)],
        reasons: [.macOS: ".toggleStyle(.button) isn't backed by NSButton on {version}"])

    /// .toggleStyle(.checkbox).
    public static let toggleWithCheckboxStyle = entry(
        "toggle(style: .checkbox)", ".toggleStyle(.checkbox)", macOS: [since("NSButton", macOS10_15)])

    /// .toggleStyle(.switch).
    public static let toggleWithSwitchStyle = entry(
        "toggle(style: .switch)", ".toggleStyle(.switch)", iOS: [since("UISwitch", 13)],
        macOS: [since("NSSwitch", macOS10_15)],
        note: "A UISwitch under UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>> (seen on iOS 26).")

    /// VideoPlayer.
    public static let videoPlayer = entry(
        "videoPlayer", "VideoPlayer", route: .viewController, routes: [.macOS: .view],
        iOS: [since("AVPlayerViewController", 14)], tvOS: [since("AVPlayerViewController", 14)],
        macOS: [since("AVPlayerView", 11)], visionOS: [since("AVPlayerViewController", 1)],
        note: "On UIKit the target is a view controller.")

    /// any view.
    public static let view = entry(
        "view", "any view", iOS: [since("UIView", 13)], tvOS: [since("UIView", 13)],
        macOS: [since("NSView", macOS10_15)], visionOS: [since("UIView", 1)],
        note:
            "From iOS 26 SwiftUI draws text, images and stacks into layers (seen in iOS 26 hierarchies with no subviews): mostly representables have views. On content without a view of its own nothing is handed over, never the markers' zero-size hosts: `.window` hands over its window, `scope: .ancestor` the view around it."
    )

    /// the view's view controller.
    public static let viewController = entry(
        "viewController", "the view's view controller", scope: [.receiver, .ancestor], route: .viewController,
        iOS: [since("UIViewController", 13)], tvOS: [since("UIViewController", 13)],
        visionOS: [since("UIViewController", 1)],
        reasons: [.macOS: "the view's view controller is not introspected on {version}: use .window or .view"])

    /// WebView.
    public static let webView = entry(
        "webView", "WebView", iOS: [since("WKWebView", 26)], macOS: [since("WKWebView", 26)],
        visionOS: [since("WKWebView", 26)],
        reasons: [.tvOS: "WebKit is not public on tvOS: no WebView, no WKWebView"])

    /// the view's window.
    public static let window = entry(
        "window", "the view's window", route: .window, iOS: [since("UIWindow", 13)], tvOS: [since("UIWindow", 13)],
        macOS: [since("NSWindow", macOS10_15)],
        visionOS: [since("UIWindow", 1)])

    /// The entry for an accessor (`"list"`, `"list(style: .insetGrouped)"`); spaces are not significant.
    public static func entry(named accessor: String) -> ViewTypeEntry? {
        let key = accessor.filter { !$0.isWhitespace }
        return entries.first { entry in
            ([entry.accessor] + entry.otherAccessors).contains { $0.filter { !$0.isWhitespace } == key }
        }
    }

    /// The entries a name stands for: the entry it spells, or, for a view type the table only has with a style
    /// (`navigationView`, `picker`, `progressView`), every styled entry of it (`navigationView(style: .stack)`,
    /// `navigationView(style: .columns)`): without a style modifier, SwiftUI picks one of them for the context —
    /// `NavigationView`'s automatic style is a stack in compact widths and columns in regular ones (Apple's
    /// `DefaultNavigationViewStyle`). A leading `.` is ignored, as calls write it (`.navigationView`).
    public static func entries(named name: String) -> [ViewTypeEntry] {
        var key = name.filter { !$0.isWhitespace }
        if key.hasPrefix(".") { key.removeFirst() }
        if let entry = entry(named: key) { return [entry] }
        // SwiftUI's name of the view (`List`, `NavigationStack`), as `introspect catalog` prints it.
        if let entry = entries.first(where: { $0.construct.filter { !$0.isWhitespace } == key }) { return [entry] }
        guard !key.isEmpty, !key.contains("(") else { return [] }
        return entries.filter { $0.accessor.hasPrefix(key + "(") }
    }

    // MARK: Evidence of the runs not observed

    private static let refreshControlProperty = CatalogEvidence.documented(
        url: "https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol",
        quote: "UIScrollView.refreshControl: The refresh control associated with the scroll view.")
    private static let navigationBarProperty = CatalogEvidence.documented(
        url: "https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar",
        quote: "UINavigationController.navigationBar: The navigation bar managed by the navigation controller.")
    private static let navigationItemProperty = CatalogEvidence.documented(
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem",
        quote:
            "UIViewController.navigationItem: The navigation item used to represent the view controller in a "
            + "parent’s navigation bar.")
    private static let searchControllerProperty = CatalogEvidence.documented(
        url: "https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller",
        quote: "UINavigationItem.searchController: The search controller to integrate into your navigation interface.")

    // MARK: Building the table

    private static let macOS10_15 = OSVersion(10, 15)
    private static let macOS10_15_4 = OSVersion(10, 15, 4)

    /// A run of `className` from the release line `first` through `last` (or through the newest known one).
    private static func since(
        _ className: String, _ first: OSVersion, through last: OSVersion? = nil, evidence: [CatalogEvidence] = []
    ) -> BackingClass {
        BackingClass(className, from: first, through: last, evidence: evidence)
    }

    private static func entry(
        _ accessor: String,
        also otherAccessors: [String] = [],
        _ construct: String,
        scope: IntrospectionScope = .receiver,
        route: TargetRoute = .view,
        routes: [Platform: TargetRoute] = [:],
        excluding excludedClassNames: [String] = [],
        excludingScrollViewsOf excludedDocumentClassNames: [String] = [],
        iOS: [BackingClass]? = nil,
        tvOS: [BackingClass]? = nil,
        macOS: [BackingClass]? = nil,
        visionOS: [BackingClass]? = nil,
        alternatives: [Platform: [BackingClass]] = [:],
        reasons: [Platform: String] = [:],
        swiftUI: [Platform: OSVersion] = [:],
        note: String = ""
    ) -> ViewTypeEntry {
        let byPlatform: [(Platform, [BackingClass]?)] = [
            (.iOS, iOS), (.tvOS, tvOS), (.macOS, macOS), (.visionOS, visionOS),
        ]
        let supports = byPlatform.map { platform, classes in
            PlatformSupport(
                platform,
                classes ?? [],
                alternatives: alternatives[platform] ?? [],
                route: routes[platform] ?? route,
                unavailable: reasons[platform] ?? "\(construct) isn't available on {version}",
                swiftUISince: reasons[platform] == nil ? swiftUI[platform] : nil,
                unbacked: "\(construct) has no \(platform == .macOS ? "AppKit" : "UIKit") object behind it on {version}"
            )
        }
        return ViewTypeEntry(
            accessor, also: otherAccessors, construct: construct, scope: scope, excluding: excludedClassNames,
            excludingScrollViewsOf: excludedDocumentClassNames, note: note, supports
        )
    }
}
