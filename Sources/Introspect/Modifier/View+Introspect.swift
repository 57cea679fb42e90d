#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import IntrospectCore
import SwiftUI

extension View {
    /// Hands the UIKit or AppKit object behind this view to `customize`, on the OS versions listed.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .introspect(.scrollView, on: .iOS(.v15...), .macOS(.v12...)) { scrollView in
    ///         scrollView.bounces = false   // adjust and observe; never replace SwiftUI's delegates
    ///     }
    /// ```
    ///
    /// The modifier places a hidden anchor behind the view and a hidden probe in front of it, and searches the
    /// platform hierarchy between them (or above them, with `scope: .ancestor`) once they are in a window, again
    /// on every update, retrying a few run-loop turns for content mounted late.
    ///
    /// `customize` runs inside SwiftUI's update: write state from it only after an async hop.
    ///
    /// - Parameters:
    ///   - viewType: the kind of view (`.list`, `.textField`, `.navigationStack`, …).
    ///   - platforms: the platforms and versions where the class given by the constants' type backs the view;
    ///     nothing happens on others.
    ///   - scope: overrides the view type's default scope.
    ///   - customize: receives the object.
    @MainActor
    public func introspect<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: AnyObject>(
        _ viewType: SwiftUIViewType,
        on platforms: (PlatformViewVersionPredicate<SwiftUIViewType, PlatformSpecificEntity>)...,
        scope: IntrospectionScope? = nil,
        customize: @escaping (PlatformSpecificEntity) -> Void
    ) -> some View {
        let isActive = VersionPredicates.firstMatch(
            platforms.map(\.predicate), platform: RunningPlatform.platform, running: RunningPlatform.version
        ) != nil
        let test = TargetMatching.test(for: SwiftUIViewType.selector, PlatformSpecificEntity.self)
        let scope = scope ?? viewType.scope
        return modifier(IntrospectionModifier(isActive: isActive) { anchor, probe in
            guard let target = IntrospectionSearch(anchor: anchor, probe: probe).find(test, scope: scope).target else { return false }
            customize(target)
            return true
        })
    }
}

/// Brackets the content with the two markers and runs a search between them once they are in a window, and
/// again on updates.
@MainActor
struct IntrospectionModifier: ViewModifier {
    let isActive: Bool
    /// Searches between the anchor and the probe; returns whether it found (and handed over) a target.
    let request: (_ anchor: PlatformView, _ probe: PlatformView) -> Bool
    @State private var store = IntrospectionStore()

    func body(content: Content) -> some View {
        if isActive {
            content
                // The marker views hide themselves from accessibility and touches (SwiftUI's
                // `.accessibilityHidden` needs iOS 14).
                .background(AnchorMarker(store: store).frame(width: 0, height: 0).allowsHitTesting(false))
                .overlay(ProbeMarker(store: store, request: request).frame(width: 0, height: 0).allowsHitTesting(false))
        } else {
            content
        }
    }
}
#endif
