import Foundation
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation

/// One fuzz input: parse it — with format detection (and the flat reading of text in no recognised shape), or as
/// the format its first byte picks when that byte is a control character, `flatText` among them (so the corpus of
/// real dumps, which start with printable text, exercises detection) —
/// and ask what the `introspect` command asks of what parses, no more: `explain --class`, `explain --view` (the
/// catalog's class for the view on the dump's OS, ranked for the view type; a controller found through root
/// views), and `tree`'s label of every node. Any trap (index out of range, overflow, stack overflow, an
/// AddressSanitizer report) is a finding; thrown errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    InputSizes.record(size)
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var format: DumpFormat?
    var body = bytes[...]
    if let first = bytes.first, first < 0x20, first != 0x0A, first != 0x09 {
        format = DumpFormat.allCases[Int(first) % DumpFormat.allCases.count]
        body = bytes.dropFirst()
    }
    exercise(try? HierarchyDump(parsing: String(decoding: body, as: UTF8.self), format: format))
    return 0
}

private func exercise(_ dump: HierarchyDump?) {
    guard let dump else { return }
    // `explain --class UIScrollView`
    read(DumpExplanation(dump: dump, className: "UIScrollView"))
    // `explain --view scrollView` and `explain --view tabView`, on the OS the dump states
    for view in ["scrollView", "tabView"] {
        let expected = ExpectedClass(view: view, os: dump.statedOS, platform: nil, toolkit: dump.toolkit)
        if case .search(let className) = expected {
            read(DumpExplanation(dump: dump, className: className, viewType: view))
        }
    }
    // `tree`: each node's readable name and public class
    for node in dump.allNodes {
        _ = ClassName.demangled(node.className)
        _ = ClassKnowledge.publicClass(of: node)
    }
    _ = dump.warnings.map(\.description)
}

/// What `explain` prints of an explanation: each listed match's path and public class, and the diagnostics.
private func read(_ explanation: DumpExplanation) {
    for match in explanation.matches {
        _ = match.path
        _ = match.publicClass
    }
    _ = explanation.diagnostics
}

/// The sizes of the inputs run, by power of two, written every 1,024 inputs and when the run ends
/// (`FUZZ_SIZE_REPORT=path`), so a campaign can report the size percentiles of what it executed, not only of the
/// corpus it kept — also when it is interrupted (libFuzzer then leaves with `_Exit`, and `atexit` does not run).
enum InputSizes {
    // The fuzzer runs inputs one at a time on one thread; the counters are read once, at exit.
    nonisolated(unsafe) static var buckets = [Int](repeating: 0, count: 32)
    nonisolated(unsafe) static var largest = 0
    nonisolated(unsafe) static var registered = false
    nonisolated(unsafe) static var executed = 0

    static func record(_ size: Int) {
        if !registered {
            registered = true
            atexit { InputSizes.write() }
        }
        buckets[size == 0 ? 0 : min(31, Int.bitWidth - size.leadingZeroBitCount)] += 1
        largest = max(largest, size)
        executed += 1
        // Often enough that a large-input campaign (25 inputs a second) stopped by a signal loses little.
        if executed % 1_024 == 0 { write() }
    }

    /// Lines `bucket <upper bound> <count>`, then `max <largest size>`, in `<FUZZ_SIZE_REPORT>.<pid>`.
    static func write() {
        // One file per process: in fork mode each job is a child process with its own counts.
        guard let prefix = ProcessInfo.processInfo.environment["FUZZ_SIZE_REPORT"] else { return }
        let path = "\(prefix).\(ProcessInfo.processInfo.processIdentifier)"
        var lines: [String] = []
        for (index, count) in buckets.enumerated() where count > 0 {
            lines.append("bucket \(index == 0 ? 0 : (1 << index) - 1) \(count)")
        }
        lines.append("max \(largest)")
        try? lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}

// SwiftPM links an executable target's entry point as `<Target>_main`; hand control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("DumpFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return withUnsafeMutablePointer(to: &count) { countPointer in
        withUnsafeMutablePointer(to: &arguments) { argumentsPointer in
            runFuzzerDriver(countPointer, argumentsPointer) { data, size in fuzzOneInput(data, size) }
        }
    }
}
