@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 058 · custom constants whose selector starts from the library default and replaces the ancestor (and
//               receiver) search with a hop from the hosting controller
// Source: siteline/swiftui-introspect Sources/ViewTypes/NavigationStack.swift and Sources/ViewTypes/TabView.swift
//         @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (selectors `.default.withAncestorSelector { $0.navigationController }`)
// API shape: extension iOSViewVersion<MyType, UINavigationController> {
//                public static let v16 = Self(for: .v16, selector: selector)
//                private static var selector: IntrospectionSelector<UINavigationController> { .default.withAncestorSelector { $0.navigationController } } }
// View type: custom view type
// Platforms: iOS

#if os(iOS)
public struct FlowType: IntrospectableViewType {
    public var scope: IntrospectionScope { [.receiver, .ancestor] }
}

extension IntrospectableViewType where Self == FlowType {
    public static var flow: Self { .init() }
}

extension iOSViewVersion<FlowType, UINavigationController> {
    public static let v16 = Self(for: .v16, selector: selector)
    public static let v17 = Self(for: .v17, selector: selector)
    public static let v18 = Self(for: .v18, selector: .default.withReceiverSelector { $0.navigationController })

    private static var selector: IntrospectionSelector<UINavigationController> {
        .default.withAncestorSelector { $0.navigationController }
    }
}

extension iOSViewVersion<FlowType, UITabBarController> {
    @_disfavoredOverload
    public static let v17 = Self(for: .v17, selector: .default.withAncestorSelector { $0.tabBarController })
}

struct FlowStep: View {
    var body: some View {
        Text("Step 2")
            .introspect(.flow, on: .iOS(.v16, .v17, .v18)) { navigationController in
                navigationController.setNavigationBarHidden(true, animated: false)
            }
            .introspect(.flow, on: .iOS(.v17)) { (tabBarController: UITabBarController) in
                tabBarController.tabBar.isHidden = true
            }
    }
}
#endif
