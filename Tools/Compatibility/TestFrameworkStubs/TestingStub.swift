// The few declarations of swift-testing that swiftui-introspect's test files use, for type-checking those files
// against Introspect with an SDK that has no Testing module (Scripts/reference-sources-check.sh). Never linked or
// run: every body is a placeholder. `#expect`/`#require` are rewritten to `__expect`/`__require` by the script,
// since the macros need the toolchain's plugin.
public struct SourceLocation: Sendable {
    public init() {}
}

public struct Confirmation: Sendable {
    public func callAsFunction(count: Int = 1) {}
}

public protocol Trait: Sendable {}

public struct ConditionTrait: Trait {
    public static func disabled(
        if condition: @autoclosure @escaping () throws -> Bool, _ comment: String? = nil,
        sourceLocation: SourceLocation = SourceLocation()
    ) -> Self { Self() }
}

public func confirmation<Result>(
    _ comment: String? = nil, expectedCount: some RangeExpression<Int> & Sendable,
    sourceLocation: SourceLocation = SourceLocation(), _ body: (Confirmation) async throws -> Result
) async rethrows -> Result { try await body(Confirmation()) }

public func __expect(_ condition: Bool, _ comment: String? = nil, sourceLocation: SourceLocation = SourceLocation()) {}

public func __require<Value>(
    _ value: Value?, _ comment: String? = nil, sourceLocation: SourceLocation = SourceLocation()
) throws -> Value {
    guard let value else { throw RequirementFailure() }
    return value
}

public func __require(
    _ condition: Bool, _ comment: String? = nil, sourceLocation: SourceLocation = SourceLocation()
) throws {}

public struct RequirementFailure: Error {}
