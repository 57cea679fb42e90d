/// Readings of a runtime class name as dumps print it: mangled (`_TtGC7SwiftUI14_UIHostingView…`),
/// module-qualified (`SwiftUI.UpdateCoalescingCollectionView`), demangled with generic arguments
/// (`UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>>`) or plain (`UIScrollView`).
@_spi(Tooling) public enum ClassName {
    /// The name with mangling undone where it is the Swift class mangling `_Tt…`: module, nesting and private
    /// discriminators resolved, generic arguments shown as `<…>`. Other names are returned unchanged.
    ///
    /// `_TtGC7SwiftUI14_UIHostingViewGVS_4List…` → `SwiftUI._UIHostingView<…>`;
    /// `_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView` →
    /// `SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView`.
    ///
    /// A class KVO made to observe an object (`NSKVONotifying_UIScrollView`) reads as the object's own class.
    public static func demangled(_ name: String) -> String {
        if name.hasPrefix(kvoPrefix) {
            var observed = Substring(name)
            while observed.hasPrefix(kvoPrefix) { observed = observed.dropFirst(kvoPrefix.count) }
            return demangled(String(observed))
        }
        guard name.hasPrefix("_Tt") else { return name }
        var bytes = Array(name.utf8.dropFirst(3))[...]
        let isGeneric = bytes.first == UInt8(ascii: "G")
        if isGeneric { bytes = bytes.dropFirst() }
        // Nesting kinds, innermost first: C class, V struct, O enum.
        var kinds = 0
        while let byte = bytes.first,
            byte == UInt8(ascii: "C") || byte == UInt8(ascii: "V") || byte == UInt8(ascii: "O")
        {
            kinds += 1
            bytes = bytes.dropFirst()
        }
        guard kinds > 0 else { return name }
        var components: [String] = []
        if bytes.first == UInt8(ascii: "s") {
            components.append("Swift")
            bytes = bytes.dropFirst()
        } else {
            guard let module = readIdentifier(&bytes) else { return name }
            components.append(module)
        }
        for _ in 0..<kinds {
            // A private discriminator: P<length>_<hex> before the name it qualifies.
            if bytes.first == UInt8(ascii: "P"), let discriminatorEnd = privateDiscriminatorEnd(bytes) {
                bytes = bytes[discriminatorEnd...]
            }
            guard let component = readIdentifier(&bytes) else { return name }
            components.append(component)
        }
        return components.joined(separator: ".") + (isGeneric ? "<…>" : "")
    }

    /// The prefix of the subclass Key-Value Observing makes of an observed object's class, at run time.
    private static let kvoPrefix = "NSKVONotifying_"

    /// The class's own name without module, nesting or generic arguments: `UpdateCoalescingCollectionView`,
    /// `UIKitPlatformViewHost`, `_UIHostingView`, `CGDrawingView`. Used to look names up in the knowledge table.
    public static func baseName(_ name: String) -> String {
        let readable = demangled(name)
        // Scan UTF-8 bytes, not Characters: this runs for every node of every dump, and `<`/`.` are ASCII.
        let utf8 = readable.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
        if start == utf8.startIndex, end == utf8.endIndex { return readable }
        return String(readable[start..<end])
    }

    /// Whether the name is SwiftUI's host for a platform view (`PlatformViewHost`, `UIKitPlatformViewHost`,
    /// `AppKitPlatformViewHost`, `UICorePlatformViewHost`).
    public static func isPlatformViewHost(_ name: String) -> Bool {
        baseName(name).hasSuffix("PlatformViewHost")
    }

    /// Whether the name is a SwiftUI hosting view (`_UIHostingView`, `NSHostingView`, `CellHostingView`,
    /// `UIHostingContentView…`, `HostingView`).
    public static func isHostingView(_ name: String) -> Bool {
        let base = baseName(name)
        return base.hasSuffix("HostingView") || base.hasPrefix("UIHostingContentView")
    }

    /// What a class is, by the word its name ends with: Apple's frameworks name their classes for what they are
    /// (`UICollectionView`, `UITableViewCell`, `NSScroller`, `UIWindow`, `UINavigationController`,
    /// `NSInternalInconsistencyException`), SwiftUI's private classes and apps follow them
    /// (`UpdateCoalescingCollectionView`, `COSTouchVisualizerWindow`, `SettingsViewController`), so the name says
    /// what a dump or a message prints without its class's ancestry. `nil` when the name ends with no such word.
    enum Kind: Equatable {
        /// A view or a control.
        case view
        /// A window.
        case window
        /// A view controller.
        case controller
        /// A responder that is never a view: an application or its delegate.
        case responder
        /// An exception, an error or a warning: a message's heading, not an object of the hierarchy.
        case problem
        /// A layout constraint, which names the views it relates (`NSLayoutConstraint`, `NSContentSizeLayoutConstraint`).
        case constraint
        /// A layout anchor, which names its view in quotes (`NSLayoutXAxisAnchor`, `NSLayoutDimension`).
        case anchor
        /// An object of a layout that has a frame and is no view: a layout guide, a stack view's spacer, a
        /// collection view's layout attributes (`UILayoutGuide`, `_UILayoutSpacer`, `UICollectionViewLayoutAttributes`).
        case layoutObject
    }

