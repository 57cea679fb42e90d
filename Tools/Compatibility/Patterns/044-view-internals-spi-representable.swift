@_spi(Internals) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 044 · the UIView/NSView of a representable and of a padded container, with the `Internals` SPI import
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/UIViewRepresentable.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: @_spi(Internals) import …; struct …: PlatformViewControllerRepresentable { make/update/dismantlePlatformViewController };
//            GenericViewRepresentable().introspect(
//                .view,
//                on: .iOS([6]), .tvOS([6]), .visionOS([4])
//            ) { view in view.backgroundColor = UIColor(color) }   inside ForEach; macOS { view in view.layer?.backgroundColor = … }
// View type: .view
// Platforms: iOS, macOS

// The Showcase builds its content from the `Internals` SPI's `PlatformViewControllerRepresentable`: one conformer
// for UIKit and AppKit, implementing the `…PlatformViewController` requirements (the dismantle one included).
@MainActor
struct PlainRepresentable: PlatformViewControllerRepresentable {
    #if os(iOS)
    typealias UIViewControllerType = PlatformViewController
    #elseif os(macOS)
    typealias NSViewControllerType = PlatformViewController
    #endif

    func makePlatformViewController(context: Context) -> PlatformViewController {
        let controller = PlatformViewController(nibName: nil, bundle: nil)
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        return controller
    }

    func updatePlatformViewController(_ controller: PlatformViewController, context: Context) {}

    static func dismantlePlatformViewController(_ controller: PlatformViewController, coordinator: Coordinator) {}
}

/// A conformer that leaves out the dismantle requirement, which has a default.
struct MinimalRepresentable: PlatformViewControllerRepresentable {
    #if os(iOS)
    typealias UIViewControllerType = PlatformViewController
    #elseif os(macOS)
    typealias NSViewControllerType = PlatformViewController
    #endif

    func makePlatformViewController(context: Context) -> PlatformViewController { PlatformViewController() }
    func updatePlatformViewController(_ controller: PlatformViewController, context: Context) {}
}

struct ColouredRepresentables: View {
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        VStack {
            ForEach(colors.indices, id: \.self) { index in
                PlainRepresentable()
                    #if os(iOS)
                    .introspect(
                        .view,
                        on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
                    ) { view in
                        view.backgroundColor = UIColor(colors[index])
                    }
                    #elseif os(macOS)
                    .introspect(.view, on: .macOS(.v12, .v13, .v14, .v15, .v26, .v27)) { view in
                        view.wantsLayer = true
                        view.layer?.backgroundColor = NSColor(colors[index]).cgColor
                    }
                    #endif
            }
        }
    }
}
