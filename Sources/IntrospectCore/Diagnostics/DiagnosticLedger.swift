/// Which call sites have reported a diagnostic: each reports once for the app's lifetime. A modifier in a `List`
/// row runs once per row and again on every update; without the ledger one mistake would flood the console.
///
/// A call site is `fileID:line` of the `.introspect` call (or of a version constant); two calls on one line are
/// one site.
package struct DiagnosticLedger: Sendable {
    private var reported: Set<String> = []

    package init() {}

    /// Whether `callSite` reports now — the first time only — and records that it has.
    package mutating func shouldReport(callSite: String) -> Bool {
        reported.insert(callSite).inserted
    }
}
