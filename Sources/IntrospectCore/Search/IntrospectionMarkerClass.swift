/// The class names of the marker views the `Introspect` modifier places, so that tools reading a recorded
/// hierarchy (the `introspect explain` command) can find them and run the exact search the modifier would.
public enum IntrospectionMarkerClass {
    /// The anchor, placed behind the modified view (`.background`).
    public static let anchor = "IntrospectionAnchorView"
    /// The probe, placed in front of the modified view (`.overlay`).
    public static let probe = "IntrospectionProbeView"
}
