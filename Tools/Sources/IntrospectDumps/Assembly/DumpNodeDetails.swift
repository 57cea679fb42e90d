/// What a dump says about a node beyond its class.
@_spi(Tooling) public struct DumpNodeDetails: Sendable {
    /// The controller the dump names as the view's owner (`UIKitTabBarController` in reference-tagged lines).
    public var controller: String?
    /// Lines where the same view was printed again (an accessibility duplicate), folded into this node.
    public var duplicateLines: [Int] = []

    /// Details with nothing said.
    public init() {}
}
