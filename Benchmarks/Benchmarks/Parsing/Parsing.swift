import Benchmark
@_spi(Tooling) import IntrospectDumps

/// A `recursiveDescription` of about `lineCount` lines, shaped like a recorded iOS 16 List (dump 001): a
/// window chain, a hosting view, a collection view, and cells of seven lines each with real-length
/// descriptions (nested `<…>`, `;` inside brackets, `(layer)` lines).
func generatedRecursiveDescription(lineCount: Int) -> String {
    var lines = [
        "<UIWindow: 0x13f61bdd0; frame = (0 0; 300 500); gestureRecognizers = <NSArray: 0x600003e63900>; layer = <UIWindowLayer: 0x600003e63570>>",
        "   | <UITransitionView: 0x13f61c330; frame = (0 0; 300 500); autoresize = W+H; layer = <CALayer: 0x6000031402c0>>",
        "   |    | <_TtGC7SwiftUI14_UIHostingViewGVS_4ListOs5NeverGVS_7ForEach__: 0x12f811200; frame = (0 0; 300 500); autoresize = W+H; layer = <CALayer: 0x6000031402c1>>",
        "   |    |    | <_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentable__: 0x12f514910; baseClass = _UIConstraintBasedLayoutHostingView; frame = (0 0; 300 500); layer = <CALayer: 0x6000031402c2>>",
        "   |    |    |    | <SwiftUI.UpdateCoalescingCollectionView: 0x15f836400; baseClass = UICollectionView; frame = (0 0; 300 500); clipsToBounds = YES; backgroundColor = <UIDynamicSystemColor: 0x6000024f1800; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x6000031ac6c0>; contentOffset: {0, -59}; contentSize: {300, 1000}>",
    ]
    let cell = [
        "   |    |    |    |    | <SwiftUI.ListCollectionViewCell: 0x14f895000; baseClass = UICollectionViewListCell; frame = (16 38.6667; 268 44); clipsToBounds = YES; layer = <CALayer: 0x6000031a8480>>",
        "   |    |    |    |    |    | <_UISystemBackgroundView: 0x14f5544e0; frame = (0 0; 268 44); layer = <CALayer: 0x6000031a87c0>; configuration = <UIBackgroundConfiguration: 0x600000431d40; Base Style = List Grouped Cell; backgroundColor = <UIDynamicSystemColor: 0x6000024f2080; name = tableCellGroupedBackgroundColor>>>",
        "   |    |    |    |    |    |    | <UIView: 0x14f5548b0; frame = (0 0; 268 44); backgroundColor = <UIDynamicSystemColor: 0x6000024f2080; name = tableCellGroupedBackgroundColor>; layer = <CALayer: 0x6000031a87e0>>",
        "   |    |    |    |    |    | <_UICollectionViewListCellContentView: 0x14f553b80; frame = (0 0; 268 44); gestureRecognizers = <NSArray: 0x600003e46850>; layer = <CALayer: 0x6000031a8520>>",
        "   |    |    |    |    |    |    | <_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__: 0x13f81a800; frame = (0 0; 268 44); autoresize = W+H; layer = <CALayer: 0x6000031a8ea0>>",
        "   |    |    |    |    |    |    |    | <_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView: 0x13a9053c0; frame = (16 12; 45.3333 20.3333); anchorPoint = (0, 0); opaque = NO; layer = <_TtCOCV7SwiftUI11DisplayList11ViewUpdater8PlatformP33_65A81BD07F0108B0414CGDrawingLayer: 0x600002c5a0a0>>",
        "   |    |    |    |    |    |    |    |    | <_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer: 0x600000ceccf0> (layer)",
    ]
    while lines.count + cell.count <= lineCount { lines += cell }
    return lines.joined(separator: "\n")
}

/// The same hierarchy as ``generatedRecursiveDescription(lineCount:)`` as an app's debug logger prints it: each
/// line after a time and tags (`10:19:20.445 [window0][d] `), its depth in spaces, no `|` (fixture 091's shape).
func generatedLoggedTree(lineCount: Int) -> String {
    generatedRecursiveDescription(lineCount: lineCount).split(separator: "\n").enumerated().map { number, line in
        let pipes = line.prefix { $0 == " " || $0 == "|" }.count(where: { $0 == "|" })
        let description = line.drop { $0 == " " || $0 == "|" }
        return "10:19:\(20 + number % 40).\(100 + number % 900) [window0][d] "
            + String(repeating: "  ", count: pipes) + description
    }.joined(separator: "\n")
}

/// A JSON capture on one line (as a tool writes it minified): a window with `count` child views.
func generatedMinifiedJSON(count: Int) -> String {
    let child = #"{"className":"UIView","frame":[0,0,1,1],"superclassChain":["UIResponder","NSObject"],"children":[]}"#
    return #"{"os":"iOS 17.4","tree":{"className":"UIWindow","children":["#
        + Array(repeating: child, count: count).joined(separator: ",") + "]}}"
}

