/// Text of the characters dumps are made of — letters, digits, brackets, punctuation, spaces and line breaks — drawn
/// by a fixed generator (SplitMix64): the same text for the same seed on every machine. What the reader must refuse
/// ("not a view hierarchy") in linear time, for the tests and the benchmarks.
@_spi(Tooling) public enum RandomText {
    /// `count` bytes of it, from `seed`.
    public static func generate(bytes count: Int, seed: UInt64) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 <>:;=.,()[]{}_-\n".utf8)
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            bytes[index] = alphabet[Int(mixed % UInt64(alphabet.count))]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
