@_spi(Tooling) import IntrospectCore

/// The UI toolkit a class belongs to: SwiftUI builds on UIKit on iOS, tvOS and visionOS, and on AppKit on macOS,
/// and some of its private classes exist in both with different superclasses (`HostingScrollView`).
@_spi(Tooling) public enum Toolkit: String, Sendable, CaseIterable {
    case uiKit
    case appKit

    /// The toolkit SwiftUI builds on for `platform`: AppKit on macOS, UIKit elsewhere (Mac Catalyst takes the iOS
    /// branch).
    public init(platform: Platform) {
        self = platform == .macOS ? .appKit : .uiKit
    }

    /// The toolkit of a class by the prefix of its name (`UI…`, `_UI…`; `NS…`, `_NS…`, `AppKit…`), if it tells.
    public init?(className: String) {
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
