@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 020 · three open ranges, an OptionSet array literal as scope, a trailing comma before the trailing closure
// Source: davdroman/swiftui-navigation-transitions Sources/SwiftUINavigationTransitions/SwiftUISupport.swift @ 0b7bd5ff23b36882354bd53ef8c09c275c1d696a
// API shape: self.introspect(
//                .navigationView(style: .stack),
//                on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...),
//                scope: [.receiver, .ancestor],
//            ) { controller in … }   inside `@MainActor public func` of `extension View`
// View type: .navigationView(style: .stack)
// Platforms: iOS

#if os(iOS)
@MainActor
public final class CrossFadeDelegate: NSObject, UINavigationControllerDelegate {}

extension View {
    @MainActor
    public func crossFadeTransitions(_ delegate: CrossFadeDelegate) -> some View {
        self.introspect(
            .navigationView(style: .stack),
            on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...),
            scope: [.receiver, .ancestor],
        ) { controller in
            if controller.delegate !== delegate {
                controller.delegate = delegate
            }
        }
    }
}
#endif