    /// The words class names end with, and what they say. The views' are the last words of UIKit's and AppKit's
    /// view and control classes (`UIView`, `UITableViewCell`, `UINavigationBar`, `UIToolbar`, `UITextField`,
    /// `UIButton`, `UIControl`, `UILabel`, `UISwitch`, `UISlider`, `UIStepper`, `UIDatePicker`, `UIColorWell`,
    /// `NSScroller`, `NSProgressIndicator`, and the private `UIFieldEditor` and `_NSThemeWidget`). `NSBox` is named
    /// for its look, and `Box` ends SwiftUI's value boxes (`LocationBox`): it is no kind. AppKit's panels
    /// (`NSPanel`, `NSSavePanel`, `NSColorPanel`) are windows.
    private static let kinds: [(word: String, kind: Kind)] = [
        ("View", .view), ("Cell", .view), ("Bar", .view), ("Toolbar", .view), ("Field", .view), ("Button", .view),
        ("Control", .view), ("Label", .view), ("Switch", .view), ("Slider", .view), ("Stepper", .view),
        ("Picker", .view), ("Well", .view), ("Scroller", .view), ("Indicator", .view),
        ("Editor", .view), ("Widget", .view), ("Window", .window), ("Panel", .window), ("Controller", .controller),
        ("Application", .responder), ("Delegate", .responder), ("Exception", .problem), ("Error", .problem),
        ("Warning", .problem), ("Constraint", .constraint), ("Anchor", .anchor), ("Dimension", .anchor),
        ("Guide", .layoutObject), ("Spacer", .layoutObject), ("Attributes", .layoutObject),
    ]

    /// What the class called `name` (any spelling) is, by the word its base name ends with (see ``Kind``).
    static func kind(of name: String) -> Kind? {
        let base = baseName(name)
        return kinds.first { base.hasSuffix($0.word) }?.kind
    }

    /// What the class called `name` is, as its name's string says, from its bytes: free text asks it of every
    /// object it finds, and a plain or module-qualified name (`NSLayoutConstraint`, `SwiftUI.AppKitWindow`) is
    /// answered without making a string; a mangled, observed or generic one is demangled first.
    static func kind(of name: ArraySlice<UInt8>) -> Kind? {
        guard !name.hasASCIIPrefix("_Tt"), !name.hasASCIIPrefix("NSKVONotifying_"),
            !name.contains(UInt8(ascii: "<"))
        else { return kind(of: name.string) }
        let base = name.lastIndex(of: UInt8(ascii: ".")).map { name[($0 + 1)...] } ?? name
        return kinds.first {
            base.count >= $0.word.utf8.count && base.suffix($0.word.utf8.count).elementsEqual($0.word.utf8)
        }?.kind
    }

    /// Whether the name is a view's or a controller's: a platform-view host, a hosting view, or a class named for a
    /// view, a window or a controller (see ``kind(of:)``).
    static func namesAViewOrController(_ name: String) -> Bool {
        if isPlatformViewHost(name) || isHostingView(name) { return true }
        return [.view, .window, .controller].contains(kind(of: name))
    }

    private static func readIdentifier(_ bytes: inout ArraySlice<UInt8>) -> String? {
        var length = 0
        var digits = 0
        while let byte = bytes.first, byte.isASCIIDigit, digits < 4 {
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            bytes = bytes.dropFirst()
        }
        guard digits > 0, length > 0, bytes.count >= length else { return nil }
        let identifier = String(decoding: bytes.prefix(length), as: UTF8.self)
        bytes = bytes.dropFirst(length)
        return identifier
    }

    /// The index after `P<length>_<discriminator>` at the start of `bytes`, or `nil`.
    private static func privateDiscriminatorEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex + 1
        var length = 0
        while index < bytes.endIndex, bytes[index].isASCIIDigit {
            length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            if length > 10_000 { return nil }
        }
        guard length > 0, index + length <= bytes.endIndex else { return nil }
        return index + length
    }
}
