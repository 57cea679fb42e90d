/// Where a search looks for its target, relative to the view the modifier is applied to.
///
/// With both members, the receiver is tried first and the ancestors only when it finds nothing.
public struct IntrospectionScope: OptionSet, Hashable, Sendable {
    /// The bits of the set (`UInt`, the reference library's raw type: apps build a scope from their own `UInt`
    /// option sets).
    public let rawValue: UInt

    /// A scope from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The view the modifier is applied to: the first node of the requested class between the anchor and the
    /// probe markers (`ScrollView { … }.introspect(.scrollView, …)`).
    public static let receiver = IntrospectionScope(rawValue: 1 << 0)

    /// The nearest enclosing node of the requested class (`ScrollView { Text("").introspect(.scrollView, …,
    /// scope: .ancestor) }`).
    public static let ancestor = IntrospectionScope(rawValue: 1 << 1)
}

extension IntrospectionScope: CustomStringConvertible {
    public var description: String {
        switch self {
        case .receiver: "receiver"
        case .ancestor: "ancestor"
        case [.receiver, .ancestor]: "receiver, then ancestor"
        default: "none"
        }
    }
}

extension IntrospectionScope {
    /// The members of this scope in the order every search tries them: the receiver first, then the ancestors
    /// (the nearest match to the modified view wins).
    @_spi(Tooling) public var searchOrder: [IntrospectionScope] {
        [IntrospectionScope.receiver, .ancestor].filter { contains($0) }
    }
}
