#if canImport(MapKit) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS))
@_spi(Tooling) import IntrospectCore
import MapKit
import SwiftUI

// `@_disfavoredOverload`, as the other classic modifiers: apps written for swiftui-introspect often declare their own
// `introspectX` wrappers (element-x-ios, react-native-bottom-tabs, linearmouse); their declaration must win over this
// compatibility spelling instead of making the call ambiguous.

extension View {
    /// Finds the `MKMapView` of a `Map`.
    @available(iOS 14, tvOS 14, macOS 11, *)
    @available(*, deprecated, message: "Use .introspect(.map, on: …) { mapView in … }")
    @_disfavoredOverload @preconcurrency @MainActor
    public func introspectMapView(customize: @escaping (MKMapView) -> Void) -> some View {
        classicView(.mapView, customize: customize)
    }
}
#endif
