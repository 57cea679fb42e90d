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
    /// platform hierarchy between them (or above them, with `scope: .ancestor`):
    /// - after the probe enters a window, once SwiftUI has committed that layout pass;
    /// - after an update — at once without a walk when the target found before is still in place, else after
    ///   the update's layout pass;
    /// - when a search finds nothing, again after each of the next layout passes (content such as List rows or
    ///   a `.searchable` bar appears a pass or two late), five searches at most; then it stops, and debug builds
    ///   report what was between the markers.
    ///
    /// `customize` runs on the main actor, inside SwiftUI's update or layout pass: write state from it only
    /// after an async hop.
    ///
    /// - Parameters:
    ///   - viewType: the kind of view (`.list`, `.textField`, `.navigationStack`, …).
    ///   - platforms: the platforms and versions where the class given by the constants' type backs the view;
    ///     nothing happens on others (debug builds log why, once per call site).
    ///   - scope: overrides the view type's default scope.
    ///   - frequency: `.oncePerInstance` runs `customize` once per target object.
    ///   - isEnabled: the per-call switch (see also ``IntrospectionSettings/isEnabled``); turning it off stops
    ///     the searches, and the view keeps its identity either way.
    ///   - onChange: called when the target appears, is replaced by another object, or goes away.
    ///   - fileID: the call site, so that debug diagnostics are reported once per call site (leave the default).
    ///   - line: the call site's line (leave the default).
    ///   - customize: receives the object.
    @MainActor
    public func introspect<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: AnyObject>(
        _ viewType: SwiftUIViewType,
        on platforms: (PlatformViewVersionPredicate<SwiftUIViewType, PlatformSpecificEntity>)...,
        scope: IntrospectionScope? = nil,
        frequency: IntrospectionFrequency = .everyUpdate,
        isEnabled: Bool = true,
        onChange: ((TargetTracker.Change) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        customize: @escaping (PlatformSpecificEntity) -> Void
    ) -> some View {
        let callSite = "\(fileID):\(line)"
        let viewTypeName = "." + String(describing: SwiftUIViewType.self).replacingTypeSuffix()
        let platform = RunningPlatform.platform
        let running = PlatformVersion(platform: platform, version: RunningPlatform.version)
        let match = VersionPredicates.firstMatch(platforms.map(\.predicate), platform: platform, running: running.version)
        let isEnabled = isEnabled && IntrospectionSettings.isEnabled
        if match == nil, isEnabled {
            IntrospectionSettings.report(
                .noMatchingVersion(viewType: viewTypeName, running: running, listed: platforms.map(\.predicate)),
                callSite: callSite
            )
        }
        let entry = (SwiftUIViewType.self as? CatalogBackedViewType.Type)?.catalogEntry
        let scope = scope ?? viewType.scope
        let query = SceneQuery<ViewNode>(
            route: entry?.route(on: platform) ?? .view,
            className: String(describing: PlatformSpecificEntity.self),
            excluding: entry?.excludedClassNames ?? [],
            acceptsView: { $0.view is PlatformSpecificEntity },
            acceptsController: { $0.controller is PlatformSpecificEntity }
        )
        var request = IntrospectionRequest()
        request.isEnabled = isEnabled
        request.frequency = frequency
        request.scope = scope
        request.onChange = onChange
        request.search = { anchor, probe in
            guard let anchor else { return nil }
            let result = IntrospectionSearch(anchor: anchor, probe: probe).find(query, scope: scope)
            guard let answer = result.target, let object = answer.platformObject as? PlatformSpecificEntity else { return nil }
            return FoundTarget(answer: answer, object: object)
        }
        request.customize = { object in
            if let target = object as? PlatformSpecificEntity { customize(target) }
        }
        request.reportNothingFound = { anchor, probe in
            // Diagnostics exist in debug builds only: release builds skip the traced search.
            #if DEBUG
            guard let anchor else { return }
            let traced = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(query, scope: scope)
            let diagnostic = IntrospectionDiagnostic.afterSearch(
                viewType: viewTypeName, className: query.className, running: running, match: match, result: traced
            )
            IntrospectionSettings.report(diagnostic, callSite: callSite)
            #endif
        }
        let placesMarkers = MarkerPlacement.placesMarkers(
            versionMatches: match != nil, isEnabled: isEnabled, isGloballyEnabled: IntrospectionSettings.isEnabled
        )
        return modifier(IntrospectionModifier(placesMarkers: placesMarkers, request: request))
    }
}

extension String {
    /// `ListWithInsetGroupedStyleType` → `listWithInsetGroupedStyle`: a view type's name for messages.
    func replacingTypeSuffix() -> String {
        guard hasSuffix("Type") else { return self }
        let name = dropLast(4)
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// Brackets the content with the two markers; the store they share runs the searches.
@MainActor
struct IntrospectionModifier: ViewModifier {
    /// Constant for the life of the app (see `MarkerPlacement`): the view tree must not branch on a value
    /// that changes at run time, or the content loses its identity — its state, scroll position and focus.
    let placesMarkers: Bool
    let request: IntrospectionRequest
    @State private var store = IntrospectionStore()

    func body(content: Content) -> some View {
        if placesMarkers {
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

/// View types generated from the catalog: their entry says how the target is reached on each platform.
protocol CatalogBackedViewType {
    static var catalogEntry: ViewTypeEntry? { get }
}
#endif
