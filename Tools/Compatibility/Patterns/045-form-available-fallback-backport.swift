import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 045 · back-deploying a modifier: the native one behind `#available`, introspection with single old
//               versions in the `else` branch, in @ViewBuilder members of a Backport wrapper
// Source: jellyfin/Swiftfin Shared/Extensions/ViewExtensions/Backport/Backport.swift @ f73fb8e3f34e1ac21c62dc08d8cafb73fc58c3ba
// API shape: if #available(iOS 16, tvOS 16, *) { content.scrollDisabled(disabled) }
//            else { content.introspect(.scrollView, on: .iOS(.v15), .tvOS(.v15)) { scrollView in scrollView.isScrollEnabled = !disabled } }
//            (the source back-deploys scroll modifiers on .scrollView; here the same shape back-deploys
//            scrollContentBackground on .form)
// View type: .form
// Platforms: iOS

#if os(iOS)
struct Backport<Content: View> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport {
    @MainActor
    @ViewBuilder
    func hiddenFormBackground() -> some View {
        if #available(iOS 16, tvOS 16, *) {
            content.scrollContentBackground(.hidden)
        } else {
            content.introspect(.form, on: .iOS(.v15), .tvOS(.v15)) { tableView in
                tableView.backgroundColor = .clear
                tableView.backgroundView = nil
            }
        }
    }
}

struct ClearForm: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .backport.hiddenFormBackground()
        .background(Color.indigo)
    }
}
#endif
