@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 122 · macOS chrome helpers declared as plain (internal, non-@MainActor-annotated in the app) View-extension
//               functions with implicit self: an app-internal custom introspectable type for NSSplitView (internal
//               struct, internal `static var`, internal `static let` constants built with `Self(for:)`), the sidebar
//               list style, the scroll view and the window, each on a four-version macOS list
// Source: a macOS app's theme file (`AtelierNativePalette` / `atelierSplitViewChrome` / `AtelierSplitViewType`, with
//         `@_spi(Advanced) import SwiftUIIntrospect`) in public GitHub code whose repository was not recorded
// API shape: struct AtelierSplitViewType: IntrospectableViewType {}
//            extension IntrospectableViewType where Self == AtelierSplitViewType { static var atelierSplitView: Self { .init() } }
//            extension macOSViewVersion<AtelierSplitViewType, NSSplitView> { static let v13 = Self(for: .v13) … v26 }
//            func atelierSplitViewChrome() -> some View { introspect(.atelierSplitView, on: .macOS(.v13, .v14, .v15, .v26)) { splitView in splitView.dividerStyle = .thin } }
//            func atelierListChrome() -> some View { introspect(.list(style: .sidebar), on: .macOS(.v13, .v14, .v15, .v26)) { tableView in … enclosingScrollView?… } }
//            (other versions of the file: `.macOS(.v26)` alone)
// View type: .list(style: .sidebar); custom type (internal)
// Platforms: macOS

#if os(macOS)
struct StudioSplitViewType: IntrospectableViewType {}

extension IntrospectableViewType where Self == StudioSplitViewType {
    static var studioSplitView: Self { .init() }
}

extension macOSViewVersion<StudioSplitViewType, NSSplitView> {
    static let v13 = Self(for: .v13)
    static let v14 = Self(for: .v14)
    static let v15 = Self(for: .v15)
    static let v26 = Self(for: .v26)
}

@MainActor
enum StudioPalette {
    static let sidebar = NSColor(calibratedRed: 0.94, green: 0.92, blue: 0.88, alpha: 1)
    static let chrome = NSColor(calibratedRed: 0.92, green: 0.91, blue: 0.86, alpha: 1)
}

extension View {
    @MainActor
    func studioSplitChrome() -> some View {
        introspect(.studioSplitView, on: .macOS(.v13, .v14, .v15, .v26)) { splitView in
            splitView.dividerStyle = .thin
        }
    }

    @MainActor
    func studioSidebarChrome() -> some View {
        introspect(.list(style: .sidebar), on: .macOS(.v13, .v14, .v15, .v26)) { tableView in
            tableView.backgroundColor = StudioPalette.sidebar
            tableView.gridStyleMask = []
            tableView.intercellSpacing = .zero
            tableView.enclosingScrollView?.autohidesScrollers = true
            tableView.enclosingScrollView?.scrollerStyle = .overlay
        }
    }

    @MainActor
    func studioSidebarChromeLatest() -> some View {
        introspect(.list(style: .sidebar), on: .macOS(.v26)) { tableView in
            tableView.backgroundColor = StudioPalette.sidebar
        }
    }

    @MainActor
    func studioScrollChrome(backgroundColor: NSColor) -> some View {
        introspect(.scrollView, on: .macOS(.v13, .v14, .v15, .v26)) { scrollView in
            scrollView.borderType = .noBorder
            scrollView.backgroundColor = backgroundColor
        }
    }

    @MainActor
    func studioWindowChrome() -> some View {
        introspect(.window, on: .macOS(.v13, .v14, .v15, .v26)) { window in
            window.backgroundColor = StudioPalette.chrome
            window.titlebarAppearsTransparent = true
            window.titlebarSeparatorStyle = .none
        }
    }
}

struct StudioWorkspace: View {
    var body: some View {
        HSplitView {
            List { Text("Files") }
                .listStyle(.sidebar)
                .studioSidebarChrome()
            ScrollView { Text("Editor") }
                .studioScrollChrome(backgroundColor: .textBackgroundColor)
        }
        .studioSplitChrome()
        .studioWindowChrome()
    }
}
#endif
