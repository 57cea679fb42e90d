/// The OS a text says it was recorded on, from a line of prose around the hierarchy.
enum StatedOS {
    /// The OS a crash report or a simulator log line states: `Runtime: iOS 26.5 (23F77)` (CoreSimulator),
    /// `OS Version: macOS 13.3.1 (22E261)` or `OS Version: iPhone OS 17.2 (21C62)` (crash reports), `OS: macOS
    /// 15.5 (Darwin 24.5.0)` (a probe's header).
    static func stated(in line: ArraySlice<UInt8>) -> String? {
        for marker: StaticString in ["Runtime: ", "OS Version: ", "OS: "] {
            guard let start = line.firstOffset(of: marker) else { continue }
            var rest = line[(start + marker.utf8CodeUnitCount)...].drop { $0 == UInt8(ascii: " ") }
            if rest.hasASCIIPrefix("iPhone OS ") { return "iOS " + version(rest.dropFirst(10)) }
            let platform = rest.prefix { $0.isASCIILetter }
            rest = rest[platform.endIndex...].drop { $0 == UInt8(ascii: " ") }
            let number = version(rest)
            guard ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "xrOS"].contains(platform.string), !number.isEmpty
            else { continue }
            return (platform.string == "xrOS" ? "visionOS" : platform.string == "iPadOS" ? "iOS" : platform.string)
                + " " + number
        }
        return nil
    }

    private static func version(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.prefix { $0.isASCIIDigit || $0 == UInt8(ascii: ".") }.string
    }
}
