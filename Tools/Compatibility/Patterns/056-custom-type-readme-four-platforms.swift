@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 056 · "Implement your own introspectable type": an empty conforming struct, its dot-accessor, and per-platform
//               version constants declared in extensions of the generic version aliases with `Self(for:)`
// Source: siteline/swiftui-introspect README.md @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (section "Implement your own introspectable type";
//         the same section with v13–v17 in the 0.12.0 README @ 121c146fe591b1320238d054ae35c81ffa45f45a)
// API shape: public struct MyType: IntrospectableViewType {}
//            extension IntrospectableViewType where Self == MyType { public static var myType: Self { .init() } }
//            #if canImport(UIKit) extension iOSViewVersion<MyType, UITextField> { public static let v13 = Self(for: .v13) … v27 }
//            + tvOSViewVersion (v13…v27), visionOSViewVersion (v1, v2, v26, v27)
//            #elseif canImport(AppKit) extension macOSViewVersion<MyType, NSTextField> { v10_15 … v27 } #endif
// View type: custom view type
// Platforms: iOS, macOS

public struct SearchInputType: IntrospectableViewType {}

extension IntrospectableViewType where Self == SearchInputType {
    public static var searchInput: Self { .init() }
}

#if canImport(UIKit)
extension iOSViewVersion<SearchInputType, UITextField> {
    public static let v13 = Self(for: .v13)
    public static let v14 = Self(for: .v14)
    public static let v15 = Self(for: .v15)
    public static let v16 = Self(for: .v16)
    public static let v17 = Self(for: .v17)
    public static let v18 = Self(for: .v18)
    public static let v26 = Self(for: .v26)
    public static let v27 = Self(for: .v27)
}

extension tvOSViewVersion<SearchInputType, UITextField> {
    public static let v13 = Self(for: .v13)
    public static let v14 = Self(for: .v14)
    public static let v15 = Self(for: .v15)
    public static let v16 = Self(for: .v16)
    public static let v17 = Self(for: .v17)
    public static let v18 = Self(for: .v18)
    public static let v26 = Self(for: .v26)
    public static let v27 = Self(for: .v27)
}

extension visionOSViewVersion<SearchInputType, UITextField> {
    public static let v1 = Self(for: .v1)
    public static let v2 = Self(for: .v2)
    public static let v26 = Self(for: .v26)
    public static let v27 = Self(for: .v27)
}
#elseif canImport(AppKit)
extension macOSViewVersion<SearchInputType, NSTextField> {
    public static let v10_15 = Self(for: .v10_15)
    public static let v11 = Self(for: .v11)
    public static let v12 = Self(for: .v12)
    public static let v13 = Self(for: .v13)
    public static let v14 = Self(for: .v14)
    public static let v15 = Self(for: .v15)
    public static let v26 = Self(for: .v26)
    public static let v27 = Self(for: .v27)
}
#endif

struct CustomTypeUse: View {
    @State private var query = ""

    var body: some View {
        TextField("Find", text: $query)
            #if canImport(UIKit)
            .introspect(.searchInput, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15), .visionOS(.v1)) { textField in
                textField.clearButtonMode = .always
            }
            #elseif canImport(AppKit)
            .introspect(.searchInput, on: .macOS(.v12, .v13, .v14)) { textField in
                textField.isBezeled = false
            }
            #endif
    }
}
