import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 061 · OVERLOAD HYGIENE for the classic `introspect(selector:customize:)`: the view form and this library's
//               0.x's controller representable side by side, with unapplied TargetViewSelector functions, closures, `$0` and annotations
// Source: siteline/swiftui-introspect Introspect/ViewExtensions.swift, Introspect/Introspect.swift and
//         Introspect/UIKitIntrospectionViewController.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a (0.12.0 signatures; 0.x has
//         no controller form of introspect(selector:): controllers go through inject(UIKitIntrospectionViewController(…)));
//         call forms from Dimillian/IceCubesApp TimelineView.swift @ 4104fdf4f57bacc5b18523989a99590c56092657
//         (annotated TargetViewSelector), Amzd/ResponderChain ResponderChain.swift @ f757143bb000e8ffb81deac4b2fc59cefd12337f ({ $0.self }),
//         MichaelJBerk/Splitter WelcomeView.swift @ 13f8336b837f1a038a4fcbfcd1969ebe7cd5ba4e (inline selector, {$0.becomeFirstResponder()})
// API shape: introspect(selector: TargetViewSelector.X, customize: { (v: Class) in … }) for several selectors and classes;
//            introspect(selector: { $0.superview as? Class }) { v in … }; introspect(selector: { $0 }) { $0.window … };
//            controllers (iOS): inject(UIKitIntrospectionViewController(selector: { $0.navigationController }) { nav in … }),
//            annotated and `$0`; macOS: introspect(selector: { $0.superview }) { v in … }
// View type: overload hygiene: introspect(selector:)
// Platforms: iOS, macOS

struct ClassicSelectorOverloads: View {
    @State private var hasWindow = false

    var body: some View {
        VStack {
            #if os(iOS)
            List { Text("rows") }
                .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: { (collectionView: UICollectionView) in
                    collectionView.keyboardDismissMode = .onDrag
                })
                .introspect(selector: TargetViewSelector.siblingContaining, customize: { (tableView: UITableView) in
                    tableView.separatorStyle = .none
                })
                .introspect(selector: TargetViewSelector.siblingContainingOrAncestor) { (scrollView: UIScrollView) in
                    scrollView.bounces = false
                }
            TextField("name", text: .constant(""))
                .introspect(selector: TargetViewSelector.siblingOfType) { (textField: UITextField) in
                    textField.clearButtonMode = .always
                }
                .introspect(selector: { $0.superview?.subviews.compactMap { $0 as? UITextField }.first }) { textField in
                    textField.autocorrectionType = .no
                }
                .introspect(selector: { $0.superview as? UIStackView }, customize: { $0.spacing = 4 })
            Text("controller")
                .inject(UIKitIntrospectionViewController(selector: { $0.navigationController }) { navigationController in
                    navigationController.navigationBar.prefersLargeTitles = false
                })
                .inject(UIKitIntrospectionViewController(selector: { (controller: UIViewController) in controller.tabBarController }) {
                    $0.tabBar.isTranslucent = false
                })
                .inject(UIKitIntrospectionViewController(selector: { $0.parent }, customize: { (parent: UIViewController) in
                    parent.additionalSafeAreaInsets.top = 8
                }))
            #elseif os(macOS)
            List { Text("rows") }
                .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: { (tableView: NSTableView) in
                    tableView.usesAlternatingRowBackgroundColors = true
                })
                .introspect(selector: TargetViewSelector.siblingContainingOrAncestor) { (scrollView: NSScrollView) in
                    scrollView.hasVerticalScroller = false
                }
            TextField("name", text: .constant(""))
                .introspect(selector: { introspectionView in
                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
                    return Introspect.previousSibling(containing: NSTextField.self, from: viewHost)
                }, customize: { $0.becomeFirstResponder() })
            Text("superview")
                .introspect(selector: { $0.superview }) { superview in
                    superview.needsLayout = true
                }
            #endif
            Text("window")
                .introspect(selector: { $0 }) {
                    if hasWindow != ($0.window != nil) {
                        hasWindow = $0.window != nil
                    }
                }
        }
    }
}
