import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#endif

// Pattern 111 · one generic wrapper view chains four macOS typed calls (slider, menu picker, switch toggle, plain view),
//               each handing its entity to the same `cache(_: NSView?)` method of a reference-type helper
// Source: Cement-Labs/Abyssal Abyssal/Settings/Views/TipWrapper.swift @ 0bdb19e54c8ec156d117fe84950f8a114f6881d9
// API shape: content(tip)
//                .onHover { … }.onChange(of: value) { _, _ in … }
//                .introspect(.slider, on: .macOS(.v14, .v15)) { slider in tip.cache(slider); tip.positionRect = { slider.knobRect } }
//                .introspect(.picker(style: .menu), on: .macOS(.v14, .v15)) { picker in tip.cache(picker) }
//                .introspect(.toggle(style: .switch), on: .macOS(.v14, .v15)) { toggle in tip.cache(toggle) }
//                .introspect(.view, on: .macOS(.v14, .v15)) { view in tip.cache(view) }
//            in `struct TipWrapper<Content, Value>: View where Content: View, Value: Equatable`
//            with `func cache(_ sender: NSView?)` on the helper class and an app-declared `NSSlider.knobRect` extension
// View type: .picker(style: .menu), .toggle(style: .switch)
// Platforms: macOS

#if os(macOS)
extension NSSlider {
    /// The app's own helper (AppKit has `NSSliderCell.knobRect(flipped:)`, not a slider property).
    var knobFrame: NSRect {
        (cell as? NSSliderCell)?.knobRect(flipped: isFlipped) ?? bounds
    }
}

@MainActor
final class HoverTip {
    private(set) weak var anchor: NSView?
    var anchorRect: (() -> NSRect)?
    var followsAnchor = false

    func cache(_ sender: NSView?) {
        anchor = sender
    }

    func refresh() {}
}

struct HoverTipWrapper<Content: View, Value: Equatable>: View {
    @Binding var value: Value
    let tip: HoverTip
    @ViewBuilder var content: (HoverTip) -> Content

    var body: some View {
        content(tip)
            .onHover { hovering in
                if hovering { tip.refresh() }
            }
            .onChange(of: value) { _ in
                tip.refresh()
            }
            .introspect(.slider, on: .macOS(.v14, .v15)) { slider in
                tip.cache(slider)
                tip.anchorRect = {
                    slider.knobFrame
                }
                tip.followsAnchor = true
            }
            .introspect(.picker(style: .menu), on: .macOS(.v14, .v15)) { picker in
                tip.cache(picker)
            }
            .introspect(.toggle(style: .switch), on: .macOS(.v14, .v15)) { toggle in
                tip.cache(toggle)
            }
            .introspect(.view, on: .macOS(.v14, .v15)) { view in
                tip.cache(view)
            }
    }
}

@MainActor
struct DeadZoneSetting: View {
    @State private var amount = 0.4
    private let tip = HoverTip()

    var body: some View {
        HoverTipWrapper(value: $amount, tip: tip) { _ in
            Slider(value: $amount)
        }
    }
}
#endif
