import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 034 · unannotated .sheet closure on iOS/tvOS gets UIPresentationController; visionOS only has the sheet class
// Source: siteline/swiftui-introspect Examples/Showcase/Showcase/Presentation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726
// API shape: #if os(iOS) || os(tvOS) .introspect(
//                .sheet,
//                on: .iOS([6]), .tvOS([6])
//            ) { presentationController in presentationController.containerView?.backgroundColor = … }
//            #elseif os(visionOS) .introspect(.sheet, on: .visionOS(.v1, .v2, .v26, .v27)) { sheetPresentationController in … } #endif
// View type: .sheet
// Platforms: iOS

#if os(iOS) || os(visionOS)
struct TintedSheetHost: View {
    @State private var isPresented = false

    var body: some View {
        Button("Present sheet") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Text("Sheet content")
                    #if os(iOS) || os(tvOS)
                    .introspect(
                        .sheet,
                        on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v15, .v16, .v17, .v18, .v26, .v27)
                    ) { presentationController in
                        presentationController.containerView?.backgroundColor = .red.withAlphaComponent(0.4)
                    }
                    #elseif os(visionOS)
                    .introspect(.sheet, on: .visionOS(.v1, .v2, .v26, .v27)) { sheetPresentationController in
                        sheetPresentationController.containerView?.backgroundColor = .red.withAlphaComponent(0.4)
                    }
                    #endif
            }
    }
}
#endif
