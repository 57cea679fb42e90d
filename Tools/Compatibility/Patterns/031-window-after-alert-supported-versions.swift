import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 031 · the UIWindow handed to a view model, after an `.alert` modifier, through an app predicate (plain import)
// Source: element-hq/element-x-ios ElementX/Sources/Screens/Authentication/SoftLogoutScreen/View/SoftLogoutScreen.swift
//         @ 5d0343c480a8659a1d5669f8e4a13fb37d7528e7, and ElementX/Sources/Other/Extensions/PlatformViewVersionPredicate.swift
//         @ 7124f24d7cc8ade016ea6ceec39663a1209cd7b1 (internal extension, explicit list, no SPI import)
// API shape: extension PlatformViewVersionPredicate<WindowType, UIWindow> { static var supportedVersions: Self { .iOS(.v16, .v17) } }
//            .alert(…).introspect(.window, on: .supportedVersions) { window in context.send(viewAction: .updateWindow(window)) }
// View type: .window
// Platforms: iOS

#if os(iOS)
extension PlatformViewVersionPredicate<WindowType, UIWindow> {
    static var supportedVersions: Self {
        .iOS(.v16, .v17)
    }
}

@MainActor
final class SignInContext: ObservableObject {
    enum Action { case updateWindow(UIWindow) }
    weak var presentationAnchor: UIWindow?
    @Published var showsError = false

    func send(_ action: Action) {
        switch action {
        case .updateWindow(let window): presentationAnchor = window
        }
    }
}

@MainActor
struct SignInScreen: View {
    @StateObject private var context = SignInContext()

    var body: some View {
        Text("Sign in")
            .alert("Something went wrong", isPresented: $context.showsError) {
                Button("OK") {}
            }
            .introspect(.window, on: .supportedVersions) { window in
                context.send(.updateWindow(window))
            }
    }
}
#endif
