import IntrospectCore

/// What this library knows of classes that dumps print without their superclasses: SwiftUI's private
/// subclasses (and a few of UIKit's and AppKit's), each with the chain of superclasses up to the public class a
/// developer introspects, and the public classes' own chains.
///
/// A dump's own statements win: `baseClass = …` (recursiveDescription), `superclassChain` (JSON) and
/// `superclass:` (Bone captures) are recorded first; this table fills in what they leave out.
public enum ClassKnowledge {
    /// One fact: a class and its superclasses, nearest first, with where the fact was seen.
    public struct Entry: Sendable {
        /// The class's base name (no module, no generic arguments).
        public let baseName: String
        /// The platform the class belongs to (`HostingScrollView` exists in both SwiftUIs, with different bases).
        public let platform: KnowledgePlatform
        /// Its superclasses, nearest first, up to a public class.
        public let superclasses: [String]
        /// Where the fact was seen: a dump and line, or the framework for public classes.
        public let source: String
    }

    /// The toolkit a class name belongs to.
    public enum KnowledgePlatform: Sendable {
        case uiKit, appKit
    }

    /// The curated entries.
    public static let entries: [Entry] = [
        // SwiftUI's private UIKit subclasses.
        Entry(baseName: "UpdateCoalescingCollectionView", platform: .uiKit, superclasses: ["UICollectionView", "UIScrollView", "UIView"], source: "dump 001 line 6 (baseClass = UICollectionView); dump 009 superclassChain"),
        Entry(baseName: "UpdateCoalescingTableView", platform: .uiKit, superclasses: ["UITableView", "UIScrollView", "UIView"], source: "dumps INDEX, Xcode warning line (baseClass = UITableView), iOS 13–15"),
        Entry(baseName: "ListCollectionViewCell", platform: .uiKit, superclasses: ["UICollectionViewListCell", "UICollectionViewCell", "UIView"], source: "dump 001 line 9 (baseClass = UICollectionViewListCell)"),
        Entry(baseName: "TableCollectionViewCell", platform: .uiKit, superclasses: ["UICollectionViewCell", "UIView"], source: "dump 019 (Table rows on iPadOS 26)"),
        Entry(baseName: "HostingScrollView", platform: .uiKit, superclasses: ["UIScrollView", "UIView"], source: "dump 033 (SwiftUI's private UIScrollView subclass, iOS 18.2)"),
        Entry(baseName: "HostingScrollView", platform: .appKit, superclasses: ["NSScrollView", "NSView"], source: "dump 032 line 84 (role AXScrollArea, macOS 26)"),
        Entry(baseName: "UIKitTabBarController", platform: .uiKit, superclasses: ["UITabBarController", "UIViewController"], source: "dump 004 line 2"),
        Entry(baseName: "NotifyingMulticolumnSplitViewController", platform: .uiKit, superclasses: ["UISplitViewController", "UIViewController"], source: "dump 004 line 4"),
        Entry(baseName: "StyleContextSplitViewNavigationController", platform: .uiKit, superclasses: ["UINavigationController", "UIViewController"], source: "dump 004 line 5"),
        Entry(baseName: "UIHostingController", platform: .uiKit, superclasses: ["UIViewController"], source: "dumps 003/004 (controller lines)"),
        Entry(baseName: "UIKitToolbar", platform: .uiKit, superclasses: ["UIToolbar", "UIView"], source: "dumps 029/030 (UIKitToolbar, \"Toolbar\")"),
        Entry(baseName: "UIKitIconPreferringButton", platform: .uiKit, superclasses: ["UIButton", "UIControl", "UIView"], source: "dump 015 line 13 (superclass UIKitButtonBase, a UIButton)"),
        Entry(baseName: "UIKitPickerView", platform: .uiKit, superclasses: ["UIPickerView", "UIView"], source: "dump 016 line 15 (superclass: UIPickerView)"),
        Entry(baseName: "TextEditorTextView", platform: .uiKit, superclasses: ["UITextView", "UIScrollView", "UIView"], source: "dump 034 (TextEditor's UITextView subclass, iOS 26.5)"),
        Entry(baseName: "_UIHostingView", platform: .uiKit, superclasses: ["UIView"], source: "dumps 001, 013 (superclass: UIView)"),
        Entry(baseName: "HostingView", platform: .uiKit, superclasses: ["UIView"], source: "dump 017 line 33 (tab content, iOS 26, printed without module)"),
        Entry(baseName: "CellHostingView", platform: .uiKit, superclasses: ["UIView"], source: "dump 009 superclassChain (UIItemHostingView, _UIHostingView, UIView)"),
        Entry(baseName: "UIKitPlatformViewHost", platform: .uiKit, superclasses: ["UICorePlatformViewHost", "_UIConstraintBasedLayoutHostingView", "UIView"], source: "dump 009 superclassChain; dump 010 baseClass"),
        Entry(baseName: "PlatformViewHost", platform: .uiKit, superclasses: ["_UIConstraintBasedLayoutHostingView", "UIView"], source: "dump 001 line 5 (baseClass = _UIConstraintBasedLayoutHostingView)"),
        // UIKit's private classes that are public classes underneath.
        Entry(baseName: "UIFieldEditor", platform: .uiKit, superclasses: ["UIScrollView", "UIView"], source: "dump 034 note: a focused UITextField holds a UIFieldEditor, a UIScrollView"),
        Entry(baseName: "UILayoutContainerView", platform: .uiKit, superclasses: ["UIView"], source: "dumps 017, 029 (the view of a navigation or tab bar controller)"),
        // SwiftUI's private AppKit subclasses.
        Entry(baseName: "NSHostingView", platform: .appKit, superclasses: ["NSView"], source: "dumps 005, 031"),
        Entry(baseName: "AppKitPlatformViewHost", platform: .appKit, superclasses: ["NSView"], source: "dump 022 line 13"),
        Entry(baseName: "SwiftUISegmentedControl", platform: .appKit, superclasses: ["NSSegmentedControl", "NSControl", "NSView"], source: "dump 022 line 14"),
        Entry(baseName: "AppKitTextField", platform: .appKit, superclasses: ["NSTextField", "NSControl", "NSView"], source: "dump 022 line 34"),
        Entry(baseName: "SwiftUIOutlineListView", platform: .appKit, superclasses: ["NSOutlineView", "NSTableView", "NSControl", "NSView"], source: "dump 031 line 55 (role AXOutline)"),
        Entry(baseName: "ListCoreScrollView", platform: .appKit, superclasses: ["NSScrollView", "NSView"], source: "dump 031 line 54 (role AXScrollArea)"),
        // Public classes, so that an is-a test on a public subclass reaches its ancestors.
        Entry(baseName: "UICollectionView", platform: .uiKit, superclasses: ["UIScrollView", "UIView"], source: "UIKit"),
        Entry(baseName: "UITableView", platform: .uiKit, superclasses: ["UIScrollView", "UIView"], source: "UIKit"),
        Entry(baseName: "UITextView", platform: .uiKit, superclasses: ["UIScrollView", "UIView"], source: "UIKit"),
        Entry(baseName: "UIScrollView", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UICollectionViewListCell", platform: .uiKit, superclasses: ["UICollectionViewCell", "UIView"], source: "UIKit"),
        Entry(baseName: "UICollectionViewCell", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UITableViewCell", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UITextField", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UISwitch", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UISlider", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIStepper", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIButton", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UISegmentedControl", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIDatePicker", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIColorWell", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIPageControl", platform: .uiKit, superclasses: ["UIControl", "UIView"], source: "UIKit"),
        Entry(baseName: "UIControl", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UIPickerView", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UIProgressView", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UIActivityIndicatorView", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UINavigationBar", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UITabBar", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UIToolbar", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UISearchBar", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UIWindow", platform: .uiKit, superclasses: ["UIView"], source: "UIKit"),
        Entry(baseName: "UITabBarController", platform: .uiKit, superclasses: ["UIViewController"], source: "UIKit"),
        Entry(baseName: "UINavigationController", platform: .uiKit, superclasses: ["UIViewController"], source: "UIKit"),
        Entry(baseName: "UISplitViewController", platform: .uiKit, superclasses: ["UIViewController"], source: "UIKit"),
        Entry(baseName: "NSOutlineView", platform: .appKit, superclasses: ["NSTableView", "NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSTableView", platform: .appKit, superclasses: ["NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSTextField", platform: .appKit, superclasses: ["NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSSegmentedControl", platform: .appKit, superclasses: ["NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSButton", platform: .appKit, superclasses: ["NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSControl", platform: .appKit, superclasses: ["NSView"], source: "AppKit"),
        Entry(baseName: "NSScrollView", platform: .appKit, superclasses: ["NSView"], source: "AppKit"),
        Entry(baseName: "NSScroller", platform: .appKit, superclasses: ["NSControl", "NSView"], source: "AppKit"),
        Entry(baseName: "NSTextView", platform: .appKit, superclasses: ["NSText", "NSView"], source: "AppKit"),
        Entry(baseName: "NSClipView", platform: .appKit, superclasses: ["NSView"], source: "AppKit"),
    ]

    private static let index: [String: [Entry]] = Dictionary(grouping: entries, by: \.baseName)

    /// The known superclasses of the class called `name` (any spelling), nearest first, on `platform` when
    /// given; empty when the class is unknown.
    public static func superclasses(of name: String, platform: KnowledgePlatform?) -> [String] {
        var chain: [String] = []
        var current = ClassName.baseName(name)
        var seen: Set<String> = [current]
        // Follow the table: an entry's last superclass may itself have an entry.
        while let candidates = index[current] {
            guard let entry = candidates.first(where: { platform == nil || $0.platform == platform }) ?? candidates.first else { break }
            for superclass in entry.superclasses where !chain.contains(superclass) { chain.append(superclass) }
            guard let last = entry.superclasses.last, seen.insert(last).inserted else { break }
            current = last
        }
        return chain
    }

    /// The public class a developer would introspect for a node: the class itself when it is public, else its
    /// nearest public superclass.
    public static func publicClass(of node: RecordedNode) -> String? {
        ([node.className] + node.superclassNames).first(where: isPublicName)
    }

    /// Whether `name` looks like a public class: a plain name (no module prefix, generic arguments, mangling or
    /// leading underscore) that is not one of SwiftUI's own classes this table knows, nor named like them
    /// (`UIKit…`, `AppKit…`, `SwiftUI…`).
    public static func isPublicName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        if name.hasPrefix("UIKit") || name.hasPrefix("AppKit") || name.hasPrefix("SwiftUI") { return false }
        return !privateNames.contains(name)
    }

    /// Base names in the table that are private classes (their entries name a public class further up).
    private static let privateNames: Set<String> = Set(entries.filter { $0.source != "UIKit" && $0.source != "AppKit" }.map(\.baseName))
}
