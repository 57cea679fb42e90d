extension ClassKnowledge {
    /// Classes of the frameworks every view hierarchy is made of, beside the table's: a dump of any app names some.
    private static let frameworkBaseNames: Set<String> = [
        "UIView", "UIWindow", "UIViewController", "UIResponder", "UIApplication", "UIImageView", "UILabel",
        "NSView", "NSWindow", "NSViewController", "NSResponder", "NSApplication", "NSImageView", "NSBox",
        "UITransitionView", "UILayoutContainerView", "UIDropShadowView", "NSThemeFrame", "NSTitlebarView",
    ]

    /// The table's base names, in a set: looked up for every word of a text read flat.
    private static let knownBaseNames: Set<String> = Set(entries.map(\.baseName)).union(frameworkBaseNames)

    /// Whether `baseName` is a class the table knows, one of the frameworks' base classes, or one of SwiftUI's or
    /// Introspect's (a hosting view, a platform-view host, a marker).
    static func isKnown(baseName: String) -> Bool {
        knownBaseNames.contains(baseName) || ClassName.isHostingView(baseName)
            || ClassName.isPlatformViewHost(baseName) || baseName.hasPrefix("INTR")
    }

    /// Whether `className` (any spelling) is such a class, or names SwiftUI's module.
    static func isKnown(className: String) -> Bool {
        className.contains("SwiftUI") || isKnown(baseName: ClassName.baseName(className))
    }

    /// Prefixes of the frameworks whose views and controllers dumps print, private classes included
    /// (`_UITableViewCellSwipeContainerView`, `WKInspectorWKWebView`, `PHPickerViewController`).
    private static let frameworkPrefixes: [String] = ["UI", "NS", "WK", "MK", "AV", "PH", "PK", "CA", "SK"]

    /// The last words of the frameworks' view, controller and window classes.
    private static let frameworkSuffixes: [String] = [
        "View", "Controller", "Window", "Scene", "Cell", "Bar", "Button", "Field", "Label", "Control", "Picker",
        "Slider", "Switch", "Stepper", "Indicator", "Well", "Layer",
    ]

    /// Whether a node of `className`, with the superclasses its dump states, is an object of UIKit, AppKit, SwiftUI
    /// or a framework beside them: a known class, a stated known superclass (`baseClass = UITableViewCell`), or a
    /// name spelt as those frameworks spell their views' and controllers' (a prefix, a capitalised word, a leading
    /// `_` for private ones, and a last word such as `View` or `Controller`). App classes with no stated superclass
    /// do not count: an app's dump names some framework class too. Random text, whose words are read as a tree's
    /// names, almost never spells one.
    static func namesAFrameworkClass(_ className: String, superclasses: [String]) -> Bool {
        let base = ClassName.baseName(className)
        if className.contains("SwiftUI") || isKnown(baseName: base) || superclasses.contains(where: isKnown(className:))
        {
            return true
        }
        let name = base.hasPrefix("_") ? base.dropFirst() : Substring(base)
        guard frameworkSuffixes.contains(where: { name.hasSuffix($0) }) else { return false }
        return frameworkPrefixes.contains { prefix in
            guard name.hasPrefix(prefix), name.count > prefix.count + 3 else { return false }
            let next = name[name.index(name.startIndex, offsetBy: prefix.count)...]
            return next.first?.isUppercase == true && next.dropFirst().first?.isLowercase == true
        }
    }
}
