#if os(macOS)
import AppKit
import Introspect
import SwiftUI

// The call shapes of `trackingMouse(onMove:)` from The SwiftUI Lab's "The Power of the Hosting+Representable
// Combo" (https://swiftui-lab.com/a-powerful-combo/), as apps copied it: a trailing
// closure, the labelled form, `$0`, on an `EmptyView`, with the point typed as `NSPoint`.

@MainActor
func swiftUILabMouseTracking(report: @escaping (NSPoint) -> Void) -> some View {
    VStack {
        Rectangle()
            .trackingMouse { location in report(location) }
        Circle()
            .trackingMouse(onMove: { point in report(point) })
        Text("Moves")
            .trackingMouse(onMove: { report($0) })
        EmptyView()
            .trackingMouse(onMove: report)
    }
}
#endif
