/// What the library tells a developer when an introspection does nothing, built here so that the wording is
/// tested on Linux; the Apple layer only decides when to emit it (debug builds, once per call site) and where.
public enum IntrospectionDiagnostic: Hashable, Sendable {
    /// No predicate covers the running OS: the modifier is inactive.
    case noMatchingVersion(viewType: String, running: PlatformOSVersion, listed: [VersionPredicate])
    /// The search ran (after its retries) and found nothing; `scene` is a hierarchy capture of what was around the
    /// markers.
    case nothingFound(viewType: String, className: String, reasons: [SearchMissReason], scene: String?)
    /// An open range matched a version newer than any this library knows, and the search found nothing: the
    /// view is probably no longer backed by that class there.
    case openRangeFoundNothing(
        viewType: String, className: String, running: PlatformOSVersion, predicate: VersionPredicate)
    /// A version constant of a custom view type was made with `unavailable()` but not declared unavailable.
    case constantNotMarkedUnavailable(location: String)

    /// The message, several lines for a miss with a region dump.
    public var message: String {
        switch self {
        case let .noMatchingVersion(viewType, running, listed):
            let samePlatform = listed.filter { $0.platform == running.platform }
            guard !samePlatform.isEmpty else {
                let platforms = Set(listed.map(\.platform.rawValue)).sorted().joined(separator: ", ")
                let platform = running.platform.map(\.rawValue) ?? "this platform's"
                return
                    ".introspect(\(viewType)) lists no \(platform) versions (only \(platforms)), so it does nothing on \(running)"
            }
            let versions = samePlatform.map(\.description).joined(separator: "; ")
            return
                ".introspect(\(viewType)) does nothing on \(running): it lists \(versions). Add .\(constantName(running)) if the view is backed by the same class there, or use an open range such as .\(constantName(running))..."
        case let .nothingFound(viewType, className, reasons, capture):
            var lines = [
                ".introspect(\(viewType)) found no \(className)"
                    + (reasons.isEmpty ? "" : ": " + reasons.map(\.description).joined(separator: "; "))
            ]
            if let capture {
                lines.append(
                    "The hierarchy around the markers (save it as capture.json and run `introspect explain capture.json --class \(className)`):"
                )
                lines.append(capture)
            }
            return lines.joined(separator: "\n")
        case let .constantNotMarkedUnavailable(location):
            return
                "the version constant at \(location) is unavailable() but not marked @available(*, unavailable, message: …): "
                + "it never matches; mark it so that a call naming it does not compile"
        case let .openRangeFoundNothing(viewType, className, running, predicate):
            return
                ".introspect(\(viewType)) found no \(className) on \(running), which is newer than every version this library knows; \(predicate) is an open range, and the view is probably no longer a \(className) there"
        }
    }

    private func constantName(_ running: PlatformOSVersion) -> String {
        let release = running.platform.flatMap { $0.release(containing: running.version) } ?? running.version
        return "v" + release.description.split(separator: ".").joined(separator: "_")
    }
}

/// Writes a subtree as a `recursiveDescription`-style dump that `introspect explain` reads: one node per line,
/// `   | ` per level, the class name and a made-up address, no text contents (nothing a user typed leaves the app).
@_spi(Tooling) public enum RecursiveDescriptionWriter {
    /// The dump of `root`'s subtree, iteratively; at most `limit` lines (the rest is summarised).
    public static func render<Node: HierarchyNode>(_ root: Node, limit: Int = 2_000) -> String {
        var lines: [String] = []
        var stack: [(node: Node, depth: Int)] = [(root, 0)]
        var address = 0x1000
        while let (node, depth) = stack.popLast() {
            if lines.count == limit {
                lines.append("… \(stack.count + 1) more nodes not shown")
                break
            }
            address += 0x10
            lines.append(
                String(repeating: "   | ", count: depth)
                    + "<\(node.hierarchyTypeName): 0x\(String(address, radix: 16))>")
            for child in node.hierarchyChildren.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}

extension IntrospectionDiagnostic {
    /// What to tell the developer before any search: no listed version covers the running OS (and the call is
    /// enabled — a call switched off by `isEnabled:` or the global switch is quiet by design); `nil` otherwise.
    package static func beforeSearch(
        viewType: String, running: PlatformOSVersion, versionMatched: Bool, isEnabled: Bool,
        listed: [VersionPredicate]
    ) -> IntrospectionDiagnostic? {
        guard !versionMatched, isEnabled else { return nil }
        return .noMatchingVersion(viewType: viewType, running: running, listed: listed)
    }

    /// What to report when the searches of a call found nothing: that an open range reached past the versions
    /// this library knows, when one did; else the traced search's reasons and a capture of the hierarchy around the
    /// markers.
    package static func afterSearch<Node: HierarchyView, Target>(
        viewType: String,
        className: String,
        running: PlatformOSVersion,
        match: (predicate: VersionPredicate, match: VersionPredicate.Match)?,
        result: SearchResult<Node, Target>,
        anchor: Node,
        probe: Node,
        windowClassName: String?
    ) -> IntrospectionDiagnostic {
        if let match, case .beyondKnownVersions = match.match {
            return .openRangeFoundNothing(
                viewType: viewType, className: className, running: running, predicate: match.predicate)
        }
        let capture = HierarchyCapture.render(anchor: anchor, probe: probe, windowClassName: windowClassName)
        return .nothingFound(viewType: viewType, className: className, reasons: result.missReasons, scene: capture)
    }
}
