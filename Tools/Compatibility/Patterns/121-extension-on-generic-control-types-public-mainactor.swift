import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 121 · a utility package extends SwiftUI's generic control types themselves (`extension Slider`,
//               `extension ScrollView`) with `@MainActor public func … -> some View` that return `self.introspect(…)`,
//               with default arguments captured by the closure
// Source: caoguangming/CJSwiftUtilities CJSwiftUtilities/Sources/CJSwiftUtilities/SwiftUI/Slider.swift @ 00f75bce3051027e947d3141566bc87f327d067b
//         and CJSwiftUtilities/Sources/CJSwiftUtilities/SwiftUI/ScrollView+Extension.swift @ 6a78530805bc95efdec91e9e8860b2ea595a4d41
// API shape: extension Slider { @MainActor public func cj_thumbImage(color: UIColor = .white, size: CGFloat = 30) -> some View {
//                self.introspect(.slider, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { slider in
//                    let config = UIImage.SymbolConfiguration(pointSize: size); slider.setThumbImage(…, for: .normal) } } }
//            extension ScrollView { @MainActor public func cj_bounces(need: Bool) -> some View {
//                return self.introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { scrollView in scrollView.bounces = false } } }
// View type: .slider
// Platforms: iOS

#if os(iOS)
extension Slider {
    @MainActor public func roundThumb(color: UIColor = .white, size: CGFloat = 30) -> some View {
        self.introspect(.slider, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { slider in
            let configuration = UIImage.SymbolConfiguration(pointSize: size)
            let thumb = UIImage(systemName: "circle.fill", withConfiguration: configuration)?.withTintColor(color)
            slider.setThumbImage(thumb, for: .normal)
        }
    }
}

extension ScrollView {
    @MainActor public func bounces(_ enabled: Bool) -> some View {
        return self.introspect(.scrollView, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18)) { scrollView in
            scrollView.bounces = enabled
        }
    }
}

struct VolumeRow: View {
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Slider(value: $volume)
                .roundThumb(color: .systemBlue)
            ScrollView {
                Text("Lyrics")
            }
            .bounces(false)
        }
    }
}
#endif
