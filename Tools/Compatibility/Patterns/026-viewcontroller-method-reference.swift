@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 026 · `customize:` given a method reference whose parameter has its own label
// Source: element-hq/element-x-ios ElementX/Sources/Screens/HomeScreen/View/BloomModifier.swift @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7
// API shape: content.introspect(.viewController, on: .supportedVersions, customize: configureBloom)
//            where `private func configureBloom(controller: UIViewController)`
// View type: .viewController
// Platforms: iOS

#if os(iOS)
extension PlatformViewVersionPredicate<ViewControllerType, UIViewController> {
    static var supportedVersions: Self {
        .iOS(.v17...)
    }
}

@MainActor
struct TransparentBarModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.introspect(.viewController, on: .supportedVersions, customize: configureBars)
    }

    private func configureBars(controller: UIViewController) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        controller.navigationItem.standardAppearance = appearance
        controller.navigationItem.scrollEdgeAppearance = appearance
    }
}
#endif
