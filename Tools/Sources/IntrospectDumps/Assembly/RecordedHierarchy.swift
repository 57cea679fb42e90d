@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// A hierarchy read back from a ``HierarchyCapture`` (the JSON a debug diagnostic prints): the views with their known
/// superclasses, the controllers that own root views (with their parents and presenters), the window, and the
/// markers — so that `introspect explain` runs the modifier's own searches on it.
@_spi(Tooling) public struct RecordedHierarchy {
    /// The root of the captured views (the window's root view).
    public let root: RecordedNode
    /// The window, when the capture names one.
    public let window: RecordedWindow?
    /// The controllers, by their identifier in the capture.
    public let controllers: [RecordedController]
    /// The marker behind the modified view.
    public let anchor: RecordedNode?
    /// The marker in front of the modified view.
    public let probe: RecordedNode?

    /// The hierarchy `capture` describes, over the views assembled from its entries (`nodes`, by entry; `nil` for an
    /// entry that made no node).
    init?(_ capture: CaptureDescription, nodes: [RecordedNode?]) {
        guard nodes.indices.contains(capture.root), let root = nodes[capture.root] else { return nil }
        let controllers = capture.controllers.map { RecordedController($0.className, superclasses: $0.superclasses) }
        for (child, controller) in capture.controllers.enumerated() {
            if let parent = controller.parent, controllers.indices.contains(parent) {
                controllers[parent].addChild(controllers[child])
            }
            if let presenting = controller.presenting, controllers.indices.contains(presenting) {
                controllers[presenting].present(controllers[child])
            }
        }
        for (view, controller) in capture.rootViews where controllers.indices.contains(controller) {
            if nodes.indices.contains(view), let node = nodes[view] { controllers[controller].rootView = node }
        }
        func node(_ entry: Int?) -> RecordedNode? {
            entry.flatMap { nodes.indices.contains($0) ? nodes[$0] : nil }
        }
        self.root = root
        self.window = capture.window.map { RecordedWindow($0, rootView: root) }
        self.controllers = controllers
        self.anchor = node(capture.anchor)
        self.probe = node(capture.probe)
    }
}
