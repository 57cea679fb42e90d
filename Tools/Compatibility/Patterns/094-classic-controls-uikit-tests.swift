import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 094 · the classic UIKit control members as the 0.12.0 tests call them, on views marked tvOS-unavailable
// Source: siteline/swiftui-introspect IntrospectTests/UIKitTests.swift @ 121c146fe591b1320238d054ae35c81ffa45f45a
// API shape: Toggle(…).introspectSwitch { uiSwitch in … }; Stepper(onIncrement:onDecrement:) { … }.introspectStepper { stepper in … };
//            DatePicker(selection:) { … }.introspectDatePicker { datePicker in … };
//            Picker(…).pickerStyle(SegmentedPickerStyle()).introspectSegmentedControl { segmentedControl in … };
//            @available(iOS 14.0, *) @available(tvOS, unavailable) ColorPicker(…).introspectColorWell { colorWell in … }
// View type: classic UIKit controls
// Platforms: iOS

#if os(iOS)
@available(tvOS, unavailable)
struct ClassicControls: View {
    @State private var isOn = false
    @State private var date = Date()
    @State private var choice = 0
    let spy: () -> Void

    var body: some View {
        VStack {
            Toggle("Toggle", isOn: $isOn)
                .introspectSwitch { uiSwitch in
                    uiSwitch.onTintColor = .orange
                    spy()
                }
            Stepper(onIncrement: {}, onDecrement: {}) {
                Text("Stepper")
            }
            .introspectStepper { stepper in
                stepper.wraps = true
            }
            DatePicker(selection: $date) {
                Text("DatePicker")
            }
            .introspectDatePicker { datePicker in
                datePicker.minuteInterval = 15
            }
            Picker(selection: $choice, label: Text("Segmented control")) {
                Text("Option 1").tag(0)
                Text("Option 2").tag(1)
            }
            .pickerStyle(SegmentedPickerStyle())
            .introspectSegmentedControl { segmentedControl in
                segmentedControl.selectedSegmentTintColor = .systemBlue
            }
        }
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
struct ClassicColorWell: View {
    @State private var color = Color.black

    var body: some View {
        ColorPicker("Picker", selection: $color)
            .introspectColorWell { colorWell in
                colorWell.supportsAlpha = false
            }
    }
}
#endif
