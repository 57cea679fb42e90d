import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 102 · the article's modifier called with the `onMove:` label, with a named parameter, with `$0`, and annotated NSPoint
// Source: https://swiftui-lab.com/a-powerful-combo/ (the article's modifier); the labelled form as four public call sites
//         write it (found by text search; their repositories unresolved)
// API shape: .trackingMouse(onMove: { point in uiState.trackMouse(point: point) })
//            .trackingMouse(onMove: { hoverInfo = info(mouse: $0, center: center, radius: radius) })
//            Image(…).resizable().trackingMouse { inPoint in self.cursorPosition = inPoint }
// View type: trackingMouse
// Platforms: macOS

#if os(macOS)
@MainActor
final class CanvasState: ObservableObject {
    @Published var lastPoint: NSPoint = .zero
    func trackMouse(point: NSPoint) { lastPoint = point }
}

@MainActor
struct DialHover: View {
    @StateObject private var uiState = CanvasState()
    @State private var hoverDistance: CGFloat = 0
    @State private var cursorPosition: NSPoint = .zero
    let center = CGPoint(x: 50, y: 50)

    var body: some View {
        VStack {
            Circle()
                .trackingMouse(onMove: { point in uiState.trackMouse(point: point) })
            Circle()
                .trackingMouse(onMove: { hoverDistance = distance(mouse: $0, center: center) })
            Image(systemName: "scope")
                .resizable()
                .trackingMouse { inPoint in
                    self.cursorPosition = inPoint
                }
            Rectangle()
                .trackingMouse(onMove: { (point: NSPoint) in cursorPosition = point })
        }
    }

    private func distance(mouse: CGPoint, center: CGPoint) -> CGFloat {
        hypot(mouse.x - center.x, mouse.y - center.y)
    }
}
#endif
