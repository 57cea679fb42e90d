#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension View {
    #if os(macOS)
    /// Hosts this view in an `NSHostingView` that is yours to configure — its tracking areas, gesture
    /// recognizers, `sizingOptions` — from `configure`, which runs once when the host is made. A view, not a view
    /// controller: there is no `loadView` to forget (an `NSViewController` without one crashes).
    ///
    /// The environment is passed on in every update and the root view re-assigned, so state owned *outside* the
    /// bridge keeps updating the content; preferences (navigation title, toolbar items) set inside do not cross
    /// the host: set them outside.
    ///
    /// On macOS 13+ the bridge takes the size SwiftUI proposes, kept between the content's minimum and maximum
    /// (which the host derives from its `sizingOptions`), and the content's ideal size where none is proposed.
    /// AppKit gives no measure of a hosting view's content for a proposal, so text that wraps to the proposed
    /// width keeps the height of its ideal size: give the bridge a frame there.
    @MainActor
    public func hostingBridge(configure: @escaping (NSHostingView<AnyView>) -> Void = { _ in }) -> some View {
        HostingBridgeRepresentable(content: AnyView(self), configure: configure)
    }
    #else
    /// Hosts this view in a `UIHostingController` (an `NSHostingView` on macOS) that is yours to configure:
    /// its platform hooks — `keyCommands`, `preferredStatusBarStyle` in a subclass, gesture recognizers,
    /// `sizingOptions` — are reachable from `configure`, which runs once when the host is made.
    ///
    /// What the bridge takes care of, and what it cannot:
    /// - the environment is passed on in every update, and the root view is re-assigned, so state owned
    ///   *outside* the bridge keeps updating the content (apply the bridge to content built from that state; a
    ///   view whose own `@State` drives the content must stay outside the bridge);
    /// - sizing follows the content (`sizingOptions = .intrinsicContentSize` on iOS 16+; earlier, give the
    ///   bridge a frame);
    /// - the safe area and the keyboard avoidance are applied by the outer SwiftUI hierarchy already; on
    ///   iOS 16.4+ the host ignores them so they are not applied twice (earlier, add
    ///   `.ignoresSafeArea()` inside);
    /// - preferences (navigation title, toolbar items) set inside do not cross the host: set them outside.
    @MainActor
    public func hostingBridge(configure: @escaping (UIHostingController<AnyView>) -> Void = { _ in }) -> some View {
        HostingBridgeRepresentable(content: AnyView(self), configure: configure)
    }
    #endif
}

#if os(macOS)
@MainActor
struct HostingBridgeRepresentable: NSViewRepresentable {
    let content: AnyView
    let configure: (NSHostingView<AnyView>) -> Void

    func makeNSView(context: Context) -> NSHostingView<AnyView> {
        let host = NSHostingView(rootView: AnyView(content.environment(\.self, context.environment)))
        configure(host)
        return host
    }

    func updateNSView(_ host: NSHostingView<AnyView>, context: Context) {
        host.rootView = AnyView(content.environment(\.self, context.environment))
        // The new content may have another size: the enclosing SwiftUI layout asks again.
        host.invalidateIntrinsicContentSize()
    }

    /// Sizes the bridge for SwiftUI's proposal (`NSViewRepresentable.sizeThatFits(_:nsView:context:)`, macOS
    /// 13): `HostingBridgeSizing` decides from what AppKit measures of the host — its ideal size
    /// (`intrinsicContentSize`), the size constraints it holds on itself (the content's minimum and maximum, made
    /// from `sizingOptions`, and any added in `configure`), and, only when those say nothing, its `fittingSize`.
    @available(macOS 13, *)
    func sizeThatFits(_ proposal: ProposedViewSize, nsView host: NSHostingView<AnyView>, context: Context) -> CGSize? {
        let ideal = host.intrinsicContentSize
        let held = host.constraints.filter { $0.isActive && $0.firstItem === host && $0.secondItem == nil }
        func length(
            _ proposed: CGFloat?, ideal: CGFloat, _ attribute: NSLayoutConstraint.Attribute,
            fitting: @autoclosure () -> CGFloat
        ) -> CGFloat {
            let limits = held.filter { $0.firstAttribute == attribute }.compactMap(Self.limit)
            return CGFloat(
                HostingBridgeSizing.length(
                    proposed: proposed.map { Double($0) },
                    ideal: ideal == NSView.noIntrinsicMetric ? nil : Double(ideal),
                    fitting: Double(fitting()), limits: limits))
        }
        return CGSize(
            width: length(proposal.width, ideal: ideal.width, .width, fitting: host.fittingSize.width),
            height: length(proposal.height, ideal: ideal.height, .height, fitting: host.fittingSize.height))
    }

    /// A size constraint as the core reads it.
    private static func limit(_ constraint: NSLayoutConstraint) -> HostingBridgeSizing.Limit? {
        let relation: HostingBridgeSizing.Limit.Relation
        switch constraint.relation {
        case .greaterThanOrEqual: relation = .atLeast
        case .lessThanOrEqual: relation = .atMost
        case .equal: relation = .exactly
        @unknown default: return nil
        }
        return HostingBridgeSizing.Limit(relation, Double(constraint.constant), priority: constraint.priority.rawValue)
    }
}
#else
@MainActor
struct HostingBridgeRepresentable: UIViewControllerRepresentable {
    let content: AnyView
    let configure: (UIHostingController<AnyView>) -> Void

    func makeUIViewController(context: Context) -> UIHostingController<AnyView> {
        let host = UIHostingController(rootView: AnyView(content.environment(\.self, context.environment)))
        if #available(iOS 16, tvOS 16, *) { host.sizingOptions = .intrinsicContentSize }
        if #available(iOS 16.4, tvOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
        configure(host)
        return host
    }

    func updateUIViewController(_ host: UIHostingController<AnyView>, context: Context) {
        host.rootView = AnyView(content.environment(\.self, context.environment))
        // Before iOS 16 there are no sizing options: the enclosing SwiftUI layout asks again.
        host.view.invalidateIntrinsicContentSize()
    }

    /// Sizes the bridge to its content: `UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)`
    /// (iOS 16) is how a representable proposes its own size, and `UIHostingController.sizeThatFits(in:)` is
    /// the content's size for the proposal (an unspecified dimension is measured unconstrained).
    @available(iOS 16, tvOS 16, *)
    func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController host: UIHostingController<AnyView>, context: Context
    ) -> CGSize? {
        let unconstrained = CGFloat.greatestFiniteMagnitude
        return host.sizeThatFits(
            in: CGSize(width: proposal.width ?? unconstrained, height: proposal.height ?? unconstrained))
    }
}
#endif
#endif
