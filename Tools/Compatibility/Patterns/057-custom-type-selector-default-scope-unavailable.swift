@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 057 · a custom type like the library's own sheet type: default scope `.ancestor`, constants with a selector
//               built by `.from(_:selector:)`, a disfavoured subclass family, and compile-time-unavailable constants
// Source: siteline/swiftui-introspect Sources/ViewTypes/Sheet.swift and Sources/ViewTypes/SearchField.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: public struct SheetType: IntrospectableViewType { public var scope: IntrospectionScope { .ancestor } }
//            extension iOSViewVersion<SheetType, UIPresentationController> { public static let v13 = Self(for: .v13, selector: selector) }
//            private static var selector: IntrospectionSelector<UIPresentationController> { .from(UIViewController.self, selector: { $0.presentationController }) }
//            @available(iOS 15, *) extension iOSViewVersion<SheetType, UISheetPresentationController> { @_disfavoredOverload public static let v15 = … }
//            @available(*, unavailable, message: "…") public static let v13 = Self.unavailable()
// View type: custom view type
// Platforms: iOS

#if os(iOS)
public struct DrawerType: IntrospectableViewType {
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == DrawerType {
    public static var drawer: Self { .init() }
}

extension iOSViewVersion<DrawerType, UIPresentationController> {
    public static let v13 = Self(for: .v13, selector: selector)
    public static let v14 = Self(for: .v14, selector: selector)
    public static let v15 = Self(for: .v15, selector: selector)
    public static let v16 = Self(for: .v16, selector: selector)
    public static let v17 = Self(for: .v17, selector: selector)

    private static var selector: IntrospectionSelector<UIPresentationController> {
        .from(UIViewController.self, selector: { $0.presentationController })
    }
}

@available(iOS 15, *)
extension iOSViewVersion<DrawerType, UISheetPresentationController> {
    @available(*, unavailable, message: "Sheet presentation controllers exist from iOS 15")
    public static let v13 = Self.unavailable()
    @available(*, unavailable, message: "Sheet presentation controllers exist from iOS 15")
    public static let v14 = Self.unavailable()
    @_disfavoredOverload
    public static let v15 = Self(for: .v15, selector: selector)
    @_disfavoredOverload
    public static let v16 = Self(for: .v16, selector: selector)
    @_disfavoredOverload
    public static let v17 = Self(for: .v17, selector: selector)

    private static var selector: IntrospectionSelector<UISheetPresentationController> {
        .from(UIViewController.self, selector: { $0.sheetPresentationController })
    }
}

struct DrawerContent: View {
    var body: some View {
        Text("Drawer")
            .introspect(.drawer, on: .iOS(.v15, .v16, .v17)) { presentationController in
                presentationController.containerView?.backgroundColor = .clear
            }
            .introspect(.drawer, on: .iOS(.v16, .v17)) { (sheet: UISheetPresentationController) in
                sheet.prefersGrabberVisible = true
            }
    }
}
#endif
