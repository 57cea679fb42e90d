/// The storage behind `@Weak`: a weak reference that SwiftUI can keep across re-creations of a view struct, and
/// that a class can hold without SwiftUI.
///
/// Each `@Weak` value holds a storage of its own. Installed in a view, SwiftUI keeps the first value's storage
/// in `@State` and hands it to `update()` of every later copy, which *forwards* its own storage there: reads
/// and writes of any copy reach the one SwiftUI keeps. In a class (an `ObservableObject`) nothing is installed
/// and nothing forwards: the storage is used as is, and `@State` is never read outside a view (which would
/// warn on every access).
package final class WeakStorage<Object: AnyObject> {
    private weak var object: Object?
    private var forwarded: WeakStorage?

    /// A storage holding `object` weakly.
    package init(_ object: Object?) {
        self.object = object
    }

    /// The storage that reads and writes reach: the one this forwards to, or this one.
    package var resolved: WeakStorage {
        var storage = self
        while let next = storage.forwarded, next !== storage { storage = next }
        return storage
    }

    /// The object, while something else keeps it alive.
    package var value: Object? {
        get { resolved.object }
        set { resolved.object = newValue }
    }

    /// Forwards reads and writes to `kept`, the storage SwiftUI keeps for the view (`DynamicProperty.update()`).
    package func forward(to kept: WeakStorage) {
        guard kept !== self, forwarded !== kept else { return }
        forwarded = kept
    }
}
