import ArgumentParser
import Foundation
import IntrospectCore
import IntrospectDumps

struct ProbeTemp: ParsableCommand {
    @Argument var files: [String]
    func run() throws {
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            do {
                let dump = try HierarchyDump(parsing: text)
                print("\((file as NSString).lastPathComponent): \(dump.format) roots=\(dump.roots.count) nodes=\(dump.allNodes.count) toolkit=\(String(describing: dump.toolkit)) os=\(dump.statedOS ?? "-") notes=\(dump.notes.count)")
            } catch {
                print("\((file as NSString).lastPathComponent): ERROR \(error)")
            }
        }
    }
}
