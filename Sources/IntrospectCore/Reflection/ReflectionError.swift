/// Why reflecting a view value failed: where (the path from the root), what was expected there, what was found,
/// and the field labels that do exist.
public struct ReflectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path from the root to the value where inspection stopped (`content.value.1`).
    public let path: ReflectionPath
    /// What was expected there (`a tag modifier`, `a field "modifier"`).
    public let expected: String
    /// The type found there, as a readable name (`ModifiedContent<Text, _PaddingLayout>`).
    public let found: String
    /// The labels the value found does have (for a missing field).
    public let availableLabels: [String]

    /// An error at `path`: `expected` there, `found` instead; `availableLabels` for a missing field.
    public init(path: ReflectionPath, expected: String, found: String, availableLabels: [String] = []) {
        self.path = path
        self.expected = expected
        self.found = found
        self.availableLabels = availableLabels
    }

    /// `content.value.1: expected a tag modifier, found ModifiedContent<Text, _PaddingLayout>` (plus the
    /// labels that exist, when a field was missing).
    public var description: String {
        let location = path.isEmpty ? "root" : path.description
        var text = "\(location): expected \(expected), found \(found)"
        if !availableLabels.isEmpty { text += " (fields: \(availableLabels.joined(separator: ", ")))" }
        return text
    }
}

/// A path through a value's fields: `content|value|.1|modifier` to write, `content.value.1.modifier` to show.
public struct ReflectionPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The field labels, in order (`.1` for a tuple element, as `Mirror` labels them).
    public private(set) var labels: [String]

    /// A path of `labels`.
    public init(_ labels: [String] = []) {
        self.labels = labels
    }

    /// Parses `content|value|.1|modifier` (also accepts `.` as the separator between names).
    public init(parsing text: String) {
        labels = text.split(separator: "|").map(String.init).filter { !$0.isEmpty }
    }

    public init(stringLiteral value: String) {
        self.init(parsing: value)
    }

    /// Whether the path has no labels (the root).
    public var isEmpty: Bool { labels.isEmpty }

    /// This path followed by `label`.
    public func appending(_ label: String) -> ReflectionPath {
        var copy = self
        copy.labels.append(label)
        return copy
    }

    /// `content.value.1.modifier`; an element index follows its collection directly (`value.1[2]`).
    public var description: String {
        var text = ""
        for label in labels {
            if label.hasPrefix("[") {
                text += label
            } else {
                text += (text.isEmpty ? "" : ".") + (label.hasPrefix(".") ? String(label.dropFirst()) : label)
            }
        }
        return text
    }
}
