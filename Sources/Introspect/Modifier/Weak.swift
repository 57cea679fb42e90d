#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@_spi(Tooling) import IntrospectCore
import SwiftUI

/// Keeps an introspected object without keeping it alive: `@Weak var scrollView: UIScrollView?`.
///
/// In a view, the reference survives SwiftUI re-creating the view struct (it is kept in `@State`); writing it
/// does not update the view — it is a handle, not state to render. In a class (an `ObservableObject`) it is a
/// plain weak reference, and never touches SwiftUI.
@_spi(Advanced)
@propertyWrapper
public struct Weak<T: AnyObject>: DynamicProperty {
    private let storage: WeakStorage<T>
    @State private var kept: WeakStorage<T>

    /// A wrapper holding `wrappedValue` weakly.
    public init(wrappedValue: T? = nil) {
        let storage = WeakStorage(wrappedValue)
        self.storage = storage
        _kept = State(initialValue: storage)
    }

    /// The object, while something else keeps it alive.
    public var wrappedValue: T? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// SwiftUI calls this before each body evaluation of a view that holds the wrapper: reads and writes then go
    /// to the storage SwiftUI keeps for the view.
    public func update() {
        storage.forward(to: kept)
    }
}
#endif
