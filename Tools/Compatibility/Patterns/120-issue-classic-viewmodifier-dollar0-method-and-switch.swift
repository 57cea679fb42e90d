import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 120 · classic API in a ViewModifier: a one-line `$0` trailing closure passed on to a private method with an
//               argument label, the modifier holding a coordinator object in a `let`; and `introspectSwitch` /
//               `introspectTextField` on controls inside a LazyVStack
// Source: https://github.com/siteline/swiftui-introspect/issues/37 (ViewModifier) and https://github.com/siteline/swiftui-introspect/issues/140 (LazyVStack)
// API shape: struct KeyboardToolbar: ViewModifier { private let toolbarCoordinator = ToolbarCoordinator(); var actions: [Action]
//                func body(content: Content) -> some View { content.introspectTextField { self.buildToolbar(on: $0) } }
//                private func buildToolbar(on textField: UITextField) { guard textField.inputAccessoryView == nil … } }
//            ScrollView { LazyVStack { … TextField(…).introspectTextField { view in view.layer.backgroundColor = … }
//                                      Toggle(…).introspectSwitch { view in view.thumbTintColor = .red } } }
// View type: introspectTextField / introspectSwitch in containers
// Platforms: iOS

#if os(iOS)
@MainActor
final class ToolbarCoordinator {
    func items(for textField: UITextField) -> [UIBarButtonItem] {
        [UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in textField.resignFirstResponder() })]
    }
}

@MainActor
struct KeyboardAccessoryBar: ViewModifier {
    private let coordinator = ToolbarCoordinator()
    var titles: [String]

    init(titles: [String]) {
        self.titles = titles
    }

    func body(content: Content) -> some View {
        content.introspectTextField {
            self.installBar(on: $0)
        }
    }

    private func installBar(on textField: UITextField) {
        guard textField.inputAccessoryView == nil else { return }
        let bar = UIToolbar()
        bar.items = coordinator.items(for: textField)
        bar.sizeToFit()
        textField.inputAccessoryView = bar
    }
}

struct LazySettings: View {
    @State private var name = ""
    @State private var enabled = true

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<20) { index in
                    Color(hue: Double(index) / 20, saturation: 0.5, brightness: 1).frame(height: 60)
                }
                TextField("Name", text: $name)
                    .introspectTextField { view in
                        view.layer.backgroundColor = UIColor.systemRed.cgColor
                    }
                    .modifier(KeyboardAccessoryBar(titles: ["Done"]))
                    .padding()
                Toggle("Enabled", isOn: $enabled)
                    .introspectSwitch { view in
                        view.thumbTintColor = .red
                    }
                    .padding()
            }
        }
    }
}
#endif
