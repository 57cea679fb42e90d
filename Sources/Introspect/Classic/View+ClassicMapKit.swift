#if canImport(MapKit) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS))
import IntrospectCore
import MapKit
import SwiftUI

extension View {
    /// Finds the `MKMapView` of a `Map`.
    @available(iOS 14, tvOS 14, macOS 11, *)
    @available(*, deprecated, message: "Use .introspect(.map, on: …) { mapView in … }")
    @preconcurrency @MainActor
    public func introspectMapView(customize: @escaping (MKMapView) -> ()) -> some View {
        classicView(.mapView, customize: customize)
    }
}
#endif
