/// The UI toolkit a class belongs to: SwiftUI builds on UIKit on iOS, tvOS and visionOS, and on AppKit on macOS,
/// and some of its private classes exist in both with different superclasses (`HostingScrollView`).
public enum Toolkit: String, Sendable, CaseIterable {
    case uiKit
    case appKit
}
