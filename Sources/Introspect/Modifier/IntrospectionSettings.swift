#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import os

/// Switches for every `.introspect` in the app, and the types of the options of one `.introspect` call (nested
/// here rather than at the top level, so that an app's namespace gains as few names as possible).
@MainActor
public enum IntrospectionSettings {
    /// How often one `.introspect` call hands its target over (its `frequency:` option).
    public typealias Frequency = IntrospectCore.IntrospectionFrequency
    /// What one `.introspect` call reports to `onChange:` when its target appears, changes or disappears.
    public typealias TargetChange = IntrospectCore.IntrospectionTargetChange
    /// A debug diagnostic, as ``diagnosticHandler`` receives it.
    public typealias Diagnostic = IntrospectCore.IntrospectionDiagnostic

    /// The global kill switch: when `false`, no modifier searches or calls `customize` (for example to rule
    /// introspection out while debugging, or behind a remote flag).
    public static var isEnabled = true

    /// Where diagnostics go in debug builds (no version matches the running OS, nothing found after the retries,
    /// an open range that found nothing). By default they are logged with `os_log`; replace it to collect them
    /// in tests or to fail loudly.
    public static var diagnosticHandler: (Diagnostic) -> Void = { diagnostic in
        // `os.Logger` needs iOS 14 / macOS 11 and is not Sendable in these SDKs: use os_log, and keep no logger
        // in a global.
        os_log("%{public}@", type: .debug, "[Introspect] " + diagnostic.message)
    }

    /// Call sites that have reported (the core decides: each reports once).
    private static var ledger = DiagnosticLedger()

    /// Reports what `make` builds for `site`, once, when `condition` holds (the core's ledger decides).
    static func report(at site: CallSite, when condition: Bool, _ make: () -> IntrospectionDiagnostic?) {
        if let diagnostic = ledger.report(at: site, when: condition, make) { diagnosticHandler(diagnostic) }
    }
}
#endif
