#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
// Code written for the reference library imports its advanced API this way; only the module name changes.
@_spi(Advanced) import Introspect
import SwiftUI

@MainActor
func advancedImportCompiles(_ view: some View) -> some View {
    #if os(macOS)
    view.introspect(.view, on: .macOS(.v10_15...)) { nsView in _ = nsView }
    #else
    view.introspect(.view, on: .iOS(.v13...), .tvOS(.v13...), .visionOS(.v1...)) { uiView in _ = uiView }
    #endif
}
#endif
