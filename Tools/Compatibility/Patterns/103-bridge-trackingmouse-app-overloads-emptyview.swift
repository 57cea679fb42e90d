import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 103 · an app that keeps its own copy of the article's modifier (with an extra defaulted parameter) and a
//               sibling overload, calling both on EmptyView — here with this library's `trackingMouse` also in scope
// Source: vadim-ahmerov/Commander Commander/Common/View/TrackingAreaView.swift and Commander/View/WheelPicker/WheelPickerSection.swift
//         @ d91b0ded4c89e71bbc687ffaf63c8e8e0363c730
// API shape: func trackingMouse(onMove: @escaping (_ mouseLocation: NSPoint) -> Void, onWindowFrameChange: (() -> Void)? = nil) -> some View
//            func trackingMouse(offset: CGFloat, onReachOffset: @escaping () -> Void) -> some View
//            EmptyView().trackingMouse { point in … }   and   EmptyView().trackingMouse(offset: 32) { isHidden = false }
// View type: trackingMouse
// Platforms: macOS

#if os(macOS)
struct WheelTrackingArea: NSViewRepresentable {
    let onMove: (NSPoint) -> Void

    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

extension View {
    func trackingMouse(
        onMove: @escaping (_ mouseLocation: NSPoint) -> Void,
        onWindowFrameChange: (() -> Void)? = nil
    ) -> some View {
        background(WheelTrackingArea(onMove: onMove))
    }

    func trackingMouse(offset: CGFloat, onReachOffset: @escaping () -> Void) -> some View {
        background(WheelTrackingArea(onMove: { point in
            if abs(point.x) > offset || abs(point.y) > offset { onReachOffset() }
        }))
    }
}

struct WheelSection: View {
    let sectionPath: Path
    @State private var isHovering = false
    @State private var isHidden = true

    var body: some View {
        ZStack {
            EmptyView().trackingMouse { point in
                isHovering = sectionPath.contains(point)
            }
            EmptyView().trackingMouse(offset: 32) {
                isHidden = false
            }
        }
    }
}
#endif
