// The few declarations of XCTest that swiftui-introspect's 1.x test files (and the 0.x module's) use, for type-checking those files
// against Introspect with an SDK that has no XCTest module (Scripts/reference-sources-check.sh). Never linked or
// run: every body is a placeholder.
import Foundation

open class XCTestCase: NSObject {
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) {}
}

open class XCTestExpectation: NSObject {
    public override init() {}
    public init(description: String) {}
    open func fulfill() {}
}

public protocol XCTWaiterDelegate: NSObjectProtocol {
    func waiter(_ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation])
}

extension XCTWaiterDelegate {
    public func waiter(
        _ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]
    ) {}
}

open class XCTWaiter: NSObject {
    public enum Result: Int, Sendable { case completed, timedOut, incorrectOrder, invertedFulfillment, interrupted }

    public init(delegate: (any XCTWaiterDelegate)? = nil) {}

    @discardableResult
    open func wait(for expectations: [XCTestExpectation], timeout: TimeInterval) -> Result { .completed }
}

public struct XCTSkip: Error {
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNotIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    guard let value = try expression() else { throw XCTSkip(message()) }
    return value
}
