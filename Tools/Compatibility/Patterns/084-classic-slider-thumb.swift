import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 084 · classic UISlider lookup, an app helper's image as the thumb
// Source: vanities/swiftchan swiftchan/Views/Media/VLC/VLCPlayerControlsView.swift @ 0018676f12c8d64bea47c889d5945a92996bc876
// API shape: Slider(value: …).introspectSlider { slider in slider.setThumbImage(getBiggerSliderButton(), for: .normal) }
// View type: introspectSlider
// Platforms: iOS

#if os(iOS)
func largerThumb() -> UIImage? {
    UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
}

struct ScrubBar: View {
    @State private var position = 0.0

    var body: some View {
        Slider(value: $position, in: 0...1)
            .introspectSlider { slider in
                slider.setThumbImage(largerThumb(), for: .normal)
            }
    }
}
#endif
