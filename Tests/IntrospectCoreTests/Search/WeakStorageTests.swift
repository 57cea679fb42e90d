import Testing

@testable import IntrospectCore

@Suite("@Weak's storage")
struct WeakStorageTests {
    final class Target {}

    @Test func aViewsRecreatedWrapperReachesTheStorageSwiftUIKeeps() {
        let target = Target()
        // The first view struct: SwiftUI keeps its storage in @State.
        let first = WeakStorage<Target>(nil)
        first.forward(to: first)
        first.value = target
        // SwiftUI re-creates the struct: a fresh storage, forwarded to the kept one by update().
        let second = WeakStorage<Target>(nil)
        #expect(second.value == nil)
        second.forward(to: first)
        #expect(second.value === target)
        // A write through the new copy is seen by the next one.
        let other = Target()
        second.value = other
        let third = WeakStorage<Target>(nil)
        third.forward(to: first)
        #expect(third.value === other)
    }

    @Test func inAClassItIsAPlainWeakReference() {
        let storage = WeakStorage<Target>(nil)
        do {
            let target = Target()
            storage.value = target
            #expect(storage.value === target)
        }
        #expect(storage.value == nil)  // never kept alive
    }
}
