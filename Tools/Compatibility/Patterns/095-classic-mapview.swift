import Introspect
import MapKit
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 095 · the classic MKMapView lookup (iOS 14, tvOS 14, macOS 11)
// Source: siteline/swiftui-introspect IntrospectTests/UIKitTests.swift and IntrospectTests/AppKitTests.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
// API shape: @available(iOS 14, tvOS 14, *) Map(coordinateRegion: $region).introspectMapView { mapView in … }
// View type: introspectMapView
// Platforms: iOS, macOS

@available(iOS 14, tvOS 14, macOS 11, *)
struct ClassicMap: View {
    @State private var coordinateRegion = MKCoordinateRegion(.world)

    var body: some View {
        Map(coordinateRegion: $coordinateRegion)
            .introspectMapView { mapView in
                mapView.showsCompass = false
            }
    }
}
