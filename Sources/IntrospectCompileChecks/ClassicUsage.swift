#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Introspect
import SwiftUI
#if canImport(MapKit)
import MapKit
#endif
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// Code written against the original library (0.x), unchanged: every public declaration of its `Introspect`
// module (tag 0.12.0) is used here at least once, so the SDK compile check proves each exists with its
// signature. The `introspectX` modifiers are deprecated toward the typed form, which is why the functions that
// call them are deprecated themselves.
//
// The `@MainActor` on the `extension View` helpers below is for this target's Swift 6 language mode with SDKs
// whose `View` is not main-actor isolated (before Xcode 16): such code written for the original compiles
// unchanged in the Swift 5 mode it was written in, and with warnings only in the Swift 6 mode.

// MARK: The modifiers, as apps call them

@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicUsage() -> some View {
    VStack {
        ScrollView { Text("Content") }
            .introspectScrollView { scrollView in
                #if os(macOS)
                scrollView.hasVerticalScroller = false
                #else
                scrollView.bounces = false
                #endif
            }
        TextField("Name", text: .constant(""))
            .introspectTextField { textField in _ = textField }
        TextField("Email", text: .constant(""))
            .introspectTextField(customize: { UITextField in UITextField.becomeFirstResponder() })
        List { Text("Row") }
            .introspectTableView(customize: { tableView in tableView.backgroundColor = .clear })
            .introspectTableViewCell { cell in _ = cell }
        classicPlatformUsage()
        #if canImport(MapKit)
        classicMapUsage()
        #endif
    }
}

#if os(macOS)
@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicPlatformUsage() -> some View {
    Group {
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .introspectSplitView { splitView in splitView.dividerStyle = .thin }
        if #available(macOS 11, *) {
            TextEditor(text: .constant(""))
                .introspectTextView { textView in textView.textContainerInset = NSSize(width: 10, height: 10) }
        }
        Slider(value: .constant(0.5))
            .introspectSlider { $0.numberOfTickMarks = 3 }
        Stepper("Count", value: .constant(1))
            .introspectStepper { (stepper: NSStepper) in stepper.increment = 2 }
        DatePicker("Date", selection: .constant(Date()))
            .introspectDatePicker { datePicker in datePicker.datePickerStyle = .textField }
        Picker("Choice", selection: .constant(0)) { Text("A").tag(0) }
            .pickerStyle(.segmented)
            .introspectSegmentedControl { segmentedControl in segmentedControl.segmentStyle = .rounded }
        TabView { Text("Tab") }
            .introspectTabView { tabView in tabView.tabViewType = .noTabsNoBorder }
        Button("Press") {}
            .introspectButton { button in button.isBordered = false }
        if #available(macOS 11, *) {
            ColorPicker("Colour", selection: .constant(.red))
                .introspectColorWell { colorWell in colorWell.isBordered = false }
        }
        // The generic form: a selector, the target class from the annotated closure.
        Text("Any")
            .introspect(selector: TargetViewSelector.siblingContaining) { (view: NSView) in _ = view }
            // The marker itself (`$0.self`): a way apps reached the window.
            .introspect(selector: { $0.self }) { _ = $0.window }
    }
}
#else
@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicPlatformUsage() -> some View {
    Group {
        NavigationView {
            Text("Root").introspectNavigationController { navigationController in
                // Works on every UIKit platform (`prefersLargeTitles` and `barStyle` are unavailable on tvOS).
                navigationController.navigationBar.isTranslucent = false
            }
        }
        NavigationView { Text("Root") }
            .introspectNavigationController { navigationController in _ = navigationController }
            .introspectViewController { viewController in _ = viewController.view.window }
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .introspectSplitViewController { $0.preferredPrimaryColumnWidthFraction = 0.3 }
        TabView { Text("Tab") }
            .introspectTabBarController { (tabBarController: UITabBarController) in
                tabBarController.tabBar.isHidden = false
            }
        List { Text("Row") }
            .introspectCollectionView { collectionView in collectionView.allowsMultipleSelection = true }
            .introspectCollectionViewCell { cell in _ = cell }
            .introspect(selector: TargetViewSelector.ancestorOrSiblingContaining) {
                (collectionView: UICollectionView) in
                collectionView.allowsMultipleSelection = true
            }
        #if os(tvOS)
        Text("No TextEditor on tvOS")
            .introspectTextView { textView in textView.backgroundColor = .clear }
        #else
        if #available(iOS 14, *) {
            TextEditor(text: .constant(""))
                .introspectTextView { textView in textView.backgroundColor = .clear }
        }
        #endif
        Picker("Choice", selection: .constant(0)) { Text("A").tag(0) }
            .pickerStyle(.segmented)
            .introspectSegmentedControl { segmentedControl in segmentedControl.selectedSegmentTintColor = .red }
        if #available(iOS 14, tvOS 14, *) {
            TabView { Text("Page") }
                .tabViewStyle(.page)
                .introspectPagedTabView { collectionView, scrollView in
                    scrollView.bounces = false
                    _ = collectionView
                }
                .introspectPagedTabView(customize: { _, scrollView in scrollView.isScrollEnabled = false })
        }
        Text("Marker")
            .introspect(selector: { $0.self }) { _ = $0.window }
        classicControlsUsage()
    }
}

