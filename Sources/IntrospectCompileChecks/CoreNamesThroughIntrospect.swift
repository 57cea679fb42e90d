#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
// Compile test of the surface contract: a file that imports only `Introspect` (this target depends on nothing
// else) names every core type that appears in the module's API.
import Introspect
import SwiftUI

@MainActor
struct CoreNamesThroughIntrospect {
    var scope: IntrospectionScope = [.receiver, .ancestor]
    var frequency: IntrospectionSettings.Frequency = .oncePerInstance
    var change: IntrospectionSettings.TargetChange = .appeared
    var offset: ScrollOffset = ScrollOffset(x: 0, y: 12)

    func describe(_ diagnostic: IntrospectionSettings.Diagnostic) -> String { diagnostic.message }

    func describe(_ error: ReflectionError) -> String { error.description }
}
#endif
