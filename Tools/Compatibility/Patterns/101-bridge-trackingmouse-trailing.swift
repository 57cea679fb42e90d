import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 101 · The SwiftUI Lab's macOS modifier with a trailing closure, the point tested against a SwiftUI path
// Source: https://swiftui-lab.com/a-powerful-combo/ ("The Power of the Hosting+Representable Combo": `func trackingMouse(onMove:
//         @escaping (NSPoint) -> Void) -> some View`; the copy citing it: rijieli/OllamaChat OllamaChat/Extensions/View+Tracking.swift
//         @ f21f09ce406de6661ecd4d9279890820f404b844)
// API shape: shape.trackingMouse { location in self.hovered = path.contains(location) }
// View type: trackingMouse
// Platforms: macOS

#if os(macOS)
struct HoverWedge: View {
    @State private var hovered = false

    var body: some View {
        GeometryReader { proxy in
            let wedge = Path { path in
                path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
                path.addArc(center: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2), radius: 80,
                            startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            }
            wedge
                .fill(hovered ? Color.orange : Color.gray)
                .trackingMouse { location in
                    hovered = wedge.contains(location)
                }
        }
    }
}
#endif
