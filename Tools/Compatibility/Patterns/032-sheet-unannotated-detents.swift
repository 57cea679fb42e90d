import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 032 · UNANNOTATED .sheet closure that uses UISheetPresentationController members: the sheet class is
//               inferred from the closure body (the UIPresentationController constants cannot satisfy it)
// Source: vanities/swiftchan swiftchan/Views/Media/Gallery/GalleryView.swift @ 51649328d7f39a9fea3c8ff990d904d2d5ae9e9a
// API shape: .introspect(.sheet, on: .iOS(.v17, .v18, .v26)) { controller in controller.prefersGrabberVisible = true;
//                controller.detents = [.large()]; if sheetPresentationController !== controller { DispatchQueue.main.async { … } } }
//            with @State var sheetPresentationController: UISheetPresentationController?
// View type: .sheet
// Platforms: iOS

#if os(iOS)
struct GallerySheetContent: View {
    @State private var sheetPresentationController: UISheetPresentationController?
    @State private var allowsDismiss = true

    var body: some View {
        Text("Media")
            .introspect(.sheet, on: .iOS(.v17, .v18, .v26)) { controller in
                controller.prefersGrabberVisible = true
                controller.prefersScrollingExpandsWhenScrolledToEdge = false
                controller.detents = [.large()]
                if sheetPresentationController !== controller {
                    DispatchQueue.main.async {
                        sheetPresentationController = controller
                    }
                }
                updateDismissal(using: controller)
            }
    }

    private func updateDismissal(using controller: UISheetPresentationController?) {
        controller?.presentedViewController.isModalInPresentation = !allowsDismiss
    }
}
#endif
