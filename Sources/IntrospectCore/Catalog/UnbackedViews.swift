/// A common SwiftUI view that no UIKit or AppKit object stands behind: why, on which platforms, what the reason
/// rests on, and what to use instead. `introspect catalog --view text` answers with it, and the "What cannot be
/// introspected" article lists every row.
@_spi(Tooling) public struct UnbackedView: Sendable {
    /// What a reason rests on.
    public typealias Evidence = CatalogEvidence

    /// The name `introspect catalog --view` takes (`text`, `lazyVStack`).
    public let name: String
    /// SwiftUI's names for it (`Text`; `HStack, VStack, ZStack`).
    public let construct: String
    /// Why no object can be handed over, on every platform unless `platformReasons` says otherwise.
    public let reason: String
    /// Where a platform differs, its own reason.
    public let platformReasons: [Platform: String]
    /// What to use instead: a SwiftUI API, or a view type that is introspectable.
    public let instead: String
    /// What the reason rests on.
    public let evidence: [Evidence]

    /// The reason on `platform`.
    public func reason(on platform: Platform) -> String {
        platformReasons[platform] ?? reason
    }
}

extension ViewTypeCatalog {
    /// The common SwiftUI views with no platform object to hand over, in the order the article lists them.
    public static let unbacked: [UnbackedView] = [
        UnbackedView(
            name: "text", construct: "Text",
            reason:
                "SwiftUI draws text itself: no UILabel or NSTextField, and what holds the drawing changes between "
                + "releases (a CGDrawingView on iOS 16 to 18 and 26.1, only a layer in an iOS 26 recording)",
            platformReasons: [:],
            instead:
                "Text's own modifiers (.font, .foregroundStyle, .lineLimit, .textSelection); for text a user edits, "
                + ".textField or .textEditor",
            evidence: [
                .observed(fixture: "025", lines: [6], os: "iOS 16–17", className: "CGDrawingView"),
                .observed(fixture: "024", lines: [6], os: "iOS 18", className: "CGDrawingView"),
                .observed(fixture: "023", lines: [6], os: "iOS 26", className: "CGDrawingLayer"),
                .observed(fixture: "030", lines: [36], os: "iOS 26.1", className: "CGDrawingView"),
            ]),
        UnbackedView(
            name: "image", construct: "Image",
            reason: "SwiftUI draws images into its own views and layers: no UIImageView or NSImageView",
            platformReasons: [:],
            instead:
                "Image's modifiers (.resizable, .renderingMode, .interpolation); a UIImageView or NSImageView of "
                + "your own in a UIViewRepresentable or NSViewRepresentable",
            evidence: [.argued("Image is drawn with the rest of the hosting view's display list, as Text is.")]),
        UnbackedView(
            name: "label", construct: "Label",
            reason: "a title and an icon SwiftUI lays out and draws: a Text and an Image, neither backed",
            platformReasons: [:],
            instead: ".labelStyle, and the modifiers of Text and Image",
            evidence: [.argued("Label is composed of Text and Image, which have no platform object.")]),
        UnbackedView(
            name: "link", construct: "Link",
            reason:
                "SwiftUI's control for a URL, which it opens through the environment's openURL action; no view type "
                + "stands for it",
            platformReasons: [:],
            instead: ".environment(\\.openURL, OpenURLAction { url in … }) to handle the URL yourself",
            evidence: [
                .argued("Link opens its destination through the environment's OpenURLAction, which an app can replace.")
            ]),
        UnbackedView(
            name: "navigationLink", construct: "NavigationLink",
            reason: "a row or button SwiftUI draws; what it pushes is handled by the navigation container",
            platformReasons: [:],
            instead:
                ".navigationStack, .navigationView or .navigationSplitView for the container's controller, and "
                + ".navigationDestination for what a link shows",
            evidence: [
                .argued("The push is performed by the navigation container, whose controller is introspectable.")
            ]),
        UnbackedView(
            name: "menu", construct: "Menu",
            reason:
                "on iOS a private button class SwiftUI draws and may change (a menu-style Picker shows "
                + "UIKitIconPreferringButton on iOS 26), no UIButton of the public API",
            platformReasons: [
                .macOS: "not observed: SwiftUI may draw it with an AppKit pop-up button, but no recording shows which; "
                    + "no view type stands for it",
                .tvOS: "a button SwiftUI draws; no platform object is handed over",
                .visionOS: "a button SwiftUI draws; no platform object is handed over",
            ],
            instead: ".menuStyle, .menuOrder, .menuIndicator",
            evidence: [
                .observed(fixture: "015", lines: [13], os: "iOS 26", className: "UIKitIconPreferringButton")
            ]),
        UnbackedView(
            name: "stack", construct: "HStack, VStack, ZStack",
            reason: "layout containers: they place their children and create no view",
            platformReasons: [:],
            instead: "spacing, alignment and frame modifiers; .view for the hosting view around them",
            evidence: [.argued("Stacks are layouts (the Layout protocol's built-in ones), not views with a backing.")]),
        UnbackedView(
            name: "lazyStack", construct: "LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, Grid",
            reason:
                "layouts inside the enclosing scroll view: their rows are SwiftUI's views, the scroll view is the object",
            platformReasons: [:],
            instead: ".scrollView for the UIScrollView or NSScrollView around them",
            evidence: [.argued("A lazy stack lays its rows out in the content of the ScrollView that holds it.")]),
        UnbackedView(
            name: "forEach", construct: "ForEach, Group, Section",
            reason: "structure: they produce their children's views and have none of their own",
            platformReasons: [:],
            instead: "introspect the views they produce, or the List or Form around them (.list, .form)",
            evidence: [.argued("ForEach, Group and Section are view builders of their content.")]),
        UnbackedView(
            name: "geometryReader", construct: "GeometryReader",
            reason: "a layout that reports its proposed size to its content; no view of its own",
            platformReasons: [:],
            instead: "its GeometryProxy, or .onGeometryChange",
            evidence: [.argued("GeometryReader is a container view whose value is its proxy, not an object.")]),
        UnbackedView(
            name: "shape", construct: "Color, Rectangle, Circle, Capsule, Path, Canvas, Spacer, Divider",
            reason: "drawn or laid out by SwiftUI: no platform view for a fill, a shape, a space or a rule",
            platformReasons: [:],
            instead: "their modifiers (.fill, .stroke, .frame); Canvas's GraphicsContext for custom drawing",
            evidence: [.argued("Shapes and colours are rendered into the hosting view's layers.")]),
        UnbackedView(
            name: "chart", construct: "Chart",
            reason: "Swift Charts draws its marks with SwiftUI: no platform object",
            platformReasons: [:],
            instead: "Chart's modifiers (.chartXAxis, .chartYScale, .chartOverlay)",
            evidence: [.argued("Chart is a SwiftUI view built of marks, with no UIKit or AppKit counterpart.")]),
        UnbackedView(
            name: "alert", construct: ".alert, .confirmationDialog",
            reason:
                "SwiftUI presents a controller of its own from the hosting controller when the binding turns true, "
                + "and no documented UIKit or AppKit event tells a view that its controller presented one: finding "
                + "it would mean polling presentedViewController",
            platformReasons: [:],
            instead:
                "the alert's SwiftUI modifiers (.alert(_:isPresented:actions:message:), .dialogIcon, "
                + ".dialogSeverity); for full control, a UIAlertController you present from .viewController's "
                + "controller yourself",
            evidence: [
                .observed(fixture: "136", lines: [3], os: "iOS 26, inferred", className: "PlatformAlertController"),
                .argued(
                    "UIViewController documents presentedViewController as a property with no notification; SwiftUI "
                        + "does not document when it presents its alert controller."),
            ]),
        UnbackedView(
            name: "contextMenu", construct: ".contextMenu",
            reason:
                "one context-menu bridge per hosting view serves every menu in it (a ContextMenuBridge in a visionOS "
                + "27 recording): no object of one menu to hand over",
            platformReasons: [:],
            instead:
                "the menu's content in .contextMenu; .contextMenu(menuItems:preview:) for a preview (iOS 16 and later)",
            evidence: [.observed(fixture: "011", lines: [4], os: "visionOS 27", className: "ContextMenuBridge")]),
    ]

    /// The row `name` names: its `name` (`text`), or one of SwiftUI's names it lists (`Text`, `VStack`).
    public static func unbackedView(named name: String) -> UnbackedView? {
        let key = name.filter { !$0.isWhitespace }
        return unbacked.first { view in
            view.name.lowercased() == key.lowercased()
                || view.construct.split(separator: ",").contains {
                    $0.filter { !$0.isWhitespace } == key || $0.filter { !$0.isWhitespace } == "." + key
                }
        }
    }
}
