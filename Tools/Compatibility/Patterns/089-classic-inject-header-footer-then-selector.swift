import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 089 · a user-written classic member for section headers: first with `inject(UIKitIntrospectionView…)`,
//               then rewritten with `introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, …)`
// Source: https://github.com/siteline/swiftui-introspect/issues/146
// API shape: public func introspectTableViewHeaderFooterView(customize: @escaping (UITableViewHeaderFooterView) -> Void) -> some View {
//                return inject(UIKitIntrospectionView(selector: { introspectionView in … Introspect.previousSibling(containing:from:) }, customize: customize)) }
//            and introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
// View type: inject + UIKitIntrospectionView
// Platforms: iOS

#if os(iOS)
extension View {
    @MainActor
    public func introspectHeaderFooter(customize: @escaping (UITableViewHeaderFooterView) -> Void) -> some View {
        return inject(UIKitIntrospectionView(
            selector: { introspectionView in
                guard let viewHost = Introspect.findViewHost(from: introspectionView) else {
                    return nil
                }
                return Introspect.previousSibling(containing: UITableViewHeaderFooterView.self, from: viewHost)
            },
            customize: customize
        ))
    }

    @MainActor
    public func introspectHeaderFooterBySelector(customize: @escaping (UITableViewHeaderFooterView) -> Void) -> some View {
        return introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }
}

struct SectionHeaders: View {
    var body: some View {
        List {
            Section(header: Text("Today").introspectHeaderFooter { $0.tintColor = .orange }) {
                Text("Standup")
            }
            Section(header: Text("Later").introspectHeaderFooterBySelector { $0.tintColor = .gray }) {
                Text("Review")
            }
        }
    }
}
#endif
