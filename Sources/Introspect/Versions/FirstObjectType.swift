#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore

/// `.first(T.self)`: the first view or view controller of the class `Object` between the markers, or the nearest one
/// above them with `scope: .ancestor` — for a view the library has no view type for.
///
/// A menu-style `Picker` on iOS is a button of a private class (`UIKitIconPreferringButton`, whose superclass
/// `UIKitButtonBase` is a `UIButton`, in an iOS 26 hierarchy), and no view type names it
/// (siteline/swiftui-introspect#447):
///
/// ```swift
/// @available(iOS 14, *)  // .pickerStyle(.menu)
/// struct FlavorPicker: View {
///     @State private var flavor = "Vanilla"
///
///     var body: some View {
///         Picker("Flavor", selection: $flavor) {
///             Text("Vanilla").tag("Vanilla")
///             Text("Chocolate").tag("Chocolate")
///         }
///         .pickerStyle(.menu)
///         #if os(iOS)
///         .introspect(.first(UIButton.self), on: .iOS(.v26)) { button in
///             button.contentHorizontalAlignment = .leading
///         }
///         #endif
///     }
/// }
/// ```
///
/// Every known release has a constant (`.iOS(.v13)` … `.iOS(.v27)`, `.macOS(.v10_15)` … `.macOS(.v27)`, and so on),
/// as the library cannot know which releases back your view with `Object`: list the ones you have seen it on. The
/// call runs as the other typed calls do (the same layout passes, diagnostics, `frequency:` and `onChange:`).
///
/// The class check makes the result type-safe, not right: `customize` receives an `Object`, but the first one between
/// the markers may be another view's on a future OS, when SwiftUI draws yours differently — or none, and debug
/// builds then report what was between the markers. Use a view type when one exists (`introspect catalog` lists them),
/// as it follows SwiftUI's changes per release.
///
/// This is the typed form of the original library's `introspect(selector:customize:)` (see <doc:ClassicAPI>): the
/// search, the timing and the diagnostics are the typed ones, and the class is the whole selector.
public struct FirstObjectType<Object: PlatformEntity>: IntrospectableViewType {
    init() {}
}

extension IntrospectableViewType {
    /// The first view of the class `viewClass` between the markers (or the nearest one above them with
    /// `scope: .ancestor`): `.introspect(.first(UIButton.self), on: .iOS(.v26)) { button in … }`.
    public static func first<Object: PlatformView>(_ viewClass: Object.Type) -> Self
    where Self == FirstObjectType<Object> {
        .init()
    }

    /// The first view controller of the class `controllerClass` whose view lies between the markers (or the nearest
    /// one above them with `scope: .ancestor`): `.introspect(.first(UIPageViewController.self), on: .iOS(.v17))`.
    public static func first<Object: PlatformViewController>(_ controllerClass: Object.Type) -> Self
    where Self == FirstObjectType<Object> {
        .init()
    }
}
#endif
