/// An operating-system version: major, minor and patch numbers.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 17 in 17.4.1.
    public var major: Int
    /// The minor version: 4 in 17.4.1.
    public var minor: Int
    /// The patch version: 1 in 17.4.1.
    public var patch: Int

    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses a bare version number: `"17"`, `"17.4"`, `"10.15.4"`.
    ///
    /// - Throws: ``OSVersionParseError`` naming the column and what was expected.
    @_spi(Tooling) public static func parse(_ text: String) throws -> OSVersion {
        let parsed = try PlatformOSVersion.parse(text)
        guard parsed.platform == nil else {
            throw OSVersionParseError(input: text, column: 1, problem: .unexpectedPlatform)
        }
        return parsed.version
    }

    /// Orders versions by major, then minor, then patch number.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `"17.4"`, `"10.15.4"`, `"26"` (trailing zero components are left out).
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        if minor != 0 { return "\(major).\(minor)" }
        return "\(major)"
    }
}

/// A version with the platform it was given for, if any: `"iOS 26.1"`, `"macOS 10.15.4"`, `"17.4"`.
public struct PlatformOSVersion: Hashable, Sendable, CustomStringConvertible {
    /// The platform named before the number, if one was.
    public var platform: Platform?
    /// The version number.
    public var version: OSVersion

    /// A version for `platform` (or for no platform in particular).
    public init(platform: Platform?, version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    /// Parses `"17.4"`, `"iOS 26.1"`, `"macOS 10.15.4"`, `"visionOS 2"`; surrounding spaces are ignored.
    ///
    /// - Throws: ``OSVersionParseError`` naming the column and what was expected.
    @_spi(Tooling) public static func parse(_ text: String) throws -> PlatformOSVersion {
        let characters = Array(text)
        var position = 0
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position < characters.count else {
            throw OSVersionParseError(input: text, column: position + 1, problem: .empty)
        }
        var platform: Platform?
        if !characters[position].isASCIIDigit {
            // The platform name is the longest run of leading words that names a platform ("Mac Catalyst").
            let nameStart = position
            while position < characters.count, !characters[position].isASCIIDigit { position += 1 }
            var wordEnds: [Int] = []
            for index in nameStart..<position
            where !characters[index].isWhitespace
                && (index + 1 == position || characters[index + 1].isWhitespace)
            {
                wordEnds.append(index + 1)
            }
            guard
                let end = wordEnds.reversed().first(where: { Platform(name: String(characters[nameStart..<$0])) != nil }
                )
            else {
                let name = String(characters[nameStart..<(wordEnds.first ?? position)])
                throw OSVersionParseError(input: text, column: nameStart + 1, problem: .unknownPlatform(name))
            }
            platform = Platform(name: String(characters[nameStart..<end]))
            position = end
            while position < characters.count, characters[position].isWhitespace { position += 1 }
            guard position < characters.count else {
                throw OSVersionParseError(input: text, column: position + 1, problem: .missingNumber)
            }
            guard characters[position].isASCIIDigit else {
                throw OSVersionParseError(
                    input: text, column: position + 1, problem: .unexpectedCharacter(characters[position]))
            }
        }
        var components: [Int] = []
        while true {
            let numberStart = position
            var value = 0
            while position < characters.count, let digit = characters[position].wholeNumberValue,
                characters[position].isASCIIDigit
            {
                guard value < 100_000 else {
                    throw OSVersionParseError(input: text, column: numberStart + 1, problem: .numberTooLarge)
                }
                value = value * 10 + digit
                position += 1
            }
            guard position > numberStart else {
                throw OSVersionParseError(input: text, column: position + 1, problem: .missingNumber)
            }
            components.append(value)
            guard position < characters.count, characters[position] == "." else { break }
            guard components.count < 3 else {
                throw OSVersionParseError(input: text, column: position + 1, problem: .tooManyComponents)
            }
            position += 1
        }
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position == characters.count else {
            throw OSVersionParseError(
                input: text, column: position + 1, problem: .unexpectedCharacter(characters[position]))
        }
        let version = OSVersion(
            components[0], components.count > 1 ? components[1] : 0, components.count > 2 ? components[2] : 0)
        return PlatformOSVersion(platform: platform, version: version)
    }

    public var description: String {
        platform.map { "\($0) \(version)" } ?? version.description
    }
}

/// A version string that could not be read, with the column (1-based) where reading stopped.
@_spi(Tooling) public struct OSVersionParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong at ``column``.
    public enum Problem: Hashable, Sendable {
        /// The text is empty or blank.
        case empty
        /// The words before the number name no platform.
        case unknownPlatform(String)
        /// A number was expected (after a platform name or a dot).
        case missingNumber
        /// A component has more than five digits.
        case numberTooLarge
        /// More than major, minor and patch numbers.
        case tooManyComponents
        /// A character that belongs to no version.
        case unexpectedCharacter(Character)
        /// A platform name where a bare number was required.
        case unexpectedPlatform
        /// A predicate for one platform (`.macOS(…)`) where another's was expected.
        case otherPlatform(Platform, expected: Platform)
    }

    /// The text that was being read.
    public let input: String
    /// The 1-based column (in characters) where reading stopped.
    public let column: Int
    /// What was wrong.
    public let problem: Problem

    /// An error for `input`, stopped at `column` (1-based) because of `problem`.
    public init(input: String, column: Int, problem: Problem) {
        self.input = input
        self.column = column
        self.problem = problem
    }

    public var description: String {
        let expected = #"expected a version like "17.4", "iOS 26.1" or "macOS 10.15.4""#
        let found: String
        switch problem {
        case .empty: found = "found nothing"
        case let .unknownPlatform(name):
            found = "found \"\(name)\", which is not a platform (iOS, macOS, tvOS, visionOS)"
        case .missingNumber: found = "found no number"
        case .numberTooLarge: found = "found a number too large for a version"
        case .tooManyComponents: found = "found more than three numbers"
        case let .unexpectedCharacter(character):
            // The word that starts there, as the user wrote it ("seventeen"), not its first letter.
            let word = input.dropFirst(max(0, column - 1)).prefix { !$0.isWhitespace && $0 != "," && $0 != "." }
            found = "found \"\(word.first == character && word.count > 1 ? String(word) : String(character))\""
        case .unexpectedPlatform: found = "found a platform name where only a number is allowed"
        case let .otherPlatform(named, expected):
            return "\"\(input)\" lists \(named) versions; the running version is \(expected)'s"
        }
        return "\(expected); \(found) at column \(column) of \"\(input)\""
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension OSVersion: ExpressibleByIntegerLiteral {
    /// A major version: `16` is 16.0.0.
    public init(integerLiteral major: Int) {
        self.init(major)
    }
}