#if os(iOS) || os(visionOS)
@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicControlsUsage() -> some View {
    Group {
        Toggle("On", isOn: .constant(true))
            .introspectSwitch { toggle in toggle.onTintColor = .green }
        Slider(value: .constant(0.5))
            .introspectSlider { slider in slider.minimumTrackTintColor = .red }
        Stepper("Count", value: .constant(1))
            .introspectStepper { $0.stepValue = 2 }
        DatePicker("Date", selection: .constant(Date()))
            .introspectDatePicker { datePicker in datePicker.minuteInterval = 5 }
        if #available(iOS 14, *) {
            ColorPicker("Colour", selection: .constant(.red))
                .introspectColorWell { colorWell in colorWell.supportsAlpha = false }
        }
        if #available(iOS 15, *) {
            NavigationView { Text("List").searchable(text: .constant("")) }
                .introspectSearchController { searchController in
                    searchController.hidesNavigationBarDuringPresentation = false
                }
        }
    }
}
#else
@MainActor
func classicControlsUsage() -> some View { EmptyView() }
#endif
#endif

#if canImport(MapKit)
@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicMapUsage() -> some View {
    Group {
        if #available(iOS 14, tvOS 14, macOS 11, *) {
            // A `Map` in an app (its SwiftUI overlay is not in this check's SDK setup).
            Text("Map")
                .introspectMapView { mapView in mapView.mapType = .standard }
        }
    }
}
#endif

// MARK: Custom selectors, as the original's guide (docs/LEGACY.md) teaches them

#if os(macOS)
extension View {
    /// A selector of one's own, from the helpers.
    @MainActor
    func introspectLegacyTextField(customize: @escaping (NSTextField) -> Void) -> some View {
        return inject(
            AppKitIntrospectionView(
                selector: { introspectionView in
                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else {
                        return nil
                    }
                    return Introspect.previousSibling(containing: NSTextField.self, from: viewHost)
                }, customize: customize))
    }

    /// The generic form with a strategy passed unapplied.
    @available(*, deprecated, message: "shows the classic API")
    @MainActor
    func introspectLegacySplitView(customize: @escaping (NSSplitView) -> Void) -> some View {
        return introspect(selector: TargetViewSelector.ancestorOrSiblingOfType, customize: customize)
    }
}

/// A generic representable named without its argument, returned as a view's body.
typealias PlatformIntrospectionView = AppKitIntrospectionView
#else
extension View {
    /// A selector of one's own, from the helpers.
    @MainActor
    func introspectLegacyTextField(customize: @escaping (UITextField) -> Void) -> some View {
        return inject(
            UIKitIntrospectionView(
                selector: { introspectionView in
                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else {
                        return nil
                    }
                    return Introspect.previousSibling(containing: UITextField.self, from: viewHost)
                }, customize: customize))
    }

    /// A controller selector of one's own, with the controller form of `previousSibling`.
    @MainActor
    func introspectLegacySplitViewController(customize: @escaping (UISplitViewController) -> Void) -> some View {
        return inject(
            UIKitIntrospectionViewController(
                selector: { introspectionViewController in
                    if let splitViewController = introspectionViewController.splitViewController {
                        return splitViewController
                    }
                    return Introspect.previousSibling(
                        containing: UISplitViewController.self, from: introspectionViewController)
                }, customize: customize))
    }

    /// The generic form with a strategy passed unapplied.
    @available(*, deprecated, message: "shows the classic API")
    @MainActor
    func introspectLegacyCollectionView(customize: @escaping (UICollectionView) -> Void) -> some View {
        introspect(selector: TargetViewSelector.ancestorOrSiblingContaining, customize: customize)
    }
}

/// A generic representable named without its argument, returned as a view's body.
typealias PlatformIntrospectionView = UIKitIntrospectionView
#endif

/// A view whose body is the representable itself, installed with `inject`.
struct FindPreviousResponder: View {
    let found: (PlatformView) -> Void

    var body: some View {
        PlatformIntrospectionView(
            selector: { introspectionView in
                guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
                return Introspect.previousSibling(ofType: PlatformView.self, from: viewHost)
            }, customize: { responder in found(responder) })
    }
}

