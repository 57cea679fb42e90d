/// The class names of the marker views the `Introspect` modifier places, so that tools reading a recorded
/// hierarchy (the `introspect explain` command) can find them and run the exact search the modifier would.
///
/// The names carry a prefix (`INTR`), as Objective-C class names share one global namespace with every other
/// library in the app.
@_spi(Tooling) public enum IntrospectionMarkerClass {
    /// The anchor, placed behind the modified view (`.background`).
    public static let anchor = "INTRAnchorMarkerView"
    /// The probe, placed in front of the modified view (`.overlay`).
    public static let probe = "INTRProbeMarkerView"
    /// The anchor's name in earlier versions of this library, still recognised in recorded hierarchies.
    public static let formerAnchor = "IntrospectionAnchorView"
    /// The probe's name in earlier versions of this library, still recognised in recorded hierarchies.
    public static let formerProbe = "IntrospectionProbeView"

    /// Whether `className` names an anchor, of this version or an earlier one.
    @inlinable
    public static func isAnchor(_ className: String) -> Bool {
        className == anchor || className == formerAnchor
    }

    /// Whether `className` names a probe, of this version or an earlier one.
    @inlinable
    public static func isProbe(_ className: String) -> Bool {
        className == probe || className == formerProbe
    }

    /// Whether `className` names a marker, of this version or an earlier one.
    @inlinable
    @_spi(Tooling) public static func isMarker(_ className: String) -> Bool {
        isAnchor(className) || isProbe(className)
    }
}
