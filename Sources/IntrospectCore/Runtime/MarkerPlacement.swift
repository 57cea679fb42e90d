/// Whether a modifier brackets its content with markers.
///
/// A modifier that branches on a value that can change at run time (`if isEnabled { content.background(…) }
/// else { content }`) turns the content into a `_ConditionalContent` whose branch change destroys the
/// content's identity: its `@State`, scroll position and focus, and the UIKit views behind it. So the markers
/// are placed exactly when a listed version matches the running OS — a constant for the life of the app — and
/// the per-call and global switches only gate the search (``IntrospectionRuntime/Event/enabledChanged(_:)``).
public enum MarkerPlacement {
    /// Whether to place the markers: when a listed version matches the running OS, whatever the switches say.
    public static func placesMarkers(versionMatches: Bool, isEnabled: Bool, isGloballyEnabled: Bool) -> Bool {
        versionMatches
    }
}
