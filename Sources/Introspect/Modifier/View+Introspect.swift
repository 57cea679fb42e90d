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
    ///     nothing happens on others (debug builds log why, once per call site).
    ///   - scope: overrides the view type's default scope.
    ///   - frequency: `.oncePerInstance` runs `customize` once per target object.
    ///   - isEnabled: the per-call kill switch (see also ``IntrospectionSettings/isEnabled``).
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
        let running = PlatformVersion(platform: RunningPlatform.platform, version: RunningPlatform.version)
        let match = VersionPredicates.firstMatch(platforms.map(\.predicate), platform: RunningPlatform.platform, running: running.version)
        if match == nil, isEnabled {
            IntrospectionSettings.report(.noMatchingVersion(viewType: viewTypeName, running: running, listed: platforms.map(\.predicate)), callSite: callSite)
        }
        let test = TargetMatching.test(for: SwiftUIViewType.selector, PlatformSpecificEntity.self)
        let scope = scope ?? viewType.scope
        var request = IntrospectionRequest()
        request.search = { anchor, probe, store in
            // A target found before is reused while it is still in place, without a new walk.
            if let cached = store.tracker.target as? PlatformSpecificEntity, CachedTarget.isStillInPlace(cached, anchor: anchor, probe: probe) {
                if store.customized.shouldCustomize(cached, frequency: frequency) { customize(cached) }
                return true
            }
            let result = IntrospectionSearch(anchor: anchor, probe: probe).find(test, scope: scope)
            if let change = store.tracker.record(result.target) { onChange?(change) }
            guard let target = result.target else { return false }
            if store.customized.shouldCustomize(target, frequency: frequency) { customize(target) }
            return true
        }
        request.gaveUp = { anchor, probe in
            // Diagnostics exist in debug builds only: release builds skip the traced search.
            #if DEBUG
            let traced = IntrospectionSearch(anchor: anchor, probe: probe, recordsTrace: true).find(test, scope: scope)
            let diagnostic: IntrospectionDiagnostic
            if case .beyondKnownVersions? = match?.match, let predicate = match?.predicate {
                diagnostic = .openRangeFoundNothing(viewType: viewTypeName, className: test.name, running: running, predicate: predicate)
            } else {
                let region = traced.commonAncestor.map { RegionDump.render($0) }
                diagnostic = .nothingFound(viewType: viewTypeName, className: test.name, reasons: traced.missReasons, region: region)
            }
            IntrospectionSettings.report(diagnostic, callSite: callSite)
            #endif
        }
        return modifier(IntrospectionModifier(isActive: match != nil && isEnabled, request: request))
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

/// What a modifier asks of its store: the search to run between the markers, and what to do when the retries
/// are used up.
@MainActor
struct IntrospectionRequest {
    /// Returns whether a target was found (and handed over, or skipped by the frequency).
    var search: (_ anchor: PlatformView, _ probe: PlatformView, _ store: IntrospectionStore) -> Bool = { _, _, _ in false }
    /// Called once the retries are used up without a target.
    var gaveUp: (_ anchor: PlatformView, _ probe: PlatformView) -> Void = { _, _ in }
}

/// Brackets the content with the two markers and runs a search between them once they are in a window, and
/// again on updates.
@MainActor
struct IntrospectionModifier: ViewModifier {
    let isActive: Bool
    let request: IntrospectionRequest
    @State private var store = IntrospectionStore()

    init(isActive: Bool, request: IntrospectionRequest) {
        self.isActive = isActive
        self.request = request
    }

    /// A modifier whose search is `search` and that reports nothing when it gives up (the classic API).
    init(isActive: Bool, search: @escaping (_ anchor: PlatformView, _ probe: PlatformView, _ store: IntrospectionStore) -> Bool) {
        var request = IntrospectionRequest()
        request.search = search
        self.init(isActive: isActive, request: request)
    }

    func body(content: Content) -> some View {
        if isActive, IntrospectionSettings.isEnabled {
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
