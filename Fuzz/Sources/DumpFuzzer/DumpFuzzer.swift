import IntrospectDumps

/// One fuzz input: parse it — with format detection, or as the format its first byte picks when that byte is
/// a control character (so the corpus of real dumps, which start with printable text, exercises detection) —
/// and explain a search in what parses. Any trap (index out of range, overflow, stack overflow) is a finding;
/// thrown errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
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
    let explanation = DumpExplanation(dump: dump, className: "UIScrollView")
    for match in explanation.matches {
        _ = match.path
        _ = match.publicClass
    }
    for node in dump.allNodes {
        _ = ClassName.demangled(node.className)
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
