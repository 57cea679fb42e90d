#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// The bridges in use: a two-way scroll offset, a text field's input accessory, the mouse tracker, and a host
/// of our own.
@MainActor
struct BridgesUsage: View {
    @State private var offset = ScrollOffset()
    @State private var mouse = CGPoint.zero
    @State private var isHovering = false

    var body: some View {
        VStack {
            Text("offset \(Int(offset.y))")
            Button("Back to top") { offset = ScrollOffset() }
            ScrollView {
                VStack {
                    ForEach(0..<200, id: \.self) { row in Text("Row \(row)") }
                }
            }
            .scrollOffset($offset, animated: true)

            #if os(iOS)
            TextField("Amount", text: .constant(""))
                .introspect(.textField, on: .iOS(.v13...), frequency: .oncePerInstance) { textField in
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                    toolbar.items = [
                        UIBarButtonItem(
                            title: "Done", style: .done, target: textField,
                            action: #selector(UIResponder.resignFirstResponder))
                    ]
                    textField.inputAccessoryView = toolbar
                }
            #endif

            #if os(macOS)
            Rectangle()
                .fill(isHovering ? Color.blue : Color.gray)
                .frame(width: 200, height: 120)
                .trackingMouse(onMove: { mouse = $0 }, onEnter: { isHovering = true }, onExit: { isHovering = false })
            Text("mouse \(Int(mouse.x)), \(Int(mouse.y))")
            #endif

            Text("Hosted in a host of our own")
                .hostingBridge { host in
                    #if os(macOS)
                    host.wantsLayer = true
                    #else
                    host.view.accessibilityIdentifier = "bridge"
                    #endif
                }
        }
    }
}
#endif
