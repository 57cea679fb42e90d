@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 118 · open ranges starting at iOS 13 (`.iOS(.v13...)`) on several view types, with `[weak vm]` capture lists on
//               a @MainActor ObservableObject, `guard let vm else { return }`, identity comparison before storing, and a
//               ViewModifier conformance declared in an extension whose `body` reads the struct's computed properties
// Source: HedvigInsurance/ugglan @ 3c8a2062d8e5f3159fbdd528bda0c3142a2114fe — Projects/App/Sources/Navigation/LoggedInNavigation.swift,
//         Projects/hCoreUI/Sources/Views/GeneralDatePicker.swift, Projects/hCoreUI/Sources/Views/DocumentPreview.swift,
//         Projects/hCoreUI/Sources/hForm/hForm.swift, Projects/hCore/Sources/Masking.swift
// API shape: .introspect(.tabView, on: .iOS(.v13...)) { tabBar in vm.tabBar = tabBar }
//            .datePickerStyle(.graphical).introspect(.datePicker, on: .iOS(.v13...)) { [weak vm] datePicker in vm?.datePicker = datePicker; vm?.updateColors() }
//            .introspect(.viewController, on: .iOS(.v13...)) { [weak vm] vc in if vm?.vc != vc { vm?.vc = vc } }
//            .introspect(.scrollView, on: .iOS(.v13...)) { [weak vm] scrollView in guard let vm else { return }; if scrollView != vm.scrollView { … } }
//            extension Masking: ViewModifier { public func body(content: Content) -> some View {
//                content.keyboardType(…).introspect(.textField, on: .iOS(.v13...)) { textField in textField.spellCheckingType = spellCheckingType } } }
//            with `@_spi(Advanced) import`
// View type: open ranges from .v13
// Platforms: iOS

#if os(iOS)
@MainActor
final class ShellViewModel: ObservableObject {
    weak var tabBar: UITabBarController?
    weak var datePicker: UIDatePicker?
    weak var vc: UIViewController?
    weak var scrollView: UIScrollView?
    @Published var date = Date()

    func updateColors() {
        datePicker?.tintColor = .systemGreen
    }
}

@MainActor
struct ShellView: View {
    @StateObject private var vm = ShellViewModel()

    var body: some View {
        TabView {
            ScrollView {
                DatePicker("When", selection: $vm.date)
                    .datePickerStyle(.graphical)
                    .introspect(.datePicker, on: .iOS(.v13...)) { [weak vm] datePicker in
                        vm?.datePicker = datePicker
                        vm?.updateColors()
                    }
            }
            .introspect(.scrollView, on: .iOS(.v13...)) { [weak vm] scrollView in
                guard let vm else { return }
                if scrollView != vm.scrollView {
                    vm.scrollView = scrollView
                    scrollView.keyboardDismissMode = .interactive
                }
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        .introspect(.tabView, on: .iOS(.v13...)) { tabBar in
            vm.tabBar = tabBar
        }
        .introspect(.viewController, on: .iOS(.v13...)) { [weak vm] vc in
            if vm?.vc != vc {
                vm?.vc = vc
            }
        }
    }
}

public struct InputMasking {
    public enum Kind { case email, digits }
    let kind: Kind

    public var spellChecking: UITextSpellCheckingType {
        kind == .email ? .no : .default
    }

    var keyboard: UIKeyboardType {
        kind == .email ? .emailAddress : .numberPad
    }
}

extension InputMasking: ViewModifier {
    public func body(content: Content) -> some View {
        content
            .keyboardType(keyboard)
            .autocorrectionDisabled()
            .introspect(.textField, on: .iOS(.v13...)) { textField in
                textField.spellCheckingType = spellChecking
            }
    }
}

struct EmailRow: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
            .modifier(InputMasking(kind: .email))
    }
}
#endif