/// A console log of about `lineCount` lines as a crashing app leaves it: timestamped log lines, exception
/// messages embedding view descriptions (nested `<…>`, a repeated address), constraint logs naming views as
/// `Class:0x…`, and call stacks with mangled Swift symbols, in the proportions of the recorded crash logs.
func generatedFreeTextLog(lineCount: Int) -> String {
    var lines: [String] = []
    var counter = 0
    while lines.count < lineCount {
        counter += 1
        let address = String(0x10ee88000 + counter * 0x400, radix: 16)
        lines.append(
            "2026-06-29 10:12:\(counter % 60).123456+0200 NextSeason[4321:98765] [TableView] Collection view: "
                + "<SwiftUI.UpdateCoalescingCollectionView: 0x\(address); baseClass = UICollectionView; "
                + "frame = (0 0; 402 874); gestureRecognizers = <NSArray: 0x10fc8ed00>; "
                + "layer = <CALayer: 0x10ef5c1e0>; contentOffset: {0, -168}; "
                + "layout: <UICollectionViewCompositionalLayout: 0x105053200>; "
                + "dataSource: <_TtGC7SwiftUI31UICollectionViewListCoordinatorGVS_28CollectionViewListDataSource"
                + "Os5Never_: 0x1022d6d00>>")
        lines.append(
            "    \"<NSLayoutConstraint:0x6000021a1cc0 V:|-(0)-[_UIButtonBarStackView:0x7fcb5fe\(counter % 997)]   "
                + "(active, names: '|':_UIToolbarContentView:0x7fcb5fe59c60 )>\",")
        for frame in 0..<6 {
            lines.append(
                "\t\(frame)   SwiftUI                             0x00000001d2eb9778 "
                    + "$s7SwiftUI30UpdateCoalescingCollectionViewC19performBatchUpdates_10completionyyycSg_"
                    + "ySbcSgtFySbcfU_yyXEfU0_ + 232")
        }
        lines.append("libc++abi: terminating due to uncaught exception of type NSException")
    }
    return lines.prefix(lineCount).joined(separator: "\n")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 20
    )
    for lineCount in [10_000, 100_000] {
        let text = generatedRecursiveDescription(lineCount: lineCount)
        // The dump must parse completely before it is timed.
        let dump = try? HierarchyDump(parsing: text)
        precondition(
            dump?.allNodes.count == 5 + 6 * ((lineCount - 5) / 7), "the generated dump did not parse as expected")
        Benchmark("recursiveDescription \(lineCount / 1_000)k lines") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? HierarchyDump(parsing: text))
            }
        }
    }
    let large = generatedRecursiveDescription(lineCount: 100_000)
    precondition(HierarchyDump.regions(in: large).map(\.format) == [.recursiveDescription], "not detected")
    // A miss looks for lines that name the class in a layout the reader does not know: on a large dump that
    // names it nowhere, that search must not cost more than the parse.
    if let dump = try? HierarchyDump(parsing: large) {
        let miss = DumpExplanation(dump: dump, className: "UITableView")
        precondition(miss.matches.isEmpty && miss.diagnostics.first?.hasPrefix("no UITableView") == true, "no miss")
        Benchmark("explain, a miss, recursiveDescription 100k lines") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(DumpExplanation(dump: dump, className: "UITableView"))
            }
        }
    }
    Benchmark("detection alone, recursiveDescription 100k lines") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(HierarchyDump.regions(in: large))
        }
    }
    for lineCount in [10_000, 100_000] {
        let log = generatedFreeTextLog(lineCount: lineCount)
        let dump = try? HierarchyDump(parsing: log)
        precondition(dump?.format == .freeText && dump?.allNodes.isEmpty == false, "the log did not parse")
        Benchmark("free-text log \(lineCount / 1_000)k lines") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? HierarchyDump(parsing: log))
            }
        }
        if lineCount == 100_000 {
            Benchmark("detection alone, free-text log 100k lines") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(HierarchyDump.regions(in: log))
                }
            }
        }
    }
    for lineCount in [10_000, 100_000] {
        let logged = generatedLoggedTree(lineCount: lineCount)
        precondition((try? HierarchyDump(parsing: logged))?.allNodes.isEmpty == false, "the logged tree did not parse")
        Benchmark("logged tree, spaces after a time and tags, \(lineCount / 1_000)k lines") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? HierarchyDump(parsing: logged))
            }
        }
    }
    // `explain --class UIView` on one line of 20k names, `UIView → UIView → …`: every node is a match, the chain
    // is 20k deep, and the explanation lists the first matches only; parsing and explaining stay linear.
    let chain = Array(repeating: "UIView", count: 20_000).joined(separator: " \u{2192} ")
    if let dump = try? HierarchyDump(parsing: chain) {
        precondition(dump.allNodes.count == 20_000, "the generated chain did not parse as expected")
        Benchmark("explain, every node a match, a chain of 20k names on one line") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole((try? HierarchyDump(parsing: chain)).map { DumpExplanation(dump: $0, className: "UIView") })
            }
        }
    }
    // Random text (what `introspect explain /dev/urandom`-like input looks like once it is text): read and refused,
    // in time linear in its size — the 50 MB row takes about ten times the 5 MB one.
    for megabytes in [5, 50] {
        let text = RandomText.generate(bytes: megabytes * 1_000_000, seed: 7)
        precondition((try? HierarchyDump(parsing: text)) == nil, "random text was read as a view hierarchy")
        // Enough samples of each for a median: the 50 MB one takes about a second.
        let configuration = Benchmark.Configuration(maxDuration: .seconds(megabytes == 50 ? 10 : 3), maxIterations: 7)
        Benchmark("random text, \(megabytes) MB", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? HierarchyDump(parsing: text))
            }
        }
    }
    let json = generatedMinifiedJSON(count: 20_000)
    precondition(
        (try? HierarchyDump(parsing: json))?.allNodes.count == 20_001, "the generated JSON did not parse as expected")
    Benchmark("JSON capture, minified, 20k nodes on one line") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? HierarchyDump(parsing: json))
        }
    }
}
