@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 059 · OVERLOAD HYGIENE for `.sheet`: the UIPresentationController constants and the disfavoured
//               UISheetPresentationController constants, with every closure form people write
// Source: siteline/swiftui-introspect Sources/ViewTypes/Sheet.swift @ 469f9e8becd1b229b9c2056a4bd80dcce3b65a69 (27.0.0-beta.2:
//         v15…v26 of the sheet family are @_disfavoredOverload, v27 is not); call forms from vanities/swiftchan GalleryView.swift
//         @ 51649328d7f39a9fea3c8ff990d904d2d5ae9e9a (unannotated, body uses detents), siteline/swiftui-introspect#286 (annotated), siteline/swiftui-introspect#452
//         (`$0` then cast) and Examples/Showcase/Showcase/Presentation.swift @ 9c0d0a2bddc82bb976f78184dc594956c6645726 (long lists)
// API shape: unannotated { c in c.containerView } → UIPresentationController; { c in c.detents = … } → UISheetPresentationController;
//            `$0`; annotated with each class; `.iOS(.v27)` alone with `$0.detents`; open range; function values;
//            long lists (8 iOS + 8 tvOS for the base class, 6 iOS + 4 visionOS for the sheet class — `.sheet` has no macOS family)
// View type: overload hygiene: .sheet
// Platforms: iOS

#if os(iOS)
@MainActor
struct SheetOverloads: View {
    let baseSpy: (UIPresentationController) -> Void
    let sheetSpy: (UISheetPresentationController) -> Void
    @State private var found: UIPresentationController?

    // Each probe is its own expression, as in an app, where one view rarely stacks more than a few introspections:
    // chained into one 14-modifier expression the solver needs over a second (measured 1.2–3.7 s), whatever the
    // overloads, so the 200 ms limit would measure the chain, not the overloads.
    var body: some View {
        VStack {
            probe1
            probe2
            probe3
            probe4
            probe5
            probe6
            probe7
            probe8
            probe9
            probe10
            probe11
            probe12
            probe13
            probe14
        }
    }

    // Unannotated, base-class members only: the favoured family.
    private var probe1: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { controller in
                controller.containerView?.backgroundColor = .clear
            }
    }

    // Unannotated, sheet-only members: only the disfavoured family type-checks.
    private var probe2: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v15, .v16, .v17, .v18, .v26)) { controller in
                controller.detents = [.medium(), .large()]
                controller.prefersGrabberVisible = true
            }
    }

    // `$0`, long lists of the base family.
    private var probe3: some View {
        Text("Sheet content")
            .introspect(
                .sheet,
                on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27),
                .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27)
            ) {
                $0.presentedViewController.view.tintColor = .systemPink
            }
    }

    // `$0` cast to the subclass (what siteline/swiftui-introspect#452 was told to do for covers).
    private var probe4: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v16, .v17)) {
                ($0 as? UISheetPresentationController)?.largestUndimmedDetentIdentifier = .medium
            }
    }

    // Annotated with each class.
    private var probe5: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27)) { (controller: UIPresentationController) in
                controller.overrideTraitCollection = nil
            }
    }

    private var probe6: some View {
        Text("Sheet content")
            .introspect(
                .sheet,
                on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27)
            ) { (controller: UISheetPresentationController) in
                controller.preferredCornerRadius = 24
            }
    }

    // v27 alone: not disfavoured in the sheet family, so `$0` is the sheet presentation controller.
    private var probe7: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v27)) { $0.detents = [.large()] }
    }

    // Unannotated with the visionOS list: only the sheet family has visionOS constants.
    private var probe8: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v17, .v18), .visionOS(.v1, .v2, .v26, .v27)) { controller in
                controller.prefersEdgeAttachedInCompactHeight = true
            }
    }

    // Open ranges: the base family unannotated, the sheet family from its body.
    private var probe9: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v15...)) { controller in
                controller.delegate = nil
            }
    }

    private var probe10: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v16...)) { controller in
                controller.selectedDetentIdentifier = .large
            }
    }

    // `{ _ in }` and a state write after a hop.
    private var probe11: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v17, .v18, .v26, .v27)) { _ in }
    }

    private var probe12: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v17, .v18)) { controller in
                DispatchQueue.main.async { found = controller }
            }
    }

    // Function values of each class.
    private var probe13: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), customize: baseSpy)
    }

    private var probe14: some View {
        Text("Sheet content")
            .introspect(.sheet, on: .iOS(.v15, .v16, .v17, .v18, .v26, .v27), .visionOS(.v1, .v2, .v26, .v27), customize: sheetSpy)
    }
}
#endif
