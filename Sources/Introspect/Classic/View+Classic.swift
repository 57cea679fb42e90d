#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension View {
    /// Puts `view` in a zero-size overlay of this view: how the original library placed its markers
    /// (`UIKitIntrospectionView`, `UIKitIntrospectionViewController`, `AppKitIntrospectionView`), so that a
    /// selector finds the modified view's platform views just before the marker's host.
    public func inject<SomeView>(_ view: SomeView) -> some View where SomeView: View {
        overlay(view.frame(width: 0, height: 0))
    }
}

#if os(macOS)
extension View {
    /// The original library's generic form: `selector` receives the marker `inject(_:)` places in front of this
    /// view and returns the target (see ``TargetViewSelector`` and `Introspect`); the target class comes from
    /// `customize`. Both run on a later turn of the main queue after every update, as in the original.
    @available(
        *, deprecated,
        message:
            "Use .introspect(_:on:customize:) with a view type, e.g. .introspect(.scrollView, on: .macOS(.v10_15...)), or with .first(T.self) for the first view of a class, e.g. .introspect(.first(NSPopUpButton.self), on: .macOS(.v14)); see the migration guide"
    )
    @preconcurrency @MainActor
    public func introspect<TargetView: NSView>(
        selector: @escaping (IntrospectionNSView) -> TargetView?,
        customize: @escaping (TargetView) -> Void
    ) -> some View {
        inject(AppKitIntrospectionView(selector: selector, customize: customize))
    }
}
#else
extension View {
    /// The original library's generic form: `selector` receives the marker `inject(_:)` places in front of this
    /// view and returns the target (see ``TargetViewSelector`` and `Introspect`); the target class comes from
    /// `customize`. Both run on a later turn of the main queue after the marker enters a window, then inside every
    /// update, as in the original.
    @available(
        *, deprecated,
        message:
            "Use .introspect(_:on:customize:) with a view type, e.g. .introspect(.scrollView, on: .iOS(.v13...)), or with .first(T.self) for the first view of a class, e.g. .introspect(.first(UIButton.self), on: .iOS(.v26)); see the migration guide"
    )
    @preconcurrency @MainActor
    public func introspect<TargetView: UIView>(
        selector: @escaping (IntrospectionUIView) -> TargetView?,
        customize: @escaping (TargetView) -> Void
    ) -> some View {
        inject(UIKitIntrospectionView(selector: selector, customize: customize))
    }
}
#endif

// The built-in classic modifiers place this library's two markers (an anchor behind the view, a probe in front)
// and run the original's strategy from the probe, bounded by the anchor (`ClassicSearch.anchor`): what they hand
// over belongs to the modified view. Their timing is the original's, kept by the core's `ClassicRuntime`.

extension View {
    /// A classic modifier that finds a view with the strategy `modifier` runs on this OS.
    @MainActor
    func classicView<Target: PlatformView>(_ modifier: ClassicViewModifier, customize: @escaping (Target) -> Void)
        -> some View
    {
        let strategy = modifier.strategy(on: RunningPlatform.platform, running: RunningPlatform.version)
        return classicIntrospection(customize: customize) { anchor, probe in
            var classic = ClassicSearch<ViewNode>(anchor: anchor)
            let test = NodeMatcher<ViewNode, Target>.views(of: Target.self)
            return classic.run(strategy, test, from: probe, choose: ClassicFrames.centreOf(probe.view))
        }
    }

    /// A classic modifier that finds a controller (`introspectNavigationController`, …): the hosting controller
    /// and its parents first, then between the markers; `.viewController` is the hosting controller itself.
    @MainActor
    func classicController<Target: PlatformViewController>(_ route: TargetRoute, customize: @escaping (Target) -> Void)
        -> some View
    {
        classicIntrospection(customize: customize) { anchor, probe in
            guard let anchor else { return nil }
            let query = TargetQuery<ViewNode, Target>(route: route, className: String(describing: Target.self)) {
                $0.object(as: Target.self)
            }
            return IntrospectionSearch(anchor: anchor, probe: probe).findClassicController(query).target?.target
        }
    }

    /// A modifier whose search is `search`, with the original's timing, reporting nothing when it finds nothing
    /// (the original was silent).
    @MainActor
    func classicIntrospection<Target: AnyObject>(
        customize: @escaping (Target) -> Void,
        search: @escaping (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?
    ) -> some View {
        #if os(macOS)
        let timing = ModifierTiming.classicAppKit
        #else
        let timing = ModifierTiming.classicUIKit
        #endif
        return modifier(
            IntrospectionModifier(
                placesMarkers: true, request: IntrospectionRequest(classicSearch: search, customize: customize),
                timing: timing))
    }
}

extension IntrospectionRequest {
    /// The request of an original-library modifier: `search` runs as it is on every search (the original's
    /// strategies and selectors look around the probe, whatever the scope), under the global switch only.
    init(
        classicSearch search: @escaping (_ anchor: ViewNode?, _ probe: ViewNode) -> Target?,
        customize: @escaping (Target) -> Void
    ) {
        isEnabled = IntrospectionSettings.isEnabled
        scope = .receiver
        plan = { .selectors(receiver: search, ancestor: { _, _ in nil }) }
        self.customize = customize
    }
}
#endif
