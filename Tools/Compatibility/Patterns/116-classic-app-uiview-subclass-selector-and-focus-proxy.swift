import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 116 · classic API: an app helper targets its own public UIView subclass through the generic
//               `introspect(selector:customize:)` with the longest TargetViewSelector; a fileprivate generic ViewModifier
//               chains `introspectTextField` (installing a delegate proxy, writing a @Binding from stored closures),
//               `.onChange(of:)` and that helper; a TabView of NavigationViews configures split and tab bar controllers
// Source: KDE/kdeconnect-ios @ 231bb9d52821c9a669fcccb41c055487b378f01d — KDE Connect/KDE Connect/Plugins and Plugin Views/RemoteInput/KeyboardInput.swift,
//         KDE Connect/KDE Connect/Views/Abstracted Views/iOS14Compatibility/iOS14+FocusState.swift, KDE Connect/KDE Connect/Views/Top Level/MainTabView.swift
// API shape: public func introspectKeyboardListener(customize: @escaping (KeyboardListener) -> Void) -> some View {
//                introspect(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize) }
//            with `public class KeyboardListener: UIView, UIKeyInput`;
//            content.introspectTextField { textField in if !(textField.delegate is Proxy) { proxy.didBeginEditing = { binding = value } … } }
//                   .onChange(of: binding) { _ in }.introspectKeyboardListener { listener in listener.becomeFirstResponder() }
//            NavigationView { … }.introspectSplitViewController { splitViewController in splitViewController.preferredSplitBehavior = .tile … }
//            TabView { … }.introspectTabBarController { tabBarController in if #available(iOS 15.0, *) { … scrollEdgeAppearance … } }
// View type: introspect(selector:) with an app-declared UIView subclass
// Platforms: iOS

#if os(iOS)
public final class KeyCaptureView: UIView, UIKeyInput {
    public var hasText: Bool { false }
    public override var canBecomeFirstResponder: Bool { true }
    public var onText: (String) -> Void = { _ in }

    public func insertText(_ text: String) { onText(text) }
    public func deleteBackward() {}
}

extension View {
    @MainActor
    public func introspectKeyCapture(customize: @escaping (KeyCaptureView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.siblingContainingOrAncestorOrAncestorChild, customize: customize)
    }
}

fileprivate final class FocusDelegateProxy: NSObject, UITextFieldDelegate {
    weak var forwardingDelegate: UITextFieldDelegate?
    var didBeginEditing: () -> Void = {}
    var didEndEditing: () -> Void = {}

    func textFieldDidBeginEditing(_ textField: UITextField) {
        forwardingDelegate?.textFieldDidBeginEditing?(textField)
        didBeginEditing()
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        forwardingDelegate?.textFieldDidEndEditing?(textField)
        didEndEditing()
    }
}

@MainActor
fileprivate struct LegacyFocus<Value: Hashable>: ViewModifier {
    @Binding private var binding: Value?
    private let value: Value?
    private let proxy = FocusDelegateProxy()

    init(_ binding: Binding<Value?>, equals value: Value?) {
        self._binding = binding
        self.value = value
    }

    func body(content: Content) -> some View {
        content
            .introspectTextField { textField in
                if !(textField.delegate is FocusDelegateProxy) {
                    proxy.forwardingDelegate = textField.delegate
                    proxy.didBeginEditing = { binding = value }
                    proxy.didEndEditing = { binding = nil }
                    textField.delegate = proxy
                }
                if binding == value {
                    textField.becomeFirstResponder()
                } else if textField.isFirstResponder {
                    textField.resignFirstResponder()
                }
            }
            .onChange(of: binding) { _ in }
            .introspectKeyCapture { listener in
                if binding == value {
                    listener.becomeFirstResponder()
                } else if listener.isFirstResponder {
                    listener.resignFirstResponder()
                }
            }
    }
}

extension View {
    @MainActor
    func legacyFocused<T: Hashable>(_ binding: Binding<T?>, equals value: T?) -> some View {
        modifier(LegacyFocus(binding, equals: value))
    }
}

struct RemoteTabs: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    enum Field: Hashable { case host }
    @State private var focus: Field?
    @State private var host = ""

    var body: some View {
        TabView {
            NavigationView {
                TextField("Host", text: $host)
                    .legacyFocused($focus, equals: .host)
                Text("Select a device")
            }
            .introspectSplitViewController { splitViewController in
                splitViewController.preferredSplitBehavior = .tile
                splitViewController.preferredDisplayMode = .oneBesideSecondary
            }
            .tabItem { Label("Devices", systemImage: "laptopcomputer") }
        }
        .introspectTabBarController { tabBarController in
            if #available(iOS 15.0, *) {
                if horizontalSizeClass == .regular {
                    let opaque = UITabBarAppearance()
                    opaque.configureWithOpaqueBackground()
                    tabBarController.tabBar.standardAppearance = opaque
                    tabBarController.tabBar.scrollEdgeAppearance = opaque
                } else {
                    let fresh = UITabBar()
                    tabBarController.tabBar.scrollEdgeAppearance = fresh.scrollEdgeAppearance
                }
            }
        }
    }
}
#endif