@available(*, deprecated, message: "shows the classic API")
@MainActor
func classicCustomSelectorUsage() -> some View {
    VStack {
        TextField("Name", text: .constant(""))
            .introspectLegacyTextField { textField in _ = textField }
        #if os(macOS)
        NavigationView { Text("Sidebar") }
            .introspectLegacySplitView { splitView in _ = splitView }
        #else
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .introspectLegacySplitViewController { $0.preferredPrimaryColumnWidthFraction = 0.3 }
        List { Text("Row") }
            .introspectLegacyCollectionView { _ in }
        #endif
        Text("Responder").inject(FindPreviousResponder { _ in })
        // The three closure forms of the generic selector: unannotated, `$0`, annotated.
        Text("Forms")
            .introspect(
                selector: { introspectionView in
                    guard let viewHost = Introspect.findViewHost(from: introspectionView) else { return nil }
                    return Introspect.previousSibling(containing: PlatformView.self, from: viewHost)
                }, customize: { _ = $0.becomeFirstResponder() }
            )
            .introspect(selector: { Introspect.findAncestor(ofType: PlatformView.self, from: $0) }) { view in _ = view }
            .introspect(selector: { (marker: PlatformView) -> PlatformView? in
                Introspect.findHostingView(from: marker)
            }) { (host: PlatformView) in
                _ = host
            }
    }
}

// MARK: Every helper, with its exact signature

/// Binds each helper and strategy of the original to a variable of its exact function type: a changed label,
/// parameter type or generic shape fails to compile here.
@MainActor
func classicSignatures() {
    #if os(macOS)
    typealias Leaf = NSTextField
    typealias LeafController = NSSplitViewController
    #else
    typealias Leaf = UITextField
    typealias LeafController = UISplitViewController
    #endif
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.findChild(ofType:in:)
    let _: (LeafController.Type, PlatformViewController) -> LeafController? = Introspect.findChild(ofType:in:)
    let _: (Leaf.Type, PlatformView, PlatformView) -> Leaf? = Introspect.findChildUsingFrame(ofType:in:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.previousSibling(containing:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.previousSibling(ofType:from:)
    #if !os(macOS)
    let _: (LeafController.Type, PlatformViewController) -> LeafController? = Introspect.previousSibling(
        containing:from:)
    #endif
    let _: (LeafController.Type, PlatformViewController) -> LeafController? = Introspect.previousSibling(ofType:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.nextSibling(containing:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.nextSibling(ofType:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.findAncestor(ofType:from:)
    let _: (Leaf.Type, PlatformView) -> Leaf? = Introspect.findAncestorOrAncestorChild(ofType:from:)
    let _: (PlatformView) -> PlatformView? = Introspect.findHostingView(from:)
    let _: (PlatformView) -> PlatformView? = Introspect.findViewHost(from:)

    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingContaining(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingContainingOrAncestor(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingContainingOrAncestorOrAncestorChild(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingOfType(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingOfTypeOrAncestor(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.siblingOrAncestorOrSiblingContainingOrAncestorChild(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.ancestorOrSiblingContaining(from:)
    let _: (PlatformView) -> Leaf? = TargetViewSelector.ancestorOrSiblingOfType(from:)

    #if os(macOS)
    typealias Marker = AppKitIntrospectionView<NSTextField>
    let _: (@escaping (IntrospectionNSView) -> NSTextField?, @escaping (NSTextField) -> Void) -> Marker = Marker.init(
        selector:customize:)
    let _: IntrospectionNSView.Type = Marker.NSViewType.self
    let _: (Marker, NSViewRepresentableContext<Marker>) -> IntrospectionNSView = { $0.makeNSView(context: $1) }
    let _: (Marker, IntrospectionNSView, NSViewRepresentableContext<Marker>) -> Void = {
        $0.updateNSView($1, context: $2)
    }
    let _: (IntrospectionNSView, NSPoint) -> NSView? = { $0.hitTest($1) }
    #else
    typealias Marker = UIKitIntrospectionView<UITextField>
    let _: (@escaping (IntrospectionUIView) -> UITextField?, @escaping (UITextField) -> Void) -> Marker = Marker.init(
        selector:customize:)
    let _: IntrospectionUIView.Type = Marker.UIViewType.self
    let _: Void.Type = Marker.Coordinator.self
    let _: (Marker, UIViewRepresentableContext<Marker>) -> IntrospectionUIView = { $0.makeUIView(context: $1) }
    let _: (Marker, IntrospectionUIView, UIViewRepresentableContext<Marker>) -> Void = {
        $0.updateUIView($1, context: $2)
    }
    let _: (IntrospectionUIView, ()) -> Void = Marker.dismantleUIView(_:coordinator:)
    let _: (IntrospectionUIView) -> Void = { $0.didMoveToWindow() }

    typealias Placed = UIKitIntrospectionViewController<UISplitViewController>
    let _:
        (@escaping (UIViewController) -> UISplitViewController?, @escaping (UISplitViewController) -> Void) -> Placed =
            Placed.init(selector:customize:)
    let _: IntrospectionUIViewController.Type = Placed.UIViewControllerType.self
    let _: (Placed, UIViewControllerRepresentableContext<Placed>) -> IntrospectionUIViewController = {
        $0.makeUIViewController(context: $1)
    }
    let _: (Placed, IntrospectionUIViewController, UIViewControllerRepresentableContext<Placed>) -> Void = {
        $0.updateUIViewController($1, context: $2)
    }
    let _: (IntrospectionUIViewController, ()) -> Void = Placed.dismantleUIViewController(_:coordinator:)
    let _: UIViewController.Type = IntrospectionUIViewController.self
    #endif
}
#endif
