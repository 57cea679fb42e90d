#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import SwiftUI

/// Keeps an introspected object without keeping it alive: `@Weak var scrollView: UIScrollView?`.
///
/// Backed by `@State`, so the reference survives SwiftUI re-creating the view struct; writing it does not
/// update the view (it is a handle, not state to render).
@propertyWrapper
public struct Weak<Object: AnyObject>: DynamicProperty {
    @State private var box: WeakReference<Object>

    /// A wrapper holding `wrappedValue` weakly.
    public init(wrappedValue: Object? = nil) {
        _box = State(wrappedValue: WeakReference(wrappedValue))
    }

    /// The object, while something else keeps it alive.
    public var wrappedValue: Object? {
        get { box.object }
        nonmutating set { box.object = newValue }
    }
}

/// A weak reference in a box `@State` can hold.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
#endif
