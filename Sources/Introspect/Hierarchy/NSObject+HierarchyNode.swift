#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
import IntrospectCore

/// The class-name hooks for every Objective-C node (views and view controllers on both platforms): the runtime
/// class name, and the class test by name through `NSClassFromString`, which also finds private classes such as
/// `UIFieldEditor` or SwiftUI's `HostingScrollView`.
extension HierarchyNode where Self: NSObject {
    public var hierarchyTypeName: String { NSStringFromClass(type(of: self)) }

    public func isInstance(ofClassNamed className: String) -> Bool {
        guard let namedClass = NSClassFromString(className) else { return false }
        return isKind(of: namedClass)
    }
}
#endif
