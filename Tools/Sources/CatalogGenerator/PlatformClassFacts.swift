@_spi(Tooling) import IntrospectCore

/// What the SDKs say about the platform classes the catalog names: the framework a class lives in beyond UIKit
/// and AppKit, the UIKit platforms whose SDK lacks it, and where it is newer than the package's deployment
/// targets (iOS 13, macOS 10.15). The generated typed API compiles each class's constants where it exists.
struct PlatformClassFacts: Hashable, Sendable {
    /// The framework to import, when not UIKit or AppKit (`"MapKit"`).
    let framework: String?
    /// UIKit platforms whose SDK does not have the class (UIKit's headers mark it `API_UNAVAILABLE(tvos)`).
    let missingOn: Set<Platform>
    /// Versions that introduced the class, where newer than the deployment targets.
    let introduced: [Platform: OSVersion]
    /// Whether the framework gives the class the same name on UIKit and AppKit platforms (`MKMapView`,
    /// `WKWebView`), so one closure `(MKMapView) -> Void` serves every platform: the constants of every platform
    /// then compile wherever the framework imports, and `.introspect(.map, on: .iOS(.v17), .macOS(.v14))` is one
    /// call in multiplatform code.
    let isSharedByBothToolkits: Bool

    /// Facts about one class.
    init(
        framework: String? = nil, missingOn: Set<Platform> = [], introduced: [Platform: OSVersion] = [:],
        isSharedByBothToolkits: Bool = false
    ) {
        self.framework = framework
        self.missingOn = missingOn
        self.introduced = introduced
        self.isSharedByBothToolkits = isSharedByBothToolkits
    }

    /// The facts about `className`: none known means a UIKit or AppKit class available everywhere its toolkit is.
    static func of(_ className: String) -> PlatformClassFacts {
        table[className] ?? PlatformClassFacts()
    }

    private static let table: [String: PlatformClassFacts] = [
        // MapKit and WebKit declare these for iOS, macOS and visionOS alike (MapKit for tvOS too; WebKit has no
        // tvOS SDK, where `canImport(WebKit)` is false).
        "MKMapView": PlatformClassFacts(framework: "MapKit", isSharedByBothToolkits: true),
        "AVPlayerViewController": PlatformClassFacts(framework: "AVKit"),
        "AVPlayerView": PlatformClassFacts(framework: "AVKit"),
        "WKWebView": PlatformClassFacts(framework: "WebKit", isSharedByBothToolkits: true),
        // tvOS has no switches, sliders, steppers, refresh controls, toolbars, date or wheel pickers, color wells, popovers or
        // sheet presentation controllers (each is API_UNAVAILABLE(tvos) in UIKit's headers).
        "UISwitch": PlatformClassFacts(missingOn: [.tvOS]),
        "UISlider": PlatformClassFacts(missingOn: [.tvOS]),
        "UIRefreshControl": PlatformClassFacts(missingOn: [.tvOS]),
        "UIToolbar": PlatformClassFacts(missingOn: [.tvOS]),
        "UIStepper": PlatformClassFacts(missingOn: [.tvOS]),
        "UIDatePicker": PlatformClassFacts(missingOn: [.tvOS]),
        "UIPickerView": PlatformClassFacts(missingOn: [.tvOS]),
        "UIPopoverPresentationController": PlatformClassFacts(missingOn: [.tvOS]),
        "UIColorWell": PlatformClassFacts(missingOn: [.tvOS], introduced: [.iOS: 14]),
        "UISheetPresentationController": PlatformClassFacts(missingOn: [.tvOS], introduced: [.iOS: 15]),
        "NSSearchToolbarItem": PlatformClassFacts(introduced: [.macOS: 11]),
    ]
}
