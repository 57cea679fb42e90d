/// The UI toolkit SwiftUI builds on: UIKit on iOS, tvOS and visionOS (and Mac Catalyst), AppKit on macOS.
@_spi(Tooling) public enum Toolkit: String, Hashable, Sendable, CaseIterable {
    /// UIKit: iOS, tvOS, visionOS and Mac Catalyst.
    case uiKit
    /// AppKit: macOS.
    case appKit

    /// The toolkit SwiftUI builds on for `platform` (Mac Catalyst takes the iOS branch).
    public init(platform: Platform) {
        self = platform == .macOS ? .appKit : .uiKit
    }
}
