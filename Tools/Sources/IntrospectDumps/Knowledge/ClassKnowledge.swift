@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// What this library knows of classes that dumps print without their superclasses: SwiftUI's private
/// subclasses (and a few of UIKit's and AppKit's), each with the chain of superclasses up to the public class a
/// developer introspects, and the public classes' own chains.
///
/// A dump's own statements win: `baseClass = …` (recursiveDescription), `superclassChain` (JSON) and
/// `superclass:` (Bone captures) are recorded first; this table fills in what they leave out. Every entry says
/// where its fact was seen: the OS, what the output showed, and the public repository or document it is in.
@_spi(Tooling) public enum ClassKnowledge {
    /// Where a fact was seen: on which OS, what showed it, and in which public repository or document.
    public struct Evidence: Sendable, CustomStringConvertible {
        /// The OS the output was recorded on (`"iOS 16"`), or `"all"` for a framework's documented API.
        public let os: String
        /// What the output or document shows (`"baseClass = UICollectionView"`).
        public let shows: String
        /// The repository and file (with a commit where known), the issue, or the documentation page.
        public let seenIn: String

        public var description: String { "\(os): \(shows) — \(seenIn)" }
    }

    /// One fact: a class and its superclasses, nearest first, with where the fact was seen.
    public struct Entry: Sendable {
        /// The class's base name (no module, no generic arguments).
        public let baseName: String
        /// The toolkit the class belongs to (`HostingScrollView` exists in both SwiftUIs, with different bases).
        public let toolkit: Toolkit
        /// Its superclasses, nearest first, up to a public class.
        public let superclasses: [String]
        /// Where the fact was seen.
        public let evidence: Evidence
        /// Whether the class is public API of its framework (then the fact comes from the documentation).
        public var isPublic: Bool { evidence.os == Sources.documented }
    }

    private static let index: [String: [Entry]] = Dictionary(grouping: entries, by: \.baseName)

    /// The known superclasses of the class called `name` (any spelling), nearest first, in `toolkit` when
    /// given; empty when the class is unknown — except for a class named `…ViewController`, which is taken for a
    /// view controller of its toolkit (see ``viewControllerByName(_:toolkit:)``).
    public static func superclasses(of name: String, toolkit: Toolkit?) -> [String] {
        var chain: [String] = []
        var current = ClassName.baseName(name)
        var seen: Set<String> = [current]
        // Follow the table: an entry's last superclass may itself have an entry.
        while let candidates = index[current] {
            guard let entry = candidates.first(where: { toolkit == nil || $0.toolkit == toolkit }) ?? candidates.first
            else { break }
            for superclass in entry.superclasses where !chain.contains(superclass) { chain.append(superclass) }
            guard let last = entry.superclasses.last, seen.insert(last).inserted else { break }
            current = last
        }
        if chain.isEmpty, let controller = viewControllerByName(current, toolkit: toolkit) { chain = [controller] }
        return chain
    }

    /// Whether a class (a base name) is a view controller: named so (`…Controller`, as the frameworks and apps name
    /// them), or a subclass of `UIViewController` the table knows.
    public static func isViewController(_ name: String) -> Bool {
        name.hasSuffix("Controller") || superclasses(of: name, toolkit: nil).contains("UIViewController")
    }

    /// Whether `className` (any spelling) is one of `classes` (base names) or a subclass the table knows of one.
    static func isA(_ className: String, anyOf classes: Set<String>) -> Bool {
        let base = ClassName.baseName(className)
        return classes.contains(base) || superclasses(of: base, toolkit: nil).contains(where: classes.contains)
    }

    /// `UIViewController` or `NSViewController` for a class the table does not know whose name ends in
    /// `ViewController` (`_UIContextMenuActionsOnlyViewController`, an app's `SettingsViewController`): the
    /// frameworks and apps name their view controllers so, and a dump or a log prints no superclass for them. The
    /// toolkit is the class's own prefix (`UI`, `NS`), else the dump's; `nil` when neither tells.
    static func viewControllerByName(_ baseName: String, toolkit: Toolkit?) -> String? {
        guard baseName.hasSuffix("ViewController"), baseName != "UIViewController", baseName != "NSViewController"
        else { return nil }
        let trimmed = baseName.drop { $0 == "_" }
        let own: Toolkit? = trimmed.hasPrefix("UI") ? .uiKit : trimmed.hasPrefix("NS") ? .appKit : nil
        switch own ?? toolkit {
        case .uiKit: return "UIViewController"
        case .appKit: return "NSViewController"
        case nil: return nil
        }
    }

    /// The public class a developer would introspect for a node: the class itself when it is a documented
    /// framework class, else its nearest documented superclass (an app's `COSTouchVisualizerWindow`, which
    /// UIKit prints with `baseClass = UIWindow`, is introspected as a `UIWindow`), else the nearest name that
    /// looks public (a framework class this table does not list, such as `SCNView`).
    public static func publicClass(of node: RecordedNode) -> String? {
        let names = [node.className] + node.superclassNames
        // A generic public class prints mangled or with its arguments (`_TtGC7SwiftUI19UIHostingController…`).
        if let documented = names.lazy.map(ClassName.baseName).first(where: documentedNames.contains) {
            return documented
        }
        return names.first(where: isPublicName)
    }

    /// Whether `name` looks like a public class: a plain name (no module prefix, generic arguments, mangling or
    /// leading underscore) that is not one of SwiftUI's own classes this table knows, nor named like them
    /// (`UIKit…`, `AppKit…`, `SwiftUI…`).
    public static func isPublicName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            return false
        }
        if name.hasPrefix("UIKit") || name.hasPrefix("AppKit") || name.hasPrefix("SwiftUI") { return false }
        return !privateNames.contains(name)
    }

    /// Base names in the table that are documented framework classes.
    private static let documentedNames: Set<String> = Set(entries.filter(\.isPublic).map(\.baseName))

    /// Base names in the table that are private classes (their entries name a public class further up).
    private static let privateNames: Set<String> = Set(entries.filter { !$0.isPublic }.map(\.baseName))
}

extension ClassKnowledge {
    /// Adds the superclasses the table knows to every node of `roots`, after those the dump stated: a stated chain
    /// may end in a class the table knows (`… UICorePlatformViewHost`), and goes on from it.
    /// - Complexity: O(n) appends; each distinct class is looked up once (dumps repeat a few dozen names
    ///   thousands of times).
    static func addKnownSuperclasses(to roots: [RecordedNode], toolkit: Toolkit?) {
        var knownChains: [String: [String]] = [:]
        func knownSuperclasses(of name: String) -> [String] {
            if let chain = knownChains[name] { return chain }
            let chain = superclasses(of: name, toolkit: toolkit)
            knownChains[name] = chain
            return chain
        }
        for root in roots {
            for node in root.preorder {
                for superclass in knownSuperclasses(of: node.className) where !node.superclassNames.contains(superclass)
                {
                    node.superclassNames.append(superclass)
                }
                if let last = node.superclassNames.last {
                    for superclass in knownSuperclasses(of: last) where !node.superclassNames.contains(superclass) {
                        node.superclassNames.append(superclass)
                    }
                }
            }
        }
    }
}
