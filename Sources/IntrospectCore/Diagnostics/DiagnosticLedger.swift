/// Where an `.introspect` call (or a version constant) is written: its `#fileID` and `#line`, as the compiler
/// gives them. Two calls on one line are one site.
///
/// It holds the static text and the number only; the text `fileID:line` is made when a diagnostic is printed
/// (``description``), never when a view's body is evaluated.
@_spi(Tooling) public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    private let file: StaticString
    private let line: UInt

    /// The site at `fileID` and `line`.
    public init(fileID: StaticString, line: UInt) {
        file = fileID
        self.line = line
    }

    /// `fileID:line`.
    public var description: String { "\(file):\(line)" }

    /// The same file and line. A file's `#fileID` is one string literal of the binary, so the text is compared
    /// only when the two are not the same literal.
    public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        guard lhs.line == rhs.line else { return false }
        if lhs.file.hasPointerRepresentation, rhs.file.hasPointerRepresentation,
            lhs.file.utf8Start == rhs.file.utf8Start, lhs.file.utf8CodeUnitCount == rhs.file.utf8CodeUnitCount
        {
            return true
        }
        return lhs.file.description == rhs.file.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
    }
}

/// Which call sites have reported a diagnostic: each reports once for the app's lifetime. A modifier in a `List`
/// row runs once per row and again on every update; without the ledger one mistake would flood the console.
@_spi(Tooling) public struct DiagnosticLedger: Sendable {
    private var reported: Set<CallSite> = []

    /// An empty ledger.
    public init() {}

    /// The diagnostic to print for `site`, if one is due: when `condition` holds and the site has not reported
    /// yet, `make()`'s diagnostic, and the site is recorded as reported. `make` runs only then: a site that has
    /// reported, or has nothing to report, builds nothing.
    ///
    /// - Parameters:
    ///   - site: where the call is written.
    ///   - condition: whether there is anything to report at all (no version matched, the searches found nothing).
    ///   - make: builds the diagnostic (its text, a traced search, a capture of the hierarchy).
    public mutating func report(
        at site: CallSite, when condition: Bool, _ make: () -> IntrospectionDiagnostic?
    ) -> IntrospectionDiagnostic? {
        guard condition, !reported.contains(site), let diagnostic = make() else { return nil }
        reported.insert(site)
        return diagnostic
    }

    /// Whether `site` has reported.
    package func hasReported(_ site: CallSite) -> Bool {
        reported.contains(site)
    }
}
