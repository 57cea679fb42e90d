#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI

extension View {
    /// Hands the UIKit or AppKit object behind this view to `customize`, on the OS versions listed.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     #if os(iOS)
    ///     .introspect(.scrollView, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { scrollView in
    ///         scrollView.bounces = false   // adjust and observe; never replace SwiftUI's delegates
    ///     }
    ///     #elseif os(macOS)
    ///     .introspect(.scrollView, on: .macOS(.v12, .v13, .v14, .v15, .v26)) { scrollView in
    ///         scrollView.verticalScrollElasticity = .none
    ///     }
    ///     #endif
    /// ```
    ///
    /// The modifier places a hidden anchor behind the view and a hidden probe in front of it, and searches the
    /// platform hierarchy between them (or above them, with `scope: .ancestor`) in the layout pass that shows the
    /// content, so that `customize` runs before that frame is committed:
    /// - when the probe enters a window, in that pass;
    /// - after an update, in the update's pass — without a walk when the target found before is still in place;
    /// - when a pass finds nothing, again in the next passes that can show late content (List rows, a
    ///   `.searchable` bar, a pushed screen's children), five passes at most; then it stops, and debug builds
    ///   report what was between the markers.
    ///
    /// `customize` runs on the main actor, in a layout pass, after SwiftUI's update — except where SwiftUI lays
    /// out inside its update (sizing a hosting controller or a cell): write state from it only after an async hop
    /// (see the runtime guide).
    ///
    /// - Parameters:
    ///   - viewType: the kind of view (`.list`, `.textField`, `.navigationStack`, …).
    ///   - platforms: the platforms and versions where the class given by the constants' type backs the view;
    ///     nothing happens on others (debug builds log why, once per call site).
    ///   - scope: overrides the view type's default scope.
    ///   - frequency: `.oncePerInstance` runs `customize` once per target object.
    ///   - isEnabled: the per-call switch (see also ``IntrospectionSettings/isEnabled``); turning it off stops
    ///     the searches, and the view keeps its identity either way.
    ///   - onChange: called with the target when it appears or is replaced by another object, and with `nil` when
    ///     it goes away (the searches after an update found nothing); after `customize`, once per episode of
    ///     searches — a target that comes a layout pass late is no "went away, then appeared".
    ///   - fileID: the call site, so that debug diagnostics are reported once per call site (leave the default).
    ///   - line: the call site's line (leave the default).
    ///   - customize: receives the object.
    @MainActor
    public func introspect<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity>(
        _ viewType: SwiftUIViewType,
        on platforms: PlatformViewVersionPredicate<SwiftUIViewType, PlatformSpecificEntity>...,
        scope: IntrospectionScope? = nil,
        frequency: IntrospectionSettings.Frequency = .everyUpdate,
        isEnabled: Bool = true,
        onChange: ((IntrospectionSettings.TargetChange, PlatformSpecificEntity?) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        customize: @escaping (PlatformSpecificEntity) -> Void
    ) -> some View {
        // Every body evaluation runs this: no text is made here (diagnostics build theirs when they are printed,
        // in debug builds only).
        let matched = platforms.first { $0.matches }
        let isEnabled = isEnabled && IntrospectionSettings.isEnabled
        #if DEBUG
        let callSite = CallSite(fileID: fileID, line: line)
        IntrospectionSettings.report(at: callSite, when: matched == nil && isEnabled) {
            IntrospectionDiagnostic.beforeSearch(
                viewType: DiagnosticNaming.viewTypeName(of: SwiftUIViewType.self), running: RunningPlatform.running,
                versionMatched: false, isEnabled: true, listed: platforms.compactMap(\.predicate))
        }
        #endif
        let scope = scope ?? viewType.scope
        let platform = RunningPlatform.platform
        let selectorPlan = matched?.selector?.plan
        // The plan is made when a search runs: a body evaluation only keeps what it was given.
        let catalogQuery = {
            SwiftUIViewType.catalogEntry.map {
                TargetQuery<ViewNode, PlatformSpecificEntity>(
                    catalog: $0, platform: platform, className: String(describing: PlatformSpecificEntity.self)
                ) { $0.object(as: PlatformSpecificEntity.self) }
            }
        }
        var request = IntrospectionRequest<PlatformSpecificEntity>()
        request.isEnabled = isEnabled
        request.frequency = frequency
        request.scope = scope
        request.plan = {
            SearchPlan.choose(
                declared: selectorPlan, catalog: catalogQuery, defaultQuery: PlatformSpecificEntity.defaultQuery)
        }
        request.onChange = onChange
        request.customize = customize
        request.reportNothingFound = { anchor, probe in
            // Diagnostics exist in debug builds only: release builds skip the traced search.
            #if DEBUG
            guard let anchor else { return }
            IntrospectionSettings.report(at: callSite, when: true) {
                let predicate = matched?.predicate
                let running = RunningPlatform.running
                // The catalog's search again, traced; a selector's closures cannot be traced, so the first view of
                // the class between (or above) the markers stands for them.
                let query =
                    catalogQuery() ?? PlatformSpecificEntity.defaultQuery()
                    ?? TargetQuery(route: .view, className: String(describing: PlatformSpecificEntity.self)) {
                        $0.object(as: PlatformSpecificEntity.self)
                    }
                return IntrospectionDiagnostic.afterSearch(
                    viewType: DiagnosticNaming.viewTypeName(of: SwiftUIViewType.self),
                    className: query.className,
                    running: running,
                    match: predicate.map { ($0, $0.match(running.version)) },
                    result: IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(
                        query, scope: scope),
                    anchor: anchor,
                    probe: probe,
                    windowClassName: probe.view.window.map { NSStringFromClass(type(of: $0)) }
                )
            }
            #endif
        }
        return modifier(IntrospectionModifier(placesMarkers: matched != nil, request: request))
    }
}

/// Brackets the content with the two markers; the coordinator they share runs the searches.
@MainActor
struct IntrospectionModifier<Target: AnyObject>: ViewModifier {
    /// Whether a listed version matches the running OS: constant for the life of the app. The view tree must not
    /// branch on a value that changes at run time (`if isEnabled { content.background(…) } else { content }` makes a
    /// `_ConditionalContent` whose branch change destroys the content's identity: its `@State`, scroll position and
    /// focus, and the UIKit views behind it), so the per-call and global switches never decide this: they gate the
    /// search (``IntrospectionRuntime/Event/enabledChanged(_:)``).
    let placesMarkers: Bool
    let request: IntrospectionRequest<Target>
    @State private var coordinator: MarkerCoordinator<Target>

    init(
        placesMarkers: Bool, request: IntrospectionRequest<Target>,
        timing: ModifierTiming = .typed(RunningPlatform.frameGeneration)
    ) {
        self.placesMarkers = placesMarkers
        self.request = request
        _coordinator = State(wrappedValue: MarkerCoordinator(timing: timing))
    }

    func body(content: Content) -> some View {
        if placesMarkers {
            content
                // The marker views hide themselves from accessibility and touches (SwiftUI's
                // `.accessibilityHidden` needs iOS 14).
                .background(AnchorMarker(coordinator: coordinator).frame(width: 0, height: 0).allowsHitTesting(false))
                .overlay(
                    ProbeMarker(coordinator: coordinator, request: request).frame(width: 0, height: 0).allowsHitTesting(
                        false))
        } else {
            content
        }
    }
}

#endif
