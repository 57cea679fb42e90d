@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation

/// What an explanation without markers says about its matches: why there is none, why none answers, or how to
/// read the list.
enum MissDiagnostics {
    static func diagnostics(for ranking: CandidateRanking, dump: HierarchyDump, className: String) -> [String] {
        var diagnostics: [String] = []
        let wanted = Set(className.split(separator: "|").map { ClassName.baseName(String($0)) })
        // Past the limit, "every match is listed" would not be true: say how many are.
        let capped = ranking.total > ranking.listed.count
        let every = capped ? "the first \(ranking.listed.count) \(className)" : "every \(className)"
        let isListed = capped ? "are listed" : "is listed"
        if ranking.total == 0 {
            // A class the text names where no view was read (a layout the reader does not know, a stack frame)
            // is pointed at: that, not SwiftUI, is why nothing was found. Only a dump with SwiftUI in it can have
            // content SwiftUI drew: a plain UIKit or AppKit app's dump just lacks the class.
            let mentions = dump.mentions(of: wanted)
            let example = wanted.sorted().first ?? className
            func lines(_ numbers: [Int]) -> String {
                "line\(numbers.count == 1 ? "" : "s") \(numbers.map(String.init).joined(separator: ", ")) "
                    + "name\(numbers.count == 1 ? "s" : "")"
            }
            diagnostics.append(
                "no \(className) in the dump (\(ranking.nodeCount.counted("view")) examined): "
                    + (!mentions.objects.isEmpty
                        ? "\(lines(mentions.objects)) it, but not as a view the reader could place (see `introspect "
                            + "tree`)"
                        : !mentions.methodsOnly.isEmpty
                            ? "\(lines(mentions.methodsOnly)) it only as the class of a method in a stack frame "
                                + "(-[\(example) …], \(example).method()): a call, not an object the dump printed"
                            : ranking.anySwiftUI
                                ? "SwiftUI drew this content itself, or used another class"
                                : "no view read from the dump is SwiftUI's, and none is of that class"))
            // A controller's host printed without its subtree: say where the root view would have been.
            for controller in wanted.filter(ClassKnowledge.isViewController).sorted() {
                let adaptors = ClassKnowledge.adaptors(of: controller)
                for host in ranking.emptyHosts {
                    guard let adaptor = adaptors.first(where: host.className.contains) else { continue }
                    diagnostics.append(
                        "line \(host.sourceLine ?? 0): the host of SwiftUI's \(adaptor) holds no view in "
                            + "the dump: the \(controller)'s root view was not printed")
                }
            }
        } else if ranking.foreign == ranking.total {
            diagnostics.append(
                "every \(className) in the dump belongs to another control (listed with the reason): "
                    + "none is the object the view type creates")
        } else if ranking.anyRootView {
            diagnostics.append(
                "view dumps show controllers through their root views: each match is the view the "
                    + "controller installs")
        } else if !ranking.anyChildren {
            // A flat list (an exception message, a constraint log) shows no ancestors, so no host either.
            diagnostics.append(
                "the dump holds no Introspect markers and no tree: \(every) it names \(isListed)")
        } else if ranking.anyWithoutHost {
            diagnostics.append(
                "the dump holds no Introspect markers: \(every) \(isListed); those with no "
                    + "platform-view host above them were not created for a representable")
        } else {
            diagnostics.append(
                "the dump holds no Introspect markers: \(every) \(isListed) with the "
                    + "platform-view host it sits under")
        }
        if capped {
            diagnostics.append(
                "\(ranking.total - ranking.listed.count) more matches of \(className) are not listed: only the first "
                    + "\(ranking.listed.count), in the order above")
        }
        return diagnostics
    }
}
