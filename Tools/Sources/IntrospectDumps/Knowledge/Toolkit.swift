@_spi(Tooling) import IntrospectCore

/// The UI toolkit of a class, by its name: SwiftUI builds on UIKit on iOS, tvOS and visionOS, and on AppKit on macOS,
/// and some of its private classes exist in both with different superclasses (`HostingScrollView`).
extension Toolkit {
    /// The toolkit of a class by the prefix of its name (`UI…`, `_UI…`; `NS…`, `_NS…`, `AppKit…`), if it tells.
    @_spi(Tooling) public init?(className: String) {
        let base = ClassName.baseName(className)
        if base.hasPrefix("UI") || base.hasPrefix("_UI") {
            self = .uiKit
        } else if base.hasPrefix("NS") || base.hasPrefix("_NS") || base.hasPrefix("AppKit") {
            self = .appKit
        } else {
            return nil
        }
    }

    /// The toolkit most of `classNames` belong to, counting each occurrence; `nil` when as many belong to each.
    /// - Complexity: O(n) lookups, one reading of each distinct name.
    static func judged(fromClassNames classNames: some Sequence<String>) -> Toolkit? {
        var counts: [String: Int] = [:]
        for name in classNames { counts[name, default: 0] += 1 }
        var uiKit = 0
        var appKit = 0
        for (name, count) in counts {
            switch Toolkit(className: name) {
            case .uiKit: uiKit += count
            case .appKit: appKit += count
            case nil: break
            }
        }
        if uiKit == appKit { return nil }
        return uiKit > appKit ? .uiKit : .appKit
    }
}
