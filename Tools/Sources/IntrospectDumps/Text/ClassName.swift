/// Readings of a runtime class name as dumps print it: mangled (`_TtGC7SwiftUI14_UIHostingView…`),
/// module-qualified (`SwiftUI.UpdateCoalescingCollectionView`), demangled with generic arguments
/// (`UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>>`) or plain (`UIScrollView`).
public enum ClassName {
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

    /// Whether the name is a window's, by its shape: its base name ends with `Window` (`UIWindow`, `NSWindow`,
    /// `UITextEffectsWindow`, SwiftUI's `AppKitWindow`, an app's `COSTouchVisualizerWindow`), as UIKit, AppKit,
    /// SwiftUI and apps name their window classes.
    static func isWindowName(_ name: String) -> Bool {
        baseName(name).hasSuffix("Window")
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
